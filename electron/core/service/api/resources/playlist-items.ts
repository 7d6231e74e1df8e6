import type { PlaylistAccess } from '../availability'
import { chunk } from '../batches'
import { PlaylistItemsUnavailableError } from '../errors'
import type { Paging, PlaylistItem, SnapshotResult } from '../models'
import type { OperationId } from '../operations'
import { fetchWindow, mergePages } from '../page-window'
import { withReplacement } from '../replacement'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import { jsonBody } from '../wire'
import type { MarketParams, PageParams } from './albums'
import { limits, type ResourceContext } from './context'
import { checkFields, type FieldsParam, type WithFields } from './playlist-fields'

export interface RemovedItem {
  uri: string
  /** Zero-based positions of this URI to remove; all occurrences when absent. */
  positions?: readonly number[]
}

export interface ReorderParams {
  /** Position of the first item to move. */
  rangeStart: number
  /** The items move before this position; the length of the playlist moves them to the end. */
  insertBefore: number
  /** How many items move; 1 when absent. */
  rangeLength?: number
  snapshotId?: string
}

/**
 * Who owns the playlist and who asks, when known: a generation that shows items only to the owner and
 * collaborators is then not asked for another's (nothing is sent; PlaylistItemsUnavailableError at once).
 */
export interface AccessParam {
  access?: PlaylistAccess
}

const itemUriKinds = ['track', 'episode']

type Action = 'get' | 'add' | 'remove' | 'reorder' | 'replace'

/** Where a playlist's items are: api-spec.md's /tracks (gone in 2026) or /items. */
interface ItemsPath {
  operation: OperationId
  /** The key of the list in the body of a remove request. */
  removeKey: 'tracks' | 'items'
  /** The most one page may hold there. */
  pageCap: number
}

const atTracks: Record<Action, OperationId> = {
  get: 'playlists.getTracks',
  add: 'playlists.addTracks',
  remove: 'playlists.removeTracks',
  reorder: 'playlists.reorderTracks',
  replace: 'playlists.replaceTracks',
}
const atItems: Record<Action, OperationId> = {
  get: 'playlists.getItems',
  add: 'playlists.addItems',
  remove: 'playlists.removeItems',
  reorder: 'playlists.reorderItems',
  replace: 'playlists.replaceItems',
}
const tracksPath = (action: Action): ItemsPath => ({
  operation: atTracks[action],
  removeKey: 'tracks',
  pageCap: limits.playlistItemsLimit,
})
const itemsPath = (action: Action): ItemsPath => ({
  operation: atItems[action],
  removeKey: 'items',
  pageCap: limits.playlistItemsLimitAtItems,
})

/**
 * A playlist's items: read, add, remove, reorder, replace. The classic generation uses api-spec.md's
 * /playlists/{id}/tracks until the service refuses it; the others use /playlists/{id}/items (entries carry
 * `item`, read them with `itemOf`; the remove body says `items`; pages hold 50 at most, so a larger `limit` is
 * asked in pages of 50 and answered as one). A 2026 service shows items only to the playlist's owner and
 * collaborators: reading another playlist's items fails with PlaylistItemsUnavailableError.
 */
export function createPlaylistItemsApi(context: ResourceContext) {
  return { ...itemReadsApi(context), ...itemAddsApi(context), ...itemEditsApi(context) }
}

/** Runs `send` on the path the generation uses, moving to /items when /tracks is refused. */
function onPath<T>(
  availability: ResourceContext['availability'],
  action: Action,
  send: (path: ItemsPath) => Promise<T>,
): Promise<T> {
  if (availability.generation !== 'classic') return send(itemsPath(action))
  return withReplacement(
    availability,
    atTracks[action],
    () => send(tracksPath(action)),
    () => send(itemsPath(action)),
  )
}

function checkPlaylist(rules: Rules, playlistId: string): void {
  rules.requiredId('playlistId', playlistId)
}

