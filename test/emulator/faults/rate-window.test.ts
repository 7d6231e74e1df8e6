import { describe, expect, it } from 'vitest'
import { RateWindow } from '../../../electron/emulator/faults/rate-window'

describe('RateWindow', () => {
  it('accepts up to the limit within the window, then says how long to wait', () => {
    const window = new RateWindow()
    expect(window.take(0, 2, 30_000)).toBeNull()
    expect(window.take(1_000, 2, 30_000)).toBeNull()
    expect(window.take(2_000, 2, 30_000)).toBe(28)
    expect(window.take(29_999, 2, 30_000)).toBe(1)
    expect(window.take(30_000, 2, 30_000)).toBeNull()
    expect(window.take(30_500, 2, 30_000)).toBe(1)
    expect(window.take(31_000, 2, 30_000)).toBeNull()
  })

  it('refused requests do not count', () => {
    const window = new RateWindow()
    window.take(0, 1, 10_000)
    for (let t = 1; t < 10_000; t += 1000) expect(window.take(t, 1, 10_000)).not.toBeNull()
    expect(window.take(10_000, 1, 10_000)).toBeNull()
  })

  it('stays correct over many requests', () => {
    const window = new RateWindow()
    let accepted = 0
    for (let t = 0; t < 100_000; t += 10) if (window.take(t, 50, 1_000) === null) accepted++
    expect(accepted).toBe(50 * 100)
  })
})
