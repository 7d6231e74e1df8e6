import { createRandom } from '../random/prng'
import type { Catalog } from './catalog'
import { FEATURED_MESSAGES, dayPartOf, type DayPart, type Locale } from './locales'

const DAY_MS = 86_400_000
/** Featured lists exist for the past four weeks and the coming day; other timestamps fall back to now. */
const HISTORY_DAYS = 28
const FUTURE_DAYS = 1
const FEATURED_COUNT = 12

export interface FeaturedSelection {
  /** The instant the selection is for (the timestamp asked for, or now when there was no data for it). */
  effectiveMs: number
  dayPart: DayPart
  message: string
  playlistIds: string[]
}

/**
 * The featured playlists for an instant: a deterministic pick per (day, part of day, country) from the
 * editorial playlists, with a greeting for that part of the day in the requested language.
 */
export function featuredFor(
  catalog: Catalog,
  options: { nowMs: number; timestampMs: number | undefined; country: string | undefined; locale: Locale },
): FeaturedSelection {
  const { nowMs, timestampMs } = options
  const hasData =
    timestampMs !== undefined &&
    timestampMs >= nowMs - HISTORY_DAYS * DAY_MS &&
    timestampMs <= nowMs + FUTURE_DAYS * DAY_MS
  const effectiveMs = hasData ? timestampMs : nowMs
  const day = Math.floor(effectiveMs / DAY_MS)
  const dayPart = dayPartOf(effectiveMs)
  const country = options.country
  const regional =
    country === undefined
      ? []
      : catalog.categories.filter((c) => c.countries?.includes(country)).flatMap((c) => c.playlistIds)
  const random = createRandom(`featured/${catalog.seed}/${day}/${dayPart}/${country ?? ''}`)
  return {
    effectiveMs,
    dayPart,
    message: FEATURED_MESSAGES[dayPart][options.locale],
    playlistIds: [
      ...new Set([...regional.slice(0, 2), ...random.sample(catalog.featuredPool, FEATURED_COUNT)]),
    ],
  }
}
