import { z } from 'zod'
import { resolveMarket } from '../http/market'
import { idListParam } from '../http/query-params'
import { presentAudioAnalysis, presentAudioFeatures } from '../present/audio'
import { presentTrack } from '../present/track'
import { found, idParams } from './route-helpers'
import type { RouteModule } from './route-module'
import { oneAndSeveral } from './several-reads'

/** Tracks (one, several ≤50), audio features (one, several ≤100), audio analysis. */
export const trackRoutes: RouteModule = (app, ctx) => {
  oneAndSeveral(app, '/tracks', { key: 'tracks', singular: 'track' }, (request, query) => {
    const market = resolveMarket(ctx.catalog, request, query.market)
    return (id) => {
      const track = ctx.catalog.track(id)
      return track && presentTrack(ctx, track, market)
    }
  })

  app.get('/audio-features/:id', { schema: { params: idParams } }, async (request) =>
    presentAudioFeatures(ctx, found(ctx.catalog.track(request.params.id), 'track', request.params.id)),
  )

  app.get(
    '/audio-features',
    {
      schema: { querystring: z.object({ ids: idListParam(100) }) },
    },
    async (request) => ({
      audio_features: request.query.ids.map((id) => {
        const track = ctx.catalog.track(id)
        return track ? presentAudioFeatures(ctx, track) : null
      }),
    }),
  )

  app.get('/audio-analysis/:id', { schema: { params: idParams } }, async (request) => {
    const track = found(ctx.catalog.track(request.params.id), 'track', request.params.id)
    // Analysed the day after release: deterministic, unlike the time of the request.
    const releaseDay = ctx.catalog.album(track.albumId)?.releaseDay ?? 0
    return presentAudioAnalysis(track, (releaseDay + 1) * 86_400_000)
  })
}
