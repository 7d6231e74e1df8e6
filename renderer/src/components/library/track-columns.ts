import type { LibrarySort, Track } from '@contract'

/**
 * The columns of a track list and how a click on their headers sorts it: pure rules shared by the lists the page
 * holds (an album, search results, radio), the library (sorted in core, in step with its sort menu) and
 * playlists.
 */
export type TrackColumn = 'index' | 'title' | 'album' | 'added' | 'duration'

/** A list sorted by a column, or its own order (null). */
export type ColumnSort = { column: Exclude<TrackColumn, 'index'>; reverse: boolean } | null

/**
 * Each column's first order: newest first for the date added (as the library's "Recently added"), A to Z and
 * shortest first for the others. `reverse` turns it round.
 */
const descendingFirst: ReadonlySet<TrackColumn> = new Set(['added'])

/**
 * What a header says of the list's order (`aria-sort`), or nothing when the list is not sorted by it. "#" is
 * ascending while a list that can go back to its own order (`indexSortable`) shows it.
 */
export function ariaSortOf(
  column: TrackColumn,
  sort: ColumnSort,
  indexSortable = false,
): 'ascending' | 'descending' | undefined {
  if (column === 'index') return indexSortable && !sort ? 'ascending' : undefined
  if (!sort || sort.column !== column) return undefined
  return descendingFirst.has(column) !== sort.reverse ? 'descending' : 'ascending'
}

/**
 * The order after a click on a header: a new column sorts by it; the same column again turns it round, and a
 * third time gives the list its own order back (as "#" does at once). `canUnsort` false (the library always has
 * an order) turns it round again instead.
 */
export function nextSort(current: ColumnSort, clicked: TrackColumn, canUnsort = true): ColumnSort {
  if (clicked === 'index') return null
  if (!current || current.column !== clicked) return { column: clicked, reverse: false }
  if (!current.reverse) return { column: clicked, reverse: true }
  return canUnsort ? null : { column: clicked, reverse: false }
}

/** The library's sorts as columns, and back: "Artist" has no column, so no header shows it. */
const librarySortColumns: Partial<Record<LibrarySort, Exclude<TrackColumn, 'index'>>> = {
  recent: 'added',
  title: 'title',
  album: 'album',
  duration: 'duration',
}
export function columnSortOfLibrary(sort: LibrarySort, reverse: boolean): ColumnSort {
  const column = librarySortColumns[sort]
  return column ? { column, reverse } : null
}
export function librarySortOfColumn(column: Exclude<TrackColumn, 'index'>): LibrarySort {
  return column === 'added' ? 'recent' : column
}

export interface SortableRow {
  track: Track
  addedAt?: string | null
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })
const keyOf: Record<Exclude<TrackColumn, 'index'>, (row: SortableRow) => string | number> = {
  title: (row) => row.track.name,
  album: (row) => row.track.album?.name ?? '',
  added: (row) => (row.addedAt ? Date.parse(row.addedAt) : 0),
  duration: (row) => row.track.durationMs,
}

/**
 * The rows in the order `sort` asks, each with its place in the list's own order (where it plays from). Ties
 * keep the list's order, whichever way the sort goes.
 */
export function sortRows<T extends SortableRow>(
  rows: readonly T[],
  sort: ColumnSort,
): { row: T; at: number }[] {
  const placed = rows.map((row, at) => ({ row, at }))
  if (!sort) return placed
  const key = keyOf[sort.column]
  const firstWay = descendingFirst.has(sort.column) ? -1 : 1
  const way = sort.reverse ? -firstWay : firstWay
  return placed.sort((a, b) => {
    const left = key(a.row)
    const right = key(b.row)
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : collator.compare(String(left), String(right))
    return order * way || a.at - b.at
  })
}
