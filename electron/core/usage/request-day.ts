import { requestKinds, type RequestHour, type RequestKind } from '../../contract'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS


/** A minute's requests by kind, in the order of `requestKinds`. */
type KindCounts = [number, number, number, number]

/**
 * The requests of the last 24 hours by minute and kind: the unit Spotify's quota is counted in (a rolling
 * day). A request counts until the end of its minute plus 24 hours, so the window is never under-counted.
 * Memory is bounded: at most one entry per minute of the day.
 */
export class RequestDay {
  /** Minute index → counts; kept in insertion order, which is time order. */
  private readonly minutes = new Map<number, KindCounts>()

  record(at: number, kind: RequestKind): void {
    const minute = Math.floor(at / MINUTE_MS)
    let counts = this.minutes.get(minute)
    if (!counts) {
      counts = [0, 0, 0, 0]
      this.minutes.set(minute, counts)
    }
    counts[requestKinds.indexOf(kind)] = (counts[requestKinds.indexOf(kind)] ?? 0) + 1
    this.prune(at)
  }

  /** Requests still inside the rolling day at `now`. */
  used(now: number): number {
    this.prune(now)
    let total = 0
    for (const counts of this.minutes.values()) total += sum(counts)
    return total
  }

  /** Requests in the last `ms` (whole minutes, the current one included). */
  usedWithin(now: number, ms: number): number {
    this.prune(now)
    const first = Math.floor(now / MINUTE_MS) - Math.ceil(ms / MINUTE_MS) + 1
    let total = 0
    for (const [minute, counts] of this.minutes) if (minute >= first) total += sum(counts)
    return total
  }

  /** When the oldest counted request leaves the window; null when none is counted. */
  oldestLeavesAt(now: number): number | null {
    this.prune(now)
    const first = this.minutes.keys().next()
    return first.done ? null : leavesAt(first.value)
  }

  /** When the count drops below `allowed` again: `now` if it already is. */
  freeAt(now: number, allowed: number): number {
    let over = this.used(now) - Math.max(0, allowed) + 1
    if (over <= 0) return now
    let last = now
    for (const [minute, counts] of this.minutes) {
      last = leavesAt(minute)
      over -= sum(counts)
      if (over <= 0) return last
    }
    // Nothing fits under a limit of none: the soonest is when every counted request has left.
    return last
  }

  /** The last 24 hours, an entry an hour (the current one last), by kind. */
  byHour(now: number): RequestHour[] {
    this.prune(now)
    const currentHour = Math.floor(now / HOUR_MS)
    const hours: RequestHour[] = Array.from({ length: 24 }, (_, index) => ({
      start: (currentHour - 23 + index) * HOUR_MS,
      player: 0,
      library: 0,
      history: 0,
      other: 0,
    }))
    for (const [minute, counts] of this.minutes) {
      const hour = hours[Math.floor((minute * MINUTE_MS) / HOUR_MS) - (currentHour - 23)]
      if (!hour) continue
      requestKinds.forEach((kind, index) => (hour[kind] += counts[index] ?? 0))
    }
    return hours
  }

  /** Plain data to keep on disk: `[minute, player, library, history, other]` rows. */
  toJSON(): number[][] {
    return [...this.minutes].map(([minute, counts]) => [minute, ...counts])
  }

  /** Reads what `toJSON` wrote; rows that are not five whole non-negative numbers are skipped. */
  static fromJSON(raw: unknown, now: number): RequestDay {
    const day = new RequestDay()
    if (!Array.isArray(raw)) return day
    const rows = raw.filter(
      (row): row is number[] =>
        Array.isArray(row) &&
        row.length === 5 &&
        row.every((value) => Number.isSafeInteger(value) && (value as number) >= 0),
    )
    for (const [minute, ...counts] of rows.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))) {
      day.minutes.set(minute!, counts as KindCounts)
    }
    day.prune(now)
    return day
  }

  private prune(now: number): void {
    for (const minute of this.minutes.keys()) {
      if (leavesAt(minute) > now) break
      this.minutes.delete(minute)
    }
  }
}

const sum = (counts: KindCounts) => counts[0] + counts[1] + counts[2] + counts[3]
const leavesAt = (minute: number) => (minute + 1) * MINUTE_MS + DAY_MS


