import { countOf, formatAhead } from '../../formatting'

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

/** A list of the library being read: how far it is, as the library header counts it. */
export interface ListProgress {
  label: string
  loaded: number
  total: number | null
}

/** "Tracks 1,800 of 3,000". */
export const progressWords = ({ label, loaded, total }: ListProgress & { total: number }, locale?: string) =>
  `${label} ${Math.min(loaded, total).toLocaleString(locale)} of ${total.toLocaleString(locale)}`

/** "Encore reads the rest tomorrow at 08:50, to stay within Spotify's daily limit." of `what`. */
export const readLaterWords = (what: string, resumesAt: number, now: number, locale?: string) =>
  `Encore reads ${what} ${formatAhead(resumesAt, now, locale)}, to stay within Spotify’s daily limit.`

/**
 * The header's words while lists wait for the day's request budget: what was read, and when the rest comes,
 * by itself ("Tracks 1,800 of 3,000 read. Encore reads the rest tomorrow at 08:50, to stay within Spotify's
 * daily limit."). `shown`: rows of the library are on screen already (a Refresh held back before its first
 * page leaves them), so what comes is the rest of it.
 */
export function heldWords(
  lists: readonly ListProgress[],
  resumesAt: number,
  now: number,
  shown: boolean,
  locale?: string,
): string {
  const read = lists
    .filter((list): list is ListProgress & { total: number } => list.total !== null && list.loaded > 0)
    .map((list) => progressWords(list, locale))
  return read.length
    ? `${read.join(', ')} read. ${readLaterWords('the rest', resumesAt, now, locale)}`
    : readLaterWords(shown ? 'the rest of your library' : 'your library', resumesAt, now, locale)
}
