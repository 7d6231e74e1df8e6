import { SessionEndedError } from '../../service/api/token-provider'
import { EncoreError } from '../../base/errors'
import type { Clock, Logger } from '../../base/ports'
import { AccountsUnreachable } from './accounts-http'

/** The first try again after the service did not answer a kept sign-in; each next waits twice as long… */
export const WAIT_FIRST_RETRY_MS = 2_000
/** …up to this: a service back after a long outage is noticed within half a minute, even with nobody looking. */
export const WAIT_MAX_RETRY_MS = 30_000

/** How a failure to renew or confirm a kept sign-in is met. */
export type RestoreFailure =
  /** The service refused it (`invalid_grant`): the kept sign-in is given up. */
  | 'ended'
  /** The service refuses the account (removed from the app's users): given up too, with that reason. */
  | 'account-refused'
  /** No answer, a timeout, a 5xx, asked to wait: kept, shown signed in and offline, tried again by itself. */
  | 'passing'
  /** Anything else (a Client ID the service does not know, a malformed answer): kept, the person told. */
  | 'other'

/** What a failure while renewing or confirming a kept sign-in means for it (the restore table). */
export function restoreFailureOf(error: unknown): RestoreFailure {
  if (error instanceof SessionEndedError) return 'ended'
  if (error instanceof AccountsUnreachable) return 'passing'
  if (!(error instanceof EncoreError)) return 'other'
  switch (error.code) {
    case 'ACCOUNT_NOT_REGISTERED':
      return 'account-refused'
    case 'NETWORK':
    case 'TIMEOUT':
    case 'RATE_LIMITED':
    case 'QUOTA_EXCEEDED':
    case 'OWNER_PREMIUM_REQUIRED':
      return 'passing'
    case 'SERVICE_ERROR': {
      const status = error.details?.['status']
      return typeof status === 'number' && status >= 500 ? 'passing' : 'other'
    }
    default:
      return 'other'
  }
}

/** Tries until the service answers: `attempt` answers `done` (it answered), `again` or `stop` (session gone). */
export interface WaitingLoop {
  /** Starts trying (the first try after WAIT_FIRST_RETRY_MS); replaces the attempt of a loop that runs. */
  start(attempt: () => Promise<'done' | 'again' | 'stop'>): void
  /** Tries at once (resume from sleep, a network change, the service answered elsewhere); backoff starts over. */
  now(): void
  stop(): void
  running(): boolean
}

export function createWaitingLoop(clock: Clock, logger: Logger): WaitingLoop {
  let attempt: (() => Promise<'done' | 'again' | 'stop'>) | undefined
  let timer: unknown
  let delay = WAIT_FIRST_RETRY_MS
  let inFlight = false

  const clear = () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
  }
  const schedule = () => {
    clear()
    timer = clock.setTimeout(() => {
      timer = undefined
      void tryOnce()
    }, delay)
  }
  const tryOnce = async () => {
    const current = attempt
    if (!current) return
    if (inFlight) return schedule()
    inFlight = true
    let outcome: 'done' | 'again' | 'stop'
    try {
      outcome = await current()
    } catch (error) {
      logger.warn('Trying the kept sign-in again failed', {
        error: error instanceof Error ? error.message : String(error),
      })
      outcome = 'again'
    } finally {
      inFlight = false
    }
    // Replaced meanwhile (a restore that started over): the new one is already scheduled.
    if (attempt !== current) return
    if (outcome !== 'again') {
      attempt = undefined
      clear()
      return
    }
    delay = Math.min(WAIT_MAX_RETRY_MS, delay * 2)
    schedule()
  }

  return {
    start(next) {
      if (!attempt) delay = WAIT_FIRST_RETRY_MS
      attempt = next
      schedule()
    },
    now() {
      if (!attempt || inFlight) return
      clear()
      delay = WAIT_FIRST_RETRY_MS
      void tryOnce()
    },
    stop() {
      attempt = undefined
      clear()
    },
    running: () => attempt !== undefined,
  }
}
