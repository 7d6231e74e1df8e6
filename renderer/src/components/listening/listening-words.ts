import type { Listening, ListeningRange } from '@contract'
import { formatDuration, shownLocale } from '../../formatting'

/** Your listening in words, in the language spoken: totals, the range's name, days, hours and weekdays. */

const MINUTE = 60_000

/** Time listened as people say it: whole minutes past a minute ("41 hr 12 min", "10 min"), seconds below. */
export function listenedWords(ms: number, locale = shownLocale()): string {
  return formatDuration(ms >= MINUTE ? Math.round(ms / MINUTE) * MINUTE : ms, locale)
}

/** The range's name after a total: "this week", "in November", "in 2026", "since March 2024". */
export function rangeWords(
  listening: Pick<Listening, 'range' | 'from' | 'firstPlayedAt'>,
  now: number,
  locale = shownLocale(),
): string {
  const from = new Date(listening.from)
  const sameYear = from.getFullYear() === new Date(now).getFullYear()
  const words: Record<ListeningRange, () => string> = {
    week: () => 'this week',
    month: () =>
      `in ${new Intl.DateTimeFormat(locale, sameYear ? { month: 'long' } : { month: 'long', year: 'numeric' }).format(from)}`,
    year: () => `in ${from.getFullYear()}`,
    all: () =>
      listening.firstPlayedAt === null
        ? 'in all'
        : `since ${new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(listening.firstPlayedAt)}`,
  }
  return words[listening.range]()
}

/** "41 hr 12 min in November"; "Nothing played this week". */
export function totalWords(listening: Listening, now: number, locale = shownLocale()): string {
  const range = rangeWords(listening, now, locale)
  return listening.totals.playedMs > 0
    ? `${listenedWords(listening.totals.playedMs, locale)} ${range}`
    : `Nothing played ${range}`
}

/** A day of the chart and its table: "Tue, Nov 4". */
export function dayWords(start: number, locale = shownLocale()): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric' }).format(start)
}

/** The 24 hours of the day as the system writes them ("9 AM", "21"). */
export function hourWords(locale = shownLocale()): string[] {
  const format = new Intl.DateTimeFormat(locale, { hour: 'numeric' })
  return Array.from({ length: 24 }, (_, hour) => format.format(new Date(2024, 0, 1, hour)))
}

/** The days of the week, Monday first (1 January 2024 was a Monday). */
export function weekdayWords(locale = shownLocale(), style: 'long' | 'short' = 'long'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: style })
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(2024, 0, 1 + day)))
}
