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
