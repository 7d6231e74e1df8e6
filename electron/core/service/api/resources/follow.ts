import { chunk, inParallel, inSequence } from '../batches'
import type { Artist, CursorPaging } from '../models'
import { cursorPages } from '../paging'
import { withReplacement } from '../replacement'
import { Rules } from '../rules'
import { uriOf } from '../saved-kinds'
import type { CallOptions } from '../transport'
import { jsonBody } from '../wire'
import { limits, type ResourceContext } from './context'
import type { LibraryItemsApi } from './library-items'

export type FollowType = 'artist' | 'user'
const followTypes: readonly FollowType[] = ['artist', 'user']

export interface FollowedArtistsParams {
  /** 1–50, default 20. */
  limit?: number
  /** The last artist id of the previous page. */
  after?: string
}

/**
 * Following artists, users and playlists. Where the service no longer offers the follow operations (2026, or
 * once it refused them), following is saving to /me/library by URI (`libraryItems`), 40 a request, together.
 */
export function createFollowApi(context: ResourceContext, libraryItems: LibraryItemsApi) {
  return {
    ...followPeopleApi(context, libraryItems),
    ...followedArtistsApi(context),
    ...followPlaylistsApi(context, libraryItems),
  }
}

const uris = (type: FollowType, ids: readonly string[]) => ids.map((id) => uriOf(type, id))

/** Following and unfollowing artists and users, and whether the user follows them. */
function followPeopleApi({ transport, availability }: ResourceContext, libraryItems: LibraryItemsApi) {
  function checkTypeAndIds(rules: Rules, type: FollowType, ids: readonly string[], max: number): void {
    rules.required('type', type)
    rules.oneOf('type', type, followTypes)
    rules.required('ids', ids)
    rules.idList('ids', ids, max)
  }

  /** PUT or DELETE /me/following, or /me/library where that is gone. */
  async function change(
    operation: 'follow.follow' | 'follow.unfollow',
    type: FollowType,
    ids: readonly string[],
    options?: CallOptions,
  ): Promise<void> {
    await withReplacement(
      availability,
      operation,
      () =>
        transport.send(
          { operation, query: { type }, body: { json: { ids: [...ids] } }, expect: 'none' },
          options,
        ),
      () =>
        operation === 'follow.follow'
          ? libraryItems.saveItems(uris(type, ids), options)
          : libraryItems.removeItems(uris(type, ids), options),
    )
  }

  /** Any number of ids: classic requests of 50 one after another, or /me/library's 40s together. */
  async function changeInBatches(
    operation: 'follow.follow' | 'follow.unfollow',
    type: FollowType,
    ids: readonly string[],
    options?: CallOptions,
  ): Promise<void> {
    if (!availability.isAvailable(operation)) {
      const all = uris(type, ids)
      await (operation === 'follow.follow'
        ? libraryItems.saveItems(all, options)
        : libraryItems.removeItems(all, options))
      return
    }
    await inSequence(chunk(ids, limits.followIds), (part) => change(operation, type, part, options))
  }

  const api = {
    /** GET /me/following/contains (or /me/library/contains): whether the user follows each of ≤ 50. */
    async checkFollowing(
      type: FollowType,
      ids: readonly string[],
      options?: CallOptions,
    ): Promise<boolean[]> {
      const rules = new Rules('follow.checkFollowing')
      checkTypeAndIds(rules, type, ids, limits.followIds)
      return withReplacement(
        availability,
        'follow.checkFollowing',
        () =>
          transport.send(
            { operation: 'follow.checkFollowing', query: { type, ids }, expect: 'json' },
            options,
          ),
        () => libraryItems.checkItems(uris(type, ids), options),
      )
    },

    /** PUT /me/following (or /me/library): follows at most 50 artists or users. */
    async follow(type: FollowType, ids: readonly string[], options?: CallOptions): Promise<void> {
      checkTypeAndIds(new Rules('follow.follow'), type, ids, limits.followIds)
      await change('follow.follow', type, ids, options)
    },

    /** DELETE /me/following (or /me/library): unfollows at most 50 artists or users. */
    async unfollow(type: FollowType, ids: readonly string[], options?: CallOptions): Promise<void> {
      checkTypeAndIds(new Rules('follow.unfollow'), type, ids, limits.followIds)
      await change('follow.unfollow', type, ids, options)
    },

    /** Follows any number of artists or users: classic 50s one after another (50 + 50 + 20), or 40s together. */
    async followInBatches(type: FollowType, ids: readonly string[], options?: CallOptions): Promise<void> {
      checkTypeAndIds(new Rules('follow.followInBatches'), type, ids, Infinity)
      await changeInBatches('follow.follow', type, ids, options)
    },

    /** Unfollows any number of artists or users: classic 50s one after another, or 40s together. */
    async unfollowInBatches(type: FollowType, ids: readonly string[], options?: CallOptions): Promise<void> {
      checkTypeAndIds(new Rules('follow.unfollowInBatches'), type, ids, Infinity)
      await changeInBatches('follow.unfollow', type, ids, options)
    },
  }
  return api
}

