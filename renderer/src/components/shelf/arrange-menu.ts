import { FOLDER_DEPTH_MAX, type ShelfNode } from '@contract'
import type { useWords } from '../../i18n'
import type { MenuItem } from '../../stores/library-ui'
import type { usePlaylistShelfStore } from '../../stores/playlist-shelf'

type Shelf = Pick<ReturnType<typeof usePlaylistShelfStore>, 'folders' | 'folderForm'>

/** Where a place of the shelf stands: the folder holding it, how deep that lies, its index among `siblings`. */
export interface ShelfPlace {
  node: ShelfNode
  parent: { id: string; name: string } | null
  depth: number
  index: number
  siblings: number
}

/** What the menu's moves do (ShelfEntry asks core, then keeps the focus on the place). */
export interface ArrangeMoves {
  step(by: -1 | 1): void
  moveOut(folderId: string): void
  moveInto(folderId: string): void
  toggle(): void
  deleteFolder(id: string): void
}

/**
 * The menu of a place of the shelf: up and down (not past either end of the top level), out of its folder, a
 * folder's own (open or close, rename, delete, a folder inside while folders still nest), into each other folder
 * it may go in, and a new folder.
 */
export function arrangeMenu(
  place: ShelfPlace,
  shelf: Shelf,
  moves: ArrangeMoves,
  t: ReturnType<typeof useWords>['t'],
): MenuItem[] {
  const { node, parent } = place
  const items: MenuItem[] = [
    {
      label: t('pages.shelf.moveUp'),
      run: () => moves.step(-1),
      disabledReason: place.index === 0 && !parent ? t('pages.shelf.first') : null,
    },
    {
      label: t('pages.shelf.moveDown'),
      run: () => moves.step(1),
      disabledReason: place.index === place.siblings - 1 && !parent ? t('pages.shelf.last') : null,
    },
  ]
  if (parent)
    items.push({
      label: t('pages.shelf.moveOut', { name: parent.name }),
      run: () => moves.moveOut(parent.id),
    })
  if (node.kind === 'folder') {
    items.push(
      { label: t(`pages.shelf.${node.collapsed ? 'expand' : 'collapse'}`), run: () => moves.toggle() },
      {
        label: t('pages.shelf.renameMenu'),
        run: () => (shelf.folderForm = { mode: 'rename', id: node.id, name: node.name }),
      },
      { label: t('pages.shelf.delete'), run: () => moves.deleteFolder(node.id) },
    )
    if (place.depth < FOLDER_DEPTH_MAX)
      items.push({
        label: t('pages.shelf.newInside'),
        run: () => (shelf.folderForm = { mode: 'create', parent: node.id }),
      })
  }
  // Into each other folder it may go (a folder only where folders still nest).
  for (const folder of shelf.folders) {
    if (
      folder.id === parent?.id ||
      (node.kind === 'folder' && (folder.id === node.id || folder.depth >= FOLDER_DEPTH_MAX))
    )
      continue
    items.push({
      label: t('pages.shelf.moveTo', { name: folder.name }),
      run: () => moves.moveInto(folder.id),
    })
  }
  items.push({
    label: t('pages.shelf.newMenu'),
    run: () => (shelf.folderForm = { mode: 'create', parent: null }),
  })
  return items
}
