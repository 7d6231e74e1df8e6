import { z } from 'zod'
import type { TrackRecord } from '../catalog/catalog-types'
import { resolveMarket } from '../http/market'
import { pageOf, requestPageUrl } from '../http/paging'
import { limitParam, marketParam, offsetParam } from '../http/query-params'
import { presentAlbum } from '../present/album'
import { presentSimplifiedTrack } from '../present/track'
import { found, idParams } from './route-helpers'
import type { RouteModule } from './route-module'
import { oneAndSeveral } from './several-reads'

/** GET /albums/{id}, GET /albums?ids (≤20), GET /albums/{id}/tracks (paged). */
export const albumRoutes: RouteModule = (app, ctx) => {
  oneAndSeveral(
    app,
    '/albums',
    { key: 'albums', singular: 'album' },
    (request, query) => {
      const market = resolveMarket(ctx.catalog, request, query.market)
      return (id) => {
        const album = ctx.catalog.album(id)
        return album && presentAlbum(ctx, album, market)
      }
    },
    20,
  )

  app.get(
    '/albums/:id/tracks',
    {
      schema: {
        params: idParams,
        querystring: z.object({ limit: limitParam(20, 50), offset: offsetParam(), market: marketParam() }),
      },
    },
    async (request) => {
      const album = found(ctx.catalog.album(request.params.id), 'album', request.params.id)
      const market = resolveMarket(ctx.catalog, request, request.query.market)
      const tracks = album.trackIds.map((id) => ctx.catalog.track(id) as TrackRecord)
      return pageOf(
        requestPageUrl(ctx.urls, request),
        tracks,
        request.query.offset,
        request.query.limit,
        (track) => presentSimplifiedTrack(ctx, track, market),
      )
    },
  )
}
