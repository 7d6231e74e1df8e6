import type { PlaylistDetail } from '@contract'
import { bridge } from '../bridge'
import { trackCount } from '../components/library/count-words'
import { useWords } from '../i18n'
import { useLibraryUiStore } from '../stores/library-ui'
import { useNoticesStore } from '../stores/notices'
import { usePlaylistEdits } from './usePlaylistEdits'

/**
 * The two sweeping edits of an open playlist, both asked first: remove its duplicates (through `remove`, so Undo
 * on the notice puts them back) and clear it. `edit` runs each and tells when Encore could not be reached.
 */
export function usePlaylistCleanup(options: {
  id: () => string
  playlist: () => PlaylistDetail | null
  total: () => number
  remove: (keys: string[]) => void
  edit: (run: () => Promise<unknown>) => void
}) {
  const ui = useLibraryUiStore()
  const notices = useNoticesStore()
  const edits = usePlaylistEdits()
  const { t } = useWords()
  const { edit } = options

  /** Each track that is in the playlist more than once keeps its first place; Undo on the notice puts the copies back. */
  function removeDuplicates() {
    const open = options.playlist()
    if (!open) return
    ui.confirm({
      title: t('library.playlist.removeDuplicates'),
      message: t('library.cleanup.duplicatesMessage'),
      confirm: t('library.playlist.removeDuplicates'),
      run: () =>
        edit(async () => {
          const keys = await edits.laterCopies(open.id)
          if (keys.length) return options.remove(keys)
          notices.push({ level: 'info', message: t('library.cleanup.noDuplicates', { name: open.name }) })
        }),
    })
  }
  function clear() {
    ui.confirm({
      title: t('library.cleanup.clear'),
      message: t('library.cleanup.clearMessage', {
        tracks: trackCount(options.total()),
        name: options.playlist()?.name ?? '',
      }),
      confirm: t('library.cleanup.clear'),
      run: () => edit(() => bridge.playlists.replaceItems({ id: options.id(), uris: [] })),
    })
  }
  return { removeDuplicates, clear }
}
