import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { badRequest, forbidden } from '../http/api-error'
import { booleanField, integerField, optionalBody, stringArrayField, stringField } from '../http/body-params'
import { intParam, stringParam } from '../http/query-params'
import { grantOf } from '../http/request-grant'
import { parseSpotifyUri, trackIdOfUri } from '../http/spotify-uri'
import { presentPlaylist } from '../present/playlist'
import { base62Id } from '../random/ids'
import { createRandom } from '../random/prng'
import type { ScopeVariant } from '../../operations'
import { insertItems, removeItems, reorderItems, sameItems, type EditResult } from '../state/playlist-edits'
import type { PlaylistItem, PlaylistState } from '../state/playlist-store'
import { snapshotIdOf } from '../state/snapshot-id'
import type { ServiceContext } from '../service-context'
import {
  assertCanEditItems,
  assertCurrentSnapshot,
  assertOwner,
  playlistVisibility,
  playlistOf,
  playlistParams,
  rawBoolean,
  rawPlaylistId,
} from './playlist-access'
import { found, isoSeconds } from './route-helpers'
import type { RouteModule } from './route-module'

/** Items added, set or removed per request: at most 100 (the real service's limit). */
const MAX_ITEMS = 100

const createBody = z.object(
  {
    name: stringField().min(1, { error: 'must not be empty' }),
    public: booleanField().optional(),
    collaborative: booleanField().optional(),
    description: stringField().optional(),
  },
  { error: 'the body must be a JSON object with a name' },
)

const detailsBody = optionalBody({
  name: stringField().min(1, { error: 'must not be empty' }).optional(),
  public: booleanField().optional(),
  collaborative: booleanField().optional(),
  description: stringField().optional(),
})

const urisField = () => stringArrayField(MAX_ITEMS, 'track URIs')
/** `uris` in the query: a comma-separated list (the real service takes it there too). */
const urisQuery = stringParam()

const addBody = optionalBody({ uris: urisField().optional(), position: integerField({ min: 0 }).optional() })

const updateBody = optionalBody({
  uris: urisField().optional(),
  range_start: integerField({ min: 0 }).optional(),
  insert_before: integerField({ min: 0 }).optional(),
  range_length: integerField({ min: 1 }).optional(),
  snapshot_id: stringField().optional(),
})

const removalEntry = z.object(
  {
    uri: stringField(),
    positions: z.array(integerField({ min: 0 }), { error: 'must be an array' }).optional(),
  },
  { error: 'must be objects with a uri' },
)
const removeBody = (key: 'tracks' | 'items') =>
  z.object(
    {
      [key]: z
        .array(removalEntry, { error: 'is required: an array of {uri, positions?}' })
        .min(1, { error: 'must hold at least one entry' })
        .max(MAX_ITEMS, { error: `must hold at most ${MAX_ITEMS} entries` }),
      snapshot_id: stringField().optional(),
    },
    { error: `the body must be a JSON object with ${key}` },
  )

/** The track id of a URI to remove: it must be a track URI; an unknown track is simply not in the list. */
function removableTrackId(uri: string, key: string): string {
  const parsed = parseSpotifyUri(uri)
  if (parsed?.type !== 'track')
    throw badRequest(`${key}.uri must be a track URI like spotify:track:{id}; got '${uri}'`)
  return parsed.id
}

/** A new playlist id: 22 base62 characters, deterministic from the seed, never one already in use. */
function newPlaylistId(ctx: ServiceContext, userId: string): string {
  for (let attempt = 0; ; attempt++) {
    const random = createRandom(`created-playlist/${ctx.catalog.seed}/${userId}/${attempt}`)
    const id = base62Id(random)
    if (!ctx.state.playlists.get(id)) return id
  }
}

/**
 * Creating and editing playlists: create (POST /users/{user_id}/playlists and the newer POST /me/playlists),
 * change details, and the items at /tracks and the newer /items — add, remove, reorder, replace. Every change
 * of items or details gives a new snapshot_id; a stale snapshot_id is refused (see playlist-access.ts). API
 * mode 2026 removes the users path and /tracks.
 */
