import { z } from 'zod'
import type { TrackRecord } from '../catalog/catalog-types'
import { badRequest } from '../http/api-error'
import { requestPageUrl } from '../http/paging'
import { intParam, limitParam } from '../http/query-params'
import { presentContextRef } from '../present/playback'
import { presentTrack } from '../present/track'
import type { PlayHistoryEntry } from '../state/user-state'
import { syncedWorld } from './player-world'
import type { RouteModule } from './route-module'

/**
 * GET /me/player/recently-played: newest first, `limit` 1-50, and Unix-ms cursors. `before` pages back in time
 * (the `limit` plays just before it), `after` forward (the `limit` plays just after it); both are exclusive and
 * never together. `next` continues in the same direction; `cursors` name the page's newest and oldest plays.
 */
export const recentlyPlayedRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/me/player/recently-played',
    {
      schema: {
        querystring: z.object({
          limit: limitParam(20, 50),
          after: intParam({ min: 0 }),
          before: intParam({ min: 0 }),
        }),
      },
    },
    async (request) => {
      const { limit, after, before } = request.query
      if (after !== undefined && before !== undefined) {
        throw badRequest('after and before cannot both be given; use one cursor')
      }
      // The history is in time order (the clock never runs backwards).
      const { history } = syncedWorld(ctx, request)
      let window: PlayHistoryEntry[]
      let more: boolean
      if (after !== undefined) {
        const newer = history.filter((entry) => entry.playedAt > after)
        window = newer.slice(0, limit)
        more = newer.length > limit
      } else {
        const older = before === undefined ? history : history.filter((entry) => entry.playedAt < before)
        window = older.slice(Math.max(0, older.length - limit))
        more = older.length > limit
      }
      const items = window.reverse()
      const newest = items[0]
      const oldest = items.at(-1)
      const url = new URL(requestPageUrl(ctx.urls, request)(0, limit))
      url.searchParams.delete('offset')
      const href = url.toString()
      let next: string | null = null
      if (more && newest && oldest) {
        const following = new URL(href)
        following.searchParams.delete('after')
        following.searchParams.delete('before')
        if (after !== undefined) following.searchParams.set('after', String(newest.playedAt))
        else following.searchParams.set('before', String(oldest.playedAt))
        next = following.toString()
      }
      return {
        href,
        items: items.map((entry) => ({
          track: presentTrack(ctx, ctx.catalog.track(entry.trackId) as TrackRecord, undefined),
          played_at: new Date(entry.playedAt).toISOString(),
          context: presentContextRef(ctx, entry.contextUri),
        })),
        limit,
        next,
        cursors:
          newest && oldest ? { after: String(newest.playedAt), before: String(oldest.playedAt) } : null,
      }
    },
  )
}
