import type { ArtistRef } from '@contract'

/** Values in words and figures as the page shows them. */

/** "3:07", "1:02:09": times as players show them; negative or unknown reads as 0:00. */
export function formatTime(ms: number): string {
  const total = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = String(total % 60).padStart(2, '0')
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}

/** One formatter for every date shown (`toLocaleDateString` with options makes one per call: slow, row after row). */
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** A date as the user's locale writes it, of medium length ("Nov 23, 2026"). */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso))
}

/** "2 minutes 5 seconds": a time for screen readers (aria-valuetext). */
export function spokenTime(ms: number): string {
  const total = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 1000))
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  const part = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`
  return minutes ? `${part(minutes, 'minute')} ${part(seconds, 'second')}` : part(seconds, 'second')
}

/** The time of day of an instant, in the user's locale ("14:05:30"). */
export function formatClock(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString(undefined, {
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
export function formatAgo(epochMs: number, now: number, locale?: string): string {
  const elapsed = Math.max(0, now - epochMs)
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  if (elapsed < MINUTE) return 'just now'
  if (elapsed < HOUR) return words.format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return words.format(-Math.floor(elapsed / HOUR), 'hour')
  if (elapsed < 7 * DAY) return words.format(-Math.floor(elapsed / DAY), 'day')
  return new Date(epochMs).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' })
}

export function artistNames(artists: readonly Pick<ArtistRef, 'name'>[]): string {
  return artists.map((artist) => artist.name).join(', ')
}

/** The image closest to `size` pixels wide, at least as large when one is. */
export function imageFor<T extends { url: string; width: number | null }>(
  images: readonly T[],
  size: number,
): string | null {
  if (!images.length) return null
  const sized = [...images].sort((a, b) => (a.width ?? 0) - (b.width ?? 0))
  return (sized.find((image) => (image.width ?? 0) >= size) ?? sized[sized.length - 1])!.url
}