export const playlistEditRoutes: RouteModule = (app, ctx) => {
  createRoutes(app, ctx)
  detailsRoute(app, ctx)
  itemRoutes(app, ctx)
}

/** POST /users/{user_id}/playlists and POST /me/playlists. */
const createRoutes: RouteModule = (app, ctx) => {
  /** Public needs modify-public, private modify-private, collaborative both (api-spec.md). */
  const createVariant = (request: FastifyRequest): ScopeVariant => ({
    public: rawBoolean(request, 'public'),
    collaborative: rawBoolean(request, 'collaborative'),
  })
  const create = (request: FastifyRequest, userId: string, body: z.output<typeof createBody>) => {
    const isPublic = body.public ?? true
    const collaborative = body.collaborative ?? false
    if (collaborative && isPublic) {
      throw badRequest('collaborative can only be true on a non-public playlist: send public false as well')
    }
    const id = newPlaylistId(ctx, userId)
    const playlist: PlaylistState = {
      id,
      ownerId: userId,
      name: body.name,
      description: body.description ?? '',
      public: isPublic,
      collaborative,
      followers: 0,
      items: [],
      version: 1,
      snapshotId: snapshotIdOf(id, 1),
    }
    ctx.state.playlists.add(playlist)
    ctx.state.user(userId).playlists.unshift({ id, public: isPublic })
    return presentPlaylist(ctx, playlist, undefined, userId)
  }

  app.post(
    '/users/:user_id/playlists',
    {
      schema: { params: z.object({ user_id: z.string() }), body: createBody },
      config: { scopeVariant: createVariant },
    },
    async (request, reply) => {
      const userId = grantOf(request).userId
      found(ctx.catalog.user(request.params.user_id), 'user', request.params.user_id)
      if (request.params.user_id !== userId) {
        throw forbidden('You cannot create a playlist for another user')
      }
      return reply.code(201).send(create(request, userId, request.body))
    },
  )

  app.post(
    '/me/playlists',
    { schema: { body: createBody }, config: { scopeVariant: createVariant } },
    async (request, reply) => reply.code(201).send(create(request, grantOf(request).userId, request.body)),
  )
}

/** PUT /playlists/{id}: name, description, visibility, collaboration. */
const detailsRoute: RouteModule = (app, ctx) => {
  /** The variant follows `public` when sent, else the playlist's visibility; collaborative is private. */
  const detailsVariant = (request: FastifyRequest): ScopeVariant | undefined => {
    const id = rawPlaylistId(request)
    const playlist = id === undefined ? undefined : ctx.state.playlists.get(id)
    if (!playlist) return undefined
    const collaborative = rawBoolean(request, 'collaborative') ?? playlist.collaborative
    const isPublic = rawBoolean(request, 'public') ?? playlist.public
    return { public: isPublic && !collaborative }
  }

  app.put(
    '/playlists/:playlist_id',
    { schema: { params: playlistParams, body: detailsBody }, config: { scopeVariant: detailsVariant } },
    async (request, reply) => {
      const playlist = playlistOf(ctx.state.playlists, request.params.playlist_id)
      assertOwner(playlist, grantOf(request).userId, 'details')
      const body = request.body ?? {}
      const isPublic = body.public ?? playlist.public
      const collaborative = body.collaborative ?? playlist.collaborative
      if (collaborative && isPublic) {
        throw badRequest('collaborative can only be true on a non-public playlist')
      }
      const changed =
        (body.name !== undefined && body.name !== playlist.name) ||
        (body.description !== undefined && body.description !== playlist.description) ||
        isPublic !== playlist.public ||
        collaborative !== playlist.collaborative
      if (body.name !== undefined) playlist.name = body.name
      if (body.description !== undefined) playlist.description = body.description
      playlist.public = isPublic
      playlist.collaborative = collaborative
      if (changed) ctx.state.playlists.touch(playlist)
      return reply.code(200).send()
    },
  )
}

