import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick, shallowRef } from 'vue'
import {
  useFramesWhileShown,
  useIntervalWhileShown,
  usePageHiddenMark,
} from '../../../renderer/src/composables/useWhileShown'
import { setVisibility } from '../support/visibility'

describe('work that runs only while the page is shown', () => {
  let scope: ReturnType<typeof effectScope>
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setInterval', 'clearInterval'],
    })
    setVisibility('visible')
    scope = effectScope()
  })
  afterEach(() => {
    scope.stop()
    vi.useRealTimers()
    setVisibility('visible')
  })

  it('an interval ticks while shown and active, stops while hidden, and ticks at once when shown again', async () => {
    const ticks: number[] = []
    const active = shallowRef(true)
    const { running } = scope.run(() => useIntervalWhileShown(() => ticks.push(Date.now()), 1_000, active))!
    expect(ticks).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(ticks).toHaveLength(4)

    setVisibility('hidden')
    await nextTick()
    expect(running.value).toBe(false)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(ticks).toHaveLength(4)
    expect(vi.getTimerCount()).toBe(0)

    setVisibility('visible')
    await nextTick()
    expect(ticks).toHaveLength(5)
    active.value = false
    await nextTick()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(ticks).toHaveLength(5)
  })

  it('animation frames run while shown and active only', async () => {
    let frames = 0
    const active = shallowRef(false)
    scope.run(() => useFramesWhileShown(() => frames++, active))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(frames).toBe(0)
    active.value = true
    await nextTick()
    await vi.advanceTimersByTimeAsync(160)
    expect(frames).toBeGreaterThanOrEqual(8)
    setVisibility('hidden')
    await nextTick()
    const before = frames
    await vi.advanceTimersByTimeAsync(1_000)
    expect(frames).toBe(before)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('marks the document while hidden, which pauses every CSS animation (base.css)', async () => {
    const root = document.createElement('html')
    scope.run(() => usePageHiddenMark(root))
    expect(root.hasAttribute('data-page-hidden')).toBe(false)
    setVisibility('hidden')
    await nextTick()
    expect(root.hasAttribute('data-page-hidden')).toBe(true)
    setVisibility('visible')
    await nextTick()
    expect(root.hasAttribute('data-page-hidden')).toBe(false)
  })
})
