import type { Recommendations } from '../models'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import type { MarketParams } from './albums'
import { limits, type ResourceContext } from './context'

/** The numeric audio attributes recommendations filter on, with the range each takes. */
export const tunableAttributes = {
  acousticness: { wire: 'acousticness', min: 0, max: 1, integer: false },
  danceability: { wire: 'danceability', min: 0, max: 1, integer: false },
  durationMs: { wire: 'duration_ms', min: 0, max: Number.MAX_SAFE_INTEGER, integer: true },
  energy: { wire: 'energy', min: 0, max: 1, integer: false },
  instrumentalness: { wire: 'instrumentalness', min: 0, max: 1, integer: false },
  key: { wire: 'key', min: 0, max: 11, integer: true },
  liveness: { wire: 'liveness', min: 0, max: 1, integer: false },
  loudness: { wire: 'loudness', min: -Infinity, max: Infinity, integer: false },
  mode: { wire: 'mode', min: 0, max: 1, integer: true },
  popularity: { wire: 'popularity', min: 0, max: 100, integer: true },
  speechiness: { wire: 'speechiness', min: 0, max: 1, integer: false },
  tempo: { wire: 'tempo', min: 0, max: Infinity, integer: false },
  timeSignature: { wire: 'time_signature', min: 0, max: Number.MAX_SAFE_INTEGER, integer: true },
  valence: { wire: 'valence', min: 0, max: 1, integer: false },
} as const

export type TunableAttribute = keyof typeof tunableAttributes
export type AttributeValues = Partial<Record<TunableAttribute, number>>

export interface RecommendationParams extends MarketParams {
  /** 1–100, default 20. */
  limit?: number
  seedArtists?: readonly string[]
  /** Genres from `getAvailableGenreSeeds()`. */
  seedGenres?: readonly string[]
  seedTracks?: readonly string[]
  /** Floors: `min_<attribute>`. */
  min?: AttributeValues
  /** Hard ceilings: `max_<attribute>`. */
  max?: AttributeValues
  /** Preferred values, all weighed equally: `target_<attribute>`. */
  target?: AttributeValues
}

const bounds = ['min', 'max', 'target'] as const

export function createRecommendationsApi({ transport }: ResourceContext) {
  return {
    /** GET /recommendations: 1 to 5 seeds in total across artists, genres and tracks. */
    async getRecommendations(params: RecommendationParams, options?: CallOptions): Promise<Recommendations> {
      const rules = new Rules('recommendations.getRecommendations')
      rules.required('params', params)
      rules.limit(params.limit, limits.recommendationLimit)
      rules.market(params.market)
      rules.idList('seedArtists', params.seedArtists, limits.recommendationSeeds, 0)
      rules.idList('seedTracks', params.seedTracks, limits.recommendationSeeds, 0)
      rules.idList('seedGenres', params.seedGenres, limits.recommendationSeeds, 0)
      const seeds =
        (params.seedArtists?.length ?? 0) +
        (params.seedGenres?.length ?? 0) +
        (params.seedTracks?.length ?? 0)
      if (seeds === 0) rules.fail('seedArtists, seedGenres and seedTracks', 'need at least 1 seed in total')
      if (seeds > limits.recommendationSeeds) {
        rules.fail(
          'seedArtists, seedGenres and seedTracks',
          `take at most ${limits.recommendationSeeds} seeds in total (got ${seeds})`,
        )
      }

      const filters: Record<string, number> = {}
      for (const bound of bounds) {
        for (const [name, value] of Object.entries(params[bound] ?? {})) {
          const attribute = tunableAttributes[name as TunableAttribute]
          if (!attribute)
            rules.fail(
              `${bound}.${name}`,
              `is not an audio attribute (${Object.keys(tunableAttributes).join(', ')})`,
            )
          if (value === undefined) continue
          if (attribute.integer) rules.integer(`${bound}.${name}`, value, attribute.min, attribute.max)
          else rules.number(`${bound}.${name}`, value, attribute.min, attribute.max)
          filters[`${bound}_${attribute.wire}`] = value
        }
      }
      for (const name of Object.keys(tunableAttributes) as TunableAttribute[]) {
        const floor = params.min?.[name]
        const ceiling = params.max?.[name]
        if (floor !== undefined && ceiling !== undefined && floor > ceiling) {
          rules.fail(`min.${name}`, `must not exceed max.${name} (${floor} > ${ceiling})`)
        }
      }

      return transport.send(
        {
          operation: 'recommendations.getRecommendations',
          query: {
            limit: params.limit,
            market: params.market,
            seed_artists: params.seedArtists,
            seed_genres: params.seedGenres,
            seed_tracks: params.seedTracks,
            ...filters,
          },
          market: params.market,
          expect: 'json',
        },
        options,
      )
    },

    /** GET /recommendations/available-genre-seeds: the genres `seedGenres` may name. */
    async getAvailableGenreSeeds(options?: CallOptions): Promise<string[]> {
      const response = await transport.send<{ genres: string[] }>(
        { operation: 'recommendations.getAvailableGenreSeeds', expect: 'json' },
        options,
      )
      return response.genres
    },
  }
}

export type RecommendationsApi = ReturnType<typeof createRecommendationsApi>
