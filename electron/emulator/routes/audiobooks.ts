import { z } from 'zod'
import { pageOf, requestPageUrl } from '../http/paging'
import { limitParam, marketParam, offsetParam } from '../http/query-params'
import { audiobookIn, chapterIn, listeningMarket } from '../http/spoken-availability'
import { presentAudiobook, presentChapter, presentSimplifiedChapter } from '../present/audiobook'
import { resumePointsFor } from './player-world'
import { idParams } from './route-helpers'
import type { RouteModule } from './route-module'
import { oneAndSeveral } from './several-reads'

/**
 * Audiobooks: GET /audiobooks/{id} (with its first 50 chapters), /audiobooks/{id}/chapters (paged),
 * /chapters/{id}, and /audiobooks?ids, /chapters?ids (gone in 2026). Sold only in AUDIOBOOK_MARKETS: judged
 * by `market`, else the user's country; elsewhere 404 (null in a several-at-once read).
 */
export const audiobookRoutes: RouteModule = (app, ctx) => {
  oneAndSeveral(app, '/audiobooks', { key: 'audiobooks', singular: 'audiobook' }, (request, query) => {
    const market = listeningMarket(ctx.catalog, request, query.market)
    const resume = resumePointsFor(ctx, request)
    return (id) => presentAudiobook(ctx, audiobookIn(ctx.catalog, id, market), resume)
  })

  app.get(
    '/audiobooks/:id/chapters',
    {
      schema: {
        params: idParams,
        querystring: z.object({ limit: limitParam(20, 50), offset: offsetParam(), market: marketParam() }),
      },
    },
    async (request) => {
      const market = listeningMarket(ctx.catalog, request, request.query.market)
      const book = audiobookIn(ctx.catalog, request.params.id, market)
      const resume = resumePointsFor(ctx, request)
      return pageOf(
        requestPageUrl(ctx.urls, request),
        ctx.catalog.spoken.chaptersOf(book),
        request.query.offset,
        request.query.limit,
        (chapter) => presentSimplifiedChapter(ctx, chapter, resume),
      )
    },
  )

  oneAndSeveral(app, '/chapters', { key: 'chapters', singular: 'chapter' }, (request, query) => {
    const market = listeningMarket(ctx.catalog, request, query.market)
    const resume = resumePointsFor(ctx, request)
    return (id) => presentChapter(ctx, chapterIn(ctx.catalog, id, market), resume)
  })
}
