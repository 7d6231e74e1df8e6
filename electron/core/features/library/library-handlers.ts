import { isKind } from '../../../contract'
import type {
  Artist,
  LibraryKind,
  LibraryWindow,
  PlaybackState,
  PlayInput,
  Playlist,
  ShownLanguage,
  SavedAlbumRow,
  SavedAudiobookRow,
  SavedEpisodeRow,
  SavedShowRow,
  SavedTrackRow,
} from '../../../contract'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import { EncoreError } from '../../base/errors'
import {
  albumComparators,
  albumMatcher,
  artistComparators,
  artistMatcher,
  playlistComparators,
  playlistMatcher,
  type LibraryData,
  type SavedAlbumEntry,
} from './library-data'
import { KeptWindows } from './kept-windows'
import { librarySays } from './library-words'
import { byRow, QueryMemo, trackComparators, trackMatcher, type ListQuery } from './library-query'
import type { LibraryService } from './library-service'
import { paletteIndex, paletteMatches, type PaletteIndex } from './palette'
import type { Saved } from '../saved'
import type { ShowCounter } from './show-counts'
import {
  audiobookComparators,
  audiobookMatcher,
  episodeComparators,
  episodeMatcher,
  showComparators,
  showMatcher,
  type SavedAudiobookEntry,
  type SavedEpisodeEntry,
  type SavedShowEntry,
} from './spoken-library'
import { isoOf, trackOf, type TrackRow } from './track-rows'

/** The most tracks one `library.play` hands the player (the service takes 100 URIs at most). */
const PLAY_LIMIT = 100

export interface LibraryHandlerDeps {
  service: LibraryService
  saved: Saved
  /** Counts the unplayed episodes of the shows a window shows. */
  counter: ShowCounter
  play(input: PlayInput): Promise<PlaybackState>
  /** The windows the page read last, kept while the rows rest (made by the caller, which asks it too). */
  kept?: KeptWindows
  /** The language its errors speak in now; English when not given. */
  language?: (() => ShownLanguage) | undefined
}

/** A window of each list, as the page reads it (the window keeper reads one ahead for a reopening page). */
export type LibraryWindows = {
  [K in LibraryKind]: (input: ListQuery & { offset: number; limit: number }) => Promise<unknown>
}

/** A window of a list as it is in memory, filtered and sorted by the query. */
function windowOf<T, R>(
  service: LibraryService,
  rows: (data: LibraryData) => readonly T[],
  memo: QueryMemo<T>,
  map: (row: T) => R,
  input: ListQuery & { offset: number; limit: number },
): LibraryWindow<R> {
  const now = service.current()
  if (!now) return { revision: service.status().revision, offset: input.offset, total: 0, items: [] }
  const list = rows(now.data)
  const selected = memo.select(list, input)
  const items: R[] = []
  const end = Math.min(selected.length, input.offset + input.limit)
  for (let at = input.offset; at < end; at++) items.push(map(list[selected[at]!]!))
  return { revision: now.revision, offset: input.offset, total: selected.length, items }
}

/** The rows of the lists as the page shows them (a show's row, which counts episodes, is made inside). */
const trackRow = (row: TrackRow): SavedTrackRow => ({ track: trackOf(row), addedAt: isoOf(row.addedAt) })
const albumRow = (entry: SavedAlbumEntry): SavedAlbumRow => ({
  album: entry.album,
  addedAt: isoOf(entry.addedAt),
})
const episodeRow = (entry: SavedEpisodeEntry): SavedEpisodeRow => ({
  episode: entry.episode,
  addedAt: isoOf(entry.addedAt),
})
const audiobookRow = (entry: SavedAudiobookEntry): SavedAudiobookRow => ({
  audiobook: entry.audiobook,
  addedAt: isoOf(entry.addedAt),
})
const same = <T>(row: T): T => row

/**
 * The bridge's `library.*` methods: windows of each list, filtered and sorted here in core (the page asks for
 * the rows it shows), the palette's fuzzy match, saving and following, playing from a row.
 */
