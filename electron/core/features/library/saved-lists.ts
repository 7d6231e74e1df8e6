import { parseSpotifyUri, type LibraryKind } from '../../../contract'
import type { LibraryData } from './library-data'
import type { SavedFingerprints } from './saved-fingerprints'
import { isSpokenKind, spokenIdSet, spokenListOf, type SpokenKindName } from './spoken-saves'

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
  if (!ids) idSets.set(list, (ids = idSet(data, kind)))
  return ids
}

function idSet(data: LibraryData, kind: SavedKindName): Set<string> {
  if (isSpokenKind(kind)) return spokenIdSet(data, kind)
  switch (kind) {
    case 'track':
      return new Set(data.tracks.map((row) => row.id).filter((id): id is string => id !== null))
    case 'album':
      return new Set(data.albums.map(({ album }) => album.id))
    case 'artist':
      return new Set(data.artists.map((artist) => artist.id))
    case 'playlist':
      return new Set(data.playlists.map((playlist) => playlist.id))
  }
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
export type TakenOff =
  | { kind: 'track'; items: Taken<LibraryData['tracks'][number]>[] }
  | { kind: 'album'; items: Taken<LibraryData['albums'][number]>[] }
  | { kind: 'artist'; items: Taken<LibraryData['artists'][number]>[] }
  | { kind: 'playlist'; items: Taken<LibraryData['playlists'][number]>[] }
  | { kind: 'show'; items: Taken<LibraryData['shows'][number]>[] }
  | { kind: 'episode'; items: Taken<LibraryData['episodes'][number]>[] }
  | { kind: 'audiobook'; items: Taken<LibraryData['audiobooks'][number]>[] }
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

const trackId = (row: LibraryData['tracks'][number]) => row.id
const albumId = ({ album }: LibraryData['albums'][number]) => album.id
const ownId = (item: { id: string }) => item.id
const showId = ({ show }: LibraryData['shows'][number]) => show.id
const episodeId = ({ episode }: LibraryData['episodes'][number]) => episode.id
const audiobookId = ({ audiobook }: LibraryData['audiobooks'][number]) => audiobook.id

/** Takes removed items off their list now; answers what was taken, to put back if the removal is refused. */
export function removeLocally(data: LibraryData, kind: SavedKindName, ids: ReadonlySet<string>): TakenOff {
  switch (kind) {
    case 'track': {
      const { kept, items } = without(data.tracks, trackId, ids)
      data.tracks = kept
      return { kind, items }
    }
    case 'album': {
      const { kept, items } = without(data.albums, albumId, ids)
      data.albums = kept
      return { kind, items }
    }
    case 'artist': {
      const { kept, items } = without(data.artists, ownId, ids)
      data.artists = kept
      return { kind, items }
    }
    case 'playlist': {
      const { kept, items } = without(data.playlists, ownId, ids)
      data.playlists = kept
      return { kind, items }
    }
    case 'show': {
      const { kept, items } = without(data.shows, showId, ids)
      data.shows = kept
      return { kind, items }
    }
    case 'episode': {
      const { kept, items } = without(data.episodes, episodeId, ids)
      data.episodes = kept
      return { kind, items }
    }
    case 'audiobook': {
      const { kept, items } = without(data.audiobooks, audiobookId, ids)
      data.audiobooks = kept
      return { kind, items }
    }
  }
}

/** Puts taken items back where they were (those not back on the list already). */
export function putBack(data: LibraryData, taken: TakenOff): void {
  switch (taken.kind) {
    case 'track':
      data.tracks = withBack(data.tracks, trackId, taken.items)
      return
    case 'album':
      data.albums = withBack(data.albums, albumId, taken.items)
      return
    case 'artist':
      data.artists = withBack(data.artists, ownId, taken.items)
      return
    case 'playlist':
      data.playlists = withBack(data.playlists, ownId, taken.items)
      return
    case 'show':
      data.shows = withBack(data.shows, showId, taken.items)
      return
    case 'episode':
      data.episodes = withBack(data.episodes, episodeId, taken.items)
      return
    case 'audiobook':
      data.audiobooks = withBack(data.audiobooks, audiobookId, taken.items)
  }
}
