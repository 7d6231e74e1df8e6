/**
 * Counts request starts over a rolling window (the service limits apps per rolling 30 seconds). Starts are
 * kept in order, so pruning and "when does the next slot free up" are both O(expired).
 */
export class RollingBudget {
  private readonly starts: number[] = []

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Starts still inside the window at `now`. */
  used(now: number): number {
    this.prune(now)
    return this.starts.length
  }

  record(now: number): void {
    this.prune(now)
    this.starts.push(now)
  }

  /** When `used` drops below `allowed` again (now, if it already is). */
  availableAt(now: number, allowed: number): number {
    this.prune(now)
    if (this.starts.length < allowed) return now
    // The oldest start that must leave the window for one more request to fit.
    const blocking = this.starts[this.starts.length - allowed]
    return blocking === undefined ? now : blocking + this.windowMs
  }

  private prune(now: number): void {
    let expired = 0
    while (expired < this.starts.length && (this.starts[expired] ?? 0) + this.windowMs <= now) expired++
    if (expired) this.starts.splice(0, expired)
  }
}
