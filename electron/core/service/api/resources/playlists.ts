import { coverImageBody } from '../cover-image'
import type { Image, Paging, Playlist, SimplifiedPlaylist } from '../models'
import { withReplacement } from '../replacement'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import { jsonBody } from '../wire'
import type { MarketParams, PageParams } from './albums'
import { limits, type ResourceContext } from './context'
import { checkFields, type FieldsParam, type WithFields } from './playlist-fields'

export type { FieldsParam, WithFields } from './playlist-fields'

export interface PlaylistDetails {
  name?: string
  /** true lists it on the profile; false keeps it private. */
  public?: boolean
  /** Only with `public: false`. */
  collaborative?: boolean
  description?: string
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

/** One page of a user's playlists (the current user's, or anyone's while the service offers it). */
async function listPlaylists(
  transport: ResourceContext['transport'],
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

/**
 * Playlists themselves: one playlist, the lists, details, creation and the cover (their items are in
 * playlist-items.ts). A 2026 service answers a playlist with `items` for `tracks` (read either with
 * `itemsOf`), and without items when the user neither owns nor collaborates on it.
 */
/** The details as the service reads them: only those given. */
function detailsBody(details: PlaylistDetails) {
  return jsonBody({
    name: details.name,
    public: details.public,
    collaborative: details.collaborative,
    description: details.description,
  })
}

export function createPlaylistsApi(context: ResourceContext) {
  return { ...playlistDetailsApi(context), ...playlistListsApi(context), ...playlistCoversApi(context) }
}

/** One playlist, its details and making one. */
function playlistDetailsApi({ transport, availability }: ResourceContext) {
  return {
    /** GET /playlists/{id}, optionally filtered by `fields`. */
    async getPlaylist<P extends FieldsParam & MarketParams>(
      playlistId: string,
      params?: P,
      options?: CallOptions,
    ): Promise<WithFields<P, Playlist>> {
      const rules = new Rules('playlists.getPlaylist')
      rules.requiredId('playlistId', playlistId)
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

    /**
     * PUT /playlists/{id}: changes name, visibility, collaboration or description (at least one); the user
     * must own the playlist. `collaborative: true` needs `public: false`.
     */
    async changeDetails(playlistId: string, details: PlaylistDetails, options?: CallOptions): Promise<void> {
      const rules = new Rules('playlists.changeDetails')
      rules.requiredId('playlistId', playlistId)
      rules.required('details', details)
      checkDetails(rules, details)
      if (details.name !== undefined) rules.nonEmptyText('name', details.name)
      const body = detailsBody(details)
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
     * not be unique); `public` defaults to true; `collaborative: true` needs `public: false`. Where that path
     * is gone (2026, or once the service refused it), POST /me/playlists, which creates for the signed-in user
     * whatever `userId` says (the service never let anyone create for another user).
     */
    async createPlaylist(
      userId: string,
      details: PlaylistDetails & { name: string },
      options?: CallOptions,
    ): Promise<Playlist> {
      const rules = new Rules('playlists.createPlaylist')
      rules.requiredId('userId', userId)
      rules.required('details', details)
      rules.required('name', details.name)
      rules.nonEmptyText('name', details.name)
      checkDetails(rules, details)
      const request = {
        body: detailsBody(details),
        scopeVariant: { public: details.public, collaborative: details.collaborative },
        expect: 'json',
      } as const
      return withReplacement(
        availability,
        'playlists.createPlaylist',
        () =>
          transport.send<Playlist>(
            { ...request, operation: 'playlists.createPlaylist', pathParams: { user_id: userId } },
            options,
          ),
        () => transport.send<Playlist>({ ...request, operation: 'playlists.createMyPlaylist' }, options),
      )
    },
  }
}

/** The lists of playlists: the user's own, and another user's public ones. */
function playlistListsApi({ transport }: ResourceContext) {
  return {
    /** GET /me/playlists: limit 1–50, offset at most 100,000. */
    getCurrentUserPlaylists: (params: PageParams = {}, options?: CallOptions) =>
      listPlaylists(
        transport,
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
      rules.requiredId('userId', userId)
      return listPlaylists(
        transport,
        'playlists.getUserPlaylists',
        rules,
        { user_id: userId },
        params,
        options,
      )
    },
  }
}

/** A playlist's cover: read in its sizes, or a new one uploaded. */
function playlistCoversApi({ transport }: ResourceContext) {
  return {
    /** GET /playlists/{id}/images: the current cover in its sizes. */
    async getCoverImage(playlistId: string, options?: CallOptions): Promise<Image[]> {
      const rules = new Rules('playlists.getCoverImage')
      rules.requiredId('playlistId', playlistId)
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
      rules.requiredId('playlistId', playlistId)
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
}

export type PlaylistsApi = ReturnType<typeof createPlaylistsApi>
