import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMovableClock } from './movable-clock'

// The e2e tests' clock, held on Vitest's fake timers (which stand in for real time here).
describe('the movable clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 7, 9, 0) })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs with real time until moved: a timer fires when its time has passed, not before', () => {
    const clock = createMovableClock()
    const fired: string[] = []
    clock.setTimeout(() => fired.push('a'), 5_000)
    vi.advanceTimersByTime(4_999)
    expect(fired).toEqual([])
    vi.advanceTimersByTime(1)
    expect(fired).toEqual(['a'])
    expect(clock.now()).toBe(Date.now())
  })

  it('moved ahead, fires what is due by then in the order due, and the rest at their remaining time', () => {
    const clock = createMovableClock()
    const fired: string[] = []
    clock.setTimeout(() => fired.push('late'), 40_000)
    clock.setTimeout(() => fired.push('second'), 20_000)
    clock.setTimeout(() => fired.push('first'), 10_000)
    const cancelled = clock.setTimeout(() => fired.push('cancelled'), 15_000)
    clock.clearTimeout(cancelled)
    const before = clock.now()
    clock.advance(30_000)
    expect(clock.now()).toBe(before + 30_000)
    vi.advanceTimersByTime(0)
    expect(fired).toEqual(['first', 'second'])
    vi.advanceTimersByTime(9_999)
    expect(fired).toEqual(['first', 'second'])
    vi.advanceTimersByTime(1)
    expect(fired).toEqual(['first', 'second', 'late'])
  })

  it('fast-forwards in steps, so a timer re-armed on each firing keeps its rhythm', async () => {
    const clock = createMovableClock()
    const ticks: number[] = []
    const tick = () => {
      ticks.push(clock.now())
      clock.setTimeout(tick, 5_000)
    }
    clock.setTimeout(tick, 5_000)
    const start = clock.now()
    const running = clock.fastForward(20_000, { stepMs: 1_000, pauseMs: 100 })
    await vi.advanceTimersByTimeAsync(2_000)
    await running
    // 22 s passed on the clock (20 moved, 2 real): four ticks, each 5 s after the last, give or take one step.
    expect(clock.now() - start).toBe(22_000)
    const gaps = ticks.map((at, index) => at - (ticks[index - 1] ?? start))
    expect(gaps).toHaveLength(4)
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(5_000)
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(6_100)
  })

  it('fast-forwarding until something holds stops there', async () => {
    const clock = createMovableClock()
    let fired = false
    clock.setTimeout(() => (fired = true), 3_000)
    const start = clock.now()
    const running = clock.fastForward(60_000, { stepMs: 1_000, pauseMs: 100, until: () => fired })
    await vi.advanceTimersByTimeAsync(1_000)
    await running
    expect(fired).toBe(true)
    expect(clock.now() - start).toBeLessThan(5_000)
  })

  it('runs fast in the background until stopped, then at real speed again', async () => {
    const clock = createMovableClock()
    const start = clock.now()
    const stop = clock.runFast({ stepMs: 1_000, pauseMs: 250 })
    await vi.advanceTimersByTimeAsync(1_000)
    const stopping = stop()
    await vi.advanceTimersByTimeAsync(250)
    await stopping
    // 1.25 s of real time: 4 steps of 1 s on top.
    expect(clock.now() - start).toBe(5_250)
    vi.advanceTimersByTime(1_000)
    expect(clock.now() - start).toBe(6_250)
  })

  it('never moves back', () => {
    expect(() => createMovableClock().advance(-1)).toThrow(/only moves ahead/)
  })
})
