import { describe, expect, it, vi } from 'vitest'
import { nextTick, shallowRef } from 'vue'
import type { LyricLine, PlaybackState } from '../../../electron/contract'
import { useLyricLine } from '../../../renderer/src/composables/useLyricLine'
import { playing } from '../support/playback-states'
import { usePageClock } from '../support/page-clock'
import { setVisibility } from '../support/visibility'

/** The line that plays, moved by one timer to the next line's start: none while paused or hidden. */

const lines: LyricLine[] = [
  { startMs: 10_000, text: 'one' },
  { startMs: 14_000, text: 'two' },
  { startMs: 20_000, text: 'three' },
]

describe('useLyricLine', () => {
  const clock = usePageClock(['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'])
  const pass = clock.pass

  const start = (state: PlaybackState) => {
    const source = shallowRef<PlaybackState | null>(state)
    const line = clock.run(() => useLyricLine(lines, source, () => clock.now))
    return { source, ...line }
  }

  it('is -1 before the first line, then follows the song with one timer and no frame', async () => {
    const { index } = start(playing({ progressMs: 8_000, sampledAt: clock.now }))
    expect(index.value).toBe(-1)
    expect(vi.getTimerCount()).toBe(1)
    await pass(1_999)
    expect(index.value).toBe(-1)
    await pass(10)
    expect(index.value).toBe(0)
    await pass(4_000)
    expect(index.value).toBe(1)
    await pass(6_000)
    expect(index.value).toBe(2)
    // After the last line there is nothing to wait for.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('runs no timer while paused, and moves at once with a new reading (a seek)', async () => {
    const { index, source } = start(playing({ progressMs: 15_000, isPlaying: false, sampledAt: clock.now }))
    expect(index.value).toBe(1)
    expect(vi.getTimerCount()).toBe(0)
    await pass(30_000)
    expect(index.value).toBe(1)
    source.value = playing({ progressMs: 10_500, isPlaying: false, sampledAt: clock.now })
    await nextTick()
    expect(index.value).toBe(0)
  })

  it('runs no timer while the page is hidden, and catches up when it shows again', async () => {
    const { index } = start(playing({ progressMs: 9_000, sampledAt: clock.now }))
    setVisibility('hidden')
    await nextTick()
    expect(vi.getTimerCount()).toBe(0)
    await pass(12_000)
    expect(vi.getTimerCount()).toBe(0)
    setVisibility('visible')
    await nextTick()
    expect(index.value).toBe(2)
  })
})
