import { EncoreError } from '../base/errors'
import { aheadInWords } from '../base/local-clock'
import { neverReachedService } from './api/retry-policy'

/** What a failed read or command means for the player, decided from the error alone. */
export type FailureMeaning =
  /**
   * No answer came: the service could not be reached (`unreachable`, the default: nothing answered at its
   * address), it did not answer in time (`timeout`), the connection broke off before it answered (`dropped`), or
   * the request never left Encore (`unsent`: a fault of this computer, not the service's).
   */
  | { kind: 'offline'; how?: 'unreachable' | 'timeout' | 'dropped' | 'unsent' }
  /** The service answered 500 or 502: down, or a passing fault (one read is not enough to tell). */
  | { kind: 'server-error' }
  /** Asked to wait: by the service (its rate limit, or its quota), or by Encore's own day's budget. */
  | { kind: 'rate-limited'; retryAt: number; quota: boolean; budget?: boolean }
  | { kind: 'premium-required' }
  | { kind: 'no-active-device' }
  | { kind: 'signed-out' }
  | { kind: 'aborted' }
  /** Refused for this device or this moment (volume not controllable, a restricted device, …). */
  | { kind: 'refused'; words: string }
  | { kind: 'other'; words: string }

const reasonOf = (error: EncoreError): string | undefined => {
  const reason = error.details?.['reason']
  return typeof reason === 'string' ? reason : undefined
}

const causeOf = (error: EncoreError): string | undefined => {
  const cause = error.details?.['cause']
  return typeof cause === 'string' ? cause : undefined
}

/** Axios's codes for a request it refused to send (a bad address or option): the service never saw it. */
const UNSENT = new Set(['ERR_INVALID_URL', 'ERR_BAD_OPTION', 'ERR_BAD_OPTION_VALUE', 'ERR_NOT_SUPPORT'])

/** How a request without an answer failed, from its network code. */
function networkHow(cause: string | undefined): 'unreachable' | 'dropped' | 'unsent' {
  if (cause === undefined || neverReachedService(cause)) return 'unreachable'
  return UNSENT.has(cause) ? 'unsent' : 'dropped'
}

const nonNegative = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined

/** The service's own sentence for a refusal, without the client's "operation: the service answered 403" frame. */
function serviceWords(error: EncoreError): string {
  const match = /answered \d+: (.*)\.$/.exec(error.message)
  return match?.[1] ?? error.message
}

export function meaningOf(error: unknown, now: number): FailureMeaning {
  if (!(error instanceof EncoreError)) {
    return { kind: 'other', words: 'something unexpected went wrong inside Encore' }
  }
  switch (error.code) {
    case 'NETWORK':
      return { kind: 'offline', how: networkHow(causeOf(error)) }
    case 'TIMEOUT':
      return { kind: 'offline', how: 'timeout' }
    case 'RATE_LIMITED': {
      const resumesAt = nonNegative(error.details?.['resumesAt'])
      const retryAfter = nonNegative(error.details?.['retryAfter']) ?? 5
      const retryAt = resumesAt ?? now + retryAfter * 1000
      return error.details?.['budget'] === true
        ? { kind: 'rate-limited', retryAt, quota: false, budget: true }
        : { kind: 'rate-limited', retryAt, quota: false }
    }
    case 'QUOTA_EXCEEDED': {
      const resumesAt = nonNegative(error.details?.['resumesAt'])
      const retryAfter = nonNegative(error.details?.['retryAfter']) ?? 3600
      return { kind: 'rate-limited', retryAt: resumesAt ?? now + retryAfter * 1000, quota: true }
    }
    case 'PREMIUM_REQUIRED':
      return { kind: 'premium-required' }
    case 'NO_ACTIVE_DEVICE':
      return { kind: 'no-active-device' }
    case 'NOT_SIGNED_IN':
      return { kind: 'signed-out' }
    case 'ABORTED':
      return { kind: 'aborted' }
    default:
      break
  }
  const status = error.details?.['status']
  // 503 is the service saying it is down: offline at once, so the player says so within one read. 500 and 502
  // may be a passing fault, read again before believing it.
  if (error.code === 'SERVICE_ERROR' && status === 503) return { kind: 'offline' }
  if (error.code === 'SERVICE_ERROR' && typeof status === 'number' && status >= 500)
    return { kind: 'server-error' }
  const reason = reasonOf(error)
  if (reason === 'VOLUME_CONTROL_DISALLOW') {
    return { kind: 'refused', words: 'this device does not let apps change its volume' }
  }
  if (reason === 'UNKNOWN' && /restriction/i.test(error.message)) {
    return { kind: 'refused', words: 'this device does not accept remote control from apps' }
  }
  if (reason === 'NO_NEXT_TRACK') return { kind: 'refused', words: 'there is no next track' }
  if (reason === 'NO_PREV_TRACK') return { kind: 'refused', words: 'there is no previous track' }
  if (reason === 'ALREADY_PAUSED') return { kind: 'refused', words: 'playback is already paused' }
  if (error.code === 'INSUFFICIENT_SCOPE') {
    return { kind: 'refused', words: 'your sign-in does not allow it; sign in again and grant access' }
  }
  if (error.code === 'UNAVAILABLE') return { kind: 'refused', words: 'the service does not offer this' }
  return { kind: 'other', words: serviceWords(error) }
}

/** "in 12 s", "in 3 min", "at 14:05", "tomorrow at 05:11", "on Tuesday at 05:11", "on 14 Dec": when it resumes. */
export function whenInWords(retryAt: number, now: number): string {
  const seconds = Math.max(1, Math.ceil((retryAt - now) / 1000))
  if (seconds < 90) return `in ${seconds} s`
  if (seconds < 3600) return `in ${Math.ceil(seconds / 60)} min`
  return aheadInWords(retryAt, now)
}
