import { type z } from 'zod'
import { chunk, inSequence, readInBatches } from '../batches'
import type { Paging, SavedAlbum, SavedAudiobook, SavedEpisode, SavedShow, SavedTrack } from '../models'
import { SavedAudiobookSchema } from '../models/audiobook'
import { SavedEpisodeSchema, SavedShowSchema } from '../models/show'
import { pagingOf } from '../models/wire-schemas'
import type { OperationId } from '../operations'
import { withReplacement } from '../replacement'
import { Rules } from '../rules'
import { uriOf } from '../saved-kinds'
import type { CallOptions } from '../transport'
import { checkedWire } from '../wire-check'
import type { MarketParams, PageParams } from './albums'
import { limits, type ResourceContext } from './context'
import type { LibraryItemsApi } from './library-items'

type Kind = 'albums' | 'tracks' | 'shows' | 'episodes' | 'audiobooks'
const uriKind = {
  albums: 'album',
  tracks: 'track',
  shows: 'show',
  episodes: 'episode',
  audiobooks: 'audiobook',
} as const

/** The saved podcasts and audiobooks are checked as they arrive (their runtime schemas, models/show.ts). */
const listSchemas: Partial<Record<Kind, z.ZodType>> = {
  shows: pagingOf(SavedShowSchema),
  episodes: pagingOf(SavedEpisodeSchema),
  audiobooks: pagingOf(SavedAudiobookSchema),
}

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
  shows: {
    check: 'library.checkSavedShows',
    list: 'library.getSavedShows',
    save: 'library.saveShows',
    remove: 'library.removeSavedShows',
  },
  episodes: {
    check: 'library.checkSavedEpisodes',
    list: 'library.getSavedEpisodes',
    save: 'library.saveEpisodes',
    remove: 'library.removeSavedEpisodes',
  },
  audiobooks: {
    check: 'library.checkSavedAudiobooks',
    list: 'library.getSavedAudiobooks',
    save: 'library.saveAudiobooks',
    remove: 'library.removeSavedAudiobooks',
  },
} as const satisfies Record<Kind, Record<string, OperationId>>

/**
 * The saved library (albums, tracks, shows, episodes, audiobooks): at most 50 ids per call; lists newest first
 * with `added_at`.
 * Saving, removing and checking go to /me/tracks and /me/albums where the service offers them, else (2026, or
 * once the service refused them) to /me/library by URI, 40 a request, sent together (`libraryItems`).
 */
export function createLibraryApi(context: ResourceContext, libraryItems: LibraryItemsApi) {
  const requests = savedRequests(context, libraryItems)
  return {
    ...musicLibraryApi(context, requests),
    ...spokenLibraryApi(requests),
    /** PUT /me/library: saves (or follows) any number of items of any kind by URI, 40 a request. */
    saveItems: libraryItems.saveItems,
    /** DELETE /me/library: removes (or unfollows) any number of items by URI, 40 a request. */
    removeItems: libraryItems.removeItems,
    /** GET /me/library/contains: whether each item is saved (or followed), in the order of `uris`. */
    checkItems: libraryItems.checkItems,
  }
}

type SavedRequests = ReturnType<typeof savedRequests>

