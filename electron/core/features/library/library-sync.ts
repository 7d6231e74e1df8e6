import { isDeepStrictEqual } from 'node:util'
import type { KindSync, LibraryKind } from '../../../contract'
import type { ApiClient, Lane, Paging } from '../../service/api'
import { toAlbum, toArtist, toPlaylist, toTrack } from '../../service/media/from-wire'
import { isLocalPlaylistId } from '../outbox'
import type { LibraryData, PartialRead, SavedAlbumEntry } from './library-data'
import {
  canResume,
  freshHead,
  headAddsUp,
  knownKeys,
  MAX_HEAD_PAGES,
  movedDown,
  playlistsToRead,
  type SavedKey,
} from './sync-plan'
import { epochOf, rowOf, type TrackRow } from './track-rows'
import { accessOf, countedOnlyWhereListed, readPlaylistItems } from './playlist-items-read'

export { accessOf, countedOnlyWhereListed, readPlaylistItems }

/**
 * How each list of the library is read. Saved tracks and albums: the first page at once (on the sync lane),
 * then either the new items until the first known one (incremental), or every other page in parallel on the
 * background lane (`collectAll`), going on from a half-finished read when the list has not changed. Playlists:
 * the list again, then the items of those whose snapshot changed. Followed artists: the list again.
 */

export const PAGE_SIZE = 50

export interface SyncContext {
  api: ApiClient
  data: LibraryData
  signal: AbortSignal
  market: string | undefined
  /** Whether the service sells audiobooks to this user (null: their country is not known). */
  audiobooksSold: boolean | null
  /** The signed-in user (whose own playlists' items today's service shows). */
  userId: string
  /** Says how far a list is. */
  progress(kind: LibraryKind, patch: Partial<KindSync>): void
  /** The rows of a list changed: windows must be read again. */
  changed(kind: LibraryKind): void
}

interface ReadPage<T> {
  items: T[]
  total: number
}

/** A newest-first list of saved items, each with when it was saved. */
export interface SavedListSpec<T extends SavedKey> {
  kind: LibraryKind
  read(offset: number, lane: Lane, signal: AbortSignal): Promise<ReadPage<T>>
  rows(): T[]
  setRows(rows: T[]): void
  partial(): PartialRead<T> | undefined
  setPartial(partial: PartialRead<T> | undefined): void
  /**
   * Items that change without moving (an episode's resume point, a show's episode count): the rows with the
   * first page's versions of them, or null when none changed. Asked when nothing new came.
   */
  freshen?(rows: T[], page: readonly T[]): T[] | null
}

/** A page we already hold, in the shape collectAll expects (it checks the envelope). */
const asPaging = <T>(items: T[], offset: number, total: number): Paging<T> => ({
  href: '',
  items,
  limit: PAGE_SIZE,
  next: offset + PAGE_SIZE < total ? 'more' : null,
  offset,
  previous: null,
  total,
})

export async function syncSaved<T extends SavedKey>(ctx: SyncContext, spec: SavedListSpec<T>, full: boolean) {
  const { kind } = spec
  const first = await spec.read(0, 'sync', ctx.signal)
  ctx.progress(kind, { state: 'reading', total: first.total, loaded: first.items.length })

  if (!full && ctx.data.complete[kind]) {
    const cached = spec.rows()
    const known = knownKeys(cached)
    const fresh: T[] = []
    let page = first
    for (let pages = 1; ; pages++) {
      const head = freshHead(known, page.items)
      fresh.push(...head.fresh)
      if (head.reachedKnown) {
        if (headAddsUp(cached.length, fresh.length, first.total)) {
          const rows = fresh.length ? [...fresh, ...cached] : cached
          const freshened = spec.freshen?.(rows, first.items) ?? null
          if (fresh.length || freshened) {
            spec.setRows(freshened ?? rows)
            ctx.changed(kind)
          }
          ctx.progress(kind, { state: 'done', loaded: first.total })
          return
        }
        break
      }
      const offset = pages * PAGE_SIZE
      if (page.items.length < PAGE_SIZE || offset >= first.total) {
        // Read to the end without meeting a known item: the list is what was read, if that is all of it.
        if (fresh.length === first.total) {
          spec.setRows(fresh)
          ctx.changed(kind)
          ctx.progress(kind, { state: 'done', loaded: first.total })
          return
        }
        break
      }
      if (pages >= MAX_HEAD_PAGES) break
      page = await spec.read(offset, 'sync', ctx.signal)
    }
  }

  // A full read. Nothing on screen yet: the first page shows at once.
  if (!spec.rows().length) {
    spec.setRows(first.items)
    ctx.changed(kind)
  }
  const head = first.items[0] ? { id: first.items[0].id, addedAt: first.items[0].addedAt } : null
  const kept = spec.partial()
  const partial: PartialRead<T> = canResume(kept, { total: first.total, head }, PAGE_SIZE)
    ? kept
    : (movedDown(kept, first, PAGE_SIZE) ?? {
        total: first.total,
        head,
        pageSize: PAGE_SIZE,
        pages: new Map(),
      })
  partial.pages.set(0, first.items)
  spec.setPartial(partial)
  let loaded = first.items.length
  let all: T[]
  try {
    all = await ctx.api.collectAll(
      async ({ offset, signal }) => {
        if (offset === 0) return asPaging(first.items, 0, first.total)
        const held = partial.pages.get(offset)
        const items = held ?? (await spec.read(offset, 'background', signal)).items
        if (!held) partial.pages.set(offset, items)
        loaded += items.length
        ctx.progress(kind, { loaded })
        return asPaging(items, offset, first.total)
      },
      { pageSize: PAGE_SIZE, signal: ctx.signal },
    )
  } catch (error) {
    showReadSoFar(ctx, spec, partial)
    throw error
  }
  spec.setRows(all)
  spec.setPartial(undefined)
  ctx.data.complete[kind] = true
  ctx.changed(kind)
  ctx.progress(kind, { state: 'done', loaded: all.length, total: all.length })
}

