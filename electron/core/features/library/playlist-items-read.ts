import { PLAYLIST_ITEMS_HIDDEN } from '../../../contract'
import {
  itemOf,
  PlaylistItemsUnavailableError,
  type ApiClient,
  type Lane,
  type PlaylistAccess,
} from '../../service/api'
import { playableToTrack } from '../../service/media/spoken-from-wire'
import type { LibraryData, PlaylistItemsEntry } from './library-data'
import { epochOf, rowOf, type TrackRow } from './track-rows'

/** Reading a playlist's items: by the sync (library-sync.ts) and by a playlist's page (playlist-handlers.ts). */

/** Who owns a listed playlist and who asks: today's service shows the items of the user's own only. */
export function accessOf(
  playlist: { owner: { id: string }; collaborative: boolean },
  userId: string | undefined,
): PlaylistAccess | undefined {
  return userId === undefined
    ? undefined
    : { ownerId: playlist.owner.id, collaborative: playlist.collaborative, userId }
}

/** The items of one playlist as rows, or why the service does not show them. */
export async function readPlaylistItems(
  api: ApiClient,
  data: LibraryData,
  playlistId: string,
  snapshotId: string,
  options: {
    market: string | undefined
    lane: Lane
    signal: AbortSignal
    access?: PlaylistAccess | undefined
  },
): Promise<PlaylistItemsEntry> {
  try {
    const entries = await api.playlists.getAllItems(
      playlistId,
      {
        ...(options.market ? { market: options.market } : {}),
        ...(options.access ? { access: options.access } : {}),
      },
      { lane: options.lane, signal: options.signal },
    )
    const rows: TrackRow[] = []
    const addedBy: (string | null)[] = []
    for (const entry of entries) {
      const item = itemOf(entry)
      if (!item) continue
      rows.push(rowOf(playableToTrack(item), epochOf(entry.added_at), data.refs))
      addedBy.push(entry.added_by?.id ?? null)
    }
    return { snapshotId, rows, addedBy, unavailable: null }
  } catch (error) {
    if (error instanceof PlaylistItemsUnavailableError) {
      // The client's words (operation, id) go to the log; the page says it plainly.
      return { snapshotId, rows: null, addedBy: [], unavailable: PLAYLIST_ITEMS_HIDDEN }
    }
    throw error
  }
}

/**
 * The list claims no tracks it cannot show: a playlist whose items the service does not list to this person
 * (followed, not owned, on today's service) has no count, though the service says how many it holds.
 */
export function countedOnlyWhereListed<P extends { id: string; totalItems: number | null }>(
  playlists: P[],
  items: ReadonlyMap<string, { unavailable: string | null }>,
): P[] {
  return playlists.map((playlist) =>
    items.get(playlist.id)?.unavailable && playlist.totalItems !== null
      ? { ...playlist, totalItems: null }
      : playlist,
  )
}
