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

  it('without a queue read, Next keeps the title and its place until the read (never the old title at 0:00)', () => {
    const s = new StepScript().signedInWith(playing).ask({ kind: 'next' })
    expect(s.view()).toMatchObject({ track: { uri: playing.track!.uri }, progressMs: 61_000 })
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
