import { QuotaExceededError } from './errors'

/** A quota 429 without Retry-After: how long to send nothing (the service did not say; a minute is modest). */
const WAIT_WITHOUT_RETRY_AFTER_S = 60

/**
 * The app's request quota (429 QUOTA_EXCEEDED, service-2026.md §5). It can take hours to return, so it is never
 * waited on or retried: from the refusal until the time it names, every call fails fast.
 */
export class QuotaGate {
  private until = 0

  /** Throws QuotaExceededError, with the time left, while the quota is used up. */
  check(operation: string, now: number): void {
    if (this.until > now)
      throw new QuotaExceededError(operation, Math.ceil((this.until - now) / 1000), this.until)
  }

  /** Records a quota refusal and answers its error; `retryAfter` in seconds as the service sent it. */
  refuse(operation: string, retryAfter: number | undefined, now: number): QuotaExceededError {
    const seconds = retryAfter ?? WAIT_WITHOUT_RETRY_AFTER_S
    this.until = Math.max(this.until, now + seconds * 1000)
    return new QuotaExceededError(operation, Math.ceil(seconds), this.until)
  }
}
