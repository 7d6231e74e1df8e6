import { LIBRARY_WINDOW_MAX, type PlaylistEntry, type Track } from '@contract'
import { bridge } from '../bridge'
import { useNoticesStore } from '../stores/notices'
import type { MenuItem } from '../stores/library-ui'
import { useWords } from '../i18n'
import { useSelectionActions } from './useSelectionActions'

interface Options {
  id: () => string
  /** The entry shown at a place (the playlist's own order, or its sorted view), when read already. */
  rowAt: (index: number) => PlaylistEntry | undefined
  /** Whether places are the playlist's own (not sorted): only then can a place not read yet be read from core. */
  inOrder: () => boolean
  editable: () => boolean
  /** Removes entries by key (with its notice and Undo). */
  remove: (keys: string[]) => void
}

/**
 * What a playlist's page does with the rows chosen in its list (click, Shift/Ctrl/Cmd+click, Ctrl/Cmd+A): the
 * selection's menu (the other track lists' one, plus "Remove from this playlist" on one you can edit), Delete,
 * and Ctrl/Cmd+C. Places scrolled past and not read yet are read from core first.
 */
export function usePlaylistSelection(options: Options) {
  const notices = useNoticesStore()
  const many = useSelectionActions()

  async function entriesAt(indexes: readonly number[]): Promise<PlaylistEntry[]> {
    const missing = options.inOrder() ? indexes.filter((index) => !options.rowAt(index)) : []
    const read = new Map<number, PlaylistEntry>()
    if (missing.length) {
      const to = Math.max(...missing) + 1
      for (let offset = Math.min(...missing); offset < to; offset += LIBRARY_WINDOW_MAX) {
        const limit = Math.min(LIBRARY_WINDOW_MAX, to - offset)
        const window = await bridge.playlists.items({ id: options.id(), offset, limit })
        window.items.forEach((entry, at) => read.set(offset + at, entry))
      }
    }
    return indexes
      .map((index) => options.rowAt(index) ?? read.get(index))
      .filter((entry): entry is PlaylistEntry => !!entry)
  }

  /**
   * Runs `then` on the chosen entries: at once when all are read (a menu still knows the row it opened from),
   * else once read; a failed read says nothing was done.
   */
  async function withEntries(indexes: readonly number[], then: (entries: PlaylistEntry[]) => unknown) {
    const known = indexes.map(options.rowAt)
    if (known.every((entry) => entry !== undefined)) return then(known)
    let entries: PlaylistEntry[]
    try {
      entries = await entriesAt(indexes)
    } catch {
      notices.push({
        level: 'error',
        message: useWords().t('library.tracks.selectionFailed'),
      })
      return
    }
    then(entries)
  }

  const tracksOf = (entries: PlaylistEntry[]): Track[] => entries.map((entry) => entry.track)
  const keysOf = (entries: PlaylistEntry[]) => entries.map((entry) => entry.key)

  /** "Remove from this playlist" for these entries, on a playlist you can edit. */
  function removeItem(entries: PlaylistEntry[]): MenuItem[] {
    if (!options.editable()) return []
    return [
      { label: useWords().t('library.playlist.removeFromThis'), run: () => options.remove(keysOf(entries)) },
    ]
  }

  return {
    removeItem,
    /** The selection's menu (more than one row chosen). */
    openMenu(indexes: readonly number[], event: MouseEvent | KeyboardEvent) {
      void withEntries(indexes, (entries) => many.openMenu(tracksOf(entries), event, removeItem(entries)))
    },
    /** Delete: the chosen entries go, on a playlist you can edit. */
    remove(indexes: readonly number[]) {
      if (options.editable()) void withEntries(indexes, (entries) => options.remove(keysOf(entries)))
    },
    copy(indexes: readonly number[]) {
      void withEntries(indexes, (entries) => many.copyLinks(tracksOf(entries)))
    },
  }
}
