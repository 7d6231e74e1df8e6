import { openLinkOf, PLAYLIST_EDIT_MAX, type Track } from '@contract'
import { useLibraryStore } from '../stores/library'
import { useLibraryUiStore, type MenuItem } from '../stores/library-ui'
import { useNoticesStore } from '../stores/notices'
import { usePlaybackStore } from '../stores/playback'
import { copyText } from './useTrackActions'

/**
 * What can be done with many tracks chosen at once (a list's selection): add them to the queue or a playlist,
 * save or remove them, copy their links. The menu names how many; local files, which the service cannot take,
 * are left out of what is sent.
 */
const playable = (tracks: readonly Track[]) =>
  tracks.filter((track) => !track.isLocal && track.isPlayable !== false).map((track) => track.uri)

export function useSelectionActions() {
  const player = usePlaybackStore()
  const library = useLibraryStore()
  const ui = useLibraryUiStore()
  const notices = useNoticesStore()

  async function copyLinks(tracks: readonly Track[]): Promise<void> {
    const links = tracks.map((track) => openLinkOf(track.uri)).filter((link): link is string => !!link)
    if (!links.length) return
    await copyText(links.join('\n'))
    notices.push({
      level: 'success',
      message: links.length === 1 ? 'Link copied.' : `${links.length} links copied.`,
      code: 'LINK_COPIED',
    })
  }

  /** The service queues one track a request: sent in the list's order, one after another. */
  async function queueAll(uris: readonly string[]): Promise<void> {
    for (const uri of uris) await player.addToQueue(uri)
  }

  function menuFor(tracks: readonly Track[]): MenuItem[] {
    const uris = tracks.filter((track) => !track.isLocal).map((track) => track.uri)
    const none = uris.length ? null : 'Local files cannot be added or saved from here.'
    const saved = uris.length > 0 && uris.every((uri) => library.isSaved(uri) === true)
    const tooMany = uris.length > PLAYLIST_EDIT_MAX ? `At most ${PLAYLIST_EDIT_MAX} tracks at a time.` : null
    return [
      {
        label: 'Add to queue',
        run: () => void queueAll(playable(tracks)),
        disabledReason: none,
      },
      {
        label: saved ? 'Remove from Your Library' : 'Save to Your Library',
        run: () => void library.setSaved(uris, !saved),
        disabledReason: none,
      },
      { label: 'Add to playlist', run: () => ui.choosePlaylistFor(uris), disabledReason: none ?? tooMany },
      { label: 'Copy links', run: () => void copyLinks(tracks), disabledReason: none },
    ]
  }

  function openMenu(tracks: readonly Track[], event: MouseEvent | KeyboardEvent, extra: MenuItem[] = []) {
    ui.openMenuFor(`Actions for ${tracks.length} tracks`, [...menuFor(tracks), ...extra], event)
  }

  return { menuFor, openMenu, copyLinks }
}
