import { z } from 'zod'
import { badRequest } from '../http/api-error'
import { optionalBody, stringArrayField } from '../http/body-params'
import { resolveMarket } from '../http/market'
import { page, requestPageUrl } from '../http/paging'
import { idListParam, limitParam, marketParam, offsetParam } from '../http/query-params'
import { grantOf } from '../http/request-grant'
import { presentAlbum } from '../present/album'
import { presentAudiobook } from '../present/audiobook'
import { presentEpisode, presentSimplifiedShow, type ResumePoints } from '../present/show'
import { presentTrack } from '../present/track'
import type { ServiceContext } from '../service-context'
import { resumePointsFor } from './player-world'
import { found, isoSeconds } from './route-helpers'
import type { RouteModule } from './route-module'

/** Saved-library check, save and remove: at most 50 ids per request (api-spec.md, Limits). */
const MAX_IDS = 50

/** What a list page is presented for: the market asked for and (spoken kinds) the user's resume points. */
interface ListView {
  market: string | undefined
  resume: ResumePoints
}

/** One kind of saved item: where it is kept and how it is listed. */
interface SavedKind {
  singular: string
  known(ctx: ServiceContext, id: string): unknown
  saved(ctx: ServiceContext, userId: string): Map<string, string>
  /** A list entry (`added_at` and the object under the kind's key), or undefined for an id gone missing. */
  entry(ctx: ServiceContext, id: string, addedAt: string, view: ListView): object | undefined
  /** Whether list entries carry resume points (then the request's are read once). */
  spoken?: boolean
}

/**
 * A saved kind from how one item is read (`read`, undefined for an id that names nothing), where the user's are
 * kept, and how one is presented in a list: its entry is `added_at` and the item under the kind's key.
 */
function savedKind<T>(
  singular: string,
  read: (ctx: ServiceContext, id: string) => T | undefined,
  saved: SavedKind['saved'],
  present: (ctx: ServiceContext, item: T, view: ListView) => object,
  spoken = false,
): SavedKind {
  return {
    singular,
    known: read,
    saved,
    entry: (ctx, id, addedAt, view) => {
      const item = read(ctx, id)
      return item === undefined ? undefined : { added_at: addedAt, [singular]: present(ctx, item, view) }
    },
    ...(spoken ? { spoken } : {}),
  }
}

/** The saved kinds by path: the music library of api-spec.md and the podcasts and audiobooks beside it. */
const KINDS: Record<string, SavedKind> = {
  tracks: savedKind(
    'track',
    (ctx, id) => ctx.catalog.track(id),
    (ctx, userId) => ctx.state.user(userId).library.tracks,
    (ctx, track, view) => presentTrack(ctx, track, view.market),
  ),
  albums: savedKind(
    'album',
    (ctx, id) => ctx.catalog.album(id),
    (ctx, userId) => ctx.state.user(userId).library.albums,
    (ctx, album, view) => presentAlbum(ctx, album, view.market),
  ),
  shows: savedKind(
    'show',
    (ctx, id) => ctx.catalog.spoken.show(id),
    (ctx, userId) => ctx.state.spokenOf(userId).shows,
    (ctx, show) => presentSimplifiedShow(ctx, show),
  ),
  episodes: savedKind(
    'episode',
    (ctx, id) => ctx.catalog.spoken.episode(id),
    (ctx, userId) => ctx.state.spokenOf(userId).episodes,
    (ctx, episode, view) => presentEpisode(ctx, episode, view.market, view.resume),
    true,
  ),
  audiobooks: savedKind(
    'audiobook',
    (ctx, id) => ctx.catalog.spoken.audiobook(id),
    (ctx, userId) => ctx.state.spokenOf(userId).audiobooks,
    (ctx, book, view) => presentAudiobook(ctx, book, view.resume),
    true,
  ),
}

/** Ids from the query (`ids`, api-spec.md) or, when absent, the JSON body (`{"ids": […]}`, the real service). */
const idsQuery = z.object({ ids: idListParam(MAX_IDS, { required: false }) })
const idsBody = optionalBody({ ids: stringArrayField(MAX_IDS, 'ids').optional() })

function requestedIds(query: { ids: string[] }, body: { ids?: string[] } | undefined): string[] {
  const ids = query.ids.length > 0 ? query.ids : (body?.ids ?? [])
  if (ids.length === 0) throw badRequest('ids is required (in the query, or as a JSON array in the body)')
  return ids
}

/**
 * The saved library: GET /me/{tracks,albums,shows,episodes,audiobooks} (paged newest first, with `added_at`,
 * `market`; episodes and audiobooks with resume points under user-read-playback-position), PUT and DELETE
 * (save, remove: 200 with no body), GET …/contains (one boolean per id, in order). API mode 2026 keeps the
 * lists and removes the rest (replaced by /me/library, see saved-library.ts).
 */
export const libraryRoutes: RouteModule = (app, ctx) => {
  for (const [path, kind] of Object.entries(KINDS)) {
    app.get(
      `/me/${path}`,
      {
        schema: {
          querystring: z.object({ limit: limitParam(20, 50), offset: offsetParam(), market: marketParam() }),
        },
      },
      async (request) => {
        const { limit, offset } = request.query
        const view: ListView = {
          market: resolveMarket(ctx.catalog, request, request.query.market),
          resume: kind.spoken ? resumePointsFor(ctx, request) : undefined,
        }
        // Insertion order is save order: walk it backwards for newest first.
        const saved = [...kind.saved(ctx, grantOf(request).userId)]
        const items: object[] = []
        for (let i = offset; i < Math.min(saved.length, offset + limit); i++) {
          const [id, addedAt] = saved[saved.length - 1 - i] as [string, string]
          const entry = kind.entry(ctx, id, addedAt, view)
          if (entry) items.push(entry)
        }
        return page(requestPageUrl(ctx.urls, request), { offset, limit, total: saved.length }, items)
      },
    )

    const change = (method: 'put' | 'delete') =>
      app[method](
        `/me/${path}`,
        {
          schema: { querystring: idsQuery, body: idsBody },
        },
        async (request, reply) => {
          const ids = requestedIds(request.query, request.body)
          for (const id of ids) found(kind.known(ctx, id), kind.singular, id)
          const library = kind.saved(ctx, grantOf(request).userId)
          if (method === 'put') {
            const addedAt = isoSeconds(ctx.clock.now())
            // Saving again keeps the first added_at and place, as the real service does.
            for (const id of ids) if (!library.has(id)) library.set(id, addedAt)
          } else {
            for (const id of ids) library.delete(id)
          }
          // The real service answers 200 with an empty body (api-spec.md: "no content").
          return reply.code(200).send()
        },
      )
    change('put')
    change('delete')

    app.get(
      `/me/${path}/contains`,
      {
        schema: { querystring: z.object({ ids: idListParam(MAX_IDS) }) },
      },
      async (request) => {
        const library = kind.saved(ctx, grantOf(request).userId)
        return request.query.ids.map((id) => library.has(id))
      },
    )
  }
}
