import { z } from 'zod'
import type { TrackRecord } from '../catalog/catalog-types'
import {
  TUNABLE_ATTRIBUTES,
  TUNABLE_NAMES,
  recommend,
  type AttributeFilters,
  type Seed,
  type TunableAttribute,
} from '../catalog/recommendations'
import { badRequest } from '../http/api-error'
import { resolveMarket } from '../http/market'
import { idListParam, intParam, limitParam, marketParam, numberParam } from '../http/query-params'
import { presentTrack, trackInMarket } from '../present/track'
import type { RouteModule } from './route-module'

const MAX_SEEDS = 5

const attributeParams = Object.fromEntries(
  TUNABLE_NAMES.flatMap((name) => {
    const range = TUNABLE_ATTRIBUTES[name]
    const param = () =>
      range.integer
        ? intParam({ min: range.min, max: range.max })
        : numberParam({ min: range.min, max: range.max })
    return [`min_${name}`, `max_${name}`, `target_${name}`].map((key) => [key, param()])
  }),
)

const recommendationsQuery = z
  .object({
    limit: limitParam(20, 100),
    market: marketParam(),
    seed_artists: idListParam(MAX_SEEDS, { required: false }),
    seed_genres: idListParam(MAX_SEEDS, { required: false }),
    seed_tracks: idListParam(MAX_SEEDS, { required: false }),
    ...attributeParams,
  })
  .transform((query) => query as typeof query & Record<string, number | undefined>)

/** GET /recommendations and GET /recommendations/available-genre-seeds. */
export const recommendationRoutes: RouteModule = (app, ctx) => {
  app.get('/recommendations/available-genre-seeds', async () => ({
    genres: [...ctx.catalog.genreSeeds],
  }))

  app.get('/recommendations', { schema: { querystring: recommendationsQuery } }, async (request) => {
    const query = request.query
    const seeds: Seed[] = [
      ...query.seed_artists.map((id) => ({ type: 'artist' as const, id })),
      ...query.seed_tracks.map((id) => ({ type: 'track' as const, id })),
      ...query.seed_genres.map((id) => ({ type: 'genre' as const, id })),
    ]
    if (seeds.length === 0)
      throw badRequest('seed_artists, seed_genres or seed_tracks: at least one seed is required')
    if (seeds.length > MAX_SEEDS) {
      throw badRequest(
        `seed_artists, seed_genres and seed_tracks together must hold at most ${MAX_SEEDS} seeds`,
      )
    }
    for (const seed of seeds) {
      const known =
        seed.type === 'artist'
          ? ctx.catalog.artist(seed.id) !== undefined
          : seed.type === 'track'
            ? ctx.catalog.track(seed.id) !== undefined
            : ctx.catalog.genreSeeds.includes(seed.id)
      if (!known) throw badRequest(`seed_${seed.type}s holds '${seed.id}', which is not a known ${seed.type}`)
    }
    const filters: AttributeFilters = { min: {}, max: {}, target: {} }
    for (const name of TUNABLE_NAMES) {
      const read = (prefix: string) => query[`${prefix}_${name}`]
      const min = read('min')
      const max = read('max')
      if (min !== undefined && max !== undefined && min > max) {
        throw badRequest(`min_${name} must not be greater than max_${name}`)
      }
      assign(filters.min, name, min)
      assign(filters.max, name, max)
      assign(filters.target, name, read('target'))
    }
    const market = resolveMarket(ctx.catalog, request, query.market)
    const playableIn = (track: TrackRecord) => trackInMarket(ctx.catalog, track, market).playable !== false
    const result = recommend(ctx.catalog, seeds, filters, { limit: query.limit, playableIn })
    return {
      seeds: result.seeds.map((report) => ({
        afterFilteringSize: report.afterFilteringSize,
        afterRelinkingSize: report.afterRelinkingSize,
        // The real service sends href null for genre seeds; the description types href as a string, so it
        // is left out for genres.
        ...(report.seed.type === 'genre'
          ? {}
          : { href: ctx.urls.href(report.seed.type === 'artist' ? 'artists' : 'tracks', report.seed.id) }),
        id: report.seed.id,
        initialPoolSize: report.initialPoolSize,
        type: report.seed.type.toUpperCase(),
      })),
      tracks: result.tracks.map((track) => presentTrack(ctx, track, market)),
    }
  })
}

function assign(
  target: Partial<Record<TunableAttribute, number>>,
  name: TunableAttribute,
  value: number | undefined,
) {
  if (value !== undefined) target[name] = value
}
