import { describe, expect, it } from 'vitest'
import type { Track } from '../../../../electron/contract'
import { aReading, StepScript } from '../../../support/engine-steps'

/** Next, Next again and a wrong guess, against the queue the page read: the step as the driver sees it. */
const track = (id: string): Track => ({
  ...aReading().track!,
  id,
  uri: `spotify:track:${id}`,
  name: `Song ${id}`,
})

describe('step: Next shows the queue read before it, at once', () => {
  const playing = aReading({ progressMs: 61_000 })
  const queue = [track('q1'), track('q2')]

  it('Next shows the first of the queue from 0:00 before any request went; a second Next the one after', () => {
    const s = new StepScript().signedInWith(playing).on({ type: 'queue-read', tracks: queue })
    s.ask({ kind: 'next' })
    expect(s.view()).toMatchObject({ track: { uri: 'spotify:track:q1' }, progressMs: 0 })
    s.ask({ kind: 'next' })
    expect(s.view().track?.uri).toBe('spotify:track:q2')
  })

  it('confirmed by the read that shows it; rolled back to what the read says when the guess was wrong', () => {
    const right = new StepScript().signedInWith(playing).on({ type: 'queue-read', tracks: queue })
    right
      .ask({ kind: 'next' })
      .answer()
      .read(aReading({ track: track('q1'), progressMs: 300 }), 20)
    expect(right.state.overlay).toEqual([])
    expect(right.view().track?.uri).toBe('spotify:track:q1')

    const wrong = new StepScript().signedInWith(playing).on({ type: 'queue-read', tracks: queue })
    wrong
      .ask({ kind: 'next' })
      .answer()
      .read(aReading({ track: track('elsewhere'), progressMs: 300 }), 20)
    expect(wrong.view().track?.uri).toBe('spotify:track:elsewhere')
  })

  it('knowing nothing of what comes, Next says it skips and keeps the place until the read (never the old title at 0:00)', () => {
    const s = new StepScript().signedInWith(playing).ask({ kind: 'next' })
    expect(s.view()).toMatchObject({
      track: { uri: playing.track!.uri },
      progressMs: 61_000,
      skipping: 'next',
    })
  })
})

describe('step: Previous shows what played before, at once', () => {
  const near = (id: string, progressMs = 1_000) => aReading({ track: track(id), progressMs })

  /** a, then b and c by Next from the queue read (each confirmed by a read), c just started. */
  const afterThree = () =>
    new StepScript()
      .signedInWith(near('a'))
      .on({ type: 'queue-read', tracks: [track('b'), track('c')] })
      .ask({ kind: 'next' })
      .answer()
      .read(near('b'))
      .ask({ kind: 'next' })
      .answer()
      .read(near('c'))

  it('near the start, Previous shows the item read before from 0:00; a second Previous the one before it', () => {
    const s = afterThree().ask({ kind: 'previous' })
    expect(s.view()).toMatchObject({ track: { uri: 'spotify:track:b' }, progressMs: 0 })
    s.ask({ kind: 'previous' })
    expect(s.view().track?.uri).toBe('spotify:track:a')
  })

  it('confirmed by the read that shows it; rolled back when the service went elsewhere', () => {
    const right = afterThree().ask({ kind: 'previous' }).answer().read(near('b', 300), 20)
    expect(right.state.overlay).toEqual([])
    // The read went back: a further Previous goes on to a, not to c.
    right.ask({ kind: 'previous' })
    expect(right.view().track?.uri).toBe('spotify:track:a')

    const wrong = afterThree().ask({ kind: 'previous' }).answer().read(near('z', 300), 20)
    expect(wrong.view().track?.uri).toBe('spotify:track:z')
  })

  it('past the first seconds Previous starts the same item over; knowing nothing before, it shows what it showed', () => {
    const s = afterThree().read(near('c', 60_000)).ask({ kind: 'previous' })
    expect(s.view()).toMatchObject({ track: { uri: 'spotify:track:c' }, progressMs: 0 })
    const first = new StepScript().signedInWith(near('a')).ask({ kind: 'previous' })
    expect(first.view()).toMatchObject({ track: { uri: 'spotify:track:a' }, progressMs: 1_000 })
    // A jump within the album (read, not seen coming): the service goes to the track before it, not known here.
    const jumped = new StepScript().signedInWith(near('a')).read(near('e')).ask({ kind: 'previous' })
    expect(jumped.view()).toMatchObject({ track: { uri: 'spotify:track:e' }, progressMs: 1_000 })
  })
})

