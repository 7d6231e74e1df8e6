import { readEach, readInBatches } from '../batches'
import type { Album, Paging, SimplifiedTrack } from '../models'
import { withReplacement } from '../replacement'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import { limits, type ResourceContext } from './context'

export interface MarketParams {
  /** ISO 3166-1 alpha-2 country code or `from_token`: applies track relinking. */
  market?: string
}

export interface PageParams {
  limit?: number
  offset?: number
}

export function createAlbumsApi({ transport, availability }: ResourceContext) {
  const api = {
    /** GET /albums/{id}. */
    async getAlbum(albumId: string, params: MarketParams = {}, options?: CallOptions): Promise<Album> {
      const rules = new Rules('albums.getAlbum')
      rules.requiredId('albumId', albumId)
      rules.market(params.market)
      return transport.send(
        {
          operation: 'albums.getAlbum',
          pathParams: { album_id: albumId },
          query: { market: params.market },
          market: params.market,
          expect: 'json',
        },
        options,
      )
    },

    /**
     * GET /albums: at most 20 ids, in order, null for an unknown id. Where the service no longer reads several
     * at once (2026), one GET /albums/{id} per id, together within the lane.
     */
    async getAlbums(
      ids: readonly string[],
      params: MarketParams = {},
      options: CallOptions = {},
    ): Promise<Album[]> {
      const rules = new Rules('albums.getAlbums')
      rules.required('ids', ids)
      rules.idList('ids', ids, limits.albumsByIds)
      rules.market(params.market)
      return withReplacement(
        availability,
        'albums.getAlbums',
        async () => {
          const response = await transport.send<{ albums: Album[] }>(
            {
              operation: 'albums.getAlbums',
              query: { ids, market: params.market },
              market: params.market,
              expect: 'json',
            },
            options,
          )
          return response.albums
        },
        // The batch read answers null for unknown ids too; the type has always said Album.
        async () =>
          (await readEach(
            ids,
            (id, signal) => api.getAlbum(id, params, { ...options, signal }),
            options.signal,
          )) as Album[],
      )
    },

    /** Any number of albums, in requests of 20 (or single reads) sent together; results in the order of `ids`. */
    async getAlbumsInBatches(
      ids: readonly string[],
      params: MarketParams = {},
      options?: CallOptions,
    ): Promise<Album[]> {
      return readInBatches('albums.getAlbumsInBatches', ids, limits.albumsByIds, (part) =>
        api.getAlbums(part, params, options),
      )
    },

    /** GET /albums/{id}/tracks: limit 1–50 (default 20). */
    async getAlbumTracks(
      albumId: string,
      params: PageParams & MarketParams = {},
      options?: CallOptions,
    ): Promise<Paging<SimplifiedTrack>> {
      const rules = new Rules('albums.getAlbumTracks')
      rules.requiredId('albumId', albumId)
      rules.limit(params.limit, limits.pageLimit)
      rules.offset(params.offset)
      rules.market(params.market)
      return transport.send(
        {
          operation: 'albums.getAlbumTracks',
          pathParams: { album_id: albumId },
          query: { limit: params.limit, offset: params.offset, market: params.market },
          market: params.market,
          expect: 'json',
        },
        options,
      )
    },
  }
  return api
}

export type AlbumsApi = ReturnType<typeof createAlbumsApi>
