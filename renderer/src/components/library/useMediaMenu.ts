import { useMediaActions, type MediaItem } from '../../composables/useMediaActions'
import { useWords } from '../../i18n'
import { useLibraryUiStore } from '../../stores/library-ui'

/**
 * The menu of an album, playlist, artist, show or audiobook (Play, Open, the library's button, Copy link), opened
 * where it was asked for: named as the library's rows name theirs, or as a shelf's tiles do. A row or a tile that
 * has its `media` already passes it, so each row sets up the actions once.
 */
export function useMediaMenu(media: ReturnType<typeof useMediaActions> = useMediaActions()) {
  const ui = useLibraryUiStore()
  const { t } = useWords()
  return {
    open(item: MediaItem, event: MouseEvent | KeyboardEvent) {
      ui.openMenuFor(t('library.action.menuFor', { name: item.name }), media.menuFor(item), event)
    },
    openOnShelf(item: MediaItem, event: MouseEvent | KeyboardEvent) {
      ui.openMenuFor(t('discover.shelf.actionsFor', { name: item.name }), media.menuFor(item), event)
    },
  }
}
