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

type Range = readonly [number, number]
/** Each figure for the three sizes, small, demo and large, side by side. */
const bySize = <T>(small: T, demo: T, large: T): Readonly<Record<CatalogSize, T>> => ({ small, demo, large })
const figures: { readonly [K in keyof SizeProfile]: Readonly<Record<CatalogSize, SizeProfile[K]>> } = {
  artists: bySize(24, 240, 4000),
  albumsPerArtist: bySize<Range>([1, 3], [1, 4], [2, 4]),
  minAlbums: bySize(40, 500, 10_000),
  minTracks: bySize(300, 4000, 100_000),
  playlistsPerCategory: bySize(2, 6, 10),
  playlistLength: bySize<Range>([8, 30], [20, 60], [40, 100]),
  communityUsers: bySize(4, 12, 40),
  shows: bySize(4, 36, 400),
  episodesPerShow: bySize<Range>([3, 9], [6, 60], [10, 150]),
  audiobooks: bySize(2, 14, 200),
  chaptersPerBook: bySize<Range>([3, 6], [6, 28], [8, 40]),
}
function profileOf(size: CatalogSize): SizeProfile {
  const entries = Object.entries(figures).map(([name, values]) => [name, values[size]])
  return Object.fromEntries(entries) as SizeProfile
}

export const SIZE_PROFILES: Readonly<Record<CatalogSize, SizeProfile>> = {
  small: profileOf('small'),
  demo: profileOf('demo'),
  large: profileOf('large'),
}
