import { searchTypes, type SearchResults, type SearchType } from '../models'
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

export function createSearchApi({ transport }: ResourceContext) {
  return {
    /**
     * GET /search?q=…&type=…. `offset + limit` may not exceed 10,000. With `market`, only artists, albums and
     * tracks playable there come back; playlists are not affected.
     */
    async search(params: SearchParams, options?: CallOptions): Promise<SearchResults> {
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
      rules.offset(params.offset)
      const window = (params.offset ?? 0) + (params.limit ?? 20)
      if (window > limits.searchWindow) {
        rules.fail('offset + limit', `must be at most ${limits.searchWindow} (got ${window})`)
      }
      rules.oneOf('includeExternal', params.includeExternal, ['audio'])
      return transport.send(
        {
          operation: 'search.search',
          query: {
            q: params.query,
            type: params.types,
            market: params.market,
            limit: params.limit,
            offset: params.offset,
            include_external: params.includeExternal,
          },
          market: params.market,
          expect: 'json',
        },
        options,
      )
    },
  }
}

export type SearchApi = ReturnType<typeof createSearchApi>
