import type { PlaylistDetail } from '@contract'
import { bridge } from '../bridge'
import { countOf } from '../formatting'
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
  const { edit } = options

  /** Each track that is in the playlist more than once keeps its first place; Undo on the notice puts the copies back. */
  function removeDuplicates() {
    const open = options.playlist()
    if (!open) return
    ui.confirm({
      title: 'Remove duplicates',
      message: 'Every track that is in this playlist more than once keeps only its first place.',
      confirm: 'Remove duplicates',
      run: () =>
        edit(async () => {
          const keys = await edits.laterCopies(open.id)
          if (keys.length) return options.remove(keys)
          notices.push({ level: 'info', message: `“${open.name}” has no track more than once.` })
        }),
    })
  }
  function clear() {
    ui.confirm({
      title: 'Clear playlist',
      message: `All ${countOf(options.total(), 'track')} will be taken out of “${options.playlist()?.name ?? ''}”. This cannot be undone from Encore.`,
      confirm: 'Clear playlist',
      run: () => edit(() => bridge.playlists.replaceItems({ id: options.id(), uris: [] })),
    })
  }
  return { removeDuplicates, clear }
}
