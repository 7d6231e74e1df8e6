import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { badRequest } from '../http/api-error'
import { VERBATIM } from '../http/generation-params'
import { grantOf } from '../http/request-grant'
import type { Scope, ScopeRule } from '../scopes'
import type { ServiceContext } from '../service-context'
import type { UserState } from '../state/user-state'
import { found, isoSeconds } from './route-helpers'
import type { RouteModule } from './route-module'

/** URIs per request on /me/library (service-2026.md §2). */
const MAX_URIS = 40
const KINDS = ['track', 'album', 'artist', 'user', 'playlist', 'episode', 'show', 'audiobook'] as const
type Kind = (typeof KINDS)[number]
/** The saved podcast and audiobook kinds: in the spoken-word library, under the library scopes. */
const SPOKEN = { episode: 'episodes', show: 'shows', audiobook: 'audiobooks' } as const
type SpokenKind = keyof typeof SPOKEN
const isSpokenKind = (kind: Kind): kind is SpokenKind => kind in SPOKEN

interface SavedRef {
  kind: Kind
  id: string
}

/**
 * Scopes by kind (service-2026.md §7 assumes the classic mapping): the library for tracks and albums, follows
 * for artists and users, and the playlist scopes for playlists. Saving a playlist follows it publicly, as the
 * classic follow did by default.
 */
const MODIFY_SCOPES: Record<Kind, Scope> = {
  track: 'user-library-modify',
  album: 'user-library-modify',
  artist: 'user-follow-modify',
  user: 'user-follow-modify',
  playlist: 'playlist-modify-public',
  episode: 'user-library-modify',
  show: 'user-library-modify',
  audiobook: 'user-library-modify',
}
const READ_SCOPES: Record<Kind, Scope> = {
  track: 'user-library-read',
  album: 'user-library-read',
  artist: 'user-follow-read',
  user: 'user-follow-read',
  playlist: 'playlist-read-private',
  episode: 'user-library-read',
  show: 'user-library-read',
  audiobook: 'user-library-read',
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
        else if (!(KINDS as readonly string[]).includes(kind))
          ctx.addIssue({ code: 'custom', message: `holds '${uri}', of a type /me/library does not take` })
        else refs.push({ kind: kind as Kind, id: match[2] as string })
      }
      return refs
    }),
})

/** The scope rule of a request, from its raw `uris` (scope rules run before validation). */
function scopesOf(table: Record<Kind, Scope>) {
  return (request: FastifyRequest): ScopeRule | undefined => {
    const raw = (request.query as { uris?: unknown } | undefined)?.uris
    if (typeof raw !== 'string') return undefined
    const needed = new Set<Scope>()
    for (const uri of raw.split(',')) {
      const kind = /^spotify:([a-z]+):/.exec(uri.trim())?.[1]
      if (kind !== undefined && kind in table) needed.add(table[kind as Kind])
    }
    return needed.size > 0 ? { allOf: [...needed] } : undefined
  }
}

/** 404 for an id that names nothing, before anything changes. */
function assertKnown(ctx: ServiceContext, ref: SavedRef): void {
  const { catalog, state } = ctx
  const lookups: Record<Kind, (id: string) => unknown> = {
    track: (id) => catalog.track(id),
    album: (id) => catalog.album(id),
    artist: (id) => catalog.artist(id),
    user: (id) => catalog.user(id),
    playlist: (id) => state.playlists.get(id),
    episode: (id) => catalog.spoken.episode(id),
    show: (id) => catalog.spoken.show(id),
    audiobook: (id) => catalog.spoken.audiobook(id),
  }
  found(lookups[ref.kind](ref.id), ref.kind, ref.id)
}

/** The saved-items map (id → added_at) a kind is kept in; undefined for follows and playlists. */
function savedMapOf(ctx: ServiceContext, user: UserState, kind: Kind): Map<string, string> | undefined {
  if (isSpokenKind(kind)) return ctx.state.spokenOf(user.userId)[SPOKEN[kind]]
  return kind === 'track' ? user.library.tracks : kind === 'album' ? user.library.albums : undefined
}

function isSaved(ctx: ServiceContext, user: UserState, ref: SavedRef): boolean {
  const saved = savedMapOf(ctx, user, ref.kind)
  if (saved) return saved.has(ref.id)
  if (ref.kind === 'artist') return user.follows.artists.has(ref.id)
  if (ref.kind === 'user') return user.follows.users.has(ref.id)
  return user.playlists.some((entry) => entry.id === ref.id)
}

/** Saves (keeping the first `added_at` of what was saved already) or removes one item. */
function change(ctx: ServiceContext, user: UserState, ref: SavedRef, save: boolean, addedAt: string): void {
  const saved = savedMapOf(ctx, user, ref.kind)
  if (saved) {
    if (!save) saved.delete(ref.id)
    else if (!saved.has(ref.id)) saved.set(ref.id, addedAt)
  } else if (ref.kind === 'artist' || ref.kind === 'user') {
    const follows = ref.kind === 'artist' ? user.follows.artists : user.follows.users
    if (save) follows.add(ref.id)
    else follows.delete(ref.id)
  } else if (!save) {
    // As with the classic unfollow, removing one's own playlist takes it off the user's list.
    user.playlists = user.playlists.filter((entry) => entry.id !== ref.id)
  } else if (!isSaved(ctx, user, ref)) {
    user.playlists.unshift({ id: ref.id, public: true })
  }
}

/**
 * The library of service-2026.md §2 that replaces the saved-items, follow and playlist-follow writes and
 * checks: PUT / DELETE /me/library?uris=… (≤ 40 URIs of tracks, albums, artists, users, playlists, episodes,
 * shows, audiobooks; 200 with no body) and GET /me/library/contains?uris=… (booleans in the order asked). There is no GET /me/library
 * (405). Served in every API mode: the real service offers it to every app.
 */
export const savedLibraryRoutes: RouteModule = (app, ctx) => {
  for (const method of ['put', 'delete'] as const) {
    app[method](
      '/me/library',
      { schema: { querystring: urisQuery }, config: { scopes: scopesOf(MODIFY_SCOPES) } },
      async (request, reply) => {
        const refs = request.query.uris
        if (refs.length === 0) throw badRequest(MISSING_URIS)
        for (const ref of refs) assertKnown(ctx, ref)
        const user = ctx.state.user(grantOf(request).userId)
        const addedAt = isoSeconds(ctx.clock.now())
        for (const ref of refs) change(ctx, user, ref, method === 'put', addedAt)
        return reply.code(200).send()
      },
    )
  }

  app.get(
    '/me/library/contains',
    { schema: { querystring: urisQuery }, config: { scopes: scopesOf(READ_SCOPES) } },
    async (request) => {
      const user = ctx.state.user(grantOf(request).userId)
      return request.query.uris.map((ref) => isSaved(ctx, user, ref))
    },
  )
}
