import { useWords } from './i18n'
import { sameDay, shownLocale } from './formatting'

/**
 * Dates and lengths the screens past the first show, in the language spoken (see ./formatting.ts, whose
 * `shownLocale` they follow): apart from it so the first screen's JavaScript does not carry them.
 */

/** One formatter a locale for every date shown (`toLocaleDateString` with options makes one per call: slow, row after row). */
const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** A date as the language spoken writes it, of medium length ("Nov 23, 2026", "23.11.2026", "2026/11/23"). */
export function formatDate(iso: string, locale = shownLocale()): string {
  let format = dateFormats.get(locale)
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })))
  return format.format(new Date(iso))
}

/**
 * A release date as precise as the service knows it, in the system's language: "Dec 23, 2023", "Dec 2023",
 * "2023". Read as a calendar date (UTC), so no time zone moves it to the day before.
 */
export function formatReleaseDate(date: string, locale = shownLocale()): string {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(date)
  if (!match) return date
  const [, year, month, day] = match
  if (!month) return year!
  const instant = Date.UTC(Number(year), Number(month) - 1, Number(day ?? 1))
  const options: Intl.DateTimeFormatOptions = day
    ? { dateStyle: 'medium', timeZone: 'UTC' }
    : { month: 'short', year: 'numeric', timeZone: 'UTC' }
  return new Intl.DateTimeFormat(locale, options).format(instant)
}

/**
 * A length in words, in the system's language: "2 hr 14 min" past an hour, "42 min 10 sec" below, "35 sec"
 * under a minute (each unit by `Intl.NumberFormat`, joined by `Intl.ListFormat` as units are).
 */
export function formatDuration(ms: number, locale = shownLocale()): string {
  const total = Math.max(0, Math.round((Number.isFinite(ms) ? ms : 0) / 1000))
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  const parts = hours
    ? [unit(hours, 'hour'), ...(minutes ? [unit(minutes, 'minute')] : [])]
    : minutes
      ? [unit(minutes, 'minute'), ...(seconds ? [unit(seconds, 'second')] : [])]
      : [unit(seconds, 'second')]
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(parts)
}

/**
 * The length of spoken word, to the minute as podcast apps give it: "48 min", "1 hr 2 min" (rounded up, so
 * what is left never reads as none); under a minute in seconds.
 */
export function formatMinutes(ms: number, locale = shownLocale()): string {
  const safe = Math.max(0, Number.isFinite(ms) ? ms : 0)
  return safe < 60_000
    ? formatDuration(safe, locale)
    : formatDuration(Math.ceil(safe / 60_000) * 60_000, locale)
}

/** The time of day of an instant, in the language spoken ("14:05:30", "2:05:30 PM"). */
export function formatClock(epochMs: number, locale = shownLocale()): string {
  return new Date(epochMs).toLocaleTimeString(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * When something happened, as people say it: "just now", "5 minutes ago", "3 hours ago", "yesterday",
 * "4 days ago", then the date ("12 Mar 2026") past a week. `now` is passed so it can be tested.
 */
export function formatAgo(epochMs: number, now: number, locale = shownLocale()): string {
  const elapsed = Math.max(0, now - epochMs)
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  if (elapsed < MINUTE) return useWords().t('frame.time.justNow')
  if (elapsed < HOUR) return words.format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return words.format(-Math.floor(elapsed / HOUR), 'hour')
  if (elapsed < 7 * DAY) return words.format(-Math.floor(elapsed / DAY), 'day')
  return new Date(epochMs).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' })
}

/** When something happened, to the minute: "at 14:05", "yesterday at 14:05", "on 2 Dec at 14:05". */
export function formatPast(epochMs: number, now: number, locale = shownLocale()): string {
  const { t } = useWords()
  const when = new Date(epochMs)
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(when)
  if (sameDay(when, new Date(now))) return t('frame.time.at', { time })
  const yesterday = new Date(now)
  yesterday.setDate(yesterday.getDate() - 1)
  if (sameDay(when, yesterday)) return t('frame.time.yesterdayAt', { time })
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(when)
  return t('frame.time.onAt', { date, time })
}
