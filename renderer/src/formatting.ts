import { PSEUDO_LANGUAGE, type ArtistRef } from '@contract'
import { useWords } from './i18n'

/**
 * Values in words and figures as the page shows them, in the language spoken: dates, times, numbers and counts
 * through `Intl` in that language; a function's `locale`, when given, wins (tests, a caller that knows better).
 * The frame's and the player bar's (on the first screen); dates and lengths other screens show are in
 * ./dates-and-lengths.ts, so the first screen does not carry them.
 */

/**
 * The locale the figures are written in: the language spoken; while Encore speaks English (or the test
 * pseudo-language, English underneath), the system's own English when it has one ("23 Dec 2023" in Britain,
 * "Dec 23, 2023" in the US), else plain English, so English words never sit beside another language's dates.
 */
export function shownLocale(): string {
  const spoken = useWords().locale.value
  if (spoken !== 'en' && spoken !== PSEUDO_LANGUAGE) return spoken
  const system = new Intl.DateTimeFormat().resolvedOptions().locale
  return system === 'en' || system.startsWith('en-') ? system : 'en'
}

/** "3:07", "1:02:09": times as players show them; negative or unknown reads as 0:00. */
export function formatTime(ms: number): string {
  const total = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = String(total % 60).padStart(2, '0')
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}

/** A number as the language spoken writes it ("1,234", "1.234"). */
export function formatNumber(value: number, locale = shownLocale()): string {
  return new Intl.NumberFormat(locale).format(value)
}

/** "Anna, Ben and Cleo", "Anna, Ben und Cleo", "Anna、Ben、Cleo": a list as the language spoken joins it. */
export function formatList(items: readonly string[], locale = shownLocale()): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items)
}

/**
 * The English nouns callers pass choose their form by English's rules; the figure is written in the language
 * spoken. Words in another language count through the catalogs' plurals (`t(key, { count }, count)`).
 */
const pluralRules = new Intl.PluralRules('en')

/** "1 track", "2 tracks", "1,234 followers": a count and its English noun in the right form (`Intl.PluralRules`). */
export function countOf(count: number, one: string, other = `${one}s`, locale = shownLocale()): string {
  const form = pluralRules.select(count) === 'one' ? one : other
  return `${formatNumber(count, locale)} ${form}`
}

/** "2 minutes 5 seconds", "2 Minuten, 5 Sekunden", "2 分 5 秒": a time for screen readers (aria-valuetext). */
export function spokenTime(ms: number, locale = shownLocale()): string {
  const total = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 1000))
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value)
  const parts = minutes ? [unit(minutes, 'minute'), unit(seconds, 'second')] : [unit(seconds, 'second')]
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(parts)
}

const DAY = 24 * 60 * 60_000

/** Whether two instants fall on the same day of the person's calendar. */
export const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString()

/** Whole days of the person's calendar from one instant to another (a day that skips an hour counts one). */
function calendarDays(from: number, to: number): number {
  const start = new Date(from)
  const end = new Date(to)
  start.setHours(12, 0, 0, 0)
  end.setHours(12, 0, 0, 0)
  return Math.round((end.getTime() - start.getTime()) / DAY)
}

/**
 * When something will happen, in the system's language: "at 14:05" today, "tomorrow at 08:50", "on Tuesday
 * at 08:50" later in the week, "on 14 Dec" beyond (a weekday a week ahead would read as this week's). With
 * `seconds`, a time today says them ("at 14:05:30": a short wait the service named).
 */
export function formatAhead(epochMs: number, now: number, locale = shownLocale(), seconds = false): string {
  const { t } = useWords()
  const when = new Date(epochMs)
  const days = calendarDays(now, epochMs)
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(when)
  if (days <= 0 && sameDay(when, new Date(now))) {
    const exact = seconds
      ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(
          when,
        )
      : time
    return t('frame.time.at', { time: exact })
  }
  if (days === 1) return t('frame.time.tomorrowAt', { time })
  if (days > 1 && days < 7)
    return t('frame.time.weekdayAt', {
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(when),
      time,
    })
  return t('frame.time.on', {
    date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(when),
  })
}

/**
 * The title a player shows: what plays, or while a skip whose landing core cannot know is on its way, that it
 * skips ("Skipping…", "Going back…"): never the old title as if nothing happened.
 */
export function playerTitle(
  state: { skipping?: 'next' | 'previous' | null } | null | undefined,
  track: { name: string } | null | undefined,
): string {
  const { t } = useWords()
  if (state?.skipping === 'next') return t('frame.player.skipping')
  if (state?.skipping === 'previous') return t('frame.player.goingBack')
  return track?.name ?? ''
}

/**
 * The account's plan as a person writes it: the service's `product` is a lower-case code ("premium", "free",
 * "open" for the old free tier).
 */
export function planName(product: string): string {
  const code = product.trim().toLowerCase()
  if (code === 'open' || code === 'free') return useWords().t('frame.account.free')
  return code ? code[0]!.toUpperCase() + code.slice(1) : product
}

export function artistNames(artists: readonly Pick<ArtistRef, 'name'>[]): string {
  return artists.map((artist) => artist.name).join(', ')
}

/** Device pixels per CSS pixel on this screen, from 1 to 2 (sharper covers cost four times the memory). */
export function pixelRatio(): number {
  return Math.min(2, Math.max(1, globalThis.devicePixelRatio || 1))
}

/** The image closest to `size` pixels wide, at least as large when one is. */
export function pictureFor<T extends { url: string; width: number | null }>(
  images: readonly T[],
  size: number,
): T | null {
  if (!images.length) return null
  const sized = [...images].sort((a, b) => (a.width ?? 0) - (b.width ?? 0))
  return sized.find((image) => (image.width ?? 0) >= size) ?? sized[sized.length - 1]!
}

/** The address of the image closest to `size` pixels wide (`pictureFor`). */
export function imageFor<T extends { url: string; width: number | null }>(
  images: readonly T[],
  size: number,
): string | null {
  return pictureFor(images, size)?.url ?? null
}
