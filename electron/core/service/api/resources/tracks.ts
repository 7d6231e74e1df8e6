import { readEach, readInBatches } from '../batches'
import type { Track } from '../models'
import { withReplacement } from '../replacement'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import type { MarketParams } from './albums'
import { limits, type ResourceContext } from './context'

export function createTracksApi({ transport, availability }: ResourceContext) {
  const api = {
    /** GET /tracks/{id}. With `market`, a relinked track carries `linked_from` and `is_playable`. */
    async getTrack(trackId: string, params: MarketParams = {}, options?: CallOptions): Promise<Track> {
      const rules = new Rules('tracks.getTrack')
      rules.requiredId('trackId', trackId)
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

    /**
     * GET /tracks: at most 50 ids, in order, null for an unknown id. Where the service no longer reads several
     * at once (2026), one GET /tracks/{id} per id, together within the lane.
     */
    async getTracks(
      ids: readonly string[],
      params: MarketParams = {},
      options: CallOptions = {},
    ): Promise<Track[]> {
      const rules = new Rules('tracks.getTracks')
      rules.required('ids', ids)
      rules.idList('ids', ids, limits.tracksByIds)
      rules.market(params.market)
      return withReplacement(
        availability,
        'tracks.getTracks',
        async () => {
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
        // The batch read answers null for unknown ids too; the type has always said Track.
        async () =>
          (await readEach(
            ids,
            (id, signal) => api.getTrack(id, params, { ...options, signal }),
            options.signal,
          )) as Track[],
      )
    },

    /** Any number of tracks, in requests of 50 (or single reads) sent together; results in the order of `ids`. */
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
