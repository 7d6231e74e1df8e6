import { afterEach, beforeEach, vi } from 'vitest'
import { effectScope, type EffectScope } from 'vue'
import { setVisibility } from './visibility'

type FakedTimer =
  'requestAnimationFrame' | 'cancelAnimationFrame' | 'setTimeout' | 'clearTimeout' | 'setInterval'

/**
 * For composables that time themselves: before each test, fake `timers`, a visible page, a fresh effect scope
 * to run the composable in, and `now` at 1,000,000 (the clock the composable is given); `pass(ms)` moves `now`
 * and the timers together. After each test the scope stops and the timers are real again.
 */
export function usePageClock(timers: FakedTimer[]) {
  const clock = {
    now: 0,
    scope: undefined as unknown as EffectScope,
    /** Runs `make` in the test's scope (stopped after the test). */
    run: <T>(make: () => T): T => clock.scope.run(make)!,
    pass: async (ms: number) => {
      clock.now += ms
      await vi.advanceTimersByTimeAsync(ms)
    },
  }
  beforeEach(() => {
    vi.useFakeTimers({ toFake: timers })
    setVisibility('visible')
    clock.scope = effectScope()
    clock.now = 1_000_000
  })
  afterEach(() => {
    clock.scope.stop()
    vi.useRealTimers()
  })
  return clock
}
