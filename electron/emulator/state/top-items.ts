import type { Catalog } from '../catalog/catalog'
import type { PlayHistoryEntry } from './user-state'

export const TIME_RANGES = ['short_term', 'medium_term', 'long_term'] as const
export type TimeRange = (typeof TIME_RANGES)[number]

const DAY_MS = 86_400_000
/** How far back each range looks; long_term takes everything (years, including new data). */
const RANGE_DAYS: Record<TimeRange, number> = {
  short_term: 28,
  medium_term: 182,
  long_term: Number.POSITIVE_INFINITY,
}

interface Tally {
  plays: number
  lastPlayedAt: number
}

function tally(
  history: readonly PlayHistoryEntry[],
  nowMs: number,
  range: TimeRange,
  keyOf: (e: PlayHistoryEntry) => string | undefined,
) {
  const since = nowMs - RANGE_DAYS[range] * DAY_MS
  const counts = new Map<string, Tally>()
  for (const entry of history) {
    if (entry.playedAt < since || entry.playedAt > nowMs) continue
    const key = keyOf(entry)
    if (key === undefined) continue
    const current = counts.get(key)
    if (current) {
      current.plays += 1
      current.lastPlayedAt = Math.max(current.lastPlayedAt, entry.playedAt)
    } else counts.set(key, { plays: 1, lastPlayedAt: entry.playedAt })
  }
  // Most played first; ties: the more recently played, then by id so the order never wobbles.
  return [...counts.entries()]
    .sort(([a, ta], [b, tb]) => tb.plays - ta.plays || tb.lastPlayedAt - ta.lastPlayedAt || (a < b ? -1 : 1))
    .map(([key]) => key)
}

/** Track ids by affinity over the range: how often they were played in it. */
export function topTrackIds(history: readonly PlayHistoryEntry[], nowMs: number, range: TimeRange): string[] {
  return tally(history, nowMs, range, (entry) => entry.trackId)
}

/** Artist ids by affinity over the range: plays of their tracks (credited to the track's main artist). */
export function topArtistIds(
  catalog: Catalog,
  history: readonly PlayHistoryEntry[],
  nowMs: number,
  range: TimeRange,
): string[] {
  return tally(history, nowMs, range, (entry) => catalog.track(entry.trackId)?.artistIds[0])
}
