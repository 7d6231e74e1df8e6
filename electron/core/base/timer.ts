import type { Clock } from './ports'

/**
 * One re-armed timer on the Clock port, never an interval: `schedule(delay)` replaces any earlier schedule,
 * so whoever computes the next delay from the state owns the rhythm.
 */
export interface OnceTimer {
  schedule(delayMs: number): void
  /** When it fires next (epoch ms), or null. */
  dueAt(): number | null
  cancel(): void
}

export function createOnceTimer(clock: Clock, run: () => void): OnceTimer {
  let handle: unknown
  let due: number | null = null
  const cancel = () => {
    if (handle !== undefined) clock.clearTimeout(handle)
    handle = undefined
    due = null
  }
  return {
    schedule(delayMs) {
      cancel()
      due = clock.now() + delayMs
      handle = clock.setTimeout(() => {
        handle = undefined
        due = null
        run()
      }, delayMs)
    },
    dueAt: () => due,
    cancel,
  }
}

/**
 * Passes on at most one value per interval and always the last one (a slider being dragged): the first value
 * goes at once, later ones wait for the interval to pass and only the newest of them goes.
 */
export interface LatestThrottle<T> {
  push(value: T): void
  cancel(): void
}

export function createLatestThrottle<T>(
  clock: Clock,
  intervalMs: number,
  send: (value: T) => void,
): LatestThrottle<T> {
  let lastSentAt = -Infinity
  let waiting: { value: T } | undefined
  const timer = createOnceTimer(clock, () => flush())
  const flush = () => {
    if (!waiting) return
    const { value } = waiting
    waiting = undefined
    lastSentAt = clock.now()
    send(value)
  }
  return {
    push(value) {
      waiting = { value }
      const wait = lastSentAt + intervalMs - clock.now()
      if (wait <= 0) {
        timer.cancel()
        flush()
      } else if (timer.dueAt() === null) timer.schedule(wait)
    },
    cancel() {
      waiting = undefined
      timer.cancel()
    },
  }
}
