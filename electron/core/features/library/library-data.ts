import {
  libraryKinds,
  type Album,
  type Artist,
  type LibraryKind,
  type LibrarySort,
  type Playlist,
} from '../../../contract'
import { compareText, textMatcher } from './library-query'
import type { SavedAudiobookEntry, SavedEpisodeEntry, SavedShowEntry, ShowCount } from './spoken-library'
import { RefTables, type TrackRow } from './track-rows'

/**
 * What the library holds for one user of one service: the saved tracks (compact rows, newest first), saved
 * albums (newest first), the playlists of the user's list and the followed artists (in the service's order),
 * the items of each playlist by snapshot, followed shows, saved episodes and audiobooks (newest first, with the
 * shows' unplayed counts), and which lists were read to the end.
 */

/** What names an item of a newest-first list: its id and when it was saved (a sync compares heads by it). */
export interface SavedKey {
  id: string | null
  addedAt: number | null
}

export interface SavedAlbumEntry {
  album: Album
  addedAt: number | null
}

/** A playlist's items as last read, for the snapshot they belong to. */
export interface PlaylistItemsEntry {
  snapshotId: string
  /** Null when the service would not show them (`unavailable` says why). */
  rows: TrackRow[] | null
  /** Who added each row, by user id, in the order of `rows`. */
  addedBy: (string | null)[]
  unavailable: string | null
}

/** A full read that stopped half-way: its pages, to go on from when the list has not changed meanwhile. */
export interface PartialRead<T> {
  total: number
  /** The first item of the list then: if it is still first (and the total the same), the offsets still hold. */
  head: { id: string | null; addedAt: number | null } | null
  pageSize: number
  pages: Map<number, T[]>
}

export interface LibraryData {
  refs: RefTables
  tracks: TrackRow[]
  albums: SavedAlbumEntry[]
  playlists: Playlist[]
  artists: Artist[]
  shows: SavedShowEntry[]
  episodes: SavedEpisodeEntry[]
  audiobooks: SavedAudiobookEntry[]
  /** Followed shows' unplayed episodes, by show id. */
  showCounts: Map<string, ShowCount>
  playlistItems: Map<string, PlaylistItemsEntry>
  complete: Record<LibraryKind, boolean>
  /** Half-read lists; only the music's are kept in the cache (the others are read whole in a moment). */
  partial: {
    tracks?: PartialRead<TrackRow>
    albums?: PartialRead<SavedAlbumEntry>
    shows?: PartialRead<SavedShowEntry & SavedKey>
    episodes?: PartialRead<SavedEpisodeEntry & SavedKey>
    audiobooks?: PartialRead<SavedAudiobookEntry & SavedKey>
  }
}

export function emptyLibrary(): LibraryData {
  return {
    refs: new RefTables(),
    tracks: [],
    albums: [],
    playlists: [],
    artists: [],
    shows: [],
    episodes: [],
    audiobooks: [],
    showCounts: new Map(),
    playlistItems: new Map(),
    complete: Object.fromEntries(libraryKinds.map((kind) => [kind, false])) as Record<LibraryKind, boolean>,
    partial: {},
  }
}

export function countsOf(data: LibraryData): Record<LibraryKind, number> {
  return {
    tracks: data.tracks.length,
    albums: data.albums.length,
    playlists: data.playlists.length,
    artists: data.artists.length,
    shows: data.shows.length,
    episodes: data.episodes.length,
    audiobooks: data.audiobooks.length,
  }
}

const artistNames = (artists: readonly { name: string }[]) => artists.map((artist) => artist.name).join(' ')

export const albumComparators: Partial<
  Record<LibrarySort, (a: SavedAlbumEntry, b: SavedAlbumEntry) => number>
> = {
  title: (a, b) => compareText(a.album.name, b.album.name),
  artist: (a, b) =>
    compareText(a.album.artists[0]?.name ?? '', b.album.artists[0]?.name ?? '') ||
    compareText(a.album.name, b.album.name),
}
export const albumMatcher = (words: readonly string[]) =>
  textMatcher<SavedAlbumEntry>(words, ({ album }) => `${album.name} ${artistNames(album.artists)}`)

export const playlistComparators: Partial<Record<LibrarySort, (a: Playlist, b: Playlist) => number>> = {
  title: (a, b) => compareText(a.name, b.name),
}
export const playlistMatcher = (words: readonly string[]) =>
  textMatcher<Playlist>(
    words,
    (playlist) => `${playlist.name} ${playlist.owner.name} ${playlist.description}`,
  )

export const artistComparators: Partial<Record<LibrarySort, (a: Artist, b: Artist) => number>> = {
  title: (a, b) => compareText(a.name, b.name),
}
export const artistMatcher = (words: readonly string[]) =>
  textMatcher<Artist>(words, (artist) => `${artist.name} ${artist.genres.join(' ')}`)
