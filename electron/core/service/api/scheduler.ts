import type { Clock } from '../../base/ports'
import { RollingBudget } from './rolling-budget'

/**
 * Priority lanes: `interactive` for what the user just did (a click, a hotkey), `sync` for keeping caches and
 * the player state fresh, `background` for bulk work (library sync, prefetch).
 */
export const lanes = ['interactive', 'sync', 'background'] as const
export type Lane = (typeof lanes)[number]

export interface SchedulerOptions {
  /** Requests in flight at once, over all lanes. Default 4. */
  maxConcurrent?: number
  /** Requests that may start within any rolling window, over all lanes. Default 150. */
  budget?: number
  /** Length of the rolling window in ms. Default 30,000 (the service's window). */
  windowMs?: number
  /**
   * Capacity only interactive requests may use, so that a backlog of sync and background work can never make
   * a click wait: concurrency slots (default 1) and requests of the window's budget (default 10% of it).
   */
  interactiveReserve?: { concurrent?: number; budget?: number }
  /** Told of every request as it starts (any lane): Encore counts them for the user's daily quota. */
  onRequest?: (at: number) => void
}

export interface SchedulerStats {
  queued: Record<Lane, number>
  inFlight: Record<Lane, number>
  usedBudget: number
}

interface Waiter {
  lane: Lane
  start: () => void
}

/**
 * Decides when a request may start: highest lane first, under a concurrency cap and a request budget over a
 * rolling window shared by all lanes. It does not retry or time out; it only admits.
 */
export class RequestScheduler {
  readonly maxConcurrent: number
  readonly budgetLimit: number
  private readonly reservedSlots: number
  private readonly reservedBudget: number
  private readonly budget: RollingBudget
  private readonly onRequest: ((at: number) => void) | undefined
  private readonly queues: Record<Lane, Waiter[]> = { interactive: [], sync: [], background: [] }
  private readonly inFlight: Record<Lane, number> = { interactive: 0, sync: 0, background: 0 }
  private heldUntil = 0
  private wakeAt: number | undefined
  private wakeHandle: unknown

  constructor(
    private readonly clock: Clock,
    options: SchedulerOptions = {},
  ) {
    this.maxConcurrent = positiveInteger('maxConcurrent', options.maxConcurrent ?? 4)
    this.budgetLimit = positiveInteger('budget', options.budget ?? 150)
    const windowMs = positiveInteger('windowMs', options.windowMs ?? 30_000)
    // Keep at least one slot and one request for the other lanes, or they could never run.
    this.reservedSlots = clamp(options.interactiveReserve?.concurrent ?? 1, 0, this.maxConcurrent - 1)
    this.reservedBudget = clamp(
      options.interactiveReserve?.budget ?? Math.floor(this.budgetLimit / 10),
      0,
      this.budgetLimit - 1,
    )
    this.budget = new RollingBudget(this.budgetLimit, windowMs)
    this.onRequest = options.onRequest
  }

  /**
   * Runs `task` once the lane may start a request; resolves or rejects with the task's outcome. When `signal`
   * fires while still queued, the task never runs and the promise rejects with `onAbort()`.
   */
  run<T>(lane: Lane, task: () => Promise<T>, signal?: AbortSignal, onAbort?: () => Error): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const abortError = () => onAbort?.() ?? new Error('aborted')
      if (signal?.aborted) {
        reject(abortError())
        return
      }
      const waiter: Waiter = {
        lane,
        start: () => {
          signal?.removeEventListener('abort', cancel)
          this.inFlight[lane]++
          const now = this.clock.now()
          this.budget.record(now)
          this.onRequest?.(now)
          let settled: Promise<T>
          try {
            settled = task()
          } catch (error) {
            settled = Promise.reject(error)
          }
          settled.then(resolve, reject).finally(() => {
            this.inFlight[lane]--
            this.pump()
          })
        },
      }
      const cancel = () => {
        const queue = this.queues[lane]
        const index = queue.indexOf(waiter)
        if (index >= 0) {
          queue.splice(index, 1)
          reject(abortError())
        }
      }
      signal?.addEventListener('abort', cancel, { once: true })
      this.queues[lane].push(waiter)
      this.pump()
    })
  }

  /** Admits nothing until `epochMs` (after the service answered 429: everyone would get one). */
  holdUntil(epochMs: number): void {
    if (epochMs <= this.heldUntil) return
    this.heldUntil = epochMs
    this.pump()
  }

  stats(): SchedulerStats {
    return {
      queued: {
        interactive: this.queues.interactive.length,
        sync: this.queues.sync.length,
        background: this.queues.background.length,
      },
      inFlight: { ...this.inFlight },
      usedBudget: this.budget.used(this.clock.now()),
    }
  }

  private interactiveBusy(): boolean {
    return this.inFlight.interactive > 0 || this.queues.interactive.length > 0
  }

  private totalInFlight(): number {
    return this.inFlight.interactive + this.inFlight.sync + this.inFlight.background
  }

  /** How many slots and how much budget a lane may fill; the reserve is interactive's alone. */
  private limitsFor(lane: Lane): { slots: number; budget: number } {
    return lane === 'interactive'
      ? { slots: this.maxConcurrent, budget: this.budgetLimit }
      : { slots: this.maxConcurrent - this.reservedSlots, budget: this.budgetLimit - this.reservedBudget }
  }

  /** Starts every waiter that may start now, in lane order; arms a timer for the earliest later chance. */
  private pump(): void {
    const now = this.clock.now()
    let retryAt: number | undefined
    for (const lane of lanes) {
      const queue = this.queues[lane]
      const limits = this.limitsFor(lane)
      while (queue.length) {
        if (now < this.heldUntil) {
          retryAt = earliest(retryAt, this.heldUntil)
          break
        }
        if (this.totalInFlight() >= limits.slots) break // a finishing request pumps again
        // Bulk work waits while the person's requests are on their way: a burst of commands gets the service's
        // (and this computer's) attention, not a share of it behind a library's pages.
        if (lane === 'background' && this.interactiveBusy()) break
        const freeAt = this.budget.availableAt(now, limits.budget)
        if (freeAt > now) {
          retryAt = earliest(retryAt, freeAt)
          break
        }
        queue.shift()?.start()
      }
    }
    if (retryAt !== undefined) this.wakeUpAt(retryAt)
  }

  private wakeUpAt(at: number): void {
    if (this.wakeAt !== undefined && this.wakeAt <= at) return
    if (this.wakeHandle !== undefined) this.clock.clearTimeout(this.wakeHandle)
    this.wakeAt = at
    this.wakeHandle = this.clock.setTimeout(
      () => {
        this.wakeAt = undefined
        this.wakeHandle = undefined
        this.pump()
      },
      Math.max(0, at - this.clock.now()),
    )
  }
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`Scheduler option ${name} must be a positive integer (got ${value}).`)
  }
  return value
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.floor(value)))
}

function earliest(a: number | undefined, b: number): number {
  return a === undefined ? b : Math.min(a, b)
}
