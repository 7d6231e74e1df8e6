/**
 * The Soloist stand-in compares the player with what it last pushed every 50 ms only while something plays:
 * an idle demo (nothing playing, a client connected) looked 20 times a second, which alone kept the demo's
 * worker above 0.5 % of a core. Requests and commands are followed by a look at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lookRhythm } from '../../../electron/emulator/soloist/stand-in'

describe('when the Soloist stand-in looks at the player', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const rhythm = (playing: boolean, awake = true) => {
    const watch = vi.fn()
    const looks = lookRhythm(watch, { playing: () => playing, awake: () => awake })
    return { watch, looks }
  }

  it('looks every 50 ms while the player plays', () => {
    const { watch, looks } = rhythm(true)
    looks.now()
    vi.advanceTimersByTime(1_000)
    expect(watch).toHaveBeenCalledTimes(21)
    looks.stop()
  })

  it('looks at most once every 2 s while nothing plays, and at once after a request', () => {
    const { watch, looks } = rhythm(false)
    looks.soon()
    vi.advanceTimersByTime(60_000)
    expect(watch.mock.calls.length).toBeLessThanOrEqual(31)
    watch.mockClear()
    looks.now()
    expect(watch).toHaveBeenCalledTimes(1)
    looks.stop()
    vi.advanceTimersByTime(60_000)
    expect(watch).toHaveBeenCalledTimes(1)
  })

  it('arms nothing while no client listens', () => {
    const { looks } = rhythm(true, false)
    looks.now()
    expect(vi.getTimerCount()).toBe(0)
  })
})
