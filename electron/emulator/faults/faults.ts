import type { Clock } from '../clock'
import type { Random } from '../random/prng'
import { DEFAULT_FAULTS, mergeFaults, type FaultSettings } from './fault-settings'
import { RateWindow } from './rate-window'

/** What a request should get, decided before it reaches its route. */
export type FaultVerdict =
  | { kind: 'pass'; delayMs: number }
  | { kind: 'fail'; delayMs: number; status: number; message: string; retryAfterSeconds?: number }

/** The test-facing control: `emulator.faults`. */
export interface FaultControl {
  get(): FaultSettings
  set(patch: Partial<FaultSettings>): FaultSettings
  /** Back to the settings the emulator was started with, and an empty rate window. */
  reset(): FaultSettings
}

const STATUS_MESSAGES: Record<number, string> = {
  500: 'Server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
}

/**
 * Decides, per request, the delay and whether it fails. The random draws use a seeded generator so a test
 * with a fixed seed sees the same sequence of failures every run.
 */
export class Faults implements FaultControl {
  private settings: FaultSettings
  private readonly initial: FaultSettings
  private readonly window = new RateWindow()
  private readonly held = new Set<() => void>()

  constructor(
    private readonly clock: Clock,
    private readonly random: Random,
    initial: Partial<FaultSettings> = {},
  ) {
    this.initial = mergeFaults(DEFAULT_FAULTS, initial)
    this.settings = this.initial
  }

  get(): FaultSettings {
    return {
      ...this.settings,
      errorStatuses: [...this.settings.errorStatuses],
      throttleRetryAfterSeconds: [...this.settings.throttleRetryAfterSeconds],
    }
  }

  set(patch: Partial<FaultSettings>): FaultSettings {
    this.settings = mergeFaults(this.settings, patch)
    this.releaseHeld()
    return this.get()
  }

  reset(): FaultSettings {
    this.settings = this.initial
    this.window.clear()
    this.releaseHeld()
    return this.get()
  }

  /**
   * Holds an answer for `stallMs` (real time), or until the stall is lifted (`stallMs: 0`, a reset), whichever
   * comes first; undefined when nothing stalls.
   */
  hold(): Promise<void> | undefined {
    const ms = this.settings.stallMs
    if (ms <= 0) return undefined
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer)
        this.held.delete(release)
        resolve()
      }
      const timer = setTimeout(release, ms)
      timer.unref()
      this.held.add(release)
    })
  }

  /** Lets every held answer go once the stall is lifted. */
  private releaseHeld(): void {
    if (this.settings.stallMs > 0) return
    for (const release of [...this.held]) release()
  }

  /** `rateLimited`: whether the request counts against the rate budget (the /v1 API does, accounts do not). */
  judge(rateLimited: boolean): FaultVerdict {
    const s = this.settings
    const delayMs = s.latencyMs + (s.jitterMs > 0 ? Math.floor(this.random.next() * (s.jitterMs + 1)) : 0)
    if (s.down) return { kind: 'fail', delayMs, status: 503, message: 'Service unavailable' }
    if (rateLimited && s.rateLimit !== null) {
      const retryAfterSeconds = this.window.take(this.clock.now(), s.rateLimit, s.rateWindowMs)
      if (retryAfterSeconds !== null) {
        return { kind: 'fail', delayMs, status: 429, message: 'API rate limit exceeded', retryAfterSeconds }
      }
    }
    if (rateLimited && s.throttleRate > 0 && this.random.next() < s.throttleRate) {
      const [min, max] = s.throttleRetryAfterSeconds
      const retryAfterSeconds = min + Math.floor(this.random.next() * (max - min + 1))
      return { kind: 'fail', delayMs, status: 429, message: 'API rate limit exceeded', retryAfterSeconds }
    }
    if (s.errorRate > 0 && this.random.next() < s.errorRate) {
      const status = this.random.pick(s.errorStatuses)
      return { kind: 'fail', delayMs, status, message: STATUS_MESSAGES[status] ?? 'Server error' }
    }
    return { kind: 'pass', delayMs }
  }
}
