import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { booleanField, optionalBody } from '../http/body-params'
import { idListParam } from '../http/query-params'
import { grantOf } from '../http/request-grant'
import type { ScopeVariant } from '../../operations'
import { playlistOf, playlistParams, rawBoolean, rawPlaylistId } from './playlist-access'
import type { RouteModule } from './route-module'

/** Users checked against a playlist follow: at most 5 (api-spec.md, Limits). */
const MAX_USERS = 5

/**
 * Following playlists: PUT (with `public`, default true: listed on the profile; false keeps the follow private
 * and needs playlist-modify-private), DELETE, and GET …/followers/contains for up to 5 users. Any playlist can
 * be followed when its id is known. The user's playlist list (GET /me/playlists) shows the change at once. All three are removed in API mode 2026
 * (/me/library replaces them).
 */
export const playlistFollowRoutes: RouteModule = (app, ctx) => {
  const refOf = (userId: string, playlistId: string) =>
    ctx.state.user(userId).playlists.find((ref) => ref.id === playlistId)

  app.put(
    '/playlists/:playlist_id/followers',
    {
      schema: { params: playlistParams, body: optionalBody({ public: booleanField().optional() }) },
      config: { scopeVariant: (request) => ({ public: rawBoolean(request, 'public') }) },
    },
    async (request, reply) => {
      const playlist = playlistOf(ctx.state.playlists, request.params.playlist_id)
      const isPublic = request.body?.public ?? true
      const user = ctx.state.user(grantOf(request).userId)
      const existing = user.playlists.find((ref) => ref.id === playlist.id)
      if (existing) existing.public = isPublic
      else user.playlists.unshift({ id: playlist.id, public: isPublic })
      return reply.code(200).send()
    },
  )

  /** Unfollowing needs the modify scope of how the playlist is followed; either when it is not followed. */
  const unfollowVariant = (request: FastifyRequest): ScopeVariant => {
    const id = rawPlaylistId(request)
    const ref = id === undefined || !request.grant ? undefined : refOf(request.grant.userId, id)
    const playlist = id === undefined ? undefined : ctx.state.playlists.get(id)
    if (!ref || !playlist) return {}
    return { public: playlist.ownerId === request.grant?.userId ? playlist.public : ref.public }
  }

  app.delete(
    '/playlists/:playlist_id/followers',
    { schema: { params: playlistParams }, config: { scopeVariant: unfollowVariant } },
    async (request, reply) => {
      const playlist = playlistOf(ctx.state.playlists, request.params.playlist_id)
      const user = ctx.state.user(grantOf(request).userId)
      // Unfollowing one's own playlist is how the real service deletes it: it leaves the user's list.
      user.playlists = user.playlists.filter((ref) => ref.id !== playlist.id)
      return reply.code(200).send()
    },
  )

  app.get(
    '/playlists/:playlist_id/followers/contains',
    {
      schema: { params: playlistParams, querystring: z.object({ ids: idListParam(MAX_USERS) }) },
    },
    async (request) => {
      const playlist = playlistOf(ctx.state.playlists, request.params.playlist_id)
      const me = grantOf(request).userId
      return request.query.ids.map((userId) => {
        if (!ctx.catalog.user(userId)) return false
        const ref = refOf(userId, playlist.id)
        if (!ref) return false
        // Another user's private follow is theirs to know.
        return userId === me || playlist.ownerId === userId || ref.public
      })
    },
  )
}
