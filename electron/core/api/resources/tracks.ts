import { readInBatches } from '../batches'
import type { Track } from '../models'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import type { MarketParams } from './albums'
import { limits, type ResourceContext } from './context'

export function createTracksApi({ transport }: ResourceContext) {
  const api = {
    /** GET /tracks/{id}. With `market`, a relinked track carries `linked_from` and `is_playable`. */
    async getTrack(trackId: string, params: MarketParams = {}, options?: CallOptions): Promise<Track> {
      const rules = new Rules('tracks.getTrack')
      rules.required('trackId', trackId)
      rules.id('trackId', trackId)
      rules.market(params.market)
      return transport.send(
        {
          operation: 'tracks.getTrack',
          pathParams: { track_id: trackId },
          query: { market: params.market },
          market: params.market,
          expect: 'json',
        },
        options,
      )
    },

    /** GET /tracks: at most 50 ids. */
    async getTracks(
      ids: readonly string[],
      params: MarketParams = {},
      options?: CallOptions,
    ): Promise<Track[]> {
      const rules = new Rules('tracks.getTracks')
      rules.required('ids', ids)
      rules.idList('ids', ids, limits.tracksByIds)
      rules.market(params.market)
      const response = await transport.send<{ tracks: Track[] }>(
        {
          operation: 'tracks.getTracks',
          query: { ids, market: params.market },
          market: params.market,
          expect: 'json',
        },
        options,
      )
      return response.tracks
    },

    /** Any number of tracks, in requests of 50 sent together; results in the order of `ids`. */
    async getTracksInBatches(
      ids: readonly string[],
      params: MarketParams = {},
      options?: CallOptions,
    ): Promise<Track[]> {
      return readInBatches('tracks.getTracksInBatches', ids, limits.tracksByIds, (part) =>
        api.getTracks(part, params, options),
      )
    },
  }
  return api
}

export type TracksApi = ReturnType<typeof createTracksApi>
