import { hash32 } from '../random/prng'
import type { Catalog } from './catalog'
import type { TrackRecord } from './catalog-types'

/**
 * The tunable attributes of recommendations, with their ranges (used to validate `min_`/`max_`/`target_`
 * and to weigh targets equally by normalising distances to the range).
 */
export const TUNABLE_ATTRIBUTES = {
  acousticness: { min: 0, max: 1, integer: false },
  danceability: { min: 0, max: 1, integer: false },
  duration_ms: { min: 0, max: 3_600_000, integer: true },
  energy: { min: 0, max: 1, integer: false },
  instrumentalness: { min: 0, max: 1, integer: false },
  key: { min: 0, max: 11, integer: true },
  liveness: { min: 0, max: 1, integer: false },
  loudness: { min: -60, max: 0, integer: false },
  mode: { min: 0, max: 1, integer: true },
  popularity: { min: 0, max: 100, integer: true },
  speechiness: { min: 0, max: 1, integer: false },
  tempo: { min: 0, max: 250, integer: false },
  time_signature: { min: 0, max: 11, integer: true },
  valence: { min: 0, max: 1, integer: false },
} as const

export type TunableAttribute = keyof typeof TUNABLE_ATTRIBUTES
export const TUNABLE_NAMES = Object.keys(TUNABLE_ATTRIBUTES) as TunableAttribute[]

export function attributeOf(track: TrackRecord, attribute: TunableAttribute): number {
  if (attribute === 'duration_ms') return track.durationMs
  if (attribute === 'popularity') return track.popularity
  return track.features[attribute]
}

export interface Seed {
  type: 'artist' | 'track' | 'genre'
  id: string
}

export interface AttributeFilters {
  min: Partial<Record<TunableAttribute, number>>
  max: Partial<Record<TunableAttribute, number>>
  target: Partial<Record<TunableAttribute, number>>
}

export interface SeedReport {
  seed: Seed
  initialPoolSize: number
  afterFilteringSize: number
  afterRelinkingSize: number
}

export interface Recommendations {
  seeds: SeedReport[]
  tracks: TrackRecord[]
}

/**
 * Recommendations: each seed contributes a pool (an artist's and related artists' tracks; a track's genre
 * neighbours; a genre's artists' tracks). Pools are filtered by min/max (hard limits), then by market
 * playability; survivors are ordered by distance to the targets (each normalised by its range, all weighed
 * equally), without targets by a seed-dependent shuffle. Fewer tracks than `limit` when too few survive.
 */
export function recommend(
  catalog: Catalog,
  seeds: readonly Seed[],
  filters: AttributeFilters,
  options: { limit: number; playableIn: (track: TrackRecord) => boolean },
): Recommendations {
  const reports: SeedReport[] = []
  const chosen = new Map<string, TrackRecord>()
  const seedIds = new Set(seeds.filter((seed) => seed.type === 'track').map((seed) => seed.id))
  for (const seed of seeds) {
    const pool = poolOf(catalog, seed).filter((track) => !seedIds.has(track.id))
    const filtered = pool.filter((track) => passes(track, filters))
    const playable = filtered.filter(options.playableIn)
    reports.push({
      seed,
      initialPoolSize: pool.length,
      afterFilteringSize: filtered.length,
      afterRelinkingSize: playable.length,
    })
    for (const track of playable) chosen.set(track.id, track)
  }
  const salt = seeds.map((seed) => `${seed.type}:${seed.id}`).join(',')
  const targets = TUNABLE_NAMES.filter((name) => filters.target[name] !== undefined)
  const distance = (track: TrackRecord) =>
    targets.reduce((sum, name) => {
      const range = TUNABLE_ATTRIBUTES[name]
      return (
        sum + Math.abs(attributeOf(track, name) - (filters.target[name] as number)) / (range.max - range.min)
      )
    }, 0)
  const ranked = [...chosen.values()]
    .map((track) => ({ track, distance: distance(track), tie: hash32(`${salt}/${track.id}`) }))
    .sort((a, b) => a.distance - b.distance || a.tie - b.tie)
  // One song once: an edition and its twin share an ISRC.
  const seen = new Set<string>()
  const tracks: TrackRecord[] = []
  for (const { track } of ranked) {
    if (seen.has(track.isrc)) continue
    seen.add(track.isrc)
    tracks.push(track)
    if (tracks.length === options.limit) break
  }
  return { seeds: reports, tracks }
}

function passes(track: TrackRecord, filters: AttributeFilters): boolean {
  for (const name of TUNABLE_NAMES) {
    const value = attributeOf(track, name)
    const min = filters.min[name]
    const max = filters.max[name]
    if (min !== undefined && value < min) return false
    if (max !== undefined && value > max) return false
  }
  return true
}

function poolOf(catalog: Catalog, seed: Seed): TrackRecord[] {
  switch (seed.type) {
    case 'artist': {
      const artists = [seed.id, ...catalog.relatedArtists(seed.id).map((artist) => artist.id)]
      return artists.flatMap((id) => catalog.tracksOfArtist(id))
    }
    case 'track': {
      const track = catalog.track(seed.id)
      if (!track) return []
      const genres = catalog.primaryArtist(track).genres
      return genreTracks(catalog, genres[0] ?? '')
    }
    case 'genre':
      return genreTracks(catalog, seed.id)
  }
}

/** The tracks of the artists of a genre (the 40 most popular artists: pools stay bounded on large catalogs). */
function genreTracks(catalog: Catalog, genre: string): TrackRecord[] {
  return [...catalog.artistsWithGenre(genre)]
    .sort((a, b) => b.popularity - a.popularity || (a.id < b.id ? -1 : 1))
    .slice(0, 40)
    .flatMap((artist) => catalog.tracksOfArtist(artist.id))
}
