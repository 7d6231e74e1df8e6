import { catalogPageCap } from '../generation'
import { searchTypes, type Paging, type SearchResults, type SearchType } from '../models'
import { fetchWindow, mergePages } from '../page-window'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import type { MarketParams, PageParams } from './albums'
import { limits, type ResourceContext } from './context'

export interface SearchParams extends MarketParams, PageParams {
  /** Keywords with optional field filters (`artist:`, `album:`, `track:`, `year:`, `genre:`, `isrc:`, `upc:`, `tag:new`). */
  query: string
  /** Which kinds to search; `limit` (1–50) applies to each. */
  types: readonly SearchType[]
  /** `audio` includes externally hosted audio; it is filtered out when absent. */
  includeExternal?: 'audio'
}

const resultKeys = [
  'albums',
  'artists',
  'playlists',
  'tracks',
  'shows',
  'episodes',
  'audiobooks',
] as const satisfies readonly (keyof SearchResults)[]

/** Search answers of consecutive windows as one: each type's pages merged. */
function mergeResults(
  parts: readonly SearchResults[],
  window: { offset: number; limit: number },
): SearchResults {
  const merged: SearchResults = {}
  for (const key of resultKeys) {
    const pages = parts.flatMap((part) => (part[key] ? [part[key] as Paging<unknown>] : []))
    if (pages.length > 0) Object.assign(merged, { [key]: mergePages(pages, window) })
  }
  return merged
}

export function createSearchApi({ transport, availability }: ResourceContext) {
  return {
    /**
     * GET /search?q=…&type=…. `offset + limit` may not exceed 10,000. With `market`, only artists, albums and
     * tracks playable there come back; playlists are not affected. Where the service answers at most 10 a
     * type per request (2026; `offset` then at most 1,000), a larger `limit` is asked in pages of 10 (the
     * first, then the rest the results reach, together) and answered as one page per type. Without `limit`
     * the service's default applies (20, or 5 in 2026).
     */
    async search(params: SearchParams, options: CallOptions = {}): Promise<SearchResults> {
      const rules = new Rules('search.search')
      rules.required('params', params)
      rules.required('query', params.query)
      rules.nonEmptyText('query', params.query)
      rules.required('types', params.types)
      rules.list('types', params.types, 1, searchTypes.length)
      params.types.forEach((type, index) => rules.oneOf(`types[${index}]`, type, searchTypes))
      if (new Set(params.types).size !== params.types.length)
        rules.fail('types', 'must not name a type twice')
      rules.market(params.market)
      rules.limit(params.limit, limits.pageLimit)
      const today = availability.generation === '2026'
      rules.offset(params.offset, today ? limits.searchOffset2026 : undefined)
      const window = (params.offset ?? 0) + (params.limit ?? 20)
      if (window > limits.searchWindow) {
        rules.fail('offset + limit', `must be at most ${limits.searchWindow} (got ${window})`)
      }
      rules.oneOf('includeExternal', params.includeExternal, ['audio'])
      const page = (limit: number | undefined, offset: number | undefined, signal?: AbortSignal) =>
        transport.send<SearchResults>(
          {
            operation: 'search.search',
            query: {
              q: params.query,
              type: params.types,
              market: params.market,
              limit,
              offset,
              include_external: params.includeExternal,
            },
            market: params.market,
            expect: 'json',
          },
          { ...options, ...(signal ? { signal } : {}) },
        )
      const cap = catalogPageCap(availability.generation)
      if (params.limit === undefined || params.limit <= cap) return page(params.limit, params.offset)
      const asked = { offset: params.offset ?? 0, limit: params.limit }
      return fetchWindow(asked, {
        cap,
        fetchPart: (part, signal) => page(part.limit, part.offset, signal),
        // Every type is asked for in each request: go on while any of them has more.
        totalOf: (first) => Math.max(0, ...resultKeys.map((key) => first[key]?.total ?? 0)),
        merge: (parts) => transport.keepOrigin(mergeResults(parts, asked), parts[0]),
        ...(today ? { maxOffset: limits.searchOffset2026 } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      })
    },
  }
}

export type SearchApi = ReturnType<typeof createSearchApi>
