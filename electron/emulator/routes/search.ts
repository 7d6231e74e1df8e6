import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { tokenize } from '../catalog/normalize'
import type { CatalogSearchType } from '../catalog/search-index'
import { hasFieldFilter, keywordsMatch, parseSearchQuery, type ParsedQuery } from '../catalog/search-query'
import { isToday } from '../generation'
import { badRequest } from '../http/api-error'
import { generationLimitParam, generationOffsetParam } from '../http/generation-params'
import { resolveMarket } from '../http/market'
import { page, requestPageUrl } from '../http/paging'
import { enumListParam, enumParam, marketParam, stringParam } from '../http/query-params'
import { listeningMarket } from '../http/spoken-availability'
import { presentSimplifiedAlbum } from '../present/album'
import { presentArtist } from '../present/artist'
import { presentSimplifiedAudiobook } from '../present/audiobook'
import { presentSimplifiedPlaylist } from '../present/playlist'
import { presentSimplifiedEpisode, presentSimplifiedShow } from '../present/show'
import { presentTrack } from '../present/track'
import type { ServiceContext } from '../service-context'
import { resumePointsFor } from './player-world'
import type { PlaylistState } from '../state/playlist-store'
import type { RouteModule } from './route-module'

const SEARCH_TYPES = ['album', 'artist', 'playlist', 'track', 'show', 'episode', 'audiobook'] as const
type SearchType = (typeof SEARCH_TYPES)[number]
/** api-spec.md: offset + limit at most 10000 (the OpenAPI file says 1000; the spec wins). */
const MAX_REACH = 10_000
/** service-2026.md §4: in API mode 2026 `offset` is 0–1000, `limit` 1–10 (default 5). */
const MAX_OFFSET_2026 = 1000
const DAY_MS = 86_400_000

/**
 * The matches of a spoken-word type, presented: shows and episodes where `market` has them, audiobooks only
 * where they are sold (judged by `market`, else the user's country).
 */
function spokenMatches(
  ctx: ServiceContext,
  request: FastifyRequest,
  type: 'show' | 'episode' | 'audiobook',
  query: ParsedQuery,
  market: string | undefined,
): { total: number; present: (offset: number, limit: number) => unknown[] } {
  const search = ctx.catalog.spoken.search
  if (type === 'show') {
    const shows = search.find('show', query, market)
    return {
      total: shows.length,
      present: (o, l) => shows.slice(o, o + l).map((s) => presentSimplifiedShow(ctx, s)),
    }
  }
  if (type === 'episode') {
    const episodes = search.find('episode', query, market)
    const resume = resumePointsFor(ctx, request)
    return {
      total: episodes.length,
      present: (o, l) =>
        episodes.slice(o, o + l).map((e) => presentSimplifiedEpisode(ctx, e, market, resume)),
    }
  }
  const books = search.find('audiobook', query, market ?? listeningMarket(ctx.catalog, request, undefined))
  return {
    total: books.length,
    present: (o, l) => books.slice(o, o + l).map((b) => presentSimplifiedAudiobook(ctx, b)),
  }
}

/**
 * GET /search?q=…&type=…: keywords and field filters (see catalog/search-query.ts), `limit` per type,
 * `market` keeps playable artists, albums, tracks, shows and episodes (playlists are not affected),
 * audiobooks only where they are sold, `include_external=audio`.
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
          limit: generationLimitParam(ctx.generation, {
            classic: { default: 20, max: 50 },
            today: { default: 5, max: 10, refusal: 'Invalid limit' },
          }),
          offset: generationOffsetParam(ctx.generation, { max: MAX_OFFSET_2026, refusal: 'Invalid offset' }),
          include_external: enumParam(['audio']),
        }),
      },
    },
    async (request) => {
      const { limit, offset } = request.query
      const text = request.query.q ?? request.query.query
      if (text === undefined) throw badRequest('q is required')
      if (offset + limit > MAX_REACH) throw badRequest(`offset + limit must be at most ${MAX_REACH}`)
      const types = request.query.type as SearchType[]
      const market = resolveMarket(ctx.catalog, request, request.query.market)
      const query = parseSearchQuery(text)
      const context = { todayDay: Math.floor(ctx.clock.now() / DAY_MS), ...(market ? { market } : {}) }
      const result: Record<string, unknown> = {}
      for (const type of types) {
        const pageUrl = requestPageUrl(ctx.urls, request, { type })
        // Next links stay within what the generation accepts.
        const reachable = isToday(ctx.generation) ? MAX_OFFSET_2026 + 1 : MAX_REACH
        const window = (total: number) => ({ offset, limit, total, reachable })
        if (type === 'playlist') {
          const matches = [...ctx.state.playlists.all()].filter((playlist) =>
            playlistMatches(playlist, query),
          )
          const items = matches.slice(offset, offset + limit).map((p) => presentSimplifiedPlaylist(ctx, p))
          result['playlists'] = page(pageUrl, window(matches.length), items)
          continue
        }
        if (type === 'show' || type === 'episode' || type === 'audiobook') {
          const matches = spokenMatches(ctx, request, type, query, market)
          result[`${type}s`] = page(pageUrl, window(matches.total), matches.present(offset, limit))
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
