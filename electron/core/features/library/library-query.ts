import type { LibrarySort } from '../../../contract'
import type { ListSearch, RowFilter } from './list-search'
import type { TrackRow } from './track-rows'

export type { ListSearch, RowFilter } from './list-search'

/**
 * Filtering and sorting of the library's lists, locally and fast: a sort order is computed once per revision
 * of a list and kept, so a keystroke in the filter costs at most one pass over the rows (in the rows' own order,
 * which reads memory in a line; the answer then follows the sort). A filter is words; a row matches when every
 * word is found in its title, artists or album (any case).
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

// Made on first use: building a collator reads ICU's collation tables (~3 MiB resident), which an app that
// never sorts its library by name should not pay for.
let collator: Intl.Collator | undefined
const collate = (a: string, b: string) =>
  (collator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })).compare(a, b)

/** Compares by the first artist's name, then the title. */
const firstArtist = (row: TrackRow) => row.artists[0]?.ref.name ?? ''

export const trackComparators: Partial<Record<LibrarySort, (a: TrackRow, b: TrackRow) => number>> = {
  title: (a, b) => collate(a.name, b.name),
  artist: (a, b) => collate(firstArtist(a), firstArtist(b)) || collate(a.name, b.name),
  album: (a, b) => collate(a.album?.ref.name ?? '', b.album?.ref.name ?? '') || collate(a.name, b.name),
  duration: (a, b) => a.durationMs - b.durationMs,
}

/** A list's filter from a test of one row (lists of hundreds, where nothing is worth keeping). */
export function byRow<T>(matcher: (words: readonly string[]) => (row: T) => boolean): ListSearch<T> {
  return (rows) => (words) => {
    const matches = matcher(words)
    return { test: (index) => matches(rows[index]!) }
  }
}

export { trackMatcher } from './track-search'

/** Row indices in sort order: the list's own order for `recent` (newest first), else sorted by `compare`. */
export function sortOrder<T>(rows: readonly T[], compare: ((a: T, b: T) => number) | undefined): Int32Array {
  const order = new Int32Array(rows.length)
  for (let i = 0; i < order.length; i++) order[i] = i
  // The sort is stable, so rows that compare equal keep the list's order.
  if (compare) order.sort((a, b) => compare(rows[a]!, rows[b]!))
  return order
}

/**
 * The indices of `candidates` whose rows match, in the candidates' order (reversed when asked). Many candidates
 * are tested in the rows' own order rather than the candidates' (a sorted order jumps all over memory), with
 * a byte per row in `scratch` saying which are in; a few are tested as they come.
 */
