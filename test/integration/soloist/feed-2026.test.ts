import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { live, MINUTE, type DayRun } from '../../support/listening-day'
import { playingOnThisComputer } from './this-computer'

/**
 * The Soloist feed with Encore signed in to the 2026 service (a Client ID registered today): the same lead as on
 * the classic service, covers from the feed's own events, so none of the 2026 service's scarcer reads is spent.
 */

vi.setConfig({ testTimeout: 60_000 })
let run: DayRun

beforeEach(async () => {
  run = await playingOnThisComputer({ today: true })
}, 60_000)

afterEach(async () => {
  await run.close()
})

describe('the Soloist feed on the 2026 service', () => {
  it('reads nothing of the player and shows every cover, Next up too, from the events alone', async () => {
    const sent = () => run.emulator.traffic.entries()
    const since = sent().length
    const queues: { upNext: { album: { images: unknown[] } | null }[] }[] = []
    const stop = run.encore.on('queue.changed', (queue) => queues.push(queue))
    const shown = new Set<string>()
    for (let minute = 0; minute < 10; minute++) {
      await live(run, run.clock.now() + MINUTE, 'focused')
      await new Promise((resolve) => setTimeout(resolve, 60))
      const state = await run.encore.api.playback.get()
      if (state.track) shown.add(state.track.uri)
      expect(state.track?.album?.images.length ?? 0).toBeGreaterThan(0)
    }
    stop()
    expect(shown.size).toBeGreaterThan(1)
    const during = sent().slice(since)
    const playerReads = during.filter(
      (entry) =>
        entry.method === 'GET' &&
        entry.path.startsWith('/me/player') &&
        entry.path !== '/me/player/recently-played',
    )
    expect(playerReads).toEqual([])
    expect(during.filter((entry) => /^\/tracks\//.test(entry.path))).toEqual([])
    expect(queues.at(-1)?.upNext.length).toBeGreaterThan(0)
    expect(queues.at(-1)?.upNext.every((next) => (next.album?.images.length ?? 0) > 0)).toBe(true)
  })
})
