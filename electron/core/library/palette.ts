import uFuzzy from '@leeoniya/ufuzzy'
import type { PaletteMatch } from '../../contract'
import type { LibraryData } from './library-data'

/**
 * The command palette's matcher: fuzzy matching (uFuzzy; letters left out of a word still match) over the names of the
 * library's playlists, albums and artists, best matches first. The list of names is built once per revision.
 */

const fuzzy = new uFuzzy({ intraIns: 1 })
/** Above this many candidates uFuzzy skips ranking; the palette never needs that many. */
const RANK_LIMIT = 1_000

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
  ]
  return { entries, names: entries.map((entry) => entry.name) }
}

/** The best `limit` matches of `query`; with no query, the first entries (playlists first). */
export function paletteMatches(index: PaletteIndex, query: string, limit: number): PaletteMatch[] {
  const needle = query.trim()
  if (!needle) return index.entries.slice(0, limit)
  const [indices, info, order] = fuzzy.search(index.names, needle, 0, RANK_LIMIT)
  if (!indices) return []
  const ranked = info && order ? order.map((position) => info.idx[position]!) : indices
  return ranked.slice(0, limit).map((at) => index.entries[at]!)
}