export function selectRows(
  candidates: Int32Array,
  filter: RowFilter,
  reverse: boolean,
  scratch: Uint8Array,
): Int32Array {
  const size = scratch.length
  if (candidates.length * 8 < size) {
    const picked = new Int32Array(candidates.length)
    let count = 0
    for (let i = 0; i < candidates.length; i++) {
      const index = candidates[reverse ? candidates.length - 1 - i : i]!
      if (filter.test(index)) picked[count++] = index
    }
    return count === picked.length ? picked : picked.slice(0, count)
  }
  if (candidates.length === size) scratch.fill(1)
  else {
    scratch.fill(0)
    for (let i = 0; i < candidates.length; i++) scratch[candidates[i]!] = 1
  }
  if (filter.sieve) filter.sieve(scratch)
  else
    for (let index = 0; index < size; index++) if (scratch[index] && !filter.test(index)) scratch[index] = 0
  let count = 0
  for (let index = 0; index < size; index++) count += scratch[index]!
  const picked = new Int32Array(count)
  let at = 0
  for (let i = 0; i < candidates.length && at < count; i++) {
    const index = candidates[reverse ? candidates.length - 1 - i : i]!
    if (scratch[index]) picked[at++] = index
  }
  return picked
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

export const compareText = (a: string, b: string) => collate(a, b)

/** From how many rows a list's filter is worth running once before anyone types (see `warmUp`). */
const WARM_UP_ROWS = 5_000

/**
 * The answers of one list, remembered while its rows stay the same: sort orders by sort, and the last few
 * filtered selections (scrolling asks for many windows of one query).
 */
export class QueryMemo<T> {
  private rows: readonly T[] | undefined
  private readonly orders = new Map<LibrarySort, Int32Array>()
  private readonly selections = new Map<string, Int32Array>()
  /** The list's filter, made with its first answer, and a byte per row for it to mark. */
  private search: ReturnType<ListSearch<T>> | undefined
  private scratch: Uint8Array | undefined
  /** The last selection made, to narrow down from while someone types on. */
  private last: { sort: LibrarySort; reverse: boolean; words: string[]; selected: Int32Array } | undefined

  constructor(
    private readonly comparators: Partial<Record<LibrarySort, (a: T, b: T) => number>>,
    private readonly matcher: ListSearch<T>,
    private readonly keep = 8,
  ) {}

  /** The indices of `rows` that `query` selects, in its order. */
  select(rows: readonly T[], query: ListQuery): Int32Array {
    if (rows !== this.rows) {
      const scratch = this.scratch
      this.forget()
      this.rows = rows
      if (scratch?.length === rows.length) this.scratch = scratch
    }
    const words = filterWords(query.filter)
    const key = `${query.sort}\u0000${query.reverse}\u0000${words.join('\u0000')}`
    const known = this.selections.get(key)
    if (known) return known
    const last = this.last
    let selected: Int32Array
    if (!words.length) {
      const order = this.order(rows, query.sort)
      selected = query.reverse ? order.slice().reverse() : order
      // A list shows before anyone types in its filter: the filter's part that lasts is made now (for 50,000
      // tracks a few ms, beside the sort), not on the first keystroke.
      if (!this.search) {
        this.search = this.matcher(rows)
        if (rows.length >= WARM_UP_ROWS) this.warmUp(order)
      }
    } else if (
      last &&
      last.sort === query.sort &&
      last.reverse === query.reverse &&
      narrows(words, last.words)
    ) {
      // Typing on only narrows: what matches now is among what matched a keystroke ago, in the same order.
      selected = selectRows(
        last.selected,
        this.matches(rows, words, last.selected.length),
        false,
        this.marks(rows.length),
      )
    } else {
      const order = this.order(rows, query.sort)
      selected = selectRows(
        order,
        this.matches(rows, words, order.length),
        query.reverse,
        this.marks(rows.length),
      )
    }
    this.last = { sort: query.sort, reverse: query.reverse, words, selected }
    this.selections.set(key, selected)
    if (this.selections.size > this.keep) this.selections.delete(this.selections.keys().next().value!)
    return selected
  }

  /** Lets go of the rows and all worked out over them (the library went to rest). */
  forget(): void {
    this.rows = undefined
    this.orders.clear()
    this.selections.clear()
    this.last = undefined
    this.search = undefined
    this.scratch = undefined
  }

  private order(rows: readonly T[], sort: LibrarySort): Int32Array {
    let order = this.orders.get(sort)
    if (!order) {
      order = sortOrder(rows, this.comparators[sort])
      this.orders.set(sort, order)
    }
    return order
  }

  private marks(size: number): Uint8Array {
    return (this.scratch ??= new Uint8Array(size))
  }

  /**
   * Runs the filter's loops over every row and over a few, and throws the answers away. The first keystrokes
   * in a long list otherwise run them cold, in the engine's interpreter: for 50,000 tracks 5 to 10 ms more
   * than when they run compiled, the slowest keystrokes by far. A space is a word no filter has (words are
   * split at spaces) but most texts hold, so the loops go over many hits.
   */
  private warmUp(order: Int32Array): void {
    const marks = this.marks(order.length)
    const few = order.subarray(0, order.length >> 4)
    // Twice: the engine notes what a function's first lines meet only from its second call on, and code
    // compiled without that is thrown away on the next call.
    for (let round = 0; round < 2; round++) {
      selectRows(order, this.search!([' '], order.length), false, marks)
      // A word no text holds, so a row's title is looked in too.
      selectRows(few, this.search!([' ', '\u0000'], few.length), false, marks)
    }
  }

  private matches(rows: readonly T[], words: readonly string[], candidates: number): RowFilter {
    this.search ??= this.matcher(rows)
    return this.search(words, candidates)
  }
}
