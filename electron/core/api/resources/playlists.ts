import { chunk } from '../batches'
import { coverImageBody } from '../cover-image'
import type {
  Filtered,
  Image,
  Paging,
  Playlist,
  PlaylistItem,
  SimplifiedPlaylist,
  SnapshotResult,
} from '../models'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import { jsonBody } from '../wire'
import type { MarketParams, PageParams } from './albums'
import { limits, type ResourceContext } from './context'

/**
 * `fields` filters what comes back: a comma list; a dot selects a non-repeating nested field, parentheses
 * select fields inside repeating objects (and may nest), a leading `!` inside parentheses excludes.
 * Example: `name,tracks.items(added_at,track(name,album(!images)))`.
 */
export interface FieldsParam {
  fields?: string
}

/** A `fields` filter leaves only what it selects, so the answer's parts are all optional. */
export type WithFields<P, T> = P extends { fields: string } ? Filtered<T> : T

export interface PlaylistDetails {
  name?: string
  /** true lists it on the profile; false keeps it private. */
  public?: boolean
  /** Only with `public: false`. */
  collaborative?: boolean
  description?: string
}

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

const itemUriKinds = ['track', 'episode']

function checkFields(rules: Rules, fields: string | undefined): void {
  if (fields === undefined) return
  rules.nonEmptyText('fields', fields)
  if (!/^[A-Za-z0-9_.,()!]+$/.test(fields)) {
    rules.fail('fields', 'may hold only field names, ".", ",", "(", ")" and "!" (no spaces)')
  }
  let depth = 0
  for (const char of fields) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0
    if (depth < 0) rules.fail('fields', 'closes a parenthesis that was not opened')
  }
  if (depth !== 0) rules.fail('fields', 'leaves a parenthesis open')
}

function checkDetails(rules: Rules, details: PlaylistDetails): void {
  rules.text('name', details.name)
  rules.boolean('public', details.public)
  rules.boolean('collaborative', details.collaborative)
  rules.text('description', details.description)
  if (details.collaborative === true && details.public !== false) {
    rules.fail('collaborative', 'may be true only together with public: false')
  }
}