/** The requests every saved kind shares: check, save or remove, list, and the batches of any number of ids. */
function savedRequests({ transport, availability }: ResourceContext, libraryItems: LibraryItemsApi) {
  const uris = (kind: Kind, ids: readonly string[]) => ids.map((id) => uriOf(uriKind[kind], id))

  /**
   * At most 50 ids, checked, then sent to `operation`; where that is gone (2026, or once the service refused
   * it), their URIs to /me/library instead (`library`).
   */
  function byIds<T>(
    kind: Kind,
    operation: (typeof ops)[Kind]['check' | 'save' | 'remove'],
    ids: readonly string[],
    sent: { expect: 'json' | 'none'; library: (all: string[]) => Promise<T> },
    options?: CallOptions,
  ): Promise<T> {
    const rules = new Rules(operation)
    rules.required('ids', ids)
    rules.idList('ids', ids, limits.libraryIds)
    return withReplacement(
      availability,
      operation,
      () => transport.send<T>({ operation, query: { ids }, expect: sent.expect }, options),
      () => sent.library(uris(kind, ids)),
    )
  }

  async function check(kind: Kind, ids: readonly string[], options?: CallOptions): Promise<boolean[]> {
    const library = (all: string[]) => libraryItems.checkItems(all, options)
    return byIds(kind, ops[kind].check, ids, { expect: 'json', library }, options)
  }

  async function change(
    kind: Kind,
    action: 'save' | 'remove',
    ids: readonly string[],
    options?: CallOptions,
  ): Promise<void> {
    const library = (all: string[]) =>
      action === 'save' ? libraryItems.saveItems(all, options) : libraryItems.removeItems(all, options)
    await byIds(kind, ops[kind][action], ids, { expect: 'none', library }, options)
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
    const body = await transport.send<Paging<T>>(
      {
        operation: ops[kind].list,
        query: { limit: params.limit, offset: params.offset, market: params.market },
        market: params.market,
        expect: 'json',
      },
      options,
    )
    const schema = listSchemas[kind]
    return schema ? (checkedWire(schema, ops[kind].list, body) as Paging<T>) : body
  }

  /** Every id checked up front, so that a bad id in the third batch does not leave two batches sent. */
  function checkAll(operation: string, ids: readonly string[]): void {
    const rules = new Rules(operation)
    rules.required('ids', ids)
    rules.idList('ids', ids, Infinity, 0)
  }

  /**
   * Any number of ids, all checked first. Classic: requests of 50, one after another (writes keep their order).
   * /me/library: 40s, together.
   */
  async function changeInBatches(
    kind: Kind,
    action: 'save' | 'remove',
    ids: readonly string[],
    options?: CallOptions,
  ) {
    const noun = kind === 'tracks' ? 'Tracks' : 'Albums'
    checkAll(`library.${action === 'save' ? 'save' : 'removeSaved'}${noun}InBatches`, ids)
    if (!availability.isAvailable(ops[kind][action])) {
      const all = uris(kind, ids)
      await (action === 'save'
        ? libraryItems.saveItems(all, options)
        : libraryItems.removeItems(all, options))
      return
    }
    await inSequence(chunk(ids, limits.libraryIds), (part) => change(kind, action, part, options))
  }

  /** Classic: requests of 50 sent together. /me/library: 40s, together. In the order of `ids` either way. */
  function checkInBatches(kind: Kind, ids: readonly string[], options?: CallOptions): Promise<boolean[]> {
    const operation = `library.checkSaved${kind === 'tracks' ? 'Tracks' : 'Albums'}InBatches`
    if (!availability.isAvailable(ops[kind].check)) {
      checkAll(operation, ids)
      return libraryItems.checkItems(uris(kind, ids), options)
    }
    return readInBatches(operation, ids, limits.libraryIds, (part) => check(kind, part, options))
  }

  return { check, change, list, changeInBatches, checkInBatches }
}

