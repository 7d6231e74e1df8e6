import { describe, expect, it } from 'vitest'
import type { Track } from '../../../../electron/contract'
import { aReading, StepScript } from '../../../support/engine-steps'
import { aDevice, aTrack } from '../../../support/playback-states'

/** The engine's step while Soloist's live feed leads the player, and the moment it stops. */

const soloist = aDevice({ id: 'dev-soloist', name: 'This computer (Encore)', type: 'Computer' })
const phone = aDevice({ id: 'dev-phone', name: 'Pocket Phone', type: 'Smartphone' })
const onSoloist = (track: Track, overrides = {}) =>
  aReading({ track, device: soloist, progressMs: 0, isPlaying: true, ...overrides })
const first = aTrack({ uri: 'spotify:track:t1', id: 't1', name: 'Night Drive' })
const second = aTrack({ uri: 'spotify:track:t2', id: 't2', name: 'Tide' })

const feeds = (s: StepScript, reading = onSoloist(first), upNext: Track[] | null = [second]) =>
  s.on({ type: 'feed-changed', lead: { leads: true, reading, upNext } })
const reads = (s: StepScript) => s.log.filter((effect) => effect.type === 'read-player').length

describe('the engine while the feed leads', () => {
  it('takes the feed as the player and cancels the read rhythm', () => {
    const s = feeds(new StepScript().signedInWith(aReading({ device: phone })))
    expect(s.view()).toMatchObject({
      status: 'ok',
      track: { name: 'Night Drive' },
      device: { name: soloist.name },
    })
    expect(s.readDelay()).toBeNull()
    expect(s.state.upNext?.tracks.map((track) => track.name)).toEqual(['Tide'])
  })

  it('keeps the queue it knew while the feed has not said what comes next, and takes the feed’s once said', () => {
    const third = aTrack({ uri: 'spotify:track:t3', id: 't3', name: 'Harbour Lights' })
    const s = feeds(new StepScript().signedInWith(aReading({ device: phone })))
    feeds(s, onSoloist(first), null)
    expect(s.state.upNext?.tracks.map((track) => track.name)).toEqual(['Tide'])
    feeds(s, onSoloist(first), [third])
    expect(s.state.upNext?.tracks.map((track) => track.name)).toEqual(['Harbour Lights'])
  })

  it('sends no read of the player whatever asks for one: time, the window shown again, a command', () => {
    const s = feeds(new StepScript().signedInWith(aReading({ device: phone })))
    const before = reads(s)
    const since = s.log.length
    s.on({ type: 'read-due' })
    s.on({ type: 'visibility-changed', visible: false })
    s.on({ type: 'visibility-changed', visible: true }, s.now + 60_000)
    s.ask({ kind: 'next' })
    expect(s.sent(s.effects)).toEqual([expect.objectContaining({ command: { kind: 'next' } })])
    s.answer()
    s.wait(5_000)
    expect(reads(s)).toBe(before)
    // Nor is one scheduled for later (the rhythm's after-command read included).
    const scheduled = s.log.slice(since).filter((effect) => effect.type === 'schedule-read')
    expect(scheduled.length).toBeGreaterThan(0)
    expect(scheduled.every((effect) => effect.delayMs === null)).toBe(true)
  })

  it("shows a skip at once and keeps it until the feed's event confirms it", () => {
    const s = feeds(
      new StepScript().signedInWith(aReading({ device: phone })),
      onSoloist(first, { progressMs: 28_000 }),
    )
    s.ask({ kind: 'next' }).answer()
    expect(s.view().track?.name).toBe('Tide')
    // An event from before Soloist took the skip does not undo what shows.
    feeds(s, onSoloist(first, { progressMs: 30_000 }))
    expect(s.view().track?.name).toBe('Tide')
    feeds(s, onSoloist(second), [])
    expect(s.view().track?.name).toBe('Tide')
    expect(s.state.overlay).toEqual([])
  })

  it('reads the player at once when the feed stops leading, and the rhythm goes on', () => {
    const s = feeds(new StepScript().signedInWith(aReading({ device: phone })))
    const before = reads(s)
    s.on({ type: 'feed-changed', lead: { leads: false } })
    expect(s.effects.filter((effect) => effect.type === 'read-player')).toHaveLength(1)
    expect(reads(s)).toBe(before + 1)
    s.read(aReading({ device: phone }))
    expect(s.readDelay()).toEqual(expect.any(Number))
    expect(s.view().device?.name).toBe('Pocket Phone')
  })

  it('a feed that does not lead changes nothing while the rhythm leads', () => {
    const s = new StepScript().signedInWith(aReading({ device: phone }))
    const state = s.state
    s.on({ type: 'feed-changed', lead: { leads: false } })
    expect(s.state).toBe(state)
    expect(s.effects).toEqual([])
  })

  it('drops the answer of a read that was on its way when the feed began to lead', () => {
    const s = new StepScript().signedInWith(aReading({ device: phone }))
    const id = s.startRead()
    feeds(s)
    s.on({ type: 'read-arrived', id, reading: aReading({ device: phone }) })
    expect(s.view().device?.name).toBe(soloist.name)
  })
})