export function createPlaylistsApi({ transport, pager, pathSet }: ResourceContext) {
  async function listPlaylists(
    operation: 'playlists.getCurrentUserPlaylists' | 'playlists.getUserPlaylists',
    rules: Rules,
    pathParams: Record<string, string> | undefined,
    params: PageParams,
    options?: CallOptions,
  ): Promise<Paging<SimplifiedPlaylist>> {
    rules.limit(params.limit, limits.pageLimit)
    rules.offset(params.offset, limits.playlistListOffset)
    return transport.send(
      {
        operation,
        ...(pathParams ? { pathParams } : {}),
        query: { limit: params.limit, offset: params.offset },
        expect: 'json',
      },
      options,
    )
  }

  const api = {
    /** GET /playlists/{id}, optionally filtered by `fields`. */
    async getPlaylist<P extends FieldsParam & MarketParams>(
      playlistId: string,
      params?: P,
      options?: CallOptions,
    ): Promise<WithFields<P, Playlist>> {
      const rules = new Rules('playlists.getPlaylist')
      rules.required('playlistId', playlistId)
      rules.id('playlistId', playlistId)
      checkFields(rules, params?.fields)
      rules.market(params?.market)
      return transport.send(
        {
          operation: 'playlists.getPlaylist',
          pathParams: { playlist_id: playlistId },
          query: { fields: params?.fields, market: params?.market },
          market: params?.market,
          expect: 'json',
        },
        options,
      )
    },

    /** GET /playlists/{id}/tracks (or /items): limit 1–100 (default 100), optionally filtered by `fields`. */
    async getItems<P extends FieldsParam & PageParams & MarketParams>(
      playlistId: string,
      params?: P,
      options?: CallOptions,
    ): Promise<WithFields<P, Paging<PlaylistItem>>> {
      const rules = new Rules('playlists.getItems')
      rules.required('playlistId', playlistId)
      rules.id('playlistId', playlistId)
      checkFields(rules, params?.fields)
      rules.limit(params?.limit, limits.playlistItemsLimit)
      rules.offset(params?.offset)
      rules.market(params?.market)
      return transport.send(
        {
          operation: 'playlists.getItems',
          pathParams: { playlist_id: playlistId },
          query: {
            fields: params?.fields,
            limit: params?.limit,
            offset: params?.offset,
            market: params?.market,
          },
          market: params?.market,
          expect: 'json',
        },
        options,
      )
    },

    /** Every item of a playlist: pages of 100, all but the first fetched in parallel (collectAll). */
    getAllItems(
      playlistId: string,
      params: MarketParams = {},
      options: CallOptions = {},
    ): Promise<PlaylistItem[]> {
      return pager.collectAll(
        ({ offset, limit, signal }) =>
          api.getItems(playlistId, { ...params, offset, limit }, { ...options, signal }) as Promise<
            Paging<PlaylistItem>
          >,
        { pageSize: limits.playlistItemsLimit, ...(options.signal ? { signal: options.signal } : {}) },
      )
    },

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
      rules.required('playlistId', playlistId)
      rules.id('playlistId', playlistId)
      rules.required('uris', uris)
      rules.uriList('uris', uris, itemUriKinds, 1, limits.playlistItemsPerEdit)
      rules.integer('position', params.position, 0)
      return transport.send(
        {
          operation: 'playlists.addItems',
          pathParams: { playlist_id: playlistId },
          body: jsonBody({ uris: [...uris], position: params.position }),
          expect: 'json',
        },
        options,
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
      rules.required('playlistId', playlistId)
      rules.id('playlistId', playlistId)
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

    /**
     * DELETE /playlists/{id}/tracks (or /items): at most 100 entries; the list goes in the body under `tracks`
     * (classic paths) or `items` (current paths). With `snapshotId` the positions refer to that version.
     */
    async removeItems(
      playlistId: string,
      items: readonly RemovedItem[],
      params: { snapshotId?: string } = {},
      options?: CallOptions,
    ): Promise<SnapshotResult> {
      const rules = new Rules('playlists.removeItems')
      rules.required('playlistId', playlistId)
      rules.id('playlistId', playlistId)
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
      return transport.send(
        {
          operation: 'playlists.removeItems',
          pathParams: { playlist_id: playlistId },
          body: jsonBody({
            [pathSet.removeBodyKey]: items.map((item) =>
              item.positions ? { uri: item.uri, positions: [...item.positions] } : { uri: item.uri },
            ),
            snapshot_id: params.snapshotId,
          }),
          expect: 'json',
        },
        options,
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
      rules.required('playlistId', playlistId)
      rules.id('playlistId', playlistId)
      rules.required('params', params)
      rules.required('rangeStart', params.rangeStart)
      rules.integer('rangeStart', params.rangeStart, 0)
      rules.required('insertBefore', params.insertBefore)
      rules.integer('insertBefore', params.insertBefore, 0)
      rules.integer('rangeLength', params.rangeLength, 1)
      rules.nonEmptyText('snapshotId', params.snapshotId)
      return transport.send(
        {
          operation: 'playlists.reorderItems',
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
      rules.required('playlistId', playlistId)
      rules.id('playlistId', playlistId)
      rules.required('uris', uris)
      rules.uriList('uris', uris, itemUriKinds, 0, limits.playlistItemsPerEdit)
      return transport.send(
        {
          operation: 'playlists.replaceItems',
          pathParams: { playlist_id: playlistId },
          // An empty list is a value here: it clears the playlist.
          body: { json: { uris: [...uris] } },
          expect: 'optional-json',
        },
        options,
      )
    },

    /**
     * PUT /playlists/{id}: changes name, visibility, collaboration or description (at least one); the user
     * must own the playlist. `collaborative: true` needs `public: false`.
     */
    async changeDetails(playlistId: string, details: PlaylistDetails, options?: CallOptions): Promise<void> {
      const rules = new Rules('playlists.changeDetails')
      rules.required('playlistId', playlistId)
      rules.id('playlistId', playlistId)
      rules.required('details', details)
      checkDetails(rules, details)
      if (details.name !== undefined) rules.nonEmptyText('name', details.name)
      const body = jsonBody({
        name: details.name,
        public: details.public,
        collaborative: details.collaborative,
        description: details.description,
      })
      if (!body) rules.fail('details', 'must change at least one of name, public, collaborative, description')
      await transport.send(
        {
          operation: 'playlists.changeDetails',
          pathParams: { playlist_id: playlistId },
          body,
          scopeVariant: { public: details.public },
          expect: 'none',
        },
        options,
      )
    },

    /**
     * POST /users/{user_id}/playlists: a new, empty playlist for the current user. `name` is required (need
     * not be unique); `public` defaults to true; `collaborative: true` needs `public: false`.
     */
    async createPlaylist(
      userId: string,
      details: PlaylistDetails & { name: string },
      options?: CallOptions,
    ): Promise<Playlist> {
      const rules = new Rules('playlists.createPlaylist')
      rules.required('userId', userId)
      rules.id('userId', userId)
      rules.required('details', details)
      rules.required('name', details.name)
      rules.nonEmptyText('name', details.name)
      checkDetails(rules, details)
      return transport.send(
        {
          operation: 'playlists.createPlaylist',
          pathParams: { user_id: userId },
          body: jsonBody({
            name: details.name,
            public: details.public,
            collaborative: details.collaborative,
            description: details.description,
          }),
          scopeVariant: { public: details.public, collaborative: details.collaborative },
          expect: 'json',
        },
        options,
      )
    },

    /** GET /me/playlists: limit 1–50, offset at most 100,000. */
    getCurrentUserPlaylists: (params: PageParams = {}, options?: CallOptions) =>
      listPlaylists(
        'playlists.getCurrentUserPlaylists',
        new Rules('playlists.getCurrentUserPlaylists'),
        undefined,
        params,
        options,
      ),

    /** GET /users/{id}/playlists: limit 1–50, offset at most 100,000. */
    async getUserPlaylists(
      userId: string,
      params: PageParams = {},
      options?: CallOptions,
    ): Promise<Paging<SimplifiedPlaylist>> {
      const rules = new Rules('playlists.getUserPlaylists')
      rules.required('userId', userId)
      rules.id('userId', userId)
      return listPlaylists('playlists.getUserPlaylists', rules, { user_id: userId }, params, options)
    },

    /** GET /playlists/{id}/images: the current cover in its sizes. */
    async getCoverImage(playlistId: string, options?: CallOptions): Promise<Image[]> {
      const rules = new Rules('playlists.getCoverImage')
      rules.required('playlistId', playlistId)
      rules.id('playlistId', playlistId)
      const images = await transport.send<Image[] | undefined>(
        {
          operation: 'playlists.getCoverImage',
          pathParams: { playlist_id: playlistId },
          expect: 'optional-json',
        },
        options,
      )
      return images ?? []
    },

    /**
     * PUT /playlists/{id}/images: a JPEG of at most 256 KB, given as base64 text or bytes, sent as base64 with
     * `Content-Type: image/jpeg`. Needs ugc-image-upload as well as a playlist modify scope.
     */
    async uploadCoverImage(
      playlistId: string,
      jpeg: string | Uint8Array,
      options?: CallOptions,
    ): Promise<void> {
      const rules = new Rules('playlists.uploadCoverImage')
      rules.required('playlistId', playlistId)
      rules.id('playlistId', playlistId)
      rules.required('jpeg', jpeg)
      const jpegBase64 = coverImageBody(rules, 'jpeg', jpeg)
      await transport.send(
        {
          operation: 'playlists.uploadCoverImage',
          pathParams: { playlist_id: playlistId },
          body: { jpegBase64 },
          expect: 'none',
        },
        options,
      )
    },
  }
  return api
}

export type PlaylistsApi = ReturnType<typeof createPlaylistsApi>
