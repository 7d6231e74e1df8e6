/**
 * Which paths the client uses for playlist items. `classic` is api-spec.md's `/playlists/{id}/tracks` (DELETE
 * body key `tracks`); `current` is the real service's newer `/playlists/{id}/items` (DELETE body key `items`).
 * The service profile chooses; the emulator answers both.
 */
export type PathSetName = 'classic' | 'current'

export interface PathSet {
  name: PathSetName
  /** The segment after `/playlists/{id}/` for items. */
  itemsSegment: 'tracks' | 'items'
  /** The key of the list in the body of a remove-items request. */
  removeBodyKey: 'tracks' | 'items'
}

export const pathSets: Record<PathSetName, PathSet> = {
  classic: { name: 'classic', itemsSegment: 'tracks', removeBodyKey: 'tracks' },
  current: { name: 'current', itemsSegment: 'items', removeBodyKey: 'items' },
}
