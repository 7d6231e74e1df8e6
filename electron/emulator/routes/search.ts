import { z } from 'zod'
import { tokenize } from '../catalog/normalize'
import type { CatalogSearchType } from '../catalog/search-index'
import { hasFieldFilter, keywordsMatch, parseSearchQuery, type ParsedQuery } from '../catalog/search-query'
import { badRequest } from '../http/api-error'
import { resolveMarket } from '../http/market'
import { page, requestPageUrl } from '../http/paging'
import {
  enumListParam,
  enumParam,
  limitParam,
  marketParam,
  offsetParam,
  stringParam,
} from '../http/query-params'
import { presentSimplifiedAlbum } from '../present/album'
import { presentArtist } from '../present/artist'
import { presentSimplifiedPlaylist } from '../present/playlist'
import { presentTrack } from '../present/track'
import type { PlaylistState } from '../state/playlist-store'
import type { RouteModule } from './route-module'

const SEARCH_TYPES = ['album', 'artist', 'playlist', 'track'] as const
/** api-spec.md: offset + limit at most 10000 (the OpenAPI file says 1000; the spec wins). */
const MAX_REACH = 10_000
const DAY_MS = 86_400_000

/**
 * GET /search?q=…&type=…: keywords and field filters (see catalog/search-query.ts), `limit` per type,
 * `market` keeps playable artists, albums and tracks (playlists are not affected), `include_external=audio`.
 */
export const searchRoutes: RouteModule = (app, ctx) => {
  const playlistMatches = (playlist: PlaylistState, query: ParsedQuery) =>
    playlist.public &&
    query.clauses.length > 0 &&
    !hasFieldFilter(query.filters) &&
    keywordsMatch([...tokenize(playlist.name), ...tokenize(playlist.description)], query.clauses)

  app.get(
    '/search',
    {
      schema: {
        querystring: z.object({
          q: stringParam(),
          // api-spec.md names the parameter `query`; the real service reads `q`. Both are accepted.
          query: stringParam(),
          type: enumListParam(SEARCH_TYPES, { required: true }),
          market: marketParam(),
          limit: limitParam(20, 50),
          offset: offsetParam(),
          include_external: enumParam(['audio']),
        }),
      },
    },
    async (request) => {
      const { limit, offset } = request.query
      const text = request.query.q ?? request.query.query
      if (text === undefined) throw badRequest('q is required')
      if (offset + limit > MAX_REACH) throw badRequest(`offset + limit must be at most ${MAX_REACH}`)
      const types = request.query.type as (typeof SEARCH_TYPES)[number][]
      const market = resolveMarket(ctx.catalog, request, request.query.market)
      const query = parseSearchQuery(text)
      const context = { todayDay: Math.floor(ctx.clock.now() / DAY_MS), ...(market ? { market } : {}) }
      const result: Record<string, unknown> = {}
      for (const type of types) {
        const pageUrl = requestPageUrl(ctx.urls, request, { type })
        const window = (total: number) => ({ offset, limit, total, reachable: MAX_REACH })
        if (type === 'playlist') {
          const matches = [...ctx.state.playlists.all()].filter((playlist) =>
            playlistMatches(playlist, query),
          )
          const items = matches.slice(offset, offset + limit).map((p) => presentSimplifiedPlaylist(ctx, p))
          result['playlists'] = page(pageUrl, window(matches.length), items)
          continue
        }
        const positions = ctx.catalog.search.find(type as CatalogSearchType, query, context)
        const slice = [...positions.subarray(offset, offset + limit)]
        const search = ctx.catalog.search
        const items: unknown[] =
          type === 'artist'
            ? slice.map((position) => presentArtist(ctx, search.artistAt(position)))
            : type === 'album'
              ? slice.map((position) => presentSimplifiedAlbum(ctx, search.albumAt(position), market))
              : slice.map((position) => presentTrack(ctx, search.trackAt(position), market))
        result[`${type}s`] = page(pageUrl, window(positions.length), items)
      }
      return result
    },
  )
}
