import { chunk, inSequence } from '../batches'
import type { Artist, CursorPaging } from '../models'
import { cursorPages } from '../paging'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import { jsonBody } from '../wire'
import { limits, type ResourceContext } from './context'

export type FollowType = 'artist' | 'user'
const followTypes: readonly FollowType[] = ['artist', 'user']

export interface FollowedArtistsParams {
  /** 1–50, default 20. */
  limit?: number
  /** The last artist id of the previous page. */
  after?: string
}

export function createFollowApi({ transport }: ResourceContext) {
  function checkTypeAndIds(rules: Rules, type: FollowType, ids: readonly string[], max: number): void {
    rules.required('type', type)
    rules.oneOf('type', type, followTypes)
    rules.required('ids', ids)
    rules.idList('ids', ids, max)
  }

  const api = {
    /** GET /me/following/contains: whether the user follows each of at most 50 artists or users. */
    async checkFollowing(
      type: FollowType,
      ids: readonly string[],
      options?: CallOptions,
    ): Promise<boolean[]> {
      const rules = new Rules('follow.checkFollowing')
      checkTypeAndIds(rules, type, ids, limits.followIds)
      return transport.send(
        { operation: 'follow.checkFollowing', query: { type, ids }, expect: 'json' },
        options,
      )
    },

    /** PUT /me/following: follows at most 50 artists or users. */
    async follow(type: FollowType, ids: readonly string[], options?: CallOptions): Promise<void> {
      const rules = new Rules('follow.follow')
      checkTypeAndIds(rules, type, ids, limits.followIds)
      await transport.send(
        { operation: 'follow.follow', query: { type }, body: { json: { ids: [...ids] } }, expect: 'none' },
        options,
      )
    },

    /** DELETE /me/following: unfollows at most 50 artists or users. */
    async unfollow(type: FollowType, ids: readonly string[], options?: CallOptions): Promise<void> {
      const rules = new Rules('follow.unfollow')
      checkTypeAndIds(rules, type, ids, limits.followIds)
      await transport.send(
        { operation: 'follow.unfollow', query: { type }, body: { json: { ids: [...ids] } }, expect: 'none' },
        options,
      )
    },

    /** Follows any number of artists or users: requests of 50, one after another (120 ids: 50 + 50 + 20). */
    async followInBatches(type: FollowType, ids: readonly string[], options?: CallOptions): Promise<void> {
      checkTypeAndIds(new Rules('follow.followInBatches'), type, ids, Infinity)
      await inSequence(chunk(ids, limits.followIds), (part) => api.follow(type, part, options))
    },

    /** Unfollows any number of artists or users: requests of 50, one after another. */
    async unfollowInBatches(type: FollowType, ids: readonly string[], options?: CallOptions): Promise<void> {
      checkTypeAndIds(new Rules('follow.unfollowInBatches'), type, ids, Infinity)
      await inSequence(chunk(ids, limits.followIds), (part) => api.unfollow(type, part, options))
    },

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

    /** GET /playlists/{id}/followers/contains: whether each of at most 5 users follows the playlist. */
    async checkUsersFollowPlaylist(
      playlistId: string,
      userIds: readonly string[],
      options?: CallOptions,
    ): Promise<boolean[]> {
      const rules = new Rules('follow.checkUsersFollowPlaylist')
      rules.required('playlistId', playlistId)
      rules.id('playlistId', playlistId)
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
     */
    async followPlaylist(
      playlistId: string,
      params: { public?: boolean } = {},
      options?: CallOptions,
    ): Promise<void> {
      const rules = new Rules('follow.followPlaylist')
      rules.required('playlistId', playlistId)
      rules.id('playlistId', playlistId)
      rules.boolean('public', params.public)
      await transport.send(
        {
          operation: 'follow.followPlaylist',
          pathParams: { playlist_id: playlistId },
          body: jsonBody({ public: params.public }),
          scopeVariant: { public: params.public },
          expect: 'none',
        },
        options,
      )
    },

    /** DELETE /playlists/{id}/followers. */
    async unfollowPlaylist(playlistId: string, options?: CallOptions): Promise<void> {
      const rules = new Rules('follow.unfollowPlaylist')
      rules.required('playlistId', playlistId)
      rules.id('playlistId', playlistId)
      await transport.send(
        { operation: 'follow.unfollowPlaylist', pathParams: { playlist_id: playlistId }, expect: 'none' },
        options,
      )
    },
  }
  return api
}

export type FollowApi = ReturnType<typeof createFollowApi>
