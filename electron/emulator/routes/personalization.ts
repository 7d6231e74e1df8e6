import { z } from 'zod'
import type { ArtistRecord, TrackRecord } from '../catalog/catalog-types'
import { pageOf, requestPageUrl } from '../http/paging'
import { enumParam, limitParam, offsetParam } from '../http/query-params'
import { presentArtist } from '../present/artist'
import { presentTrack } from '../present/track'
import { TIME_RANGES, topArtistIds, topTrackIds } from '../state/top-items'
import { syncedWorld } from './player-world'
import type { RouteModule } from './route-module'

/**
 * GET /me/top/artists and /me/top/tracks: affinity over `time_range` (short_term ≈ 4 weeks, medium_term ≈
 * 6 months, long_term: everything), from the seeded listening history plus what the simulation played.
 */
export const personalizationRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/me/top/:type',
    {
      schema: {
        params: z.object({
          type: z.enum(['artists', 'tracks'], { error: 'must be artists or tracks' }),
        }),
        querystring: z.object({
          time_range: enumParam(TIME_RANGES),
          limit: limitParam(20, 50),
          offset: offsetParam(),
        }),
      },
    },
    async (request) => {
      const { limit, offset } = request.query
      const range = request.query.time_range ?? 'medium_term'
      // Plays up to this instant count, including tracks that ended since the last request.
      const { history } = syncedWorld(ctx, request)
      const nowMs = ctx.clock.now()
      const pageUrl = requestPageUrl(ctx.urls, request)
      if (request.params.type === 'tracks') {
        const tracks = topTrackIds(history, nowMs, range).map((id) => ctx.catalog.track(id) as TrackRecord)
        return pageOf(pageUrl, tracks, offset, limit, (track) => presentTrack(ctx, track, undefined))
      }
      const artists = topArtistIds(ctx.catalog, history, nowMs, range).map(
        (id) => ctx.catalog.artist(id) as ArtistRecord,
      )
      return pageOf(pageUrl, artists, offset, limit, (artist) => presentArtist(ctx, artist))
    },
  )
}
