/**
 * The values and pure rules of the listening history as the page sees it, with no schema library: the ranges
 * of "Your listening", the export formats, and when a track counts as played. The schemas in history.ts are
 * built from the same values.
 */

/** The ranges of "Your listening": the calendar week (Monday first), month or year holding `at`, or all time. */
export const listeningRanges = ['week', 'month', 'year', 'all'] as const
export type ListeningRange = (typeof listeningRanges)[number]

export const listeningRangeLabels: Readonly<Record<ListeningRange, string>> = {
  week: 'Week',
  month: 'Month',
  year: 'Year',
  all: 'All time',
}

export const historyExportFormats = ['csv', 'json'] as const
export type HistoryExportFormat = (typeof historyExportFormats)[number]

/** A track counts as played after 30 s of listening, or half its length when that is shorter (as scrobblers count). */
export const PLAYED_AFTER_MS = 30_000

export function playedThresholdMs(durationMs: number): number {
  return durationMs > 0 ? Math.min(PLAYED_AFTER_MS, durationMs / 2) : PLAYED_AFTER_MS
}

export const DAY_MS = 86_400_000
/** On repeat: the tracks played most in this many days. */
export const ON_REPEAT_DAYS = 30
/** Rediscover: saved tracks not played for this many days (six months). */
export const REDISCOVER_AFTER_DAYS = 182
/** New from artists you follow: releases of this many days (eight weeks). */
export const NEW_RELEASE_DAYS = 56
/**
 * At most this many plays in one part of an export (each part is one bridge answer; the page joins them): a
 * JSON play takes about 350 bytes, so a part stays well under the WebSocket’s 1 MB (about 0.4 MB; 5,000 made 1.7 MB).
 */
export const EXPORT_PART_PLAYS = 1_000
