import type { RequestCounts } from '../../contract'

const MINUTE_MS = 60_000
const HOUR_MINUTES = 60
const DAY_MINUTES = 24 * 60

/**
 * Counts requests sent to the service in minute buckets over the last day: a personal app's daily quota is
 * the scarce resource, and Settings shows the last hour and day. Memory is bounded (one number per minute
 * that saw a request, at most a day's worth).
 */
export interface RequestLedger {
  record(at: number): void
  counts(now: number): RequestCounts
}

export function createRequestLedger(startedAt: number): RequestLedger {
  /** Minute index → requests in that minute, oldest first. */
  const buckets = new Map<number, number>()
  const minuteOf = (at: number) => Math.floor(at / MINUTE_MS)
  const prune = (now: number) => {
    const oldest = minuteOf(now) - DAY_MINUTES + 1
    for (const minute of buckets.keys()) {
      if (minute >= oldest) break
      buckets.delete(minute)
    }
  }
  const sumSince = (firstMinute: number) => {
    let total = 0
    for (const [minute, count] of buckets) if (minute >= firstMinute) total += count
    return total
  }
  return {
    record(at) {
      const minute = minuteOf(at)
      buckets.set(minute, (buckets.get(minute) ?? 0) + 1)
      prune(at)
    },
    counts(now) {
      prune(now)
      const current = minuteOf(now)
      return {
        lastHour: sumSince(current - HOUR_MINUTES + 1),
        lastDay: sumSince(current - DAY_MINUTES + 1),
        since: startedAt,
      }
    },
  }
}
