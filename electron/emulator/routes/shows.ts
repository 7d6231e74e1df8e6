import { z } from 'zod'
import { resolveMarket } from '../http/market'
import { pageOf, requestPageUrl } from '../http/paging'
import { limitParam, marketParam, offsetParam } from '../http/query-params'
import { presentEpisode, presentShow, presentSimplifiedEpisode, presentSimplifiedShow } from '../present/show'
import { resumePointsFor } from './player-world'
import { found, idParams } from './route-helpers'
import type { RouteModule } from './route-module'
import { severalRead } from './several-reads'

const marketQuery = z.object({ market: marketParam() })

/**
 * Podcasts: GET /shows/{id} (with its first 50 episodes, newest first), /shows/{id}/episodes (paged),
 * /episodes/{id}, and the several-at-once reads /shows?ids and /episodes?ids (gone in 2026). No scope is
 * needed; with user-read-playback-position each episode carries the user's `resume_point`.
 */
export const showRoutes: RouteModule = (app, ctx) => {
  const spoken = () => ctx.catalog.spoken

  app.get('/shows/:id', { schema: { params: idParams, querystring: marketQuery } }, async (request) => {
    const show = found(spoken().show(request.params.id), 'show', request.params.id)
    const market = resolveMarket(ctx.catalog, request, request.query.market)
    return presentShow(ctx, show, market, resumePointsFor(ctx, request))
  })

  severalRead(app, '/shows', 'shows', (request, query) => {
    // The market changes nothing for a simplified show, but from_token still needs its scope.
    resolveMarket(ctx.catalog, request, query.market)
    return (id) => {
      const show = spoken().show(id)
      return show && presentSimplifiedShow(ctx, show)
    }
  })

  app.get(
    '/shows/:id/episodes',
    {
      schema: {
        params: idParams,
        querystring: z.object({ limit: limitParam(20, 50), offset: offsetParam(), market: marketParam() }),
      },
    },
    async (request) => {
      const show = found(spoken().show(request.params.id), 'show', request.params.id)
      const market = resolveMarket(ctx.catalog, request, request.query.market)
      const resume = resumePointsFor(ctx, request)
      return pageOf(
        requestPageUrl(ctx.urls, request),
        spoken().episodesOf(show),
        request.query.offset,
        request.query.limit,
        (episode) => presentSimplifiedEpisode(ctx, episode, market, resume),
      )
    },
  )

  app.get('/episodes/:id', { schema: { params: idParams, querystring: marketQuery } }, async (request) => {
    const episode = found(spoken().episode(request.params.id), 'episode', request.params.id)
    const market = resolveMarket(ctx.catalog, request, request.query.market)
    return presentEpisode(ctx, episode, market, resumePointsFor(ctx, request))
  })

  severalRead(app, '/episodes', 'episodes', (request, query) => {
    const market = resolveMarket(ctx.catalog, request, query.market)
    const resume = resumePointsFor(ctx, request)
    return (id) => {
      const episode = spoken().episode(id)
      return episode && presentEpisode(ctx, episode, market, resume)
    }
  })
}
