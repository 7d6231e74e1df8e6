import type { ShownLanguage } from '../../contract'
import { EncoreError } from '../base/errors'
import { calendarDays, dayNames, localClock } from '../base/local-clock'
import { wordsIn } from '../base/words'
import { neverReachedService } from './api/retry-policy'
import { failureWords, type FailureWords } from './failure-words'

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
  /**
   * Refused for this device or this moment (volume not controllable, a restricted device, …): `words` in
   * English (the service's own where it gave them), `why` Encore's own reason, said in the person's language.
   */
  | { kind: 'refused'; words: string; why?: RefusalWhy }
  | { kind: 'other'; words: string; why?: RefusalWhy }

/** The service's name in a sentence: "Spotify" everywhere, the demo's ("the demo service") in `language`. */
export function serviceInWords(service: string, language: ShownLanguage = 'en'): string {
  return service === failureWords.en.demoService ? wordsIn(failureWords, language)('demoService') : service
}

/** Encore's own reasons for a refusal, by their key in `failure-words.ts`. */
export type RefusalWhy = keyof FailureWords['refused']

const refusal = (why: RefusalWhy, kind: 'refused' | 'other' = 'refused'): FailureMeaning => ({
  kind,
  words: failureWords.en.refused[why],
  why,
})

/** Why it was refused, in `language`: Encore's own reason translated, the service's words as it wrote them. */
export function refusalInWords(
  meaning: { words: string; why?: RefusalWhy },
  language: ShownLanguage = 'en',
): string {
  return meaning.why ? wordsIn(failureWords, language)(`refused.${meaning.why}`) : meaning.words
}

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
    return refusal('unexpected', 'other')
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
  if (reason === 'VOLUME_CONTROL_DISALLOW') return refusal('volume')
  if (reason === 'UNKNOWN' && /restriction/i.test(error.message)) return refusal('restricted')
  if (reason === 'NO_NEXT_TRACK') return refusal('noNext')
  if (reason === 'NO_PREV_TRACK') return refusal('noPrevious')
  if (reason === 'ALREADY_PAUSED') return refusal('alreadyPaused')
  if (error.code === 'INSUFFICIENT_SCOPE') return refusal('scope')
  if (error.code === 'UNAVAILABLE') return refusal('unavailable')
  return { kind: 'other', words: serviceWords(error) }
}

/**
 * "in 12 s", "in 3 min", "at 14:05", "tomorrow at 05:11", "on Tuesday at 05:11", "on 14 Dec": when it resumes,
 * in `language` (German "morgen um 05:11", Japanese "明日の 05:11"; the weekday and date as its locale writes them).
 */
export function whenInWords(retryAt: number, now: number, language: ShownLanguage = 'en'): string {
  const say = wordsIn(failureWords, language)
  const seconds = Math.max(1, Math.ceil((retryAt - now) / 1000))
  if (seconds < 90) return say('when.seconds', { seconds })
  if (seconds < 3600) return say('when.minutes', { minutes: Math.ceil(seconds / 60) })
  return aheadInWords(retryAt, now, language)
}

/** A time ahead as people say it, in `language`: "at 05:11" today, "tomorrow at 05:11", "on Tuesday at 05:11", "on 14 Dec". */
export function aheadInWords(at: number, now: number, language: ShownLanguage = 'en'): string {
  const say = wordsIn(failureWords, language)
  const days = calendarDays(now, at)
  const time = localClock(at)
  if (days <= 0) return say('when.today', { time })
  if (days === 1) return say('when.tomorrow', { time })
  const { weekday, date } = dayNames(at, language === 'de' || language === 'ja' ? language : 'en')
  return days < 7 ? say('when.weekday', { weekday, time }) : say('when.date', { date })
}
