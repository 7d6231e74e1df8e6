import { parseSpotifyUri } from './spotify-link'

/**
 * The values and pure rules of the library as the page sees it, with no schema library: which lists there are,
 * how they sort, how big a window may be. The schemas in library.ts are built from the same values.
 */

/**
 * The lists of the library window, one tab each: music, then podcasts (followed shows, "Your Episodes") and
 * audiobooks (where the service sells them).
 */
export const libraryKinds = [
  'tracks',
  'albums',
  'playlists',
  'artists',
  'shows',
  'episodes',
  'audiobooks',
] as const
export type LibraryKind = (typeof libraryKinds)[number]

/** The name a library list is kept under while its window is away (`library:tracks`). */
export const libraryListKey = (kind: LibraryKind): string => `library:${kind}`

const LIBRARY_LIST_KINDS: ReadonlyMap<string, LibraryKind> = new Map(
  libraryKinds.map((kind) => [libraryListKey(kind), kind]),
)

/** The library list a kept list's name names, or undefined for any other list (a playlist's items). */
export const libraryKindOfList = (key: string): LibraryKind | undefined => LIBRARY_LIST_KINDS.get(key)

/**
 * How a list sorts. Each has a natural order: `recent` newest first (for playlists: the order of your list;
 * for artists: the order the service lists them), `title`/`artist`/`album` A to Z, `duration` shortest first.
 * `reverse` turns it round.
 */
export const librarySorts = ['recent', 'title', 'artist', 'album', 'duration'] as const
export type LibrarySort = (typeof librarySorts)[number]

/** The sorts that mean something for each list (the first is the default). */
export const sortsFor: Readonly<Record<LibraryKind, readonly LibrarySort[]>> = {
  tracks: ['recent', 'title', 'artist', 'album', 'duration'],
  albums: ['recent', 'title', 'artist'],
  playlists: ['recent', 'title'],
  artists: ['recent', 'title'],
  shows: ['recent', 'title', 'artist'],
  episodes: ['recent', 'title', 'artist', 'duration'],
  audiobooks: ['recent', 'title', 'artist'],
}

export const sortLabels: Readonly<Record<LibrarySort, string>> = {
  recent: 'Recently added',
  title: 'Title',
  artist: 'Artist',
  album: 'Album',
  duration: 'Duration',
}

/** The words of a sort in a list: `recent` is the order of the list itself, named for what that is there. */
export function sortLabel(kind: LibraryKind, sort: LibrarySort): string {
  if (sort === 'artist' && kind !== 'tracks' && kind !== 'albums') {
    return kind === 'shows' ? 'Publisher' : kind === 'episodes' ? 'Show' : 'Author'
  }
  if (sort !== 'recent') return sortLabels[sort]
  return kind === 'playlists' ? 'Your order' : kind === 'artists' ? 'As followed' : 'Recently added'
}

/** The most rows one window of a list may hold: the page asks for what it shows, never a whole library. */
export const LIBRARY_WINDOW_MAX = 500
/** The longest filter a list takes. */
export const LIBRARY_FILTER_MAX = 200

/** `held`: some lists wait for the day's request budget (or the service's quota); reading goes on by itself. */
export const syncStates = ['idle', 'syncing', 'done', 'held', 'cancelled', 'failed'] as const
export type SyncState = (typeof syncStates)[number]

export const kindSyncStates = ['waiting', 'reading', 'done', 'held', 'failed', 'cancelled'] as const
export type KindSyncState = (typeof kindSyncStates)[number]

/** Words for a tab: "Tracks", "Albums", … */
export const kindLabels: Readonly<Record<LibraryKind, string>> = {
  tracks: 'Tracks',
  albums: 'Albums',
  playlists: 'Playlists',
  artists: 'Artists',
  shows: 'Podcasts',
  episodes: 'Episodes',
  audiobooks: 'Audiobooks',
}

/** An empty count of every list. */
export const noCounts = (): Record<LibraryKind, number> =>
  Object.fromEntries(libraryKinds.map((kind) => [kind, 0])) as Record<LibraryKind, number>

/** The share of a sync that is done, 0..1, from the counts of every list (lists of unknown length count as 0). */
export function syncFraction(kinds: Record<LibraryKind, { loaded: number; total: number | null }>): number {
  let loaded = 0
  let total = 0
  for (const kind of libraryKinds) {
    const entry = kinds[kind]
    if (entry.total === null) continue
    loaded += Math.min(entry.loaded, entry.total)
    total += entry.total
  }
  return total === 0 ? 0 : loaded / total
}

/**
 * The tabs the library shows: every list, but Audiobooks only where the service sells them (or, the country
 * unknown, when some are saved).
 */
export function shownLibraryKinds(audiobooksSold: boolean | null, audiobooks: number): LibraryKind[] {
  const books = audiobooksSold ?? audiobooks > 0
  return libraryKinds.filter((kind) => kind !== 'audiobooks' || books)
}

/** The web link of an item, for "Copy link": `spotify:album:abc` → https://open.spotify.com/album/abc. */
export function openLinkOf(uri: string): string | null {
  const parsed = parseSpotifyUri(uri)
  return parsed ? `https://open.spotify.com/${parsed.kind}/${parsed.id}` : null
}

/** The kinds of item that have a page of their own in Encore. */
const pageKinds = new Set(['album', 'artist', 'playlist', 'user', 'track', 'show', 'episode', 'audiobook'])

/**
 * The page of an item in Encore, from its URI: `spotify:show:abc` → `/show/abc`. An episode's "artist" and
 * "album" are its show, so rows and menus reach the show's page the same way. Null for what has none.
 */
export function pagePathOf(uri: string): string | null {
  const parsed = parseSpotifyUri(uri)
  return parsed && pageKinds.has(parsed.kind) ? `/${parsed.kind}/${parsed.id}` : null
}

/** An artist's albums by how the artist relates to them, in the order an artist page shows them. */
export const albumGroups = ['album', 'single', 'appears_on', 'compilation'] as const
export type AlbumGroupName = (typeof albumGroups)[number]

export const albumGroupLabels: Readonly<Record<AlbumGroupName, string>> = {
  album: 'Albums',
  single: 'Singles and EPs',
  appears_on: 'Appears on',
  compilation: 'Compilations',
}

/** Markets the search and artist pages offer to switch to (`from_token`: the signed-in user's country). */
export const marketChoices = ['from_token', 'US', 'GB', 'DE', 'FR', 'SE', 'ES', 'BR', 'JP'] as const
