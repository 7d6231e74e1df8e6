import { z } from 'zod'
import type { Catalog } from '../catalog/catalog'
import { badRequest } from '../http/api-error'
import { optionalBody, stringArrayField } from '../http/body-params'
import { resolveMarket } from '../http/market'
import { page, requestPageUrl } from '../http/paging'
import { idListParam, limitParam, marketParam, offsetParam } from '../http/query-params'
import { grantOf } from '../http/request-grant'
import { presentAlbum } from '../present/album'
import { presentTrack } from '../present/track'
import { found, isoSeconds } from './route-helpers'
import type { RouteModule } from './route-module'

/** Saved-library check, save and remove: at most 50 ids per request (api-spec.md, Limits). */
const MAX_IDS = 50

const kinds = ['tracks', 'albums'] as const
type Kind = (typeof kinds)[number]

/** Ids from the query (`ids`, api-spec.md) or, when absent, the JSON body (`{"ids": […]}`, the real service). */
const idsQuery = z.object({ ids: idListParam(MAX_IDS, { required: false }) })
const idsBody = optionalBody({ ids: stringArrayField(MAX_IDS, 'ids').optional() })

function requestedIds(query: { ids: string[] }, body: { ids?: string[] } | undefined): string[] {
  const ids = query.ids.length > 0 ? query.ids : (body?.ids ?? [])
  if (ids.length === 0) throw badRequest('ids is required (in the query, or as a JSON array in the body)')
  return ids
}

/**
 * The saved library: GET /me/tracks and /me/albums (paged newest first, with `added_at`, `market`), PUT and
 * DELETE (save, remove), GET …/contains (one boolean per id, in order). API mode 2026 keeps the lists and
 * removes the rest (replaced by /me/library, see saved-library.ts).
 */
export const libraryRoutes: RouteModule = (app, ctx) => {
  const known = (catalog: Catalog, kind: Kind, id: string) =>
    kind === 'tracks' ? catalog.track(id) : catalog.album(id)
  const libraryOf = (userId: string, kind: Kind) => ctx.state.user(userId).library[kind]

  for (const kind of kinds) {
    const singular = kind === 'tracks' ? 'track' : 'album'

    app.get(
      `/me/${kind}`,
      {
        schema: {
          querystring: z.object({ limit: limitParam(20, 50), offset: offsetParam(), market: marketParam() }),
        },
      },
      async (request) => {
        const { limit, offset } = request.query
        const market = resolveMarket(ctx.catalog, request, request.query.market)
        // Insertion order is save order: walk it backwards for newest first.
        const saved = [...libraryOf(grantOf(request).userId, kind)]
        const items = []
        for (let i = offset; i < Math.min(saved.length, offset + limit); i++) {
          const [id, addedAt] = saved[saved.length - 1 - i] as [string, string]
          if (kind === 'tracks') {
            const track = ctx.catalog.track(id)
            if (track) items.push({ added_at: addedAt, track: presentTrack(ctx, track, market) })
          } else {
            const album = ctx.catalog.album(id)
            if (album) items.push({ added_at: addedAt, album: presentAlbum(ctx, album, market) })
          }
        }
        return page(requestPageUrl(ctx.urls, request), { offset, limit, total: saved.length }, items)
      },
    )

    const change = (method: 'put' | 'delete') =>
      app[method](
        `/me/${kind}`,
        {
          schema: { querystring: idsQuery, body: idsBody },
        },
        async (request, reply) => {
          const ids = requestedIds(request.query, request.body)
          for (const id of ids) found(known(ctx.catalog, kind, id), singular, id)
          const library = libraryOf(grantOf(request).userId, kind)
          if (method === 'put') {
            const addedAt = isoSeconds(ctx.clock.now())
            // Saving again keeps the first added_at and place, as the real service does.
            for (const id of ids) if (!library.has(id)) library.set(id, addedAt)
          } else {
            for (const id of ids) library.delete(id)
          }
          // The real service answers 200 with an empty body (api-spec.md: "no content").
          return reply.code(200).send()
        },
      )
    change('put')
    change('delete')

    app.get(
      `/me/${kind}/contains`,
      {
        schema: { querystring: z.object({ ids: idListParam(MAX_IDS) }) },
      },
      async (request) => {
        const library = libraryOf(grantOf(request).userId, kind)
        return request.query.ids.map((id) => library.has(id))
      },
    )
  }
}
