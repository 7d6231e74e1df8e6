import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick, shallowRef } from 'vue'
import type { PlaybackState } from '../../../electron/contract'
import { positionStepMs, usePlaybackPosition } from '../../../renderer/src/composables/usePlaybackPosition'
import { formatTime, spokenTime } from '../../../renderer/src/formatting'
import { playing } from '../support/playback-states'
import { setVisibility } from '../support/visibility'

describe('usePlaybackPosition', () => {
  let scope: ReturnType<typeof effectScope>
  let now = 0
  /** Lets `ms` of time pass (the position moves on in steps meanwhile). */
  const frame = async (ms: number) => {
    now += ms
    await vi.advanceTimersByTimeAsync(ms)
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout'] })
    setVisibility('visible')
    scope = effectScope()
    now = 1_000_000
  })
  afterEach(() => {
    scope.stop()
    vi.useRealTimers()
  })

  const start = (state: PlaybackState | null) => {
    const source = shallowRef<PlaybackState | null>(state)
    const position = scope.run(() => usePlaybackPosition(source, () => now))!
    return { source, ...position }
  }

  it('extrapolates from the reading at each step while playing', async () => {
    const { positionMs, durationMs } = start(playing({ progressMs: 30_000, sampledAt: 1_000_000 }))
    expect(positionMs.value).toBe(30_000)
    expect(durationMs.value).toBe(207_000)
    await frame(1_000)
    expect(positionMs.value).toBe(31_000)
    await frame(500)
    expect(positionMs.value).toBe(31_500)
  })

  it('counts from when the reading was true, not from when it arrived', () => {
    now = 1_002_000
    const { positionMs } = start(playing({ progressMs: 30_000, sampledAt: 1_000_000 }))
    expect(positionMs.value).toBe(32_000)
  })

  it('stands still while paused, and runs no timer', async () => {
    const { positionMs, running } = start(playing({ isPlaying: false, progressMs: 12_000 }))
    expect(running.value).toBe(false)
    await frame(5_000)
    expect(positionMs.value).toBe(12_000)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('never passes the end of the track', async () => {
    const { positionMs } = start(playing({ progressMs: 206_000 }))
    await frame(5_000)
    expect(positionMs.value).toBe(207_000)
  })

  it('stops animating while the page is hidden and catches up when it shows', async () => {
    const { positionMs, running } = start(playing({ progressMs: 0 }))
    setVisibility('hidden')
    await nextTick()
    expect(running.value).toBe(false)
    await frame(10_000)
    expect(vi.getTimerCount()).toBe(0)
    setVisibility('visible')
    await nextTick()
    expect(positionMs.value).toBe(10_000)
  })

  it('shows a new reading at once, even between frames', async () => {
    const { source, positionMs } = start(playing({ isPlaying: false, progressMs: 5_000 }))
    now += 3_000
    source.value = playing({ isPlaying: false, progressMs: 60_000, sampledAt: now })
    await nextTick()
    expect(positionMs.value).toBe(60_000)
  })

  it('is zero with nothing to show', () => {
    const { positionMs, durationMs } = start(null)
    expect(positionMs.value).toBe(0)
    expect(durationMs.value).toBe(0)
  })
})

describe('times in figures and words', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [65_000, '1:05'],
    [3_725_000, '1:02:05'],
    [-4_000, '0:00'],
    [Number.NaN, '0:00'],
  ])('formatTime(%d) is %s', (ms, text) => expect(formatTime(ms)).toBe(text))

  it.each([
    [1_000, '1 second'],
    [65_000, '1 minute 5 seconds'],
    [120_000, '2 minutes 0 seconds'],
  ])('spokenTime(%d) is %s', (ms, text) => expect(spokenTime(ms)).toBe(text))
})

describe('positionStepMs: a pixel of a progress bar up to 1,000 px wide, no more often', () => {
  it.each([
    [207_000, 207],
    [600_000, 250],
    [30_000, 50],
    [0, 50],
  ])('a %s ms track moves on every %s ms', (duration, step) => {
    expect(positionStepMs(duration)).toBe(step)
  })
})
