/**
 * A rolling-window request budget: at most `limit` accepted requests within any `windowMs`. Time comes from
 * the emulator clock, so tests move through windows without sleeping.
 */
export class RateWindow {
  /** Times of the accepted requests still inside the window, oldest first. */
  private readonly accepted: number[] = []
  private head = 0

  /** Records a request at `now`; returns null when accepted, else the seconds to wait (Retry-After). */
  take(now: number, limit: number, windowMs: number): number | null {
    while (this.head < this.accepted.length && (this.accepted[this.head] as number) <= now - windowMs) {
      this.head++
    }
    if (this.head > 1024 && this.head * 2 > this.accepted.length) {
      this.accepted.splice(0, this.head)
      this.head = 0
    }
    if (this.accepted.length - this.head >= limit) {
      const oldest = this.accepted[this.head] as number
      return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000))
    }
    this.accepted.push(now)
    return null
  }

  clear(): void {
    this.accepted.length = 0
    this.head = 0
  }
}
