import type { Track } from './track'

/** How one seed fared: pool sizes before and after filtering and relinking. */
export interface RecommendationSeed {
  afterFilteringSize: number
  afterRelinkingSize: number
  href: string | null
  id: string
  initialPoolSize: number
  type: 'artist' | 'track' | 'genre' | 'ARTIST' | 'TRACK' | 'GENRE'
}

export interface Recommendations {
  seeds: RecommendationSeed[]
  tracks: Track[]
}