/** Saved tracks and albums: one at a time up to 50, any number in batches, and every one of them. */
function musicLibraryApi({ pager }: ResourceContext, requests: SavedRequests) {
  const { check, change, list, changeInBatches, checkInBatches } = requests
  const api = {
    /** GET /me/albums/contains (or /me/library/contains): at most 50 ids. */
    checkSavedAlbums: (ids: readonly string[], options?: CallOptions) => check('albums', ids, options),
    /** GET /me/tracks/contains (or /me/library/contains): at most 50 ids. */
    checkSavedTracks: (ids: readonly string[], options?: CallOptions) => check('tracks', ids, options),

    /** GET /me/albums: limit 1–50 (default 20). */
    getSavedAlbums: (params: PageParams & MarketParams = {}, options?: CallOptions) =>
      list<SavedAlbum>('albums', params, options),
    /** GET /me/tracks: limit 1–50 (default 20). */
    getSavedTracks: (params: PageParams & MarketParams = {}, options?: CallOptions) =>
      list<SavedTrack>('tracks', params, options),

    /** PUT /me/albums (or /me/library): at most 50 ids. */
    saveAlbums: (ids: readonly string[], options?: CallOptions) => change('albums', 'save', ids, options),
    /** PUT /me/tracks (or /me/library): at most 50 ids. */
    saveTracks: (ids: readonly string[], options?: CallOptions) => change('tracks', 'save', ids, options),
    /** DELETE /me/albums (or /me/library): at most 50 ids. */
    removeSavedAlbums: (ids: readonly string[], options?: CallOptions) =>
      change('albums', 'remove', ids, options),
    /** DELETE /me/tracks (or /me/library): at most 50 ids. */
    removeSavedTracks: (ids: readonly string[], options?: CallOptions) =>
      change('tracks', 'remove', ids, options),

    /** Saves any number of albums: classic requests of 50 one after another (120: 50 + 50 + 20), or 40s together. */
    saveAlbumsInBatches: (ids: readonly string[], options?: CallOptions): Promise<void> =>
      changeInBatches('albums', 'save', ids, options),
    /** Saves any number of tracks: classic requests of 50 one after another (120: 50 + 50 + 20), or 40s together. */
    saveTracksInBatches: (ids: readonly string[], options?: CallOptions): Promise<void> =>
      changeInBatches('tracks', 'save', ids, options),
    /** Removes any number of saved albums: classic requests of 50 one after another, or 40s together. */
    removeSavedAlbumsInBatches: (ids: readonly string[], options?: CallOptions): Promise<void> =>
      changeInBatches('albums', 'remove', ids, options),
    /** Removes any number of saved tracks: classic requests of 50 one after another, or 40s together. */
    removeSavedTracksInBatches: (ids: readonly string[], options?: CallOptions): Promise<void> =>
      changeInBatches('tracks', 'remove', ids, options),
    /** Checks any number of albums: requests sent together; answers in the order of `ids`. */
    checkSavedAlbumsInBatches: (ids: readonly string[], options?: CallOptions) =>
      checkInBatches('albums', ids, options),
    /** Checks any number of tracks: requests sent together; answers in the order of `ids`. */
    checkSavedTracksInBatches: (ids: readonly string[], options?: CallOptions) =>
      checkInBatches('tracks', ids, options),

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

/** Podcasts and audiobooks: the same rules (50 ids; /me/library by URI in 2026). */
function spokenLibraryApi({ check, change, list }: SavedRequests) {
  return {
    /** GET /me/shows: the followed shows, newest first; limit 1–50 (default 20). */
    getSavedShows: (params: PageParams = {}, options?: CallOptions) =>
      list<SavedShow>('shows', params, options),
    /** GET /me/episodes ("Your Episodes"): each with its show and, with user-read-playback-position, where the user stopped. */
    getSavedEpisodes: (params: PageParams & MarketParams = {}, options?: CallOptions) =>
      list<SavedEpisode>('episodes', params, options),
    /** GET /me/audiobooks: the saved books (with their first chapters), newest first. */
    getSavedAudiobooks: (params: PageParams = {}, options?: CallOptions) =>
      list<SavedAudiobook>('audiobooks', params, options),
    /** GET /me/shows/contains (or /me/library/contains): at most 50 ids. */
    checkSavedShows: (ids: readonly string[], options?: CallOptions) => check('shows', ids, options),
    /** GET /me/episodes/contains (or /me/library/contains): at most 50 ids. */
    checkSavedEpisodes: (ids: readonly string[], options?: CallOptions) => check('episodes', ids, options),
    /** GET /me/audiobooks/contains (or /me/library/contains): at most 50 ids. */
    checkSavedAudiobooks: (ids: readonly string[], options?: CallOptions) =>
      check('audiobooks', ids, options),
    /** PUT /me/shows (or /me/library): follows at most 50 shows. */
    saveShows: (ids: readonly string[], options?: CallOptions) => change('shows', 'save', ids, options),
    /** DELETE /me/shows (or /me/library): unfollows at most 50 shows. */
    removeSavedShows: (ids: readonly string[], options?: CallOptions) =>
      change('shows', 'remove', ids, options),
    /** PUT /me/episodes (or /me/library): at most 50 ids. */
    saveEpisodes: (ids: readonly string[], options?: CallOptions) => change('episodes', 'save', ids, options),
    /** DELETE /me/episodes (or /me/library): at most 50 ids. */
    removeSavedEpisodes: (ids: readonly string[], options?: CallOptions) =>
      change('episodes', 'remove', ids, options),
    /** PUT /me/audiobooks (or /me/library): at most 50 ids. */
    saveAudiobooks: (ids: readonly string[], options?: CallOptions) =>
      change('audiobooks', 'save', ids, options),
    /** DELETE /me/audiobooks (or /me/library): at most 50 ids. */
    removeSavedAudiobooks: (ids: readonly string[], options?: CallOptions) =>
      change('audiobooks', 'remove', ids, options),
  }
}

export type LibraryApi = ReturnType<typeof createLibraryApi>
