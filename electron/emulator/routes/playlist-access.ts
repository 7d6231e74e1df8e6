import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { badRequest, forbidden } from '../http/api-error'
import type { ScopeVariant } from '../../operations'
import type { PlaylistState, PlaylistStore } from '../state/playlist-store'
import { found } from './route-helpers'

export const playlistParams = z.object({ playlist_id: z.string() })

export function playlistOf(playlists: PlaylistStore, id: string): PlaylistState {
  return found(playlists.get(id), 'playlist', id)
}

/** The raw path parameter, for scope rules (they run before validation). */
export function rawPlaylistId(request: FastifyRequest): string | undefined {
  const id = (request.params as { playlist_id?: unknown } | undefined)?.playlist_id
  return typeof id === 'string' ? id : undefined
}

/** A raw body field, for scope rules; anything that is not a boolean counts as absent. */
export function rawBoolean(request: FastifyRequest, field: string): boolean | undefined {
  const body = request.body
  if (body === null || typeof body !== 'object') return undefined
  const value = (body as Record<string, unknown>)[field]
  return typeof value === 'boolean' ? value : undefined
}

/**
 * The scope variant of an edit of an existing playlist (api-spec.md, Authentication 3): the modify scope of
 * its visibility. An unknown playlist answers 404 before any scope is asked for.
 */
export function playlistVisibility(playlists: PlaylistStore) {
  return (request: FastifyRequest): ScopeVariant | undefined => {
    const id = rawPlaylistId(request)
    const playlist = id === undefined ? undefined : playlists.get(id)
    return playlist ? { public: playlist.public } : undefined
  }
}

/** Items may be changed by the owner, and by anyone on a collaborative playlist. */
export function assertCanEditItems(playlist: PlaylistState, userId: string): void {
  if (playlist.ownerId !== userId && !playlist.collaborative) {
    throw forbidden("You cannot change the items of a playlist you don't own (it is not collaborative)")
  }
}

/** Details and the cover may be changed by the owner only. */
export function assertOwner(playlist: PlaylistState, userId: string, what: string): void {
  if (playlist.ownerId !== userId)
    throw forbidden(`You cannot change the ${what} of a playlist you don't own`)
}

/**
 * The stale-snapshot policy (see README.md): a `snapshot_id`, when given, must name the playlist's current
 * version; an older one (or one that is not a snapshot of this playlist) is refused with 400, so a client never
 * edits positions it has not seen.
 */
export function assertCurrentSnapshot(playlist: PlaylistState, snapshotId: string | undefined): void {
  if (snapshotId === undefined || snapshotId === playlist.snapshotId) return
  throw badRequest(
    `snapshot_id '${snapshotId}' is not the current snapshot of playlist '${playlist.id}' ` +
      `(it is '${playlist.snapshotId}'): read the playlist again and retry`,
  )
}
