import { trackOf, type Library, type TrackRow } from '../library'
import type { HistoryLibrary } from './history-handlers'

/**
 * The library as the history asks it: saved tracks and what it knows of playlists and artists while the page
 * asks (that wakes the library, which the page shows anyway), and the followed artists only while the library
 * holds them in memory, read to the end (a tray app's library rests on disk; it is not woken for this).
 */
export function historyLibraryOf(library: Pick<Library, 'service'>): HistoryLibrary<TrackRow> {
  return {
    savedTracks: () => library.service.current()?.data.tracks ?? null,
    trackOf,
    followedArtists() {
      if (!library.service.awake()) return null
      const data = library.service.current()?.data
      return data?.complete.artists ? data.artists : null
    },
    contextInfo(uri) {
      const data = library.service.current()?.data
      const found =
        data?.playlists.find((playlist) => playlist.uri === uri) ??
        data?.artists.find((artist) => artist.uri === uri)
      return found ? { name: found.name, images: found.images } : null
    },
  }
}
