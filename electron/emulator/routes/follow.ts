import { z } from 'zod'
import type { ArtistRecord } from '../catalog/catalog-types'
import { badRequest } from '../http/api-error'
import { optionalBody, stringArrayField } from '../http/body-params'
import { requestPageUrl } from '../http/paging'
import { enumParam, idListParam, limitParam, stringParam } from '../http/query-params'
import { grantOf } from '../http/request-grant'
import { presentArtist } from '../present/artist'
import { found } from './route-helpers'
import type { RouteModule } from './route-module'

/** Follow / unfollow artists or users: at most 50 ids per request (api-spec.md, Limits). */
const MAX_IDS = 50
const FOLLOW_TYPES = ['artist', 'user'] as const
type FollowType = (typeof FOLLOW_TYPES)[number]

const changeQuery = z.object({
  type: enumParam(FOLLOW_TYPES, { required: true }),
  ids: idListParam(MAX_IDS, { required: false }),
})
const changeBody = optionalBody({ ids: stringArrayField(MAX_IDS, 'ids').optional() })

/**
 * Following artists and users: PUT / DELETE /me/following (ids in the body as api-spec.md says, or in the
 * query as the real service also takes them), GET /me/following/contains, and the followed artists with the
 * `after` cursor. Followed artists are listed by id, so `after` stays valid even when the cursor's artist is
 * unfollowed between two pages. API mode 2026 keeps only the list (the rest moved to /me/library).
 */
export const followRoutes: RouteModule = (app, ctx) => {
  const followsOf = (userId: string, type: FollowType) =>
    type === 'artist' ? ctx.state.user(userId).follows.artists : ctx.state.user(userId).follows.users
  const exists = (type: FollowType, id: string) =>
    type === 'artist' ? ctx.catalog.artist(id) : ctx.catalog.user(id)

  for (const method of ['put', 'delete'] as const) {
    app[method](
      '/me/following',
      {
        schema: { querystring: changeQuery, body: changeBody },
      },
      async (request, reply) => {
        const type = request.query.type as FollowType
        const ids = request.query.ids.length > 0 ? request.query.ids : (request.body?.ids ?? [])
        if (ids.length === 0) throw badRequest('ids is required (a JSON array in the body, or in the query)')
        for (const id of ids) found(exists(type, id), type, id)
        const follows = followsOf(grantOf(request).userId, type)
        for (const id of ids) {
          if (method === 'put') follows.add(id)
          else follows.delete(id)
        }
        return reply.code(204).send()
      },
    )
  }

  app.get(
    '/me/following/contains',
    {
      schema: {
        querystring: z.object({
          type: enumParam(FOLLOW_TYPES, { required: true }),
          ids: idListParam(MAX_IDS),
        }),
      },
    },
    async (request) => {
      const follows = followsOf(grantOf(request).userId, request.query.type as FollowType)
      return request.query.ids.map((id) => follows.has(id))
    },
  )

  app.get(
    '/me/following',
    {
      schema: {
        querystring: z.object({
          // Only artists can be listed (the real service refuses type=user here too).
          type: enumParam(['artist'] as const, { required: true }),
          after: stringParam(),
          limit: limitParam(20, 50),
        }),
      },
    },
    async (request) => {
      const { after, limit } = request.query
      const followed = [...followsOf(grantOf(request).userId, 'artist')]
        .flatMap((id) => {
          const artist = ctx.catalog.artist(id)
          return artist ? [artist] : []
        })
        .sort((a: ArtistRecord, b: ArtistRecord) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      const rest = after === undefined ? followed : followed.filter((artist) => artist.id > after)
      const slice = rest.slice(0, limit)
      const last = slice.at(-1)
      const more = rest.length > limit && last !== undefined
      const url = new URL(requestPageUrl(ctx.urls, request)(0, limit))
      url.searchParams.delete('offset')
      const href = url.toString()
      let next: string | null = null
      if (more) {
        const following = new URL(href)
        following.searchParams.set('after', last.id)
        next = following.toString()
      }
      return {
        artists: {
          href,
          items: slice.map((artist) => presentArtist(ctx, artist)),
          limit,
          next,
          cursors: { after: more ? last.id : null },
          total: followed.length,
        },
      }
    },
  )
}
