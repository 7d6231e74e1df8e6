import { describe, expect, it } from 'vitest'
import {
  AFTER_COMMAND_MS,
  MIN_GAP_MS,
  nextReadDelay,
  type RhythmInput,
} from '../../../../electron/core/features/playback/read-rhythm'

const base: RhythmInput = {
  status: 'idle',
  isPlaying: false,
  visible: true,
  focused: true,
  remainingMs: null,
  commandPendingForMs: null,
  retryInMs: null,
  pausedSeconds: 30,
  hiddenSeconds: 120,
  saving: 'normal',
  savingFreeInMs: null,
}

/** A play started while nothing played (from a suggestion, or after choosing a device) shows soon. */
describe('nextReadDelay after a command when nothing was playing', () => {
  it.each([
    ['idle', true, 0, AFTER_COMMAND_MS],
    ['idle', true, 200, AFTER_COMMAND_MS - 200],
    ['idle', false, 0, AFTER_COMMAND_MS],
    ['no-device', true, 0, AFTER_COMMAND_MS],
    ['idle', true, 5_000, MIN_GAP_MS],
  ] as const)('%s, visible %s, command sent %i ms ago: read in %i ms', (status, visible, since, delay) => {
    expect(nextReadDelay({ ...base, status, visible, commandPendingForMs: since })).toBe(delay)
  })

  it.each([
    ['idle', true, 10_000],
    ['idle', false, 120_000],
    ['no-device', true, 10_000],
  ] as const)('%s, visible %s, no command waiting: the waiting rhythm (%i ms)', (status, visible, delay) => {
    expect(nextReadDelay({ ...base, status, visible })).toBe(delay)
  })
})
