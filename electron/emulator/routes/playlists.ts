import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { operationSpec, type OperationId } from '../../operations'
import { reaches } from '../generation'
import { forbidden } from '../http/api-error'
import { applyFields, parseFields } from '../http/fields-filter'
import { generationLimitParam } from '../http/generation-params'
import { resolveMarket } from '../http/market'
import { pageOf, requestPageUrl } from '../http/paging'
import { limitParam, marketParam, offsetParam, stringParam } from '../http/query-params'
import { grantOf } from '../http/request-grant'
import { playlistImages } from '../present/playlist-images'
import {
  mayReadItems,
  presentPlaylist,
  presentPlaylistItems,
  presentSimplifiedPlaylist,
} from '../present/playlist'
import type { PlaylistState } from '../state/playlist-store'
import { isListedOnProfile } from '../state/user-state'
import { found } from './route-helpers'
import type { RouteModule } from './route-module'

const playlistParams = z.object({ playlist_id: z.string() })
const PLAYLIST_LIST_MAX_OFFSET = 100_000

/** What the service says when a 2026 app asks for the items of a playlist the user cannot read them of. */
export const ITEMS_REFUSED = 'You cannot read the items of a playlist you neither own nor collaborate on'

/**
 * The read side of playlists: the current user's and a user's playlist lists, one playlist (with `fields`),
 * its items (at /tracks and the newer /items), and its cover images. The writes live in playlist-edits.ts. API mode 2026
 * removes a user's list and /tracks, pages /items by 50 at most (20 by default), and shows items only to the
 * owner and collaborators.
 */
export const playlistRoutes: RouteModule = (app, ctx) => {
  const playlistOf = (id: string): PlaylistState => found(ctx.state.playlists.get(id), 'playlist', id)

  const listQuery = z.object({ limit: limitParam(20, 50), offset: offsetParam(PLAYLIST_LIST_MAX_OFFSET) })

  /** The playlists of `userId` the caller may see: everything of their own per scope, others' public ones. */
  const visiblePlaylists = (request: FastifyRequest, userId: string): PlaylistState[] => {
    const grant = grantOf(request)
    const own = grant.userId === userId
    return ctx.state.user(userId).playlists.flatMap((ref) => {
      const playlist = ctx.state.playlists.get(ref.id)
      if (!playlist) return []
      const listed = isListedOnProfile(ref, playlist, userId)
      if (!own) return listed && !playlist.collaborative ? [playlist] : []
      if (playlist.collaborative) return grant.scopes.has('playlist-read-collaborative') ? [playlist] : []
      return listed || grant.scopes.has('playlist-read-private') ? [playlist] : []
    })
  }

  const listPage = (request: FastifyRequest, userId: string, offset: number, limit: number) =>
    pageOf(requestPageUrl(ctx.urls, request), visiblePlaylists(request, userId), offset, limit, (playlist) =>
      presentSimplifiedPlaylist(ctx, playlist),
    )

  app.get('/me/playlists', { schema: { querystring: listQuery } }, async (request) =>
    listPage(request, grantOf(request).userId, request.query.offset, request.query.limit),
  )

  app.get(
    '/users/:user_id/playlists',
    {
      schema: { params: z.object({ user_id: z.string() }), querystring: listQuery },
    },
    async (request) => {
      const user = found(ctx.catalog.user(request.params.user_id), 'user', request.params.user_id)
      return listPage(request, user.id, request.query.offset, request.query.limit)
    },
  )

  app.get(
    '/playlists/:playlist_id',
    {
      schema: {
        params: playlistParams,
        querystring: z.object({
          fields: stringParam(),
          market: marketParam(),
          additional_types: stringParam(),
        }),
      },
    },
    async (request) => {
      const playlist = playlistOf(request.params.playlist_id)
      const fields = request.query.fields === undefined ? undefined : parseFields(request.query.fields)
      const market = resolveMarket(ctx.catalog, request, request.query.market)
      const body = presentPlaylist(ctx, playlist, market, grantOf(request).userId)
      return fields ? applyFields(body, fields) : body
    },
  )

  const itemsReads: { path: string; operation: OperationId; limit: z.ZodType<number> }[] = [
    {
      path: '/playlists/:playlist_id/tracks',
      operation: 'playlists.getTracks',
      limit: limitParam(100, 100),
    },
    {
      path: '/playlists/:playlist_id/items',
      operation: 'playlists.getItems',
      limit: generationLimitParam(ctx.generation, {
        classic: { default: 100, max: 100 },
        today: { default: 20, max: 50 },
      }),
    },
  ]
  for (const { path, operation, limit } of itemsReads) {
    // From this generation on, the items of another's playlist are refused (the operation table says so).
    const ownOnlyFrom = operationSpec(operation).ownPlaylistsOnlyIn
    app.get(
      path,
      {
        schema: {
          params: playlistParams,
          querystring: z.object({
            fields: stringParam(),
            limit,
            offset: offsetParam(),
            market: marketParam(),
            additional_types: stringParam(),
          }),
        },
      },
      async (request) => {
        const playlist = playlistOf(request.params.playlist_id)
        const ownOnly = ownOnlyFrom !== undefined && reaches(ctx.generation, ownOnlyFrom)
        if (ownOnly && !mayReadItems(playlist, grantOf(request).userId)) {
          throw forbidden(ITEMS_REFUSED)
        }
        const { fields, limit, offset, market } = request.query
        const selection = fields === undefined ? undefined : parseFields(fields)
        const pageUrl = requestPageUrl(ctx.urls, request)
        const resolved = resolveMarket(ctx.catalog, request, market)
        const body = presentPlaylistItems(ctx, playlist, pageUrl, offset, limit, resolved)
        return selection ? applyFields(body, selection) : body
      },
    )
  }

  app.get('/playlists/:playlist_id/images', { schema: { params: playlistParams } }, async (request) =>
    playlistImages(ctx.urls, playlistOf(request.params.playlist_id)),
  )
}
