import { decodePlay, parseLines, type PlayBuilder } from './history-lines'
import type { PlayRecord } from './play'

/**
 * The history's index: for each month file, its size when last indexed and what it holds (plays, their first
 * and last times, the highest sequence number). It is a cache of the files, never their only copy: a month whose
 * size differs from the index (a crash between the play's line and the index's write) is read again at open.
 */

export interface MonthEntry {
  bytes: number
  plays: number
  firstAt: number
  lastAt: number
  maxSeq: number
}

export interface HistoryIndex {
  months: Record<string, MonthEntry>
}

export const INDEX_FILE = 'index.json'
export const ITEMS_FILE = 'items.jsonl'
export const UNREADABLE_LINES = 'Lines of the listening history could not be read; they are left out'
const MONTH_FILE = /^plays-(\d{4}-\d{2})\.jsonl$/

/** The month file a play is first written to: the UTC month of its time then. */
export function monthOf(at: number): string {
  return new Date(at).toISOString().slice(0, 7)
}
export const monthFile = (month: string) => `plays-${month}.jsonl`
export const monthOfFile = (name: string) => MONTH_FILE.exec(name)?.[1] ?? null
const SUMMARY_FILE = /^summary-(\d{4}-\d{2})\.json$/
export const summaryFile = (month: string) => `summary-${month}.json`
export const monthOfSummary = (name: string) => SUMMARY_FILE.exec(name)?.[1] ?? null

/**
 * The plays of one month file, made by `build`. New plays are appended with ever higher sequence numbers, so a
 * line whose number is not higher than the last is a play written again (amended): it takes the earlier's place.
 */
export function readMonth(text: string): { plays: PlayRecord[]; bad: number }
export function readMonth<T>(text: string, build: PlayBuilder<T>): { plays: T[]; bad: number }
export function readMonth<T>(
  text: string,
  build?: PlayBuilder<T>,
): { plays: (T | PlayRecord)[]; bad: number } {
  const plays: (T | PlayRecord)[] = []
  const seqs: number[] = []
  let bad = 0
  const parsed = parseLines(text, (value) => {
    if (!Array.isArray(value)) return // the header
    const play = build ? decodePlay(value, build) : decodePlay(value)
    if (play === null) {
      bad++
      return
    }
    const seq = value[0] as number
    if (!seqs.length || seq > seqs[seqs.length - 1]!) {
      plays.push(play)
      seqs.push(seq)
      return
    }
    const at = seqPosition(seqs, seq)
    if (seqs[at] === seq) {
      plays[at] = play
    } else {
      plays.splice(at, 0, play)
      seqs.splice(at, 0, seq)
    }
  })
  return { plays, bad: bad + parsed.bad }
}

/** Where `seq` is (or would go) in ascending sequence numbers. */
function seqPosition(seqs: readonly number[], seq: number): number {
  let low = 0
  let high = seqs.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (seqs[middle]! < seq) low = middle + 1
    else high = middle
  }
  return low
}

export function entryOf(plays: readonly PlayRecord[], bytes: number): MonthEntry {
  let firstAt = Infinity
  let lastAt = -Infinity
  let maxSeq = 0
  for (const play of plays) {
    firstAt = Math.min(firstAt, play.at)
    lastAt = Math.max(lastAt, play.at)
    maxSeq = Math.max(maxSeq, play.seq)
  }
  return plays.length
    ? { bytes, plays: plays.length, firstAt, lastAt, maxSeq }
    : { bytes, plays: 0, firstAt: 0, lastAt: 0, maxSeq: 0 }
}

export function parseIndex(text: string | null): HistoryIndex {
  try {
    const value = JSON.parse(text ?? '') as { months?: unknown }
    const months: Record<string, MonthEntry> = {}
    for (const [month, entry] of Object.entries(value.months ?? {})) {
      const e = entry as Partial<MonthEntry>
      if (
        ['bytes', 'plays', 'firstAt', 'lastAt', 'maxSeq'].every((key) =>
          Number.isFinite(e[key as keyof MonthEntry]),
        )
      ) {
        months[month] = entry as MonthEntry
      }
    }
    return { months }
  } catch {
    return { months: {} }
  }
}

export const encodeIndex = (index: HistoryIndex) => `${JSON.stringify(index)}\n`

/** Totals over the index: how many plays, from when to when, and the highest sequence number. */
export function totalsOf(index: HistoryIndex): {
  plays: number
  firstAt: number | null
  lastAt: number | null
  maxSeq: number
} {
  let plays = 0
  let firstAt: number | null = null
  let lastAt: number | null = null
  let maxSeq = 0
  for (const entry of Object.values(index.months)) {
    maxSeq = Math.max(maxSeq, entry.maxSeq)
    if (!entry.plays) continue
    plays += entry.plays
    firstAt = firstAt === null ? entry.firstAt : Math.min(firstAt, entry.firstAt)
    lastAt = lastAt === null ? entry.lastAt : Math.max(lastAt, entry.lastAt)
  }
  return { plays, firstAt, lastAt, maxSeq }
}
