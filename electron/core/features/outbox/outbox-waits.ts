import type { OutboxWaitReason, ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { outboxWords } from './outbox-words'
import { neverReachedService } from '../../service/api/retry-policy'
import { EncoreError } from '../../base/errors'
import { meaningOf, serviceInWords, whenInWords } from '../../service/failures'

/**
 * What a failed send means for the outbox, decided from the error alone: wait (and until when), stop until
 * someone signs in again, or refused for good (the change goes, with a notice, and what it showed goes back).
 * Plain functions, tested as tables.
 */

export type SendVerdict =
  | {
      kind: 'wait'
      reason: Exclude<OutboxWaitReason, 'queued' | 'signed-out'>
      /** When to try again; null: after the backoff of an outage (`backoffMs`). */
      until: number | null
      /** The request may have reached the service (a change not safe to repeat is checked first). */
      mayHaveLanded: boolean
    }
  | { kind: 'stopped'; mayHaveLanded: boolean }
  | { kind: 'refused'; words: string }

/** While the service cannot be reached: tried again after 2, 4, 8, 16, then every 30 s (and when it is back). */
export function backoffMs(failures: number): number {
  return Math.min(30_000, 2_000 * 2 ** Math.max(0, failures - 1))
}

/** The whole account is refused (the app's user list, the owner's Premium): tried again every 10 minutes. */
export const ACCOUNT_RETRY_MS = 10 * 60_000

/** Whether a failed request may nonetheless have done its work at the service. */
function mayHaveLanded(error: EncoreError): boolean {
  if (error.code === 'TIMEOUT' || error.code === 'ABORTED') return true
  if (error.code === 'NETWORK') return !neverReachedService(String(error.details?.['cause'] ?? ''))
  // A 500 or 502: the service may have done it before failing to say so. A 503 says it took nothing.
  const status = Number(error.details?.['status'])
  return error.code === 'SERVICE_ERROR' && status >= 500 && status !== 503
}

export function verdictOf(error: unknown, now: number): SendVerdict {
  if (!(error instanceof EncoreError)) {
    return { kind: 'refused', words: 'something unexpected went wrong inside Encore' }
  }
  if (error.code === 'ACCOUNT_NOT_REGISTERED' || error.code === 'OWNER_PREMIUM_REQUIRED') {
    return { kind: 'wait', reason: 'account', until: now + ACCOUNT_RETRY_MS, mayHaveLanded: false }
  }
  const meaning = meaningOf(error, now)
  switch (meaning.kind) {
    case 'offline':
      return { kind: 'wait', reason: 'offline', until: null, mayHaveLanded: mayHaveLanded(error) }
    case 'server-error':
      return { kind: 'wait', reason: 'service-error', until: null, mayHaveLanded: true }
    case 'rate-limited':
      return {
        kind: 'wait',
        reason: meaning.quota ? 'quota' : 'rate-limited',
        until: meaning.retryAt,
        mayHaveLanded: false,
      }
    case 'signed-out':
      return { kind: 'stopped', mayHaveLanded: false }
    case 'aborted':
      return { kind: 'stopped', mayHaveLanded: true }
    case 'refused':
    case 'other':
      return { kind: 'refused', words: meaning.words }
    default:
      return { kind: 'refused', words: error.message }
  }
}

/** Why the changes wait, in words, for the list (in `language`, English when not given). */
export function whyInWords(
  reason: OutboxWaitReason,
  until: number | null,
  service: string,
  now: number,
  language: ShownLanguage = 'en',
): string {
  const say = wordsIn(outboxWords, language)
  const when = (otherwise: 'soon' | 'later') =>
    until === null ? say(`why.${otherwise}`) : whenInWords(until, now, language)
  // The service's name begins the sentence ("The demo service cannot be reached.").
  const named = serviceInWords(service, language)
  service = named.charAt(0).toUpperCase() + named.slice(1)
  switch (reason) {
    case 'queued':
      return say('why.queued')
    case 'offline':
      return say('why.offline', { service })
    case 'service-error':
      return say('why.serviceError', { service, when: when('soon') })
    case 'rate-limited':
      return say('why.rateLimited', { service, when: when('soon') })
    case 'quota':
      return say('why.quota', { service, when: when('later') })
    case 'account':
      return say('why.account', { service, when: when('later') })
    case 'signed-out':
      return say('why.signedOut')
  }
}
