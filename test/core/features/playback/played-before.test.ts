import { describe, expect, it } from 'vitest'
import {
  goingBack,
  playedNow,
  type PlayedItem,
} from '../../../../electron/core/features/playback/played-before'
import type { Reading } from '../../../../electron/core/features/playback/reading'
import { aReading } from '../../../support/engine-steps'
import { aTrack, NOW } from '../../../support/playback-states'

const album = 'spotify:album:al1'
const reading = (id: string, overrides: Partial<Reading> = {}): Reading =>
  aReading({
    track: aTrack({ id, uri: `spotify:track:${id}` }),
    progressMs: 1_000,
    sampledAt: NOW,
    context: { type: 'album', uri: album },
    ...overrides,
  })
const uris = (played: readonly PlayedItem[]) => played.map((item) => item.track.id)
/** Each item after the first came by a step (Next, an end). */
const step = (played: readonly PlayedItem[], next: Reading) => playedNow(played, next, played.length > 0)

describe('played before: the items this session read, oldest first', () => {
  it('adds an item once, and drops the last when a read shows the one before it again (it went back)', () => {
    let played = playedNow([], reading('a'), false)
    played = playedNow(played, reading('a', { progressMs: 90_000 }), false)
    played = playedNow(played, reading('b'), true)
    played = playedNow(played, reading('c'), true)
    expect(uris(played)).toEqual(['a', 'b', 'c'])
    played = playedNow(played, reading('b'), false)
    expect(uris(played)).toEqual(['a', 'b'])
    expect(playedNow(played, null, false)).toBe(played)
  })

  it('the same item from another context is a new one, not a step back', () => {
    const played = [reading('a'), reading('b')].reduce(step, [] as readonly PlayedItem[])
    const elsewhere = playedNow(
      played,
      reading('a', { context: { type: 'playlist', uri: 'spotify:playlist:p' } }),
      false,
    )
    expect(uris(elsewhere)).toEqual(['a', 'b', 'a'])
  })
})

describe('going back: what Previous shows at once', () => {
  const played = [reading('a'), reading('b'), reading('c')].reduce(step, [] as readonly PlayedItem[])

  it.each([
    // position of c when Previous is pressed, what Previous shows
    [500, 'b'],
    [2_000, 'b'],
    [3_000, null],
    [4_000, 'restart'],
    [120_000, 'restart'],
  ] as const)('at %i ms into c it shows %s', (at, shows) => {
    const back = goingBack(played, reading('c', { progressMs: at }), NOW)
    expect(back === null || back === 'restart' ? back : back.id).toBe(shows)
  })

  it('a second Previous (shown at the start of b) goes on to a; nothing before the first', () => {
    expect(goingBack(played, reading('b', { progressMs: 0 }), NOW)).toMatchObject({ id: 'a' })
    expect(goingBack(played, reading('a', { progressMs: 0 }), NOW)).toBeNull()
  })

  it('guesses nothing when the one before came from another context, or nothing shows', () => {
    const mixed = playedNow(
      played,
      reading('x', { context: { type: 'playlist', uri: 'spotify:playlist:p' } }),
      true,
    )
    expect(
      goingBack(mixed, reading('x', { context: { type: 'playlist', uri: 'spotify:playlist:p' } }), NOW),
    ).toBeNull()
    expect(goingBack(played, reading('unknown'), NOW)).toBeNull()
    expect(goingBack(played, null, NOW)).toBeNull()
  })

  it('guesses nothing after a jump (an album from its fifth track): the service goes to the one before it', () => {
    const jumped = playedNow(played, reading('e'), false)
    expect(goingBack(jumped, reading('e', { progressMs: 500 }), NOW)).toBeNull()
  })

  it('counts the time played since the read (a paused item does not move)', () => {
    const early = reading('c', { progressMs: 500 })
    expect(goingBack(played, early, NOW + 10_000)).toBe('restart')
    expect(goingBack(played, { ...early, isPlaying: false }, NOW + 10_000)).toMatchObject({ id: 'b' })
  })
})