/** Reading a playlist's items: a window of them, or all. */
function itemReadsApi({ transport, pager, availability }: ResourceContext) {
  const api = {
    /** GET /playlists/{id}/tracks (or /items): limit 1–100, optionally filtered by `fields`. */
    async getItems<P extends FieldsParam & PageParams & MarketParams & AccessParam>(
      playlistId: string,
      params?: P,
      options: CallOptions = {},
    ): Promise<WithFields<P, Paging<PlaylistItem>>> {
      const rules = new Rules('playlists.getItems')
      checkPlaylist(rules, playlistId)
      checkFields(rules, params?.fields)
      rules.limit(params?.limit, limits.playlistItemsLimit)
      rules.offset(params?.offset)
      rules.market(params?.market)
      type Page = WithFields<P, Paging<PlaylistItem>>
      return onPath(availability, 'get', (path) => {
        const { access } = params ?? {}
        if (access && !availability.servesPlaylist(path.operation, access)) {
          // The generation refuses another's playlist's items: nothing is sent to be refused.
          throw new PlaylistItemsUnavailableError(path.operation, playlistId, availability.generation)
        }
        const page = (limit: number | undefined, offset: number | undefined, signal?: AbortSignal) =>
          transport.send<Page>(
            {
              operation: path.operation,
              pathParams: { playlist_id: playlistId },
              query: { fields: params?.fields, limit, offset, market: params?.market },
              market: params?.market,
              expect: 'json',
            },
            { ...options, ...(signal ? { signal } : {}) },
          )
        const limit = params?.limit
        if (limit === undefined || limit <= path.pageCap) return page(limit, params?.offset)
        const window = { offset: params?.offset ?? 0, limit }
        return fetchWindow<Page>(window, {
          cap: path.pageCap,
          fetchPart: (part, signal) => page(part.limit, part.offset, signal),
          // A `fields` filter may leave `total` out: then every part is asked for.
          totalOf: (first) => (first as { total?: number }).total ?? Infinity,
          merge: (pages) =>
            transport.keepOrigin(
              mergePages(pages as Partial<Paging<unknown>>[], window) as Page & object,
              pages[0],
            ),
          ...(options.signal ? { signal: options.signal } : {}),
        })
      })
    },

    /** Every item of a playlist: pages as large as the path allows, all but the first fetched in parallel. */
    getAllItems(
      playlistId: string,
      params: MarketParams & AccessParam = {},
      options: CallOptions = {},
    ): Promise<PlaylistItem[]> {
      const path = availability.generation === 'classic' && availability.isAvailable(atTracks.get)
      const pageSize = path ? limits.playlistItemsLimit : limits.playlistItemsLimitAtItems
      return pager.collectAll(
        ({ offset, limit, signal }) =>
          api.getItems(playlistId, { ...params, offset, limit }, { ...options, signal }) as Promise<
            Paging<PlaylistItem>
          >,
        { pageSize, ...(options.signal ? { signal: options.signal } : {}) },
      )
    },
  }
  return api
}

/** Adding to a playlist: up to 100 items in one request, or any number in requests of 100. */
function itemAddsApi({ transport, availability }: ResourceContext) {
  const api = {
    /**
     * POST /playlists/{id}/tracks (or /items): at most 100 URIs, inserted at `position` (appended when absent).
     * Never retried after it may have reached the service: a retry could add the items twice.
     */
    async addItems(
      playlistId: string,
      uris: readonly string[],
      params: { position?: number } = {},
      options?: CallOptions,
    ): Promise<SnapshotResult> {
      const rules = new Rules('playlists.addItems')
      checkPlaylist(rules, playlistId)
      rules.required('uris', uris)
      rules.uriList('uris', uris, itemUriKinds, 1, limits.playlistItemsPerEdit)
      rules.integer('position', params.position, 0)
      return onPath(availability, 'add', (path) =>
        transport.send(
          {
            operation: path.operation,
            pathParams: { playlist_id: playlistId },
            body: jsonBody({ uris: [...uris], position: params.position }),
            expect: 'json',
          },
          options,
        ),
      )
    },

    /**
     * Adds any number of URIs: requests of 100, one after another, each placed after the previous one (so
     * the order of `uris` holds). Answers the last snapshot.
     */
    async addItemsInBatches(
      playlistId: string,
      uris: readonly string[],
      params: { position?: number } = {},
      options?: CallOptions,
    ): Promise<SnapshotResult> {
      const rules = new Rules('playlists.addItemsInBatches')
      checkPlaylist(rules, playlistId)
      rules.required('uris', uris)
      rules.uriList('uris', uris, itemUriKinds, 1, Infinity)
      rules.integer('position', params.position, 0)
      let last: SnapshotResult | undefined
      for (const [index, part] of chunk(uris, limits.playlistItemsPerEdit).entries()) {
        const at =
          params.position === undefined
            ? {}
            : { position: params.position + index * limits.playlistItemsPerEdit }
        last = await api.addItems(playlistId, part, at, options)
      }
      return last as SnapshotResult // uris is non-empty, so at least one request ran
    },
  }
  return api
}

