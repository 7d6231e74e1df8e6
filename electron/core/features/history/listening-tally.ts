import type { ListeningTime } from '../../../contract'
import { addDays, dateKey, startOfDay } from './calendar'
import { listenedMs, type Play } from './play'

/**
 * What "Your listening" and Rediscover count, before any names: time and plays per local day, hour and
 * weekday, and per track. Tallies add up, so a month of the history is counted once and kept (a summary beside
 * its file), and a year is twelve summaries added together rather than 30,000 plays read again.
 */

export interface TrackTally {
  plays: number
  playedMs: number
  lastAt: number
}

export interface DayTally extends ListeningTime {
  /** The day's local midnight. */
  start: number
}

export interface ListeningTally {
  /** By local date (YYYY-MM-DD). */
  days: Map<string, DayTally>
  /** 24 hours from midnight. */
  byHour: ListeningTime[]
  /** Monday first. */
  byWeekday: ListeningTime[]
  /** Tracks only (an episode counts in the time, and by its show). */
  tracks: Map<string, TrackTally>
  /** Episodes by their show (chapters by their book), by the show's URI. */
  shows: Map<string, TrackTally>
}

const HOUR_MS = 3_600_000
const FULL_DAY_MS = 24 * HOUR_MS
const zero = (): ListeningTime => ({ playedMs: 0, plays: 0 })
const add = (time: ListeningTime, playedMs: number, plays = 1) => {
  time.playedMs += playedMs
  time.plays += plays
}

export function emptyTally(): ListeningTally {
  return {
    days: new Map(),
    byHour: Array.from({ length: 24 }, zero),
    byWeekday: Array.from({ length: 7 }, zero),
    tracks: new Map(),
    shows: new Map(),
  }
}

function countIn(tallies: Map<string, TrackTally>, key: string, playedMs: number, at: number): void {
  const kept = tallies.get(key)
  if (kept) {
    kept.plays++
    kept.playedMs += playedMs
    if (at > kept.lastAt) kept.lastAt = at
  } else {
    tallies.set(key, { plays: 1, playedMs, lastAt: at })
  }
}

/** Adds the plays with `from <= at < to` to `into` (in time order they go fastest: one day after another). */
export function tallyPlays(
  plays: readonly Play[],
  from: number,
  to: number,
  into: ListeningTally = emptyTally(),
): ListeningTally {
  let start = 0
  let end = 0
  let day: DayTally | undefined
  let weekday: ListeningTime | undefined
  for (const play of plays) {
    const at = play.at
    if (at < from || at >= to) continue
    if (!day || at < start || at >= end) {
      start = startOfDay(at)
      end = addDays(start, 1)
      const key = dateKey(start)
      day = into.days.get(key)
      if (!day) into.days.set(key, (day = { start, ...zero() }))
      weekday = into.byWeekday[(new Date(start).getDay() + 6) % 7]
    }
    const ms = listenedMs(play)
    add(day, ms)
    add(weekday!, ms)
    // A day of 23 or 25 hours (daylight saving) asks the clock; any other day counts from its midnight.
    add(
      into.byHour[
        end - start === FULL_DAY_MS ? Math.floor((at - start) / HOUR_MS) : new Date(at).getHours()
      ]!,
      ms,
    )
    if (play.item.kind === 'track') countIn(into.tracks, play.item.uri, ms, at)
    else if (play.item.show) countIn(into.shows, play.item.show, ms, at)
  }
  return into
}

function mergeInto(into: Map<string, TrackTally>, other: Map<string, TrackTally>): void {
  for (const [uri, track] of other) {
    const kept = into.get(uri)
    if (!kept) into.set(uri, { ...track })
    else {
      kept.plays += track.plays
      kept.playedMs += track.playedMs
      kept.lastAt = Math.max(kept.lastAt, track.lastAt)
    }
  }
}

/** Adds `other` to `into`. */
export function mergeTally(into: ListeningTally, other: ListeningTally): ListeningTally {
  for (const [key, day] of other.days) {
    const kept = into.days.get(key)
    if (kept) add(kept, day.playedMs, day.plays)
    else into.days.set(key, { ...day })
  }
  other.byHour.forEach((time, hour) => add(into.byHour[hour]!, time.playedMs, time.plays))
  other.byWeekday.forEach((time, weekday) => add(into.byWeekday[weekday]!, time.playedMs, time.plays))
  mergeInto(into.tracks, other.tracks)
  mergeInto(into.shows, other.shows)
  return into
}

/** A tally as JSON (the summary of a month kept beside its file). */
export function tallyToJson(tally: ListeningTally): unknown {
  return {
    days: [...tally.days].map(([key, day]) => [key, day.start, day.playedMs, day.plays]),
    byHour: tally.byHour.map((time) => [time.playedMs, time.plays]),
    byWeekday: tally.byWeekday.map((time) => [time.playedMs, time.plays]),
    tracks: [...tally.tracks].map(([uri, track]) => [uri, track.plays, track.playedMs, track.lastAt]),
    shows: [...tally.shows].map(([uri, show]) => [uri, show.plays, show.playedMs, show.lastAt]),
  }
}

const numbers = (value: unknown, length: number): value is number[] =>
  Array.isArray(value) && value.length === length && value.every((n) => Number.isFinite(n))

/** A tally read back; null when the JSON is not one (the summary is then made again from the plays). */
export function tallyFromJson(value: unknown): ListeningTally | null {
  const json = value as Partial<
    Record<'days' | 'byHour' | 'byWeekday' | 'tracks' | 'shows', unknown[]>
  > | null
  // A summary from before shows were counted has none: it is made again from the plays.
  if (!json || !Array.isArray(json.days) || !Array.isArray(json.tracks) || !Array.isArray(json.shows))
    return null
  if (!Array.isArray(json.byHour) || json.byHour.length !== 24 || !json.byHour.every((t) => numbers(t, 2)))
    return null
  if (
    !Array.isArray(json.byWeekday) ||
    json.byWeekday.length !== 7 ||
    !json.byWeekday.every((t) => numbers(t, 2))
  )
    return null
  const tally = emptyTally()
  /** Rows `[key, n, n, n]`; false when one is not. */
  const rows = (list: unknown[], take: (key: string, a: number, b: number, c: number) => void) =>
    list.every((row) => {
      if (!Array.isArray(row) || typeof row[0] !== 'string' || !numbers(row.slice(1), 3)) return false
      take(row[0], row[1] as number, row[2] as number, row[3] as number)
      return true
    })
  const read =
    rows(json.days, (key, start, playedMs, plays) => tally.days.set(key, { start, playedMs, plays })) &&
    rows(json.tracks, (uri, plays, playedMs, lastAt) => tally.tracks.set(uri, { plays, playedMs, lastAt })) &&
    rows(json.shows, (uri, plays, playedMs, lastAt) => tally.shows.set(uri, { plays, playedMs, lastAt }))
  if (!read) return null
  json.byHour.forEach((time, hour) => add(tally.byHour[hour]!, ...(time as [number, number])))
  json.byWeekday.forEach((time, weekday) => add(tally.byWeekday[weekday]!, ...(time as [number, number])))
  return tally
}
