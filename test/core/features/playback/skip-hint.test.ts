import { describe, expect, it } from 'vitest'
import type { Notice, PlayerCommandCall, PlayerCommandOutcome } from '../../../../electron/contract'
import { createPlayerControl, type PlaybackEngine } from '../../../../electron/core/features/playback'
import {
  SKIPPER_NOTICE,
  SKIPPER_SKIPS,
  SKIPPER_WINDOW_MS,
} from '../../../../electron/core/features/playback/skip-hint'

function dispatcher(outcome: PlayerCommandOutcome = { status: 'done' }) {
  const clock = { now: Date.UTC(2026, 11, 7, 9) }
  const told: Notice[] = []
  // Only the command's outcome matters here: the engine answers it and nothing else is asked of it.
  const engine = { decide: async () => outcome } as Partial<PlaybackEngine> as PlaybackEngine
  const player = createPlayerControl(engine, {
    hint: { now: () => clock.now, tell: (notice) => told.push(notice) },
  })
  return { clock, told, run: (call: PlayerCommandCall) => player.run(call) }
}

describe('a heavy skipper is told once that Soloist costs no requests', () => {
  it('at the skip that makes twenty in ten minutes, and never again', async () => {
    const { clock, told, run } = dispatcher()
    for (let skip = 1; skip < SKIPPER_SKIPS; skip++) {
      await run({ id: skip % 2 ? 'player.next' : 'player.previous' })
      clock.now += 25_000
    }
    // Other commands are not skips.
    await run({ id: 'player.toggle' })
    expect(told).toEqual([])
    await run({ id: 'player.next' })
    expect(told).toEqual([SKIPPER_NOTICE])
    expect(SKIPPER_NOTICE.message).toContain('Play on this computer')
    expect(SKIPPER_NOTICE.message).toContain('costs no requests')
    for (let skip = 0; skip < 3 * SKIPPER_SKIPS; skip++) await run({ id: 'player.next' })
    expect(told).toHaveLength(1)
  })

  it('not for skips spread out, nor for skips that did not go', async () => {
    const spread = dispatcher()
    for (let skip = 0; skip < 3 * SKIPPER_SKIPS; skip++) {
      await spread.run({ id: 'player.next' })
      spread.clock.now += SKIPPER_WINDOW_MS / (SKIPPER_SKIPS - 5) // a skip every 40 s
    }
    expect(spread.told).toEqual([])
    const refused = dispatcher({ status: 'refused', reason: 'there is no next track', code: null })
    for (let skip = 0; skip < 2 * SKIPPER_SKIPS; skip++) await refused.run({ id: 'player.next' })
    expect(refused.told).toEqual([])
  })
})
