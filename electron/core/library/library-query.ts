import type { LibrarySort } from '../../contract'
import type { SharedAlbum, SharedArtist, TrackRow } from './track-rows'

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

/**
 * A list's filter, worked out over its rows: given the filter's words and how many rows it will be asked about,
 * a test of a row by its index. Built once per list (with its first answer), so it may keep what
 * every keystroke would otherwise work out again.
 */
export type ListSearch<T> = (
  rows: readonly T[],
) => (words: readonly string[], candidates: number) => (index: number) => boolean

/** A list's filter from a test of one row (lists of hundreds, where nothing is worth keeping). */
export function byRow<T>(matcher: (words: readonly string[]) => (row: T) => boolean): ListSearch<T> {
  return (rows) => (words) => {
    const matches = matcher(words)
    return (index) => matches(rows[index]!)
  }
}

/** The most words a filter test keeps a bit for; more (a pasted paragraph) are tested one by one. */
const MAX_BITS = 30

/**
 * The tracks' filter. A row matches when every word is in its title, its album or one of its artists.
 *
 * Built once per list, with its first answer: albums, artists and lists of artists are numbered (a
 * 50,000-track library holds a few thousand of each, shared between rows) and each row gets its album's and
 * its list of artists' number (two typed arrays). A keystroke works out which of its words each album, artist
 * and list holds (a bit per word): all at once when it will be asked about many rows, else each the first time
 * a row needs it. A row's test is then two array reads, and a look in its title only for the words its album
 * and artists do not hold. Nothing is allocated per row.
 */
export const trackMatcher: ListSearch<TrackRow> = (rows) => {
  const size = rows.length
  const albums: SharedAlbum[] = []
  const artists: SharedArtist[] = []
  const albumOf = new Int32Array(size)
  const listOf = new Int32Array(size)
  // The lists of artists, as their artists' numbers: from listStart[l] to listStart[l + 1] in listArtists.
  const listStart: number[] = [0]
  const listArtists: number[] = []
  const albumIds = new Map<SharedAlbum, number>()
  const artistIds = new Map<SharedArtist, number>()
  const listIds = new Map<readonly SharedArtist[], number>()
  for (let i = 0; i < size; i++) {
    const row = rows[i]!
    let id = -1
    if (row.album) {
      id = albumIds.get(row.album) ?? -1
      if (id < 0) albumIds.set(row.album, (id = albums.push(row.album) - 1))
    }
    albumOf[i] = id
    id = listIds.get(row.artists) ?? -1
    if (id < 0) {
      listIds.set(row.artists, (id = listStart.length - 1))
      for (const artist of row.artists) {
        let artistId = artistIds.get(artist) ?? -1
        if (artistId < 0) artistIds.set(artist, (artistId = artists.push(artist) - 1))
        listArtists.push(artistId)
      }
      listStart.push(listArtists.length)
    }
    listOf[i] = id
  }
  const lists = listStart.length - 1
  // Per keystroke: which words each album, artist and list holds (-1: not worked out yet; a mask of at most
  // 30 bits is never -1).
  const albumBits = new Int32Array(albums.length)
  const artistBits = new Int32Array(artists.length)
  const listBits = new Int32Array(lists)

  return (words, candidates) => {
    if (!words.length) return () => true
    if (words.length > MAX_BITS) {
      // Rare enough to be plain: every word somewhere in the row's texts.
      return (index) => {
        const row = rows[index]!
        const texts = [row.lower, row.album?.lower ?? '', ...row.artists.map((artist) => artist.lower)]
        return words.every((word) => texts.some((text) => text.includes(word)))
      }
    }
    const all = (1 << words.length) - 1
    const bitsOf = (lower: string) => {
      let bits = 0
      for (let w = 0; w < words.length; w++) if (lower.includes(words[w]!)) bits |= 1 << w
      return bits
    }
    const artistHits = (artist: number) => {
      let bits = artistBits[artist]!
      if (bits < 0) bits = artistBits[artist] = bitsOf(artists[artist]!.lower)
      return bits
    }
    const listHits = (list: number) => {
      let bits = listBits[list]!
      if (bits < 0) {
        bits = 0
        for (let k = listStart[list]!; k < listStart[list + 1]!; k++) bits |= artistHits(listArtists[k]!)
        listBits[list] = bits
      }
      return bits
    }
    albumBits.fill(-1)
    artistBits.fill(-1)
    listBits.fill(-1)
    if (candidates * 8 >= size) {
      // Many rows: most albums and artists will be asked about, so all of them at once.
      for (let a = 0; a < albums.length; a++) albumBits[a] = bitsOf(albums[a]!.lower)
      for (let l = 0; l < lists; l++) listHits(l)
    }
    return (index) => {
      let bits = 0
      const album = albumOf[index]!
      if (album >= 0) {
        bits = albumBits[album]!
        if (bits < 0) bits = albumBits[album] = bitsOf(albums[album]!.lower)
      }
      bits |= listHits(listOf[index]!)
      if (bits === all) return true
      // The words its album and artists do not hold must be in its title.
      const lower = rows[index]!.lower
      for (let w = 0; w < words.length; w++) {
        if (!(bits & (1 << w)) && !lower.includes(words[w]!)) return false
      }
      return true
    }
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

/**
 * The indices of `candidates` whose rows match, in the candidates' order (reversed when asked). Many candidates
 * are tested in the rows' own order rather than the candidates' (a sorted order jumps all over memory), with
 * a byte per row in `scratch` saying which are in; a few are tested as they come.
 */
export function selectRows(
  candidates: Int32Array,
  matches: (index: number) => boolean,
  reverse: boolean,
  scratch: Uint8Array,
): Int32Array {
  const size = scratch.length
  if (candidates.length * 8 < size) {
    const picked = new Int32Array(candidates.length)
    let count = 0
    for (let i = 0; i < candidates.length; i++) {
      const index = candidates[reverse ? candidates.length - 1 - i : i]!
      if (matches(index)) picked[count++] = index
    }
    return count === picked.length ? picked : picked.slice(0, count)
  }
  if (candidates.length === size) scratch.fill(1)
  else {
    scratch.fill(0)
    for (let i = 0; i < candidates.length; i++) scratch[candidates[i]!] = 1
  }
  let count = 0
  for (let index = 0; index < size; index++) {
    if (scratch[index] && (scratch[index] = matches(index) ? 1 : 0)) count++
  }
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
      this.search ??= this.matcher(rows)
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
        this.marks(rows),
      )
    } else {
      const order = this.order(rows, query.sort)
      selected = selectRows(order, this.matches(rows, words, order.length), query.reverse, this.marks(rows))
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

  private marks(rows: readonly T[]): Uint8Array {
    return (this.scratch ??= new Uint8Array(rows.length))
  }

  private matches(
    rows: readonly T[],
    words: readonly string[],
    candidates: number,
  ): (index: number) => boolean {
    this.search ??= this.matcher(rows)
    return this.search(words, candidates)
  }
}
