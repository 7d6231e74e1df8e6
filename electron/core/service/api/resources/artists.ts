import { readEach, readInBatches } from '../batches'
import { catalogPageCap } from '../generation'
import {
  albumGroups,
  type AlbumGroup,
  type Artist,
  type ArtistAlbum,
  type Paging,
  type Track,
} from '../models'
import { fetchWindow, mergePages } from '../page-window'
import { withReplacement } from '../replacement'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import type { MarketParams, PageParams } from './albums'
import { limits, type ResourceContext } from './context'

export interface ArtistAlbumsParams extends PageParams, MarketParams {
  /** Which relations to list; all when absent. */
  includeGroups?: readonly AlbumGroup[]
}

/** An artist's albums: a known id, known groups, a market, and a page's limit and offset. */
function artistAlbumsRules(artistId: string, params: ArtistAlbumsParams): void {
  const rules = new Rules('artists.getArtistAlbums')
  rules.requiredId('artistId', artistId)
  if (params.includeGroups !== undefined) {
    rules.list('includeGroups', params.includeGroups, 1, albumGroups.length)
    params.includeGroups.forEach((group, index) => rules.oneOf(`includeGroups[${index}]`, group, albumGroups))
  }
  rules.market(params.market)
  rules.limit(params.limit, limits.pageLimit)
  rules.offset(params.offset)
}

export function createArtistsApi({ transport, availability }: ResourceContext) {
  const api = {
    /** GET /artists/{id}. */
    async getArtist(artistId: string, options?: CallOptions): Promise<Artist> {
      const rules = new Rules('artists.getArtist')
      rules.requiredId('artistId', artistId)
      return transport.send(
        { operation: 'artists.getArtist', pathParams: { artist_id: artistId }, expect: 'json' },
        options,
      )
    },

    /**
     * GET /artists: at most 50 ids, in order, null for an unknown id. Where the service no longer reads several
     * at once (2026), one GET /artists/{id} per id, together within the lane.
     */
    async getArtists(ids: readonly string[], options: CallOptions = {}): Promise<Artist[]> {
      const rules = new Rules('artists.getArtists')
      rules.required('ids', ids)
      rules.idList('ids', ids, limits.artistsByIds)
      return withReplacement(
        availability,
        'artists.getArtists',
        async () => {
          const response = await transport.send<{ artists: Artist[] }>(
            { operation: 'artists.getArtists', query: { ids }, expect: 'json' },
            options,
          )
          return response.artists
        },
        // The batch read answers null for unknown ids too; the type has always said Artist.
        async () =>
          (await readEach(
            ids,
            (id, signal) => api.getArtist(id, { ...options, signal }),
            options.signal,
          )) as Artist[],
      )
    },

    /** Any number of artists, in requests of 50 (or single reads) sent together; results in the order of `ids`. */
    async getArtistsInBatches(ids: readonly string[], options?: CallOptions): Promise<Artist[]> {
      return readInBatches('artists.getArtistsInBatches', ids, limits.artistsByIds, (part) =>
        api.getArtists(part, options),
      )
    },

    /**
     * GET /artists/{id}/albums: limit 1–50; without `market` the service likely lists duplicates per market.
     * Where the service pages by 10 at most (2026), a larger `limit` is asked in pages of 10 (the first, then
     * the rest the list reaches, together) and answered as one page.
     */
    async getArtistAlbums(
      artistId: string,
      params: ArtistAlbumsParams = {},
      options: CallOptions = {},
    ): Promise<Paging<ArtistAlbum>> {
      artistAlbumsRules(artistId, params)
      const page = (limit: number | undefined, offset: number | undefined, signal?: AbortSignal) =>
        transport.send<Paging<ArtistAlbum>>(
          {
            operation: 'artists.getArtistAlbums',
            pathParams: { artist_id: artistId },
            query: { include_groups: params.includeGroups, market: params.market, limit, offset },
            market: params.market,
            expect: 'json',
          },
          { ...options, ...(signal ? { signal } : {}) },
        )
      const cap = catalogPageCap(availability.generation)
      if (params.limit === undefined || params.limit <= cap) return page(params.limit, params.offset)
      const window = { offset: params.offset ?? 0, limit: params.limit }
      return fetchWindow(window, {
        cap,
        fetchPart: (part, signal) => page(part.limit, part.offset, signal),
        totalOf: (first) => first.total,
        merge: (pages) => transport.keepOrigin(mergePages(pages, window), pages[0]),
        ...(options.signal ? { signal: options.signal } : {}),
      })
    },

    /** GET /artists/{id}/top-tracks: `market` is required. */
    async getArtistTopTracks(
      artistId: string,
      params: { market: string },
      options?: CallOptions,
    ): Promise<Track[]> {
      const rules = new Rules('artists.getArtistTopTracks')
      rules.requiredId('artistId', artistId)
      rules.required('market', params?.market)
      rules.market(params.market)
      const response = await transport.send<{ tracks: Track[] }>(
        {
          operation: 'artists.getArtistTopTracks',
          pathParams: { artist_id: artistId },
          query: { market: params.market },
          market: params.market,
          expect: 'json',
        },
        options,
      )
      return response.tracks
    },

    /** GET /artists/{id}/related-artists: artists similar by community listening history. */
    async getRelatedArtists(artistId: string, options?: CallOptions): Promise<Artist[]> {
      const rules = new Rules('artists.getRelatedArtists')
      rules.requiredId('artistId', artistId)
      const response = await transport.send<{ artists: Artist[] }>(
        { operation: 'artists.getRelatedArtists', pathParams: { artist_id: artistId }, expect: 'json' },
        options,
      )
      return response.artists
    },
  }
  return api
}

export type ArtistsApi = ReturnType<typeof createArtistsApi>
