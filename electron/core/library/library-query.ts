import type { LibrarySort } from '../../contract'
import type { SharedAlbum, SharedArtist, TrackRow } from './track-rows'

/**
 * Filtering and sorting of the library's lists, locally and fast: a sort order is computed once per revision
 * of a list and kept, so a keystroke in the filter costs one pass over the rows in that order. A filter is
 * words; a row matches when every word is found in its title, artists or album (any case).
 */

export interface ListQuery {
  sort: LibrarySort
  reverse: boolean
  filter: string
}

/** The filter's words, in lower case, without repeats. */
export function filterWords(filter: string): string[] {
  return [...new Set(filter.toLowerCase().split(/\s+/).filter(Boolean))]
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })

/** Compares by the first artist's name, then the title. */
const firstArtist = (row: TrackRow) => row.artists[0]?.ref.name ?? ''

export const trackComparators: Partial<Record<LibrarySort, (a: TrackRow, b: TrackRow) => number>> = {
  title: (a, b) => collator.compare(a.name, b.name),
  artist: (a, b) => collator.compare(firstArtist(a), firstArtist(b)) || collator.compare(a.name, b.name),
  album: (a, b) =>
    collator.compare(a.album?.ref.name ?? '', b.album?.ref.name ?? '') || collator.compare(a.name, b.name),
  duration: (a, b) => a.durationMs - b.durationMs,
}

/**
 * A test of one track against the filter's words. What an album or artist matches is worked out once per
 * album or artist and remembered for this filter, so 50,000 rows of a few thousand albums stay cheap.
 */
export function trackMatcher(words: readonly string[]): (row: TrackRow) => boolean {
  if (!words.length) return () => true
  const albumHits = new Map<SharedAlbum, number>()
  const artistHits = new Map<SharedArtist, number>()
  // A bit per word: which of the words this album or artist holds.
  const bitsOf = (lower: string) => {
    let bits = 0
    for (let i = 0; i < words.length; i++) if (lower.includes(words[i]!)) bits |= 1 << i
    return bits
  }
  const all = words.length >= 31 ? -1 : (1 << words.length) - 1
  return (row) => {
    let bits = bitsOf(row.lower)
    if (bits === all) return true
    if (row.album) {
      let hit = albumHits.get(row.album)
      if (hit === undefined) albumHits.set(row.album, (hit = bitsOf(row.album.lower)))
      bits |= hit
    }
    for (const artist of row.artists) {
      let hit = artistHits.get(artist)
      if (hit === undefined) artistHits.set(artist, (hit = bitsOf(artist.lower)))
      bits |= hit
    }
    return (bits & all) === all
  }
}

/** Row indices in sort order: the list's own order for `recent` (newest first), else sorted by `compare`. */
export function sortOrder<T>(rows: readonly T[], compare: ((a: T, b: T) => number) | undefined): Int32Array {
  const order = new Int32Array(rows.length)
  for (let i = 0; i < order.length; i++) order[i] = i
  // The sort is stable, so rows that compare equal keep the list's order.
  if (compare) order.sort((a, b) => compare(rows[a]!, rows[b]!))
  return order
}

/** The indices of `order` whose rows match, reversed when asked. */
export function selectRows<T>(
  rows: readonly T[],
  order: Int32Array,
  matches: (row: T) => boolean,
  reverse: boolean,
): Int32Array {
  const picked = new Int32Array(order.length)
  let count = 0
  for (let i = 0; i < order.length; i++) {
    const index = order[reverse ? order.length - 1 - i : i]!
    if (matches(rows[index]!)) picked[count++] = index
  }
  return picked.subarray(0, count)
}

/**
 * Whether `words` ask for at least what `before` asked: every earlier word is inside one of the new ones, so
 * every row that matches now matched then.
 */
export function narrows(words: readonly string[], before: readonly string[]): boolean {
  return before.every((old) => words.some((word) => word.includes(old)))
}

/** A matcher over plain text fields (albums, playlists, artists: lists of hundreds, not tens of thousands). */
export function textMatcher<T>(words: readonly string[], text: (item: T) => string): (item: T) => boolean {
  if (!words.length) return () => true
  return (item) => {
    const lower = text(item).toLowerCase()
    return words.every((word) => lower.includes(word))
  }
}

export const compareText = (a: string, b: string) => collator.compare(a, b)

/**
 * The answers of one list, remembered while its rows stay the same: sort orders by sort, and the last few
 * filtered selections (scrolling asks for many windows of one query).
 */
export class QueryMemo<T> {
  private rows: readonly T[] | undefined
  private readonly orders = new Map<LibrarySort, Int32Array>()
  private readonly selections = new Map<string, Int32Array>()
  /** The last selection made, to narrow down from while someone types on. */
  private last: { sort: LibrarySort; reverse: boolean; words: string[]; selected: Int32Array } | undefined

  constructor(
    private readonly comparators: Partial<Record<LibrarySort, (a: T, b: T) => number>>,
    private readonly matcher: (words: readonly string[]) => (item: T) => boolean,
    private readonly keep = 8,
  ) {}

  /** The indices of `rows` that `query` selects, in its order. */
  select(rows: readonly T[], query: ListQuery): Int32Array {
    if (rows !== this.rows) {
      this.rows = rows
      this.orders.clear()
      this.selections.clear()
      this.last = undefined
    }
    const words = filterWords(query.filter)
    const key = `${query.sort}\u0000${query.reverse}\u0000${words.join('\u0000')}`
    const known = this.selections.get(key)
    if (known) return known
    const last = this.last
    let selected: Int32Array
    if (last && last.sort === query.sort && last.reverse === query.reverse && narrows(words, last.words)) {
      // Typing on only narrows: what matches now is among what matched a keystroke ago, in the same order.
      selected = selectRows(rows, last.selected, this.matcher(words), false)
    } else {
      let order = this.orders.get(query.sort)
      if (!order) {
        order = sortOrder(rows, this.comparators[query.sort])
        this.orders.set(query.sort, order)
      }
      selected = selectRows(rows, order, this.matcher(words), query.reverse)
    }
    this.last = { sort: query.sort, reverse: query.reverse, words, selected }
    this.selections.set(key, selected)
    if (this.selections.size > this.keep) this.selections.delete(this.selections.keys().next().value!)
    return selected
  }
}