/** The followed artists, a cursor page at a time. */
function followedArtistsApi({ transport }: ResourceContext) {
  const api = {
    /** GET /me/following?type=artist: one cursor page of followed artists. */
    async getFollowedArtists(
      params: FollowedArtistsParams = {},
      options?: CallOptions,
    ): Promise<CursorPaging<Artist>> {
      const rules = new Rules('follow.getFollowedArtists')
      rules.limit(params.limit, limits.pageLimit)
      rules.id('after', params.after)
      const response = await transport.send<{ artists: CursorPaging<Artist> }>(
        {
          operation: 'follow.getFollowedArtists',
          query: { type: 'artist', limit: params.limit, after: params.after },
          expect: 'json',
        },
        options,
      )
      return response.artists
    },

    /** Every page of followed artists, moving on by the `after` cursor. */
    iterateFollowedArtists(
      params: Omit<FollowedArtistsParams, 'after'> = {},
      options?: CallOptions,
    ): AsyncGenerator<CursorPaging<Artist>, void, undefined> {
      return cursorPages(
        (after) => api.getFollowedArtists({ ...params, ...(after ? { after } : {}) }, options),
        'after',
        'follow.getFollowedArtists',
        options?.signal,
      )
    },
  }
  return api
}

/** Following playlists, and whether the signed-in user follows them. */
function followPlaylistsApi(
  { transport, availability, currentUserId }: ResourceContext,
  libraryItems: LibraryItemsApi,
) {
  const api = {
    /**
     * Whether the signed-in user follows (has in their library) each playlist, in the order of `playlistIds`:
     * GET /me/library/contains where the service offers it that way, else one GET …/followers/contains per
     * playlist for the user (whose id is read once from GET /me), together.
     */
    async checkFollowingPlaylists(
      playlistIds: readonly string[],
      options: CallOptions = {},
    ): Promise<boolean[]> {
      const rules = new Rules('follow.checkFollowingPlaylists')
      rules.required('playlistIds', playlistIds)
      rules.idList('playlistIds', playlistIds, Infinity)
      if (!availability.isAvailable('follow.checkUsersFollowPlaylist')) {
        return libraryItems.checkItems(
          playlistIds.map((id) => uriOf('playlist', id)),
          options,
        )
      }
      const me = await currentUserId(options)
      return inParallel(
        playlistIds,
        async (playlistId, signal) =>
          (
            await withReplacement(
              availability,
              'follow.checkUsersFollowPlaylist',
              () => api.checkUsersFollowPlaylist(playlistId, [me], { ...options, signal }),
              () => libraryItems.checkItems([uriOf('playlist', playlistId)], { ...options, signal }),
            )
          )[0] === true,
        options.signal,
      )
    },

    /**
     * GET /playlists/{id}/followers/contains: whether each of at most 5 users follows the playlist. Gone in
     * 2026 (only the signed-in user's follows can be asked there: checkFollowingPlaylists).
     */
    async checkUsersFollowPlaylist(
      playlistId: string,
      userIds: readonly string[],
      options?: CallOptions,
    ): Promise<boolean[]> {
      const rules = new Rules('follow.checkUsersFollowPlaylist')
      rules.requiredId('playlistId', playlistId)
      rules.required('userIds', userIds)
      rules.idList('userIds', userIds, limits.playlistFollowerIds)
      return transport.send(
        {
          operation: 'follow.checkUsersFollowPlaylist',
          pathParams: { playlist_id: playlistId },
          query: { ids: userIds },
          expect: 'json',
        },
        options,
      )
    },

    /**
     * PUT /playlists/{id}/followers. `public` true (the service's default) lists it among the user's public
     * playlists and needs playlist-modify-public; false keeps it private and needs playlist-modify-private.
     * Where that is gone, PUT /me/library, which cannot say `public` (the playlist is followed publicly).
     */
    async followPlaylist(
      playlistId: string,
      params: { public?: boolean } = {},
      options?: CallOptions,
    ): Promise<void> {
      const rules = new Rules('follow.followPlaylist')
      rules.requiredId('playlistId', playlistId)
      rules.boolean('public', params.public)
      await withReplacement(
        availability,
        'follow.followPlaylist',
        () =>
          transport.send(
            {
              operation: 'follow.followPlaylist',
              pathParams: { playlist_id: playlistId },
              body: jsonBody({ public: params.public }),
              scopeVariant: { public: params.public },
              expect: 'none',
            },
            options,
          ),
        () => libraryItems.saveItems([uriOf('playlist', playlistId)], options),
      )
    },

    /** DELETE /playlists/{id}/followers (or /me/library). */
    async unfollowPlaylist(playlistId: string, options?: CallOptions): Promise<void> {
      const rules = new Rules('follow.unfollowPlaylist')
      rules.requiredId('playlistId', playlistId)
      await withReplacement(
        availability,
        'follow.unfollowPlaylist',
        () =>
          transport.send(
            { operation: 'follow.unfollowPlaylist', pathParams: { playlist_id: playlistId }, expect: 'none' },
            options,
          ),
        () => libraryItems.removeItems([uriOf('playlist', playlistId)], options),
      )
    },
  }
  return api
}

export type FollowApi = ReturnType<typeof createFollowApi>
