import type { Playlist } from '../../../contract'
import type { PartialRead, PlaylistItemsEntry, SavedKey } from './library-data'

/**
 * The decisions of a library sync, as pure functions: how far a newest-first list must be read to catch up
 * with the cache, whether the result can be trusted, whether a half-finished read can go on, and which
 * playlists must be read again.
 */

export type { SavedKey }

const keyString = (key: SavedKey) => `${key.id ?? ''}@${key.addedAt ?? ''}`

/** The keys the cache holds, to find the first known item of a fresh page quickly. */
export function knownKeys(cached: readonly SavedKey[]): Set<string> {
  return new Set(cached.map(keyString))
}

/**
 * Reads newest-first items against the cache: the items before the first one the cache knows (same id, same
 * `added_at`) are new; `reachedKnown` says whether such an item came at all (when not, read on).
 */
export function freshHead<T extends SavedKey>(
  known: Set<string>,
  read: readonly T[],
): { fresh: T[]; reachedKnown: boolean } {
  const fresh: T[] = []
  for (const item of read) {
    if (known.has(keyString(item))) return { fresh, reachedKnown: true }
    fresh.push(item)
  }
  return { fresh, reachedKnown: false }
}

/**
 * Whether the cache plus the new items are the whole list: if the service counts otherwise, something was
 * removed (or added out of order) elsewhere, and only a full read is right.
 */
export function headAddsUp(cachedCount: number, freshCount: number, serviceTotal: number): boolean {
  return cachedCount + freshCount === serviceTotal
}

/** How many pages an incremental read may take before a full read (in parallel) is the quicker way. */
export const MAX_HEAD_PAGES = 4

/** Whether a half-finished read can go on: the list still starts with the same item and is as long. */
export function canResume<T>(
  partial: PartialRead<T> | undefined,
  first: { total: number; head: SavedKey | null },
  pageSize: number,
): partial is PartialRead<T> {
  if (!partial || partial.pageSize !== pageSize || partial.total !== first.total) return false
  if (!partial.head || !first.head) return partial.head === first.head
  return keyString(partial.head) === keyString(first.head)
}

/** The playlists whose items must be read: new ones and those whose snapshot changed. */
export function playlistsToRead(
  listed: readonly Playlist[],
  cached: ReadonlyMap<string, Pick<PlaylistItemsEntry, 'snapshotId'>>,
): Playlist[] {
  return listed.filter((playlist) => cached.get(playlist.id)?.snapshotId !== playlist.snapshotId)
}
