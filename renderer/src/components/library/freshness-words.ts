import { countOf } from '../../formatting'

/** What the library header knows about how fresh the copy it shows is. */
export interface Freshness {
  /** The service cannot be reached (the player is offline, or a kept sign-in still waits for it). */
  offline: boolean
  /** Changes the person made that wait in the outbox to be sent. */
  waiting: number
  /** Shown from the copy on this computer while it is being checked. */
  fromCache: boolean
  /** The last whole read, as a time of day ("17:40"), or null. */
  readAt: string | null
}

/**
 * The library header's words for how fresh the copy is, only what is true: offline says what it shows,
 * changes on their way are counted, and "Up to date" only once nothing waits and the service answered.
 */
export function freshnessWords(fresh: Freshness): string {
  const changes = countOf(fresh.waiting, 'change')
  if (fresh.offline) {
    const shown = fresh.readAt
      ? `Offline · showing your library as read at ${fresh.readAt}`
      : 'Offline · showing your library as kept on this computer'
    return fresh.waiting > 0 ? `${shown} · ${changes} waiting to be sent` : shown
  }
  if (fresh.waiting > 0) return `Sending ${changes}…`
  if (fresh.fromCache) return 'Shown from this computer; checking for changes…'
  return fresh.readAt ? `Up to date (read at ${fresh.readAt}).` : ''
}

/** A list held back by the day's request budget: how far it is, as the library header counts it. */
export interface HeldList {
  label: string
  loaded: number
  total: number | null
}

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString()

/** "at 14:05", "tomorrow at 08:50", "on 2 Dec at 08:50": when something goes on, in the system's language. */
export function resumeWords(at: number, now: number, locale?: string): string {
  const when = new Date(at)
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(when)
  if (sameDay(when, new Date(now))) return `at ${time}`
  const tomorrow = new Date(now)
  tomorrow.setDate(tomorrow.getDate() + 1)
  if (sameDay(when, tomorrow)) return `tomorrow at ${time}`
  return `on ${new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(when)} at ${time}`
}

/**
 * The header's words while lists wait for the day's request budget: what was read, and when the rest comes,
 * by itself ("Tracks 1,800 of 3,000 read. Encore reads the rest tomorrow at 08:50, to stay within Spotify's
 * daily limit.").
 */
export function heldWords(
  lists: readonly HeldList[],
  resumesAt: number,
  now: number,
  locale?: string,
): string {
  const when = `${resumeWords(resumesAt, now, locale)}, to stay within Spotify’s daily limit.`
  const read = lists
    .filter((list): list is HeldList & { total: number } => list.total !== null && list.loaded > 0)
    .map(
      ({ label, loaded, total }) =>
        `${label} ${Math.min(loaded, total).toLocaleString(locale)} of ${total.toLocaleString(locale)}`,
    )
  return read.length
    ? `${read.join(', ')} read. Encore reads the rest ${when}`
    : `Encore reads your library ${when}`
}
