/** The limits of the playlist arrangement kept by Encore (no schema library: the page reads them too). */
export const FOLDER_NAME_MAX = 100
/** A folder may hold folders, those none: folders nest one level. */
export const FOLDER_DEPTH_MAX = 2
/** How large an imported arrangement may be (characters of JSON). */
export const ARRANGEMENT_TEXT_MAX = 1_000_000

/** The shape of a place on the shelf this rule needs: a folder holds places, anything else holds none. */
type Place = { kind: 'folder'; id: string; items: readonly Place[] } | { kind: 'playlist' }

/** Where a folder stands: the folder that holds it (null: the top level) and its index there; null if absent. */
export function folderPlace(
  list: readonly Place[],
  folderId: string,
  parent: string | null = null,
): { parent: string | null; index: number } | null {
  for (const [index, node] of list.entries()) {
    if (node.kind !== 'folder') continue
    if (node.id === folderId) return { parent, index }
    const inner = folderPlace(node.items, folderId, node.id)
    if (inner) return inner
  }
  return null
}
