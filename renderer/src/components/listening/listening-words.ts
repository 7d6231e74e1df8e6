import type { Listening, ListeningRange } from '@contract'
import { shownLocale } from '../../formatting'
import { formatDuration } from '../../dates-and-lengths'
import { useWords } from '../../i18n'

/** Your listening in words, in the language spoken: totals, the range's name, days, hours and weekdays. */

const MINUTE = 60_000

/**
 * A count's figure as the locale writes it ("1,234", "1.234"), to fill `{count}` of a message chosen by that
 * count: `t('discover.listening.plays', counted(plays), plays)`.
 */
export function counted(count: number, locale = shownLocale()): { count: string } {
  return { count: new Intl.NumberFormat(locale).format(count) }
}

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
  const { t } = useWords()
  const from = new Date(listening.from)
  const sameYear = from.getFullYear() === new Date(now).getFullYear()
  const monthOf = (at: number | Date, withYear: boolean) =>
    new Intl.DateTimeFormat(locale, withYear ? { month: 'long', year: 'numeric' } : { month: 'long' }).format(
      at,
    )
  const words: Record<ListeningRange, () => string> = {
    week: () => t('discover.listening.during.week'),
    month: () => t('discover.listening.during.month', { month: monthOf(from, !sameYear) }),
    year: () => t('discover.listening.during.year', { year: String(from.getFullYear()) }),
    all: () =>
      listening.firstPlayedAt === null
        ? t('discover.listening.during.all')
        : t('discover.listening.during.since', { month: monthOf(listening.firstPlayedAt, true) }),
  }
  return words[listening.range]()
}

/** "41 hr 12 min in November"; "Nothing played this week". */
export function totalWords(listening: Listening, now: number, locale = shownLocale()): string {
  const { t } = useWords()
  const range = rangeWords(listening, now, locale)
  return listening.totals.playedMs > 0
    ? t('discover.listening.total', { time: listenedWords(listening.totals.playedMs, locale), range })
    : t('discover.listening.nothingPlayed', { range })
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
