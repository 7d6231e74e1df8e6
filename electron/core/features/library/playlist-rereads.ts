import { itemsOf, type Playlist } from '../../service/api'
import { readPlaylistItems } from './library-sync'
import type { LibraryService } from './library-service'

/** The library as held while someone is signed in. */
export type SignedInNow = NonNullable<ReturnType<LibraryService['current']>>

/** How the playlist editor reads a playlist again: its snapshot and count (`peek`), or its items too. */
export function playlistRereads(signedInNow: () => SignedInNow) {
  return {
    async peek(id: string) {
      // Either key: `items` on today's service, `tracks` before it.
      const playlist = await signedInNow().api.playlists.getPlaylist(
        id,
        { fields: 'snapshot_id,items.total,tracks.total' },
        { lane: 'interactive' },
      )
      if (!playlist.snapshot_id) throw new Error('the service answered a playlist without a snapshot_id')
      return { snapshotId: playlist.snapshot_id, total: itemsOf(playlist as Playlist)?.total ?? 0 }
    },
    async reread(id: string) {
      const { api, data, market } = signedInNow()
      const { snapshot_id: snapshotId } = await api.playlists.getPlaylist(
        id,
        { fields: 'snapshot_id' },
        { lane: 'interactive' },
      )
      if (!snapshotId) throw new Error('the service answered a playlist without a snapshot_id')
      const items = await readPlaylistItems(api, data, id, snapshotId, {
        market,
        lane: 'interactive',
        signal: new AbortController().signal,
      })
      return { snapshotId, items }
    },
  }
}
