/**
 * A developer account's request quota: at most `limit` requests in a fixed window that opens with the first
 * request after the previous one closed. A fixed window rather than a rolling one, because a quota resets at
 * a moment the service can name: Retry-After says when the whole window frees, not when one slot does.
 */
export class QuotaWindow {
  private opensAt: number | null = null
  private used = 0

  /** Counts a request at `now`; null when it is within the quota, else the seconds until the window frees. */
  take(now: number, limit: number, windowMs: number): number | null {
    if (this.opensAt === null || now >= this.opensAt + windowMs) {
      this.opensAt = now
      this.used = 0
    }
    if (this.used >= limit) return Math.max(1, Math.ceil((this.opensAt + windowMs - now) / 1000))
    this.used++
    return null
  }

  clear(): void {
    this.opensAt = null
    this.used = 0
  }
}
