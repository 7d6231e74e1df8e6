import type { Artist, Paging, Track } from '../models'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import type { PageParams } from './albums'
import { limits, type ResourceContext } from './context'

/** `short_term` about 4 weeks, `medium_term` about 6 months (the default), `long_term` several years. */
export type TimeRange = 'short_term' | 'medium_term' | 'long_term'
export const timeRanges: readonly TimeRange[] = ['short_term', 'medium_term', 'long_term']

export interface TopItemsParams extends PageParams {
  timeRange?: TimeRange
}

export function createPersonalizationApi({ transport }: ResourceContext) {
  async function top<T>(
    operation: 'personalization.getTopArtists' | 'personalization.getTopTracks',
    params: TopItemsParams,
    options?: CallOptions,
  ): Promise<Paging<T>> {
    const rules = new Rules(operation)
    rules.oneOf('timeRange', params.timeRange, timeRanges)
    rules.limit(params.limit, limits.pageLimit)
    rules.offset(params.offset)
    return transport.send(
      {
        operation,
        query: { time_range: params.timeRange, limit: params.limit, offset: params.offset },
        expect: 'json',
      },
      options,
    )
  }

  return {
    /** GET /me/top/artists. */
    getTopArtists: (params: TopItemsParams = {}, options?: CallOptions) =>
      top<Artist>('personalization.getTopArtists', params, options),
    /** GET /me/top/tracks. */
    getTopTracks: (params: TopItemsParams = {}, options?: CallOptions) =>
      top<Track>('personalization.getTopTracks', params, options),
  }
}

export type PersonalizationApi = ReturnType<typeof createPersonalizationApi>
