import uFuzzy from '@leeoniya/ufuzzy'
import { createFuzzyRank, type FuzzyRank, type PaletteMatch } from '../../../contract'
import type { LibraryData } from './library-data'

/**
 * The command palette's matcher over the library: the names of its playlists, albums, artists, followed
 * shows and saved tracks, matched with the contract's fuzzy rank (words in any order, a letter missing or wrong, or the
 * letters in order across words: "runmx" finds "Running Mix"), best first. Built once per revision.
 */

// Made at the first search: uFuzzy's matchers each make an ICU collator, whose tables (~2 MiB of the app
// process's resident memory) a tray that is never searched should not hold.
let fuzzyRank: FuzzyRank | undefined

export interface PaletteIndex {
  entries: PaletteMatch[]
  names: string[]
}

export function paletteIndex(data: LibraryData): PaletteIndex {
  const entries: PaletteMatch[] = [
    ...data.playlists.map((playlist) => ({
      kind: 'playlist' as const,
      id: playlist.id,
      uri: playlist.uri,
      name: playlist.name,
      subtitle: playlist.owner.name,
      images: playlist.images,
    })),
    ...data.albums.map(({ album }) => ({
      kind: 'album' as const,
      id: album.id,
      uri: album.uri,
      name: album.name,
      subtitle: album.artists.map((artist) => artist.name).join(', '),
      images: album.images,
    })),
    ...data.artists.map((artist) => ({
      kind: 'artist' as const,
      id: artist.id,
      uri: artist.uri,
      name: artist.name,
      subtitle: '',
      images: artist.images,
    })),
    ...data.shows.map(({ show }) => ({
      kind: 'show' as const,
      id: show.id,
      uri: show.uri,
      name: show.name,
      subtitle: show.publisher ?? 'Podcast',
      images: show.images,
    })),
    ...data.tracks.flatMap((track) =>
      track.id
        ? [
            {
              kind: 'track' as const,
              id: track.id,
              uri: track.uri,
              name: track.name,
              subtitle: track.artists.map((artist) => artist.ref.name).join(', '),
              images: track.album?.ref.images ?? [],
            },
          ]
        : [],
    ),
  ]
  return { entries, names: entries.map((entry) => entry.name) }
}

/** The best `limit` matches of `query`; with no query, the first entries (playlists first). */
export function paletteMatches(index: PaletteIndex, query: string, limit: number): PaletteMatch[] {
  if (!query.trim()) return index.entries.slice(0, limit)
  fuzzyRank ??= createFuzzyRank(uFuzzy)
  return fuzzyRank(index.names, query, limit).map((at) => index.entries[at]!)
}
