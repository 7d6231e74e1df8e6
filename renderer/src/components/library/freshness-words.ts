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
