import { describe, expect, it } from 'vitest'
import {
  comingAfter,
  endOf,
  rollOnAt,
  rolledOnReading,
  upNextRead,
} from '../../../../electron/core/features/playback/up-next'
import type { Reading } from '../../../../electron/core/features/playback/reading'

const track = (id: string) =>
  ({ id, uri: `spotify:track:${id}`, name: id }) as unknown as NonNullable<Reading['track']>
const showing = (id: string | null) => ({ track: id ? track(id) : null }) as Reading

describe('what Next shows from the queue last read', () => {
  const queue = upNextRead([track('b'), track('c'), track('d')], showing('a'))

  it.each([
    // what shows now, what Next shows (null: the queue says nothing of it)
    ['a', 'b'],
    ['b', 'c'],
    ['c', 'd'],
    ['d', null],
    ['x', null],
  ] as const)('showing %s, Next shows %s', (now, next) => {
    expect(comingAfter(queue, showing(now))?.id ?? null).toBe(next)
  })

  it('knows nothing without a queue read, or with an empty one', () => {
    expect(comingAfter(null, showing('a'))).toBeNull()
    expect(comingAfter(upNextRead([], showing('a')), showing('a'))).toBeNull()
  })
})

describe("a track's end shows the queue's next item", () => {
  const playing = (id: string, overrides: Partial<Reading> = {}): Reading =>
    ({
      track: { ...track(id), durationMs: 200_000 },
      progressMs: 190_000,
      sampledAt: 1_000,
      isPlaying: true,
      repeat: 'off',
      disallowed: [{ action: 'previous', reason: 'none before' }],
      ...overrides,
    }) as unknown as Reading
  const queue = upNextRead([track('b'), track('c')], playing('a'))

  it('ends where the item runs out as it plays; never while paused or of unknown length', () => {
    expect(endOf(playing('a'))).toBe(11_000)
    expect(endOf(playing('a', { isPlaying: false }))).toBeNull()
    expect(endOf(playing('a', { track: { ...track('a'), durationMs: 0 } }))).toBeNull()
  })

  it('rolls on to the next item once the end passed, from its start at the end', () => {
    expect(rollOnAt(comingAfter(queue, playing('a')), playing('a'), 10_999)).toBeNull()
    const rolled = rollOnAt(comingAfter(queue, playing('a')), playing('a'), 11_500)
    expect(rolled).toMatchObject({ fromUri: 'spotify:track:a', track: { id: 'b' }, at: 11_000 })
    expect(rolledOnReading(playing('a'), rolled)).toMatchObject({
      track: { id: 'b' },
      progressMs: 0,
      sampledAt: 11_000,
      disallowed: [],
    })
    // A newer read of another item is shown as it is.
    expect(rolledOnReading(playing('x'), rolled)?.track?.id).toBe('x')
  })

  it('repeating the item, or with nothing known after it, nothing is guessed', () => {
    expect(rollOnAt(track('b'), playing('a', { repeat: 'track' }), 20_000)).toBeNull()
    expect(rollOnAt(comingAfter(queue, playing('c')), playing('c'), 20_000)).toBeNull()
    expect(rollOnAt(null, playing('a'), 20_000)).toBeNull()
  })
})
