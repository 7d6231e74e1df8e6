import type { Clock } from '../../electron/core/base/ports'

/** A clock that moves only when the test says so: timers fire on `advance`, never by themselves. */
export class ManualClock implements Clock {
  private time: number
  private nextId = 1
  private readonly timers = new Map<number, { at: number; fn: () => void }>()

  constructor(start = Date.UTC(2025, 0, 1)) {
    this.time = start
  }

  now(): number {
    return this.time
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.nextId++
    this.timers.set(id, { at: this.time + ms, fn })
    return id
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number)
  }

  get pendingTimers(): number {
    return this.timers.size
  }

  /** When the earliest timer is due; null when none waits (to jump straight to it). */
  nextDueAt(): number | null {
    let at: number | null = null
    for (const timer of this.timers.values()) if (at === null || timer.at < at) at = timer.at
    return at
  }

  advance(ms: number): void {
    this.time += ms
    for (const [id, timer] of [...this.timers].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at > this.time) continue
      this.timers.delete(id)
      timer.fn()
    }
  }
}
