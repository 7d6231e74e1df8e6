import { chunk, inSequence, readInBatches } from '../batches'
import type { Paging, SavedAlbum, SavedTrack } from '../models'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import type { MarketParams, PageParams } from './albums'
import { limits, type ResourceContext } from './context'
import type { OperationId } from '../operations'

type Kind = 'albums' | 'tracks'

const ops = {
  albums: {
    check: 'library.checkSavedAlbums',
    list: 'library.getSavedAlbums',
    save: 'library.saveAlbums',
    remove: 'library.removeSavedAlbums',
  },
  tracks: {
    check: 'library.checkSavedTracks',
    list: 'library.getSavedTracks',
    save: 'library.saveTracks',
    remove: 'library.removeSavedTracks',
  },
} as const satisfies Record<Kind, Record<string, OperationId>>

/** The saved-albums and saved-tracks library: at most 50 ids per request; lists newest first with `added_at`. */
export function createLibraryApi({ transport, pager }: ResourceContext) {
  async function check(kind: Kind, ids: readonly string[], options?: CallOptions): Promise<boolean[]> {
    const rules = new Rules(ops[kind].check)
    rules.required('ids', ids)
    rules.idList('ids', ids, limits.libraryIds)
    return transport.send({ operation: ops[kind].check, query: { ids }, expect: 'json' }, options)
  }

  async function change(
    kind: Kind,
    action: 'save' | 'remove',
    ids: readonly string[],
    options?: CallOptions,
  ) {
    const rules = new Rules(ops[kind][action])
    rules.required('ids', ids)
    rules.idList('ids', ids, limits.libraryIds)
    await transport.send({ operation: ops[kind][action], query: { ids }, expect: 'none' }, options)
  }

  async function list<T>(
    kind: Kind,
    params: PageParams & MarketParams,
    options?: CallOptions,
  ): Promise<Paging<T>> {
    const rules = new Rules(ops[kind].list)
    rules.limit(params.limit, limits.pageLimit)
    rules.offset(params.offset)
    rules.market(params.market)
    return transport.send(
      {
        operation: ops[kind].list,
        query: { limit: params.limit, offset: params.offset, market: params.market },
        market: params.market,
        expect: 'json',
      },
      options,
    )
  }

  /** Every id checked up front, so that a bad id in the third batch does not leave two batches sent. */
  function checkAll(operation: string, ids: readonly string[]): void {
    const rules = new Rules(operation)
    rules.required('ids', ids)
    rules.idList('ids', ids, Infinity, 0)
  }

  async function changeInBatches(
    kind: Kind,
    action: 'save' | 'remove',
    ids: readonly string[],
    options?: CallOptions,
  ) {
    await inSequence(chunk(ids, limits.libraryIds), (part) => change(kind, action, part, options))
  }

  const api = {
    /** GET /me/albums/contains: at most 50 ids. */
    checkSavedAlbums: (ids: readonly string[], options?: CallOptions) => check('albums', ids, options),
    /** GET /me/tracks/contains: at most 50 ids. */
    checkSavedTracks: (ids: readonly string[], options?: CallOptions) => check('tracks', ids, options),

    /** GET /me/albums: limit 1–50 (default 20). */
    getSavedAlbums: (params: PageParams & MarketParams = {}, options?: CallOptions) =>
      list<SavedAlbum>('albums', params, options),
    /** GET /me/tracks: limit 1–50 (default 20). */
    getSavedTracks: (params: PageParams & MarketParams = {}, options?: CallOptions) =>
      list<SavedTrack>('tracks', params, options),

    /** PUT /me/albums: at most 50 ids. */
    saveAlbums: (ids: readonly string[], options?: CallOptions) => change('albums', 'save', ids, options),
    /** PUT /me/tracks: at most 50 ids. */
    saveTracks: (ids: readonly string[], options?: CallOptions) => change('tracks', 'save', ids, options),
    /** DELETE /me/albums: at most 50 ids. */
    removeSavedAlbums: (ids: readonly string[], options?: CallOptions) =>
      change('albums', 'remove', ids, options),
    /** DELETE /me/tracks: at most 50 ids. */
    removeSavedTracks: (ids: readonly string[], options?: CallOptions) =>
      change('tracks', 'remove', ids, options),

    /** Saves any number of albums: requests of 50, one after another (120 ids: 50 + 50 + 20). */
    async saveAlbumsInBatches(ids: readonly string[], options?: CallOptions): Promise<void> {
      checkAll('library.saveAlbumsInBatches', ids)
      await changeInBatches('albums', 'save', ids, options)
    },
    /** Saves any number of tracks: requests of 50, one after another (120 ids: 50 + 50 + 20). */
    async saveTracksInBatches(ids: readonly string[], options?: CallOptions): Promise<void> {
      checkAll('library.saveTracksInBatches', ids)
      await changeInBatches('tracks', 'save', ids, options)
    },
    /** Removes any number of saved albums: requests of 50, one after another. */
    async removeSavedAlbumsInBatches(ids: readonly string[], options?: CallOptions): Promise<void> {
      checkAll('library.removeSavedAlbumsInBatches', ids)
      await changeInBatches('albums', 'remove', ids, options)
    },
    /** Removes any number of saved tracks: requests of 50, one after another. */
    async removeSavedTracksInBatches(ids: readonly string[], options?: CallOptions): Promise<void> {
      checkAll('library.removeSavedTracksInBatches', ids)
      await changeInBatches('tracks', 'remove', ids, options)
    },
    /** Checks any number of albums: requests of 50 sent together; answers in the order of `ids`. */
    async checkSavedAlbumsInBatches(ids: readonly string[], options?: CallOptions): Promise<boolean[]> {
      return readInBatches('library.checkSavedAlbumsInBatches', ids, limits.libraryIds, (part) =>
        check('albums', part, options),
      )
    },
    /** Checks any number of tracks: requests of 50 sent together; answers in the order of `ids`. */
    async checkSavedTracksInBatches(ids: readonly string[], options?: CallOptions): Promise<boolean[]> {
      return readInBatches('library.checkSavedTracksInBatches', ids, limits.libraryIds, (part) =>
        check('tracks', part, options),
      )
    },

    /** Every saved track, newest first: pages of 50, all but the first fetched in parallel (collectAll). */
    getAllSavedTracks(params: MarketParams = {}, options: CallOptions = {}): Promise<SavedTrack[]> {
      return pager.collectAll(
        ({ offset, limit, signal }) =>
          api.getSavedTracks({ ...params, offset, limit }, { ...options, signal }),
        { pageSize: limits.pageLimit, ...(options.signal ? { signal: options.signal } : {}) },
      )
    },
    /** Every saved album, newest first: pages of 50, all but the first fetched in parallel (collectAll). */
    getAllSavedAlbums(params: MarketParams = {}, options: CallOptions = {}): Promise<SavedAlbum[]> {
      return pager.collectAll(
        ({ offset, limit, signal }) =>
          api.getSavedAlbums({ ...params, offset, limit }, { ...options, signal }),
        { pageSize: limits.pageLimit, ...(options.signal ? { signal: options.signal } : {}) },
      )
    },
  }
  return api
}

export type LibraryApi = ReturnType<typeof createLibraryApi>
