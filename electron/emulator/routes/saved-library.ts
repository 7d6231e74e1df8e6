import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { badRequest } from '../http/api-error'
import { VERBATIM } from '../http/generation-params'
import { grantOf } from '../http/request-grant'
import { isSavedKind, kindOfUri, type SavedKind, type ScopeVariant } from '../../operations'
import type { ServiceContext } from '../service-context'
import type { UserState } from '../state/user-state'
import { found, isoSeconds } from './route-helpers'
import type { RouteModule } from './route-module'

/** URIs per request on /me/library (service-2026.md §2). */
const MAX_URIS = 40
/** Kinds the real service knows but the emulator does not (shows, episodes, audiobooks are not emulated). */
const NOT_EMULATED = ['episode', 'show', 'audiobook', 'chapter']

interface SavedRef {
  kind: SavedKind
  id: string
}

const MISSING_URIS = 'Missing required field: uris'

/** `uris` from the query only: a body alone is refused as the real service refuses it. */
const urisQuery = z.object({
  uris: z
    .unknown()
    .optional()
    .transform((raw, ctx): SavedRef[] => {
      if (raw === undefined || raw === '') {
        ctx.addIssue({ code: 'custom', message: MISSING_URIS, params: VERBATIM })
        return z.NEVER
      }
      if (typeof raw !== 'string') {
        ctx.addIssue({ code: 'custom', message: 'must be given once' })
        return z.NEVER
      }
      const uris = raw.split(',').map((uri) => uri.trim())
      if (uris.length > MAX_URIS) {
        ctx.addIssue({ code: 'custom', message: `must hold at most ${MAX_URIS} URIs` })
        return z.NEVER
      }
      const refs: SavedRef[] = []
      for (const uri of uris) {
        const match = /^spotify:([a-z]+):([^\s:,]+)$/.exec(uri)
        const kind = match?.[1] ?? ''
        if (!match) ctx.addIssue({ code: 'custom', message: `must hold Spotify URIs; '${uri}' is not one` })
        else if (NOT_EMULATED.includes(kind))
          ctx.addIssue({ code: 'custom', message: `holds '${uri}': ${kind}s are not emulated` })
        else if (!isSavedKind(kind))
          ctx.addIssue({ code: 'custom', message: `holds '${uri}', of a type /me/library does not take` })
        else refs.push({ kind, id: match[2] as string })
      }
      return refs
    }),
})

/** The scope variant of a request: the kinds of its raw `uris` (scope checks run before validation). */
function kindsOf(request: FastifyRequest): ScopeVariant {
  const raw = (request.query as { uris?: unknown } | undefined)?.uris
  if (typeof raw !== 'string') return {}
  const kinds = raw.split(',').flatMap((uri) => kindOfUri(uri.trim()) ?? [])
  return { kinds }
}

/** 404 for an id that names nothing, before anything changes. */
function assertKnown(ctx: ServiceContext, ref: SavedRef): void {
  const { catalog, state } = ctx
  const record =
    ref.kind === 'track'
      ? catalog.track(ref.id)
      : ref.kind === 'album'
        ? catalog.album(ref.id)
        : ref.kind === 'artist'
          ? catalog.artist(ref.id)
          : ref.kind === 'user'
            ? catalog.user(ref.id)
            : state.playlists.get(ref.id)
  found(record, ref.kind, ref.id)
}

function isSaved(user: UserState, ref: SavedRef): boolean {
  switch (ref.kind) {
    case 'track':
      return user.library.tracks.has(ref.id)
    case 'album':
      return user.library.albums.has(ref.id)
    case 'artist':
      return user.follows.artists.has(ref.id)
    case 'user':
      return user.follows.users.has(ref.id)
    case 'playlist':
      return user.playlists.some((entry) => entry.id === ref.id)
  }
}

/** Saves (keeping the first `added_at` of what was saved already) or removes one item. */
function change(user: UserState, ref: SavedRef, save: boolean, addedAt: string): void {
  if (ref.kind === 'track' || ref.kind === 'album') {
    const library = ref.kind === 'track' ? user.library.tracks : user.library.albums
    if (!save) library.delete(ref.id)
    else if (!library.has(ref.id)) library.set(ref.id, addedAt)
  } else if (ref.kind === 'artist' || ref.kind === 'user') {
    const follows = ref.kind === 'artist' ? user.follows.artists : user.follows.users
    if (save) follows.add(ref.id)
    else follows.delete(ref.id)
  } else if (!save) {
    // As with the classic unfollow, removing one's own playlist takes it off the user's list.
    user.playlists = user.playlists.filter((entry) => entry.id !== ref.id)
  } else if (!isSaved(user, ref)) {
    user.playlists.unshift({ id: ref.id, public: true })
  }
}

/**
 * The library of service-2026.md §2 that replaces the saved-items, follow and playlist-follow writes and
 * checks: PUT / DELETE /me/library?uris=… (≤ 40 URIs of tracks, albums, artists, users, playlists; 200 with
 * no body) and GET /me/library/contains?uris=… (booleans in the order asked). There is no GET /me/library
 * (405). Served in every API mode: the real service offers it to every app.
 */
export const savedLibraryRoutes: RouteModule = (app, ctx) => {
  for (const method of ['put', 'delete'] as const) {
    app[method](
      '/me/library',
      { schema: { querystring: urisQuery }, config: { scopeVariant: kindsOf } },
      async (request, reply) => {
        const refs = request.query.uris
        if (refs.length === 0) throw badRequest(MISSING_URIS)
        for (const ref of refs) assertKnown(ctx, ref)
        const user = ctx.state.user(grantOf(request).userId)
        const addedAt = isoSeconds(ctx.clock.now())
        for (const ref of refs) change(user, ref, method === 'put', addedAt)
        return reply.code(200).send()
      },
    )
  }

  app.get(
    '/me/library/contains',
    { schema: { querystring: urisQuery }, config: { scopeVariant: kindsOf } },
    async (request) => {
      const user = ctx.state.user(grantOf(request).userId)
      return request.query.uris.map((ref) => isSaved(user, ref))
    },
  )
}
