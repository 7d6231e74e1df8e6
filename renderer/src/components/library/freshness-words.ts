import type { LibraryKind } from '@contract'
import { formatAhead } from '../../formatting'
import { useWords } from '../../i18n'

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
  const { t, locale } = useWords()
  const count = fresh.waiting.toLocaleString(locale.value)
  if (fresh.offline) {
    const shown = fresh.readAt
      ? t('library.fresh.offlineReadAt', { time: fresh.readAt })
      : t('library.fresh.offlineKept')
    return fresh.waiting > 0 ? `${shown} · ${t('library.fresh.waiting', { count }, fresh.waiting)}` : shown
  }
  if (fresh.waiting > 0) return t('library.fresh.sending', { count }, fresh.waiting)
  if (fresh.fromCache) return t('library.fresh.checking')
  return fresh.readAt ? t('library.fresh.upToDate', { time: fresh.readAt }) : ''
}

/** A list of the library being read: how far it is, as the library header counts it. */
export interface ListProgress {
  label: string
  loaded: number
  total: number | null
}

/** "Tracks 1,800 of 3,000". */
export function progressWords({ label, loaded, total }: ListProgress & { total: number }, locale?: string) {
  const { t, locale: spoken } = useWords()
  const shownIn = locale ?? spoken.value
  return t('library.sync.progress', {
    label,
    loaded: Math.min(loaded, total).toLocaleString(shownIn),
    total: total.toLocaleString(shownIn),
  })
}

/** What is read later: one tab of the library, the rest of what was being read, or the whole library. */
export type ReadLater = LibraryKind | 'rest' | 'restOfLibrary' | 'library'

/** "Encore reads the rest tomorrow at 08:50, to stay within Spotify's daily limit." of `what`. */
export function readLaterWords(what: ReadLater, resumesAt: number, now: number, locale?: string) {
  const { t, locale: spoken } = useWords()
  return t(`library.readLater.${what}`, { when: formatAhead(resumesAt, now, locale ?? spoken.value) })
}

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
  const { t, locale: spoken } = useWords()
  const list = new Intl.ListFormat(locale ?? spoken.value, { type: 'unit', style: 'short' })
  return read.length
    ? t('library.readLater.read', {
        lists: list.format(read),
        later: readLaterWords('rest', resumesAt, now, locale),
      })
    : readLaterWords(shown ? 'restOfLibrary' : 'library', resumesAt, now, locale)
}
