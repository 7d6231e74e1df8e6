import type { Clock } from '../../electron/core/base/ports'

/**
 * The e2e tests' clock: it runs with real time, and the test moves it ahead at once when it would otherwise
 * sleep through a window (a quota's 30 s, a sleep timer's minute). Core and the emulator are given the same one
 * (`startBrowserApp({ clock })`, `startEmulator({ clock })`, both started in the test's own process), so the
 * app and the service agree on what time it is. It exists only in tests: no shipped start-up takes a clock.
 */
export interface MovableClock extends Clock {
  /** Moves time ahead by `ms`: timers due by then fire now, in the order they are due. */
  advance(ms: number): void
  /**
   * Runs `ms` of clock time in steps of `stepMs`, giving each step `pauseMs` of real time: what the app does on
   * its timers over that stretch (reads every few seconds) happens, at many times the speed. With `until`, it
   * stops at the first step after which that holds (the test then waits for it as usual).
   */
  fastForward(ms: number, options?: FastForward): Promise<void>
  /**
   * Runs the clock fast in the background (a `stepMs` jump every `pauseMs` of real time, on top of real time)
   * until the returned stop is called: for a stretch where the app waits on its timers (Retry-After, the offline
   * probe) while the test does something else. Stop resolves once the last step is done.
   */
  runFast(options?: { stepMs?: number; pauseMs?: number }): () => Promise<void>
}

export interface FastForward {
  stepMs?: number
  pauseMs?: number
  until?: () => boolean | Promise<boolean>
}

interface Pending {
  due: number
  fn: () => void
  real: ReturnType<typeof setTimeout> | undefined
}

export function createMovableClock(): MovableClock {
  let ahead = 0
  let nextId = 1
  const pending = new Map<number, Pending>()
  const now = () => Date.now() + ahead
  const arm = (id: number, timer: Pending) => {
    if (timer.real !== undefined) clearTimeout(timer.real)
    timer.real = setTimeout(
      () => {
        pending.delete(id)
        timer.fn()
      },
      Math.max(0, timer.due - now()),
    )
  }
  const clock: MovableClock = {
    now,
    setTimeout(fn, ms) {
      const id = nextId++
      const timer: Pending = { due: now() + Math.max(0, ms), fn, real: undefined }
      pending.set(id, timer)
      arm(id, timer)
      return id
    },
    clearTimeout(handle) {
      const timer = pending.get(handle as number)
      if (timer?.real !== undefined) clearTimeout(timer.real)
      pending.delete(handle as number)
    },
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`the clock only moves ahead, not by ${ms} ms`)
      ahead += ms
      // Re-armed in the order they are due: those due by now all wait 0 ms, so they fire in that order.
      for (const [id, timer] of [...pending].sort((a, b) => a[1].due - b[1].due)) arm(id, timer)
    },
    async fastForward(ms, { stepMs = 1_000, pauseMs = 100, until } = {}) {
      for (let moved = 0; moved < ms; moved += stepMs) {
        if (until && (await until())) return
        clock.advance(Math.min(stepMs, ms - moved))
        await new Promise((resolve) => setTimeout(resolve, pauseMs))
      }
    },
    runFast({ stepMs = 1_000, pauseMs = 250 } = {}) {
      let running = true
      const loop = (async () => {
        while (running) {
          await new Promise((resolve) => setTimeout(resolve, pauseMs))
          if (running) clock.advance(stepMs)
        }
      })()
      return async () => {
        running = false
        await loop
      }
    },
  }
  return clock
}
