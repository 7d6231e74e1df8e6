/** How big each catalog size is. `large` guarantees its minimums by topping up after the main pass. */
export const CATALOG_SIZES = ['small', 'demo', 'large'] as const
export type CatalogSize = (typeof CATALOG_SIZES)[number]

export interface SizeProfile {
  artists: number
  albumsPerArtist: readonly [number, number]
  minAlbums: number
  minTracks: number
  playlistsPerCategory: number
  playlistLength: readonly [number, number]
  communityUsers: number
  /** Podcast shows and how many episodes each has published. */
  shows: number
  episodesPerShow: readonly [number, number]
  /** Audiobooks and how many chapters each has. */
  audiobooks: number
  chaptersPerBook: readonly [number, number]
}

export const SIZE_PROFILES: Readonly<Record<CatalogSize, SizeProfile>> = {
  small: {
    artists: 24,
    albumsPerArtist: [1, 3],
    minAlbums: 40,
    minTracks: 300,
    playlistsPerCategory: 2,
    playlistLength: [8, 30],
    communityUsers: 4,
    shows: 4,
    episodesPerShow: [3, 9],
    audiobooks: 2,
    chaptersPerBook: [3, 6],
  },
  demo: {
    artists: 240,
    albumsPerArtist: [1, 4],
    minAlbums: 500,
    minTracks: 4000,
    playlistsPerCategory: 6,
    playlistLength: [20, 60],
    communityUsers: 12,
    shows: 36,
    episodesPerShow: [6, 60],
    audiobooks: 14,
    chaptersPerBook: [6, 28],
  },
  large: {
    artists: 4000,
    albumsPerArtist: [2, 4],
    minAlbums: 10_000,
    minTracks: 100_000,
    playlistsPerCategory: 10,
    playlistLength: [40, 100],
    communityUsers: 40,
    shows: 400,
    episodesPerShow: [10, 150],
    audiobooks: 200,
    chaptersPerBook: [8, 40],
  },
}
