import { openLinkOf, PLAYLIST_EDIT_MAX, type Track } from '@contract'
import { useWords } from '../i18n'
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
  const { t, locale } = useWords()

  async function copyLinks(tracks: readonly Track[]): Promise<void> {
    const links = tracks.map((track) => openLinkOf(track.uri)).filter((link): link is string => !!link)
    if (!links.length) return
    await copyText(links.join('\n'))
    notices.push({
      level: 'success',
      message: t(
        'library.selection.linksCopied',
        { count: links.length.toLocaleString(locale.value) },
        links.length,
      ),
      code: 'LINK_COPIED',
    })
  }

  /** The service queues one track a request: sent in the list's order, one after another. */
  async function queueAll(uris: readonly string[]): Promise<void> {
    for (const uri of uris) await player.addToQueue(uri)
  }

  function menuFor(tracks: readonly Track[]): MenuItem[] {
    const uris = tracks.filter((track) => !track.isLocal).map((track) => track.uri)
    const none = uris.length ? null : t('library.selection.localOnly')
    const saved = uris.length > 0 && uris.every((uri) => library.isSaved(uri) === true)
    const tooMany =
      uris.length > PLAYLIST_EDIT_MAX
        ? t('library.selection.tooMany', { count: PLAYLIST_EDIT_MAX.toLocaleString(locale.value) })
        : null
    return [
      {
        label: t('library.action.addToQueue'),
        run: () => void queueAll(playable(tracks)),
        disabledReason: none,
      },
      {
        label: saved ? t('library.action.unsave') : t('library.action.save'),
        run: () => void library.setSaved(uris, !saved),
        disabledReason: none,
      },
      {
        label: t('library.action.addToPlaylist'),
        run: () => ui.choosePlaylistFor(uris),
        disabledReason: none ?? tooMany,
      },
      { label: t('library.selection.copyLinks'), run: () => void copyLinks(tracks), disabledReason: none },
    ]
  }

  function openMenu(tracks: readonly Track[], event: MouseEvent | KeyboardEvent, extra: MenuItem[] = []) {
    ui.openMenuFor(
      t('library.selection.menuFor', { count: tracks.length.toLocaleString(locale.value) }, tracks.length),
      [...menuFor(tracks), ...extra],
      event,
    )
  }

  return { menuFor, openMenu, copyLinks }
}
