import { uriId, uriKind } from '@contract'
import { bridge, describeBridgeError } from '../bridge'
import { useNoticesStore } from '../stores/notices'
import { useAddToPlaylist } from './useAddToPlaylist'
import { useWords } from '../i18n'
import { entriesOf } from './usePlaylistEdits'

/** The tracks of one item dropped: a track or episode itself, an album's tracks, a playlist's entries. */
async function tracksOf(uri: string): Promise<string[]> {
  const kind = uriKind(uri)
  const id = uriId(uri) ?? ''
  if (kind === 'track' || kind === 'episode') return [uri]
  if (kind === 'album')
    return (await bridge.catalog.album({ id })).tracks.filter((t) => !t.isLocal).map((t) => t.uri)
  if (kind !== 'playlist') return []
  await bridge.playlists.get({ id })
  return (await entriesOf(id)).filter((entry) => !entry.track.isLocal).map((entry) => entry.track.uri)
}

/**
 * Items dropped on one of your playlists (tracks, a selection, an album, a playlist): their tracks are added
 * at the end through the same way in as "Add to playlist" and paste (it asks about tracks already there), so
 * they go through the outbox and the notice names the playlist and counts what was added.
 */
export function usePlaylistDrop() {
  const addToPlaylist = useAddToPlaylist()
  const notices = useNoticesStore()

  async function drop(playlist: { id: string; name: string }, items: readonly string[]): Promise<void> {
    try {
      const uris = (await Promise.all(items.map(tracksOf))).flat()
      if (!uris.length) {
        notices.push({
          level: 'info',
          message: useWords().t('library.drop.nothing', { name: playlist.name }),
        })
        return
      }
      await addToPlaylist(playlist, uris)
    } catch (error) {
      notices.push({
        level: 'error',
        message: describeBridgeError(error, useWords().t('library.drop.failed', { name: playlist.name })),
      })
    }
  }
  return { drop }
}