export function createLibraryHandlers({
  service,
  saved,
  counter,
  play,
  kept = new KeptWindows(),
  language,
}: LibraryHandlerDeps): { handlers: HandlersOf<'library'>; windows: LibraryWindows } {
  const tracks = new QueryMemo<TrackRow>(trackComparators, trackMatcher)
  const albums = new QueryMemo<SavedAlbumEntry>(albumComparators, byRow(albumMatcher))
  const playlists = new QueryMemo<Playlist>(playlistComparators, byRow(playlistMatcher))
  const artists = new QueryMemo<Artist>(artistComparators, byRow(artistMatcher))
  const shows = new QueryMemo<SavedShowEntry>(showComparators, byRow(showMatcher))
  const episodes = new QueryMemo<SavedEpisodeEntry>(episodeComparators, byRow(episodeMatcher))
  const audiobooks = new QueryMemo<SavedAudiobookEntry>(audiobookComparators, byRow(audiobookMatcher))
  let palette: { data: LibraryData; revision: number; index: PaletteIndex } | undefined
  service.onRest(() => {
    for (const memo of [tracks, albums, playlists, artists, shows, episodes, audiobooks]) memo.forget()
    palette = undefined
  })

  /**
   * A window of a list for the page. While the rows rest, a window the page read last comes as it was (a
   * reopened window's first rows); any other wakes them a slice at a time, so core answers others meanwhile.
   */
  async function pageWindow<T, R>(
    list: string,
    rows: (data: LibraryData) => readonly T[],
    memo: QueryMemo<T>,
    map: (row: T) => R,
    input: ListQuery & { offset: number; limit: number },
  ): Promise<LibraryWindow<R>> {
    const key = { list, ...input }
    if (!service.awake()) {
      const known = kept.get<R>(key, service.status().revision)
      if (known) return known
      await service.wakeSoon()
    }
    const window = windowOf(service, rows, memo, map, input)
    kept.keep(key, window)
    return window
  }

  const showRow = (entry: SavedShowEntry): SavedShowRow => {
    const count = service.current()?.data.showCounts.get(entry.show.id)
    return {
      show: entry.show,
      addedAt: isoOf(entry.addedAt),
      unplayed: count ? { count: count.count, of: count.of } : null,
    }
  }

  const windows = {
    tracks: (input) => pageWindow('tracks', (data) => data.tracks, tracks, trackRow, input),
    albums: (input) => pageWindow('albums', (data) => data.albums, albums, albumRow, input),
    playlists: (input) => pageWindow('playlists', (data) => data.playlists, playlists, same, input),
    artists: (input) => pageWindow('artists', (data) => data.artists, artists, same, input),
    shows: async (input) => {
      const window = await pageWindow('shows', (data) => data.shows, shows, showRow, input)
      counter.want(window.items.map((row) => row.show))
      return window
    },
    episodes: (input) => pageWindow('episodes', (data) => data.episodes, episodes, episodeRow, input),
    audiobooks: (input) =>
      pageWindow('audiobooks', (data) => data.audiobooks, audiobooks, audiobookRow, input),
  } satisfies LibraryWindows

  const handlers: HandlersOf<'library'> = {
    'library.status': () => service.status(),
    'library.sync': (input) => service.sync(input?.full ?? false),
    'library.cancelSync': () => service.cancelSync(),
    'library.tracks': windows.tracks,
    'library.albums': windows.albums,
    'library.playlists': windows.playlists,
    'library.artists': windows.artists,
    'library.shows': windows.shows,
    'library.episodes': windows.episodes,
    'library.audiobooks': windows.audiobooks,
    'library.find': ({ query, limit }) => {
      const now = service.current()
      if (!now) return []
      if (palette?.data !== now.data || palette.revision !== now.revision) {
        palette = { data: now.data, revision: now.revision, index: paletteIndex(now.data) }
      }
      return paletteMatches(palette.index, query, limit)
    },
    'library.contains': ({ uris }, { signal }) => saved.contains(uris, signal),
    'library.setSaved': ({ uris, saved: wanted, names }) => saved.setSaved(uris, wanted, names),
    'library.play': (input) => {
      const picked = windowOf(
        service,
        (data) => data.tracks,
        tracks,
        (row) => row.uri,
        {
          ...input,
          limit: PLAY_LIMIT,
        },
      )
      // Local files cannot be played through the Web API: they are left out.
      const uris = picked.items.filter((uri) => !isKind(uri, 'local'))
      if (!uris.length) throw new EncoreError('INVALID_INPUT', librarySays(language)('error.nothingToPlay'))
      return play({ uris })
    },
  }
  return { handlers, windows }
}
