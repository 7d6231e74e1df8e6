import { parseSpotifyUri, type LibraryKind } from '../../../contract'
import type { LibraryData } from './library-data'
import type { SavedFingerprints } from './saved-fingerprints'
import { spokenListOf, type SpokenKindName } from './spoken-saves'

/**
 * The library's lists seen as "is it saved?": which list holds each kind of item, the ids of a list, what is
 * known without a request, and taking items off a list at once.
 */

export type SavedKindName = 'track' | 'album' | 'artist' | 'playlist' | SpokenKindName
export const listOf: Record<SavedKindName, LibraryKind> = {
  track: 'tracks',
  album: 'albums',
  artist: 'artists',
  playlist: 'playlists',
  ...spokenListOf,
}

/**
 * The ids in one of the library's lists, made once per list: a list is replaced when it changes, never changed
 * in place (the queries rely on that too). Made afresh for each answer, the set of 50,000 saved tracks was
 * most of the app's work while someone scrolled the list (every window of rows is asked about), about a CPU
 * core's worth that the page's frames then waited for.
 */
const idSets = new WeakMap<readonly object[], Set<string>>()

export function idsOfKind(data: LibraryData, kind: SavedKindName): Set<string> {
  const list: readonly object[] = data[listOf[kind]]
  let ids = idSets.get(list)
  if (!ids) idSets.set(list, (ids = idSet(data, listOf[kind])))
  return ids
}

/** A row of one of the library's lists. */
type Row<L extends LibraryKind> = LibraryData[L][number]
/** Lists by their names, each of its own rows (read by its name, a list is written back by it). */
type Lists<L extends LibraryKind = LibraryKind> = Record<L, Row<L>[]>

/** How each list's rows name their item (a local file's track has no id). */
const rowIds: { [L in LibraryKind]: (row: Row<L>) => string | null } = {
  tracks: (row) => row.id,
  albums: ({ album }) => album.id,
  artists: (artist) => artist.id,
  playlists: (playlist) => playlist.id,
  shows: ({ show }) => show.id,
  episodes: ({ episode }) => episode.id,
  audiobooks: ({ audiobook }) => audiobook.id,
}

function idSet<L extends LibraryKind>(lists: Lists<L>, list: L): Set<string> {
  const ids = new Set<string>()
  for (const row of lists[list]) {
    const id = rowIds[list](row)
    if (id !== null) ids.add(id)
  }
  return ids
}

/** The list a URI's item belongs in; null for kinds the library keeps no list of (or not a URI). */
export const kindOf = (uri: string): { kind: SavedKindName; id: string } | null => {
  const parsed = parseSpotifyUri(uri)
  return parsed && parsed.kind in listOf ? { kind: parsed.kind as SavedKindName, id: parsed.id } : null
}

/** What is held without waking the rows: the rows, or (resting) which tracks are saved. */
export type Peek = { data: LibraryData } | { resting: SavedFingerprints | null } | undefined

/** Whether the lists say the item is saved, without a request and without waking them; undefined if not known. */
export function knownFromLists(held: Peek, uri: string): boolean | undefined {
  const parsed = kindOf(uri)
  if (!parsed || !held) return undefined
  if ('data' in held) {
    return held.data.complete[listOf[parsed.kind]]
      ? idsOfKind(held.data, parsed.kind).has(parsed.id)
      : undefined
  }
  return parsed.kind === 'track' ? held.resting?.has(parsed.id) : undefined
}

/** Items taken off a list, each with where it was: enough to put them back as they were. */
export interface TakenOff {
  list: LibraryKind
  items: Taken<Row<LibraryKind>>[]
}
interface Taken<T> {
  at: number
  item: T
}

/** `list` without the items whose id is in `ids`, and those items with where they were. */
function without<T>(list: readonly T[], idOf: (item: T) => string | null, ids: ReadonlySet<string>) {
  const items: Taken<T>[] = []
  const kept = list.filter((item, at) => {
    const id = idOf(item)
    if (id === null || !ids.has(id)) return true
    items.push({ at, item })
    return false
  })
  return { kept, items }
}

/** `list` with the taken items back where they were (those not on it already). */
function withBack<T>(list: readonly T[], idOf: (item: T) => string | null, items: readonly Taken<T>[]): T[] {
  const next = [...list]
  const present = new Set(list.map(idOf))
  for (const { at, item } of items)
    if (!present.has(idOf(item))) next.splice(Math.min(at, next.length), 0, item)
  return next
}

/** `lists[list]` without the items whose id is in `ids`; answers those taken, with where they were. */
function takeOff<L extends LibraryKind>(lists: Lists<L>, list: L, ids: ReadonlySet<string>): Taken<Row<L>>[] {
  const { kept, items } = without(lists[list], rowIds[list], ids)
  lists[list] = kept
  return items
}

/** Takes removed items off their list now; answers what was taken, to put back if the removal is refused. */
export function removeLocally(data: LibraryData, kind: SavedKindName, ids: ReadonlySet<string>): TakenOff {
  const list = listOf[kind]
  return { list, items: takeOff(data, list, ids) }
}

/** `lists[list]` with the taken items back where they were (those not on it already). */
function putBackOn<L extends LibraryKind>(lists: Lists<L>, list: L, items: readonly Taken<Row<L>>[]): void {
  lists[list] = withBack(lists[list], rowIds[list], items)
}

/** Puts taken items back where they were (those not back on the list already). */
export const putBack = (data: LibraryData, { list, items }: TakenOff): void => putBackOn(data, list, items)