/**
 * A read that stopped (held back by the day's request budget, cancelled, cut off): the pages read from the top
 * without a gap show now, not only the first, unless the whole list is already shown from the cache. The pages
 * stay kept, and the next read goes on from them.
 */
function showReadSoFar<T extends SavedKey>(
  ctx: SyncContext,
  spec: SavedListSpec<T>,
  partial: PartialRead<T>,
) {
  if (ctx.data.complete[spec.kind]) return
  const rows: T[] = []
  for (let offset = 0; partial.pages.has(offset); offset += partial.pageSize)
    rows.push(...partial.pages.get(offset)!)
  if (rows.length <= spec.rows().length) return
  spec.setRows(rows)
  ctx.changed(spec.kind)
}

export function syncSavedTracks(ctx: SyncContext, full: boolean): Promise<void> {
  const { api, data, market } = ctx
  return syncSaved<TrackRow>(
    ctx,
    {
      kind: 'tracks',
      async read(offset, lane, signal) {
        const page = await api.library.getSavedTracks({ offset, limit: PAGE_SIZE, market }, { lane, signal })
        return {
          total: page.total,
          items: page.items.map((item) => rowOf(toTrack(item.track), epochOf(item.added_at), data.refs)),
        }
      },
      rows: () => data.tracks,
      setRows: (rows) => (data.tracks = rows),
      partial: () => data.partial.tracks,
      setPartial: (partial) => (data.partial.tracks = partial),
    },
    full,
  )
}

type AlbumItem = SavedAlbumEntry & SavedKey

export function syncSavedAlbums(ctx: SyncContext, full: boolean): Promise<void> {
  const { api, data, market } = ctx
  const keyed = (entry: SavedAlbumEntry): AlbumItem => ({ ...entry, id: entry.album.id })
  return syncSaved<AlbumItem>(
    ctx,
    {
      kind: 'albums',
      async read(offset, lane, signal) {
        const page = await api.library.getSavedAlbums({ offset, limit: PAGE_SIZE, market }, { lane, signal })
        return {
          total: page.total,
          items: page.items.map((item) =>
            keyed({ album: toAlbum(item.album), addedAt: epochOf(item.added_at) }),
          ),
        }
      },
      rows: () => data.albums.map(keyed),
      setRows: (rows) => (data.albums = rows.map(({ album, addedAt }) => ({ album, addedAt }))),
      partial: () => data.partial.albums as PartialRead<AlbumItem> | undefined,
      setPartial: (partial) => (data.partial.albums = partial),
    },
    full,
  )
}

export async function syncPlaylists(ctx: SyncContext): Promise<void> {
  const { api, data, signal, market } = ctx
  const listed = await api.collectAll(
    ({ offset, limit, signal: pageSignal }) =>
      api.playlists.getCurrentUserPlaylists({ offset, limit }, { lane: 'sync', signal: pageSignal }),
    { pageSize: PAGE_SIZE, signal },
  )
  // Playlists made here that the service has not made yet stay listed (the outbox makes them).
  const waiting = data.playlists.filter((playlist) => isLocalPlaylistId(playlist.id))
  const playlists = countedOnlyWhereListed(
    [...waiting, ...listed.filter((playlist) => playlist !== null).map(toPlaylist)],
    data.playlistItems,
  )
  // The same list as held (from the cache, or the last sync): nothing to show anew or to write again.
  if (!data.complete.playlists || !isDeepStrictEqual(playlists, data.playlists)) {
    data.playlists = playlists
    data.complete.playlists = true
    ctx.changed('playlists')
  }
  const toRead = playlistsToRead(
    data.playlists.filter((playlist) => !isLocalPlaylistId(playlist.id)),
    data.playlistItems,
  )
  let loaded = data.playlists.length - toRead.length
  ctx.progress('playlists', { state: 'reading', total: data.playlists.length, loaded })
  await Promise.all(
    toRead.map(async (playlist) => {
      const entry = await readPlaylistItems(api, data, playlist.id, playlist.snapshotId, {
        market,
        lane: 'background',
        signal,
        access: accessOf(playlist, ctx.userId),
      })
      data.playlistItems.set(playlist.id, entry)
      ctx.progress('playlists', { loaded: ++loaded })
    }),
  )
  const listedIds = new Set(data.playlists.map((playlist) => playlist.id))
  for (const id of data.playlistItems.keys()) if (!listedIds.has(id)) data.playlistItems.delete(id)
  const counted = countedOnlyWhereListed(data.playlists, data.playlistItems)
  if (!isDeepStrictEqual(counted, data.playlists)) {
    data.playlists = counted
    ctx.changed('playlists')
  }
  ctx.progress('playlists', { state: 'done' })
}

export async function syncFollowedArtists(ctx: SyncContext): Promise<void> {
  const artists = []
  for await (const page of ctx.api.follow.iterateFollowedArtists(
    { limit: PAGE_SIZE },
    { lane: 'sync', signal: ctx.signal },
  )) {
    artists.push(...page.items.map(toArtist))
    ctx.progress('artists', { state: 'reading', loaded: artists.length, total: page.total ?? null })
  }
  if (!ctx.data.complete.artists || !isDeepStrictEqual(artists, ctx.data.artists)) {
    ctx.data.artists = artists
    ctx.data.complete.artists = true
    ctx.changed('artists')
  }
  ctx.progress('artists', { state: 'done', total: artists.length })
}
