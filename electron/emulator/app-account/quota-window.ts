/**
 * A developer account's request quota: at most `limit` requests in any rolling window, as Spotify's daily
 * quota is reported to be (a rolling 24 hours; a refusal's Retry-After of 48,925 s names when enough of the
 * earlier requests leave it). Refused requests are not counted: they were not served.
 */
export class QuotaWindow {
  /** When each counted request came, oldest first. */
  private readonly starts: number[] = []

  /** Counts a request at `now`; null when it is within the quota, else the seconds until one more fits. */
  take(now: number, limit: number, windowMs: number): number | null {
    let expired = 0
    while (expired < this.starts.length && (this.starts[expired] ?? 0) + windowMs <= now) expired++
    if (expired) this.starts.splice(0, expired)
    if (this.starts.length >= limit) {
      // The request that must leave for one more to fit: the (used - limit + 1)th oldest.
      const blocking = this.starts[this.starts.length - limit] ?? now
      return Math.max(1, Math.ceil((blocking + windowMs - now) / 1000))
    }
    this.starts.push(now)
    return null
  }

  clear(): void {
    this.starts.length = 0
  }
}
