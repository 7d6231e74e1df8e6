import { afterEach, describe, expect, it } from 'vitest'
import { startEngineHarness, type EngineHarness } from '../../../support/engine-harness'
import { soak, startPlaying } from '../../../support/engine-soak'

/**
 * An hour of a running player on a fake clock: the engine's request counts (deterministic on that clock) stay
 * within its targets, and nothing it does is left unhandled (vitest fails a run on an unhandled rejection).
 * The two-hour version with heap growth is `npm run bench` (faults.bench.ts).
 */
let h: EngineHarness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

describe('an hour with the player running', () => {
  it('reads about every 14 s while shown and playing, rarely while hidden, and stops when signed out', async () => {
    h = await startEngineHarness()
    await startPlaying(h)
    const counts = await soak(h, 1, 40)
    const shownRate = counts.shownRequests / counts.shownMinutes
    const hiddenRate = counts.hiddenRequests / counts.hiddenMinutes
    // About 4.3 player reads a minute (every 14 s), plus one read at each track's end and the saved check of
    // the next track.
    expect(shownRate).toBeGreaterThanOrEqual(4)
    expect(shownRate).toBeLessThan(5.5)
    // Hidden: one read at each track's end (and its saved check), otherwise every polling.hiddenSeconds.
    expect(hiddenRate).toBeLessThanOrEqual(2)
    expect(h.latest().status).toBe('ok')

    h.signOut()
    const before = h.requests().length
    await h.advance(10 * 60_000, 5_000)
    expect(h.requests().length).toBe(before)
  }, 120_000)
})
