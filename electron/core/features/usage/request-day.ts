import { requestKinds, type RequestHour, type RequestKind } from '../../../contract'

export const DAY_MS = 24 * 60 * 60_000
/** A window is counted in this many slices: a minute each for a day. */
const SLICES = 24 * 60

/** A minute's requests by kind, in the order of `requestKinds`. */
type KindCounts = [number, number, number, number]

/**
 * The requests of the last 24 hours by minute and kind: the unit Spotify's quota is counted in (a rolling
 * day). A request counts until the end of its minute plus 24 hours, so the window is never under-counted.
 * Memory is bounded: at most one entry per minute of the day. Tests may shrink the window (a minute's
 * quota): it is then counted in the same number of slices.
 */
export class RequestDay {
  /** Slice index → counts; kept in time order. */
  private readonly slices = new Map<number, KindCounts>()
  /** What the slices hold, kept as they change: asked at every step of the player, never summed again. */
  private total = 0
  private readonly sliceMs: number
  /** The newest slice counted: a clock that stepped back is met by sorting once. */
  private lastSlice = -Infinity

  constructor(readonly windowMs = DAY_MS) {
    this.sliceMs = windowMs / SLICES
  }

  record(at: number, kind: RequestKind): void {
    const minute = Math.floor(at / this.sliceMs)
    let counts = this.slices.get(minute)
    if (!counts) {
      counts = [0, 0, 0, 0]
      this.slices.set(minute, counts)
      // A clock that stepped back: keep the map in time order, which pruning relies on.
      if (minute < this.lastSlice) this.sort()
      this.lastSlice = Math.max(this.lastSlice, minute)
    }
    counts[requestKinds.indexOf(kind)] = (counts[requestKinds.indexOf(kind)] ?? 0) + 1
    this.total++
    this.prune(at)
  }

  /** Takes back one request counted at `at` (it never reached the service: the quota did not count it). */
  forget(at: number, kind: RequestKind): void {
    const counts = this.slices.get(Math.floor(at / this.sliceMs))
    const index = requestKinds.indexOf(kind)
    if (counts && (counts[index] ?? 0) > 0) {
      counts[index] = (counts[index] ?? 0) - 1
      this.total--
    }
  }

  /** Requests still inside the rolling day at `now`. */
  used(now: number): number {
    this.prune(now)
    return this.total
  }

  /** Requests in the last `ms` (whole slices, the current one included). */
  usedWithin(now: number, ms: number): number {
    this.prune(now)
    const first = Math.floor(now / this.sliceMs) - Math.ceil(ms / this.sliceMs) + 1
    let total = 0
    for (const [minute, counts] of this.slices) if (minute >= first) total += sum(counts)
    return total
  }

  /** When the oldest counted request leaves the window; null when none is counted. */
  oldestLeavesAt(now: number): number | null {
    this.prune(now)
    const first = this.slices.keys().next()
    return first.done ? null : this.leavesAt(first.value)
  }

  /** When the count drops below `allowed` again: `now` if it already is. */
  freeAt(now: number, allowed: number): number {
    let over = this.used(now) - Math.max(0, allowed) + 1
    if (over <= 0) return now
    let last = now
    for (const [minute, counts] of this.slices) {
      last = this.leavesAt(minute)
      over -= sum(counts)
      if (over <= 0) return last
    }
    // Nothing fits under a limit of none: the soonest is when every counted request has left.
    return last
  }

  /** The last 24 hours, an entry an hour (the current one last), by kind: a 24th of the window each. */
  byHour(now: number): RequestHour[] {
    this.prune(now)
    const hourMs = this.windowMs / 24
    const currentHour = Math.floor(now / hourMs)
    const hours: RequestHour[] = Array.from({ length: 24 }, (_, index) => ({
      start: (currentHour - 23 + index) * hourMs,
      player: 0,
      library: 0,
      history: 0,
      other: 0,
    }))
    for (const [minute, counts] of this.slices) {
      const hour = hours[Math.floor((minute * this.sliceMs) / hourMs) - (currentHour - 23)]
      if (!hour) continue
      requestKinds.forEach((kind, index) => (hour[kind] += counts[index] ?? 0))
    }
    return hours
  }

  /** Plain data to keep on disk: `[minute, player, library, history, other]` rows. */
  toJSON(): number[][] {
    return [...this.slices].map(([minute, counts]) => [minute, ...counts])
  }

  /**
   * Reads what `toJSON` wrote; rows that are not five whole non-negative numbers are skipped. Kept data is
   * held against now: a row from the future (a clock that was ahead) counts in the current slice, and rows of
   * one slice merge once (the larger count of each kind: the same minute written twice is not two minutes).
   */
  static fromJSON(raw: unknown, now: number, windowMs = DAY_MS): RequestDay {
    const day = new RequestDay(windowMs)
    if (!Array.isArray(raw)) return day
    const current = Math.floor(now / day.sliceMs)
    const ahead: KindCounts = [0, 0, 0, 0]
    for (const row of raw) {
      if (!isRow(row)) continue
      const [minute, ...counts] = row as [number, ...KindCounts]
      // Rows from the future were other minutes: they add up, in the current one.
      if (minute > current) counts.forEach((count, index) => (ahead[index] = ahead[index]! + count))
      else {
        const kept = day.slices.get(minute)
        if (!kept) day.slices.set(minute, counts)
        else counts.forEach((count, index) => (kept[index] = Math.max(kept[index]!, count)))
      }
    }
    if (sum(ahead) > 0) {
      const kept = day.slices.get(current)
      if (kept) ahead.forEach((count, index) => (kept[index] = kept[index]! + count))
      else day.slices.set(current, ahead)
    }
    day.sort()
    // Summed once, from the merged slices; the newest found by a loop (no spread over a long list).
    for (const [slice, counts] of day.slices) {
      day.total += sum(counts)
      if (slice > day.lastSlice) day.lastSlice = slice
    }
    day.prune(now)
    return day
  }

  private sort(): void {
    const entries = [...this.slices].sort((a, b) => a[0] - b[0])
    this.slices.clear()
    for (const [minute, counts] of entries) this.slices.set(minute, counts)
  }

  private leavesAt(slice: number): number {
    return (slice + 1) * this.sliceMs + this.windowMs
  }

  private prune(now: number): void {
    for (const minute of this.slices.keys()) {
      if (this.leavesAt(minute) > now) break
      this.total -= sum(this.slices.get(minute)!)
      this.slices.delete(minute)
    }
  }
}

const isRow = (row: unknown): row is number[] =>
  Array.isArray(row) &&
  row.length === 5 &&
  row.every((value) => Number.isSafeInteger(value) && (value as number) >= 0)

const sum = (counts: KindCounts) => counts[0] + counts[1] + counts[2] + counts[3]
