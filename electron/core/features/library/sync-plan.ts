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

/**
 * A half-finished read whose list only grew at its top since (saved elsewhere, newest first): its pages, moved
 * down by the new items, for the list as it is now. A big library read across days under the request budget
 * would otherwise start again at each save made on a phone. Only when the old first item is now at `k` and the
 * list is exactly `k` longer (a removal anywhere would break that); pages the move leaves half-known are read
 * again. Null when it does not apply.
 */
export function movedDown<T extends SavedKey>(
  partial: PartialRead<T> | undefined,
  first: { total: number; items: readonly T[] },
  pageSize: number,
): PartialRead<T> | null {
  if (!partial?.head || partial.pageSize !== pageSize) return null
  const oldHead = keyString(partial.head)
  const k = first.items.findIndex((item) => keyString(item) === oldHead)
  if (k < 1 || partial.total + k !== first.total) return null
  const byPosition = new Map<number, T>()
  for (const [offset, items] of partial.pages)
    items.forEach((item, at) => byPosition.set(offset + k + at, item))
  const pages = new Map<number, T[]>()
  for (let offset = pageSize; offset < first.total; offset += pageSize) {
    const page: T[] = []
    const end = Math.min(offset + pageSize, first.total)
    for (let at = offset; at < end && byPosition.has(at); at++) page.push(byPosition.get(at)!)
    if (page.length === end - offset) pages.set(offset, page)
  }
  const head = first.items[0]!
  return { total: first.total, head: { id: head.id, addedAt: head.addedAt }, pageSize, pages }
}

/** The playlists whose items must be read: new ones and those whose snapshot changed. */
export function playlistsToRead(
  listed: readonly Playlist[],
  cached: ReadonlyMap<string, Pick<PlaylistItemsEntry, 'snapshotId'>>,
): Playlist[] {
  return listed.filter((playlist) => cached.get(playlist.id)?.snapshotId !== playlist.snapshotId)
}