/** The items at /tracks (removed in API mode 2026) and the newer /items: add, reorder or replace, remove. */
const itemRoutes: RouteModule = (app, ctx) => {
  const uriList = (uris: readonly string[]) => uris.map((uri) => trackIdOfUri(ctx.catalog, uri, 'uris'))
  const queryUris = (raw: string | undefined): string[] | undefined => {
    if (raw === undefined) return undefined
    const uris = raw.split(',').map((uri) => uri.trim())
    if (uris.length > MAX_ITEMS) throw badRequest(`uris must hold at most ${MAX_ITEMS} track URIs`)
    return uris
  }
  const newItems = (trackIds: readonly string[], userId: string): PlaylistItem[] => {
    const addedAt = isoSeconds(ctx.clock.now())
    return trackIds.map((trackId) => ({ trackId, addedAt, addedBy: userId }))
  }
  /** Applies an edit: 400 for a broken rule, a new version only when the list really changed. */
  const apply = (playlist: PlaylistState, result: EditResult) => {
    if (!result.ok) throw badRequest(result.problem)
    if (sameItems(playlist.items, result.items)) return { snapshot_id: playlist.snapshotId }
    playlist.items = result.items
    ctx.state.playlists.touch(playlist)
    return { snapshot_id: playlist.snapshotId }
  }

  for (const key of ['tracks', 'items'] as const) {
    const path = `/playlists/:playlist_id/${key}`
    const rule = { scopeVariant: playlistVisibility(ctx.state.playlists) }

    app.post(
      path,
      {
        schema: {
          params: playlistParams,
          querystring: z.object({ uris: urisQuery, position: intParam({ min: 0 }) }),
          body: addBody,
        },
        config: rule,
      },
      async (request, reply) => {
        const playlist = playlistOf(ctx.state.playlists, request.params.playlist_id)
        const userId = grantOf(request).userId
        assertCanEditItems(playlist, userId)
        // As on the real service, `uris` in the query wins over the body.
        const uris = queryUris(request.query.uris) ?? request.body?.uris
        if (uris === undefined || uris.length === 0)
          throw badRequest('uris is required: at least one track URI')
        const position = request.query.position ?? request.body?.position
        const added = newItems(uriList(uris), userId)
        return reply.code(201).send(apply(playlist, insertItems(playlist.items, added, position)))
      },
    )

    app.put(
      path,
      {
        schema: { params: playlistParams, querystring: z.object({ uris: urisQuery }), body: updateBody },
        config: rule,
      },
      async (request) => {
        const playlist = playlistOf(ctx.state.playlists, request.params.playlist_id)
        const userId = grantOf(request).userId
        assertCanEditItems(playlist, userId)
        const body = request.body ?? {}
        const reorder = body.range_start !== undefined || body.insert_before !== undefined
        const uris = queryUris(request.query.uris) ?? body.uris
        if (reorder && uris !== undefined) {
          throw badRequest('reorder (range_start, insert_before) and replace (uris) cannot be combined')
        }
        if (reorder) {
          if (body.range_start === undefined) throw badRequest('range_start is required to reorder')
          if (body.insert_before === undefined) throw badRequest('insert_before is required to reorder')
          assertCurrentSnapshot(playlist, body.snapshot_id)
          return apply(
            playlist,
            reorderItems(playlist.items, body.range_start, body.insert_before, body.range_length ?? 1),
          )
        }
        if (uris === undefined) {
          throw badRequest('send range_start and insert_before to reorder, or uris to replace the items')
        }
        assertCurrentSnapshot(playlist, body.snapshot_id)
        // Replace: the list becomes exactly `uris` (added now, by this user); an empty list clears it.
        return apply(playlist, { ok: true, items: newItems(uriList(uris), userId) })
      },
    )

    app.delete(
      path,
      { schema: { params: playlistParams, body: removeBody(key) }, config: rule },
      async (request) => {
        const playlist = playlistOf(ctx.state.playlists, request.params.playlist_id)
        assertCanEditItems(playlist, grantOf(request).userId)
        const body = request.body as { snapshot_id?: string } & Record<
          typeof key,
          { uri: string; positions?: number[] }[]
        >
        assertCurrentSnapshot(playlist, body.snapshot_id)
        const removals = body[key].map((entry) => ({
          uri: entry.uri,
          trackId: removableTrackId(entry.uri, key),
          ...(entry.positions !== undefined ? { positions: entry.positions } : {}),
        }))
        return apply(playlist, removeItems(playlist.items, removals))
      },
    )
  }
}