describe("step: a track's end shows the queue's next item at once", () => {
  // 200 s long, 10 s left when read.
  const ending = aReading({ progressMs: 190_000 })
  const queue = [track('q1'), track('q2')]
  const start = () => new StepScript().signedInWith(ending).on({ type: 'queue-read', tracks: queue })

  it('wakes at the end and shows the next item from then, before any read', () => {
    const s = start()
    expect(s.state.wakeAt).toBe(ending.sampledAt + 10_000)
    s.wait(9_000)
    expect(s.view().track?.uri).toBe(ending.track!.uri)
    s.wait(1_000)
    expect(s.view()).toMatchObject({
      track: { uri: 'spotify:track:q1' },
      progressMs: 0,
      sampledAt: ending.sampledAt + 10_000,
    })
    // Next from there is the item after it.
    s.ask({ kind: 'next' })
    expect(s.view().track?.uri).toBe('spotify:track:q2')
  })

  it('confirmed by the read that shows it, rolled back to what a read says otherwise', () => {
    const right = start()
      .wait(10_500)
      .read(aReading({ track: track('q1'), progressMs: 400 }))
    expect(right.state.rolledOn).toBeNull()
    expect(right.view().track?.uri).toBe('spotify:track:q1')
    // The read checks whether the item it confirmed is saved, though it showed before.
    expect(right.of('check-saved')).toEqual([expect.objectContaining({ uri: 'spotify:track:q1' })])

    const wrong = start()
      .wait(10_500)
      .read(aReading({ track: track('other'), progressMs: 400 }))
    expect(wrong.view().track?.uri).toBe('spotify:track:other')
  })

  it('nothing rolls on while paused, repeating the item, or with no queue read', () => {
    const paused = new StepScript()
      .signedInWith(aReading({ progressMs: 190_000, isPlaying: false }))
      .on({ type: 'queue-read', tracks: queue })
      .wait(20_000)
    expect(paused.view().track?.uri).toBe(ending.track!.uri)
    const repeating = new StepScript()
      .signedInWith(aReading({ progressMs: 190_000, repeat: 'track' }))
      .on({ type: 'queue-read', tracks: queue })
      .wait(20_000)
    expect(repeating.view().track?.uri).toBe(ending.track!.uri)
    expect(new StepScript().signedInWith(ending).wait(20_000).view().track?.uri).toBe(ending.track!.uri)
  })
})

describe('step: Next and Previous from the album’s order, on every page, without reading the queue', () => {
  const album = 'spotify:album:al1'
  const order = [track('t1'), track('t2'), track('t3')]
  const at = (id: string, overrides: Parameters<typeof aReading>[0] = {}) =>
    aReading({ track: track(id), progressMs: 1_000, context: { type: 'album', uri: album }, ...overrides })
  /** Signed in on t2 of the album; the album's order read as the step asked. */
  const onAlbum = (reading = at('t2')) => {
    const s = new StepScript().signedInWith(reading)
    return s.on({ type: 'context-order-read', uri: album, tracks: order })
  }

  it('asks for the album’s order once, with its first read, and not while shuffle is on', () => {
    const s = new StepScript().signedInWith(at('t2'))
    expect(s.log.filter((effect) => effect.type === 'read-context-order')).toEqual([
      { type: 'read-context-order', uri: album },
    ])
    s.read(at('t3')).read(at('t1'))
    expect(s.log.filter((effect) => effect.type === 'read-context-order')).toHaveLength(1)
    const shuffled = new StepScript().signedInWith(at('t2', { shuffle: true }))
    expect(shuffled.log.some((effect) => effect.type === 'read-context-order')).toBe(false)
  })

  it('Next shows the album’s next track from 0:00 at once; Previous near the start the one before', () => {
    const next = onAlbum().ask({ kind: 'next' })
    expect(next.view()).toMatchObject({ track: { uri: 'spotify:track:t3' }, progressMs: 0, skipping: null })
    const back = onAlbum().ask({ kind: 'previous' })
    expect(back.view()).toMatchObject({ track: { uri: 'spotify:track:t1' }, progressMs: 0, skipping: null })
  })

  it('past the end it wraps with repeat on the album, and says "skipping" without it', () => {
    const wraps = onAlbum(at('t3', { repeat: 'context' })).ask({ kind: 'next' })
    expect(wraps.view().track?.uri).toBe('spotify:track:t1')
    const ends = onAlbum(at('t3')).ask({ kind: 'next' })
    expect(ends.view()).toMatchObject({ track: { uri: 'spotify:track:t3' }, skipping: 'next' })
  })

  it('the queue read wins over the album’s order (something queued plays first)', () => {
    const s = onAlbum().on({ type: 'queue-read', tracks: [track('queued'), track('t3')] })
    s.ask({ kind: 'next' })
    expect(s.view().track?.uri).toBe('spotify:track:queued')
  })

  it('with shuffle on nothing is guessed: "skipping" at once, a second Next too, until the read', () => {
    const s = onAlbum(at('t2', { shuffle: true })).ask({ kind: 'next' })
    expect(s.view()).toMatchObject({ track: { uri: 'spotify:track:t2' }, skipping: 'next' })
    s.ask({ kind: 'next' })
    expect(s.view()).toMatchObject({ track: { uri: 'spotify:track:t2' }, skipping: 'next' })
    s.answer(s.sent()[0]!.id)
      .answer()
      .read(at('t1', { shuffle: true, progressMs: 200 }), 20)
    expect(s.view()).toMatchObject({ track: { uri: 'spotify:track:t1' }, skipping: null })
  })

  it('a track’s end shows the album’s next track at once', () => {
    const ending = at('t1', { progressMs: 190_000 })
    const s = onAlbum(ending)
    expect(s.state.wakeAt).toBe(ending.sampledAt + 10_000)
    s.wait(10_000)
    expect(s.view()).toMatchObject({ track: { uri: 'spotify:track:t2' }, progressMs: 0 })
  })
})
