import type { PlaylistItem } from './playlist-store'

/**
 * The edits of a playlist's item list, as pure functions over arrays. They check their arguments against the
 * list and answer a problem (the route turns it into a 400) or the new list; they never touch the playlist.
 */
export type EditResult = { ok: true; items: PlaylistItem[] } | { ok: false; problem: string }

export function insertItems(
  items: readonly PlaylistItem[],
  added: PlaylistItem[],
  position?: number,
): EditResult {
  const at = position ?? items.length
  if (at > items.length) {
    return {
      ok: false,
      problem: `position must be from 0 to ${items.length} (the number of items); got ${at}`,
    }
  }
  return { ok: true, items: [...items.slice(0, at), ...added, ...items.slice(at)] }
}

export interface Removal {
  trackId: string
  uri: string
  /** Remove only at these positions (each must hold the track); absent: every occurrence. */
  positions?: number[]
}

export function removeItems(items: readonly PlaylistItem[], removals: readonly Removal[]): EditResult {
  const doomed = new Set<number>()
  for (const removal of removals) {
    if (removal.positions === undefined) {
      items.forEach((item, index) => {
        if (item.trackId === removal.trackId) doomed.add(index)
      })
      continue
    }
    for (const position of removal.positions) {
      if (items[position]?.trackId !== removal.trackId) {
        return { ok: false, problem: `${removal.uri} is not at position ${position}` }
      }
      doomed.add(position)
    }
  }
  return { ok: true, items: items.filter((_, index) => !doomed.has(index)) }
}

/**
 * The reorder rule of api-spec.md: the items from `rangeStart` through the next `rangeLength` move to the
 * position before `insertBefore` (an index of the list as it was); `insertBefore` = length moves them to the
 * end. An `insertBefore` inside the range leaves the list as it is.
 */
export function reorderItems(
  items: readonly PlaylistItem[],
  rangeStart: number,
  insertBefore: number,
  rangeLength: number,
): EditResult {
  const count = items.length
  if (rangeStart >= count) {
    return {
      ok: false,
      problem: `range_start must be less than the number of items (${count}); got ${rangeStart}`,
    }
  }
  if (rangeStart + rangeLength > count) {
    return {
      ok: false,
      problem: `range_start + range_length must be at most the number of items (${count}); got ${rangeStart + rangeLength}`,
    }
  }
  if (insertBefore > count) {
    return {
      ok: false,
      problem: `insert_before must be from 0 to ${count} (the number of items); got ${insertBefore}`,
    }
  }
  const rangeEnd = rangeStart + rangeLength
  if (insertBefore >= rangeStart && insertBefore <= rangeEnd) return { ok: true, items: [...items] }
  const moved = items.slice(rangeStart, rangeEnd)
  const rest = [...items.slice(0, rangeStart), ...items.slice(rangeEnd)]
  const at = insertBefore < rangeStart ? insertBefore : insertBefore - rangeLength
  return { ok: true, items: [...rest.slice(0, at), ...moved, ...rest.slice(at)] }
}

/** True when two item lists hold the same entries in the same order (no change, no new snapshot). */
export function sameItems(a: readonly PlaylistItem[], b: readonly PlaylistItem[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index])
}