/** Changing a playlist's items: remove, reorder, replace. */
function itemEditsApi({ transport, availability }: ResourceContext) {
  return {
    /**
     * DELETE /playlists/{id}/tracks (or /items): at most 100 entries; the list goes in the body under `tracks`
     * (at /tracks) or `items` (at /items). With `snapshotId` the positions refer to that version.
     */
    async removeItems(
      playlistId: string,
      items: readonly RemovedItem[],
      params: { snapshotId?: string } = {},
      options?: CallOptions,
    ): Promise<SnapshotResult> {
      const rules = new Rules('playlists.removeItems')
      checkPlaylist(rules, playlistId)
      rules.required('items', items)
      rules.list('items', items, 1, limits.playlistItemsPerEdit)
      items.forEach((item, index) => {
        rules.required(`items[${index}].uri`, item?.uri)
        rules.uri(`items[${index}].uri`, item.uri, itemUriKinds)
        if (item.positions !== undefined) {
          rules.list(`items[${index}].positions`, item.positions, 1, Infinity)
          item.positions.forEach((position, at) =>
            rules.integer(`items[${index}].positions[${at}]`, position, 0),
          )
        }
      })
      rules.nonEmptyText('snapshotId', params.snapshotId)
      const entries = items.map((item) =>
        item.positions ? { uri: item.uri, positions: [...item.positions] } : { uri: item.uri },
      )
      return onPath(availability, 'remove', (path) =>
        transport.send(
          {
            operation: path.operation,
            pathParams: { playlist_id: playlistId },
            body: jsonBody({ [path.removeKey]: entries, snapshot_id: params.snapshotId }),
            expect: 'json',
          },
          options,
        ),
      )
    },

    /**
     * PUT /playlists/{id}/tracks (or /items), reorder form: the `rangeLength` items from `rangeStart` move to
     * before `insertBefore` (the playlist's length moves them to the end).
     */
    async reorderItems(
      playlistId: string,
      params: ReorderParams,
      options?: CallOptions,
    ): Promise<SnapshotResult> {
      const rules = new Rules('playlists.reorderItems')
      checkPlaylist(rules, playlistId)
      rules.required('params', params)
      rules.required('rangeStart', params.rangeStart)
      rules.integer('rangeStart', params.rangeStart, 0)
      rules.required('insertBefore', params.insertBefore)
      rules.integer('insertBefore', params.insertBefore, 0)
      rules.integer('rangeLength', params.rangeLength, 1)
      rules.nonEmptyText('snapshotId', params.snapshotId)
      return onPath(availability, 'reorder', (path) =>
        transport.send(
          {
            operation: path.operation,
            pathParams: { playlist_id: playlistId },
            body: jsonBody({
              range_start: params.rangeStart,
              insert_before: params.insertBefore,
              range_length: params.rangeLength,
              snapshot_id: params.snapshotId,
            }),
            expect: 'json',
          },
          options,
        ),
      )
    },

    /**
     * PUT /playlists/{id}/tracks (or /items), replace form: the playlist becomes exactly `uris` (at most 100);
     * an empty list clears it. The service may answer the new snapshot or no content.
     */
    async replaceItems(
      playlistId: string,
      uris: readonly string[],
      options?: CallOptions,
    ): Promise<SnapshotResult | undefined> {
      const rules = new Rules('playlists.replaceItems')
      checkPlaylist(rules, playlistId)
      rules.required('uris', uris)
      rules.uriList('uris', uris, itemUriKinds, 0, limits.playlistItemsPerEdit)
      return onPath(availability, 'replace', (path) =>
        transport.send(
          {
            operation: path.operation,
            pathParams: { playlist_id: playlistId },
            // An empty list is a value here: it clears the playlist.
            body: { json: { uris: [...uris] } },
            expect: 'optional-json',
          },
          options,
        ),
      )
    },
  }
}

export type PlaylistItemsApi = ReturnType<typeof createPlaylistItemsApi>
