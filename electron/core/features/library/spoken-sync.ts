import { isDeepStrictEqual } from 'node:util'
import type { Lane } from '../../service/api'
import { toAudiobook, toEpisodeWithShow, toShow } from '../../service/media/spoken-from-wire'
import type { PartialRead } from './library-data'
import { syncSaved, type SavedListSpec, type SyncContext } from './library-sync'
import type { SavedKey } from './sync-plan'
import type { SavedAudiobookEntry, SavedEpisodeEntry, SavedShowEntry } from './spoken-library'
import { epochOf } from './track-rows'

/**
 * How followed shows, saved episodes and saved audiobooks are read: as saved tracks are (newest first; with a
 * cache only the new head, one request when nothing changed), and since these lists are short, the first
 * page's items also refresh what the cache holds of them (an episode's resume point, a show's episode count).
 * Audiobooks are not asked for where the service does not sell them.
 */

type Keyed<T> = T & SavedKey

/** The rows with the page's version of each item it holds, or null when none differs. */
function freshenBy<T extends SavedKey>(rows: T[], page: readonly T[]): T[] | null {
  const read = new Map(page.map((item) => [item.id, item]))
  let changed = false
  const next = rows.map((row) => {
    const newer = read.get(row.id)
    if (!newer || isDeepStrictEqual(newer, row)) return row
    changed = true
    return newer
  })
  return changed ? next : null
}

/** Where a spoken list lives in the library: its rows and its half-read pages. */
interface SpokenList<E> {
  kind: 'shows' | 'episodes' | 'audiobooks'
  idOf(entry: E): string
  rows(): E[]
  setRows(rows: E[]): void
  partial(): PartialRead<Keyed<E>> | undefined
  setPartial(partial: PartialRead<Keyed<E>> | undefined): void
  read(offset: number, lane: Lane, signal: AbortSignal): Promise<{ total: number; items: E[] }>
}

/** A spoken list's spec: the entries keyed by their item's id while the sync reads them. */
function spokenSpec<E extends { addedAt: number | null }>(list: SpokenList<E>): SavedListSpec<Keyed<E>> {
  const keyed = (entry: E): Keyed<E> => ({ ...entry, id: list.idOf(entry) })
  const unkeyed = (row: Keyed<E>): E => {
    const { id: _id, ...entry } = row
    return entry as E
  }
  return {
    kind: list.kind,
    async read(offset, lane, signal) {
      const page = await list.read(offset, lane, signal)
      return { total: page.total, items: page.items.map(keyed) }
    },
    rows: () => list.rows().map(keyed),
    setRows: (rows) => list.setRows(rows.map(unkeyed)),
    partial: list.partial,
    setPartial: list.setPartial,
    freshen: freshenBy,
  }
}

const PAGE = 50

export function syncSavedShows(ctx: SyncContext, full: boolean): Promise<void> {
  const { api, data } = ctx
  const list: SpokenList<SavedShowEntry> = {
    kind: 'shows',
    idOf: (entry) => entry.show.id,
    rows: () => data.shows,
    setRows: (rows) => (data.shows = rows),
    partial: () => data.partial.shows,
    setPartial: (partial) => (data.partial.shows = partial),
    async read(offset, lane, signal) {
      const page = await api.library.getSavedShows({ offset, limit: PAGE }, { lane, signal })
      return {
        total: page.total,
        items: page.items.map((item) => ({ show: toShow(item.show), addedAt: epochOf(item.added_at) })),
      }
    },
  }
  return syncSaved(ctx, spokenSpec(list), full)
}

export function syncSavedEpisodes(ctx: SyncContext, full: boolean): Promise<void> {
  const { api, data, market } = ctx
  const list: SpokenList<SavedEpisodeEntry> = {
    kind: 'episodes',
    idOf: (entry) => entry.episode.id,
    rows: () => data.episodes,
    setRows: (rows) => (data.episodes = rows),
    partial: () => data.partial.episodes,
    setPartial: (partial) => (data.partial.episodes = partial),
    async read(offset, lane, signal) {
      const page = await api.library.getSavedEpisodes(
        { offset, limit: PAGE, ...(market ? { market } : {}) },
        { lane, signal },
      )
      return {
        total: page.total,
        items: page.items.map((item) => ({
          episode: toEpisodeWithShow(item.episode),
          addedAt: epochOf(item.added_at),
        })),
      }
    },
  }
  return syncSaved(ctx, spokenSpec(list), full)
}

export async function syncSavedAudiobooks(ctx: SyncContext, full: boolean): Promise<void> {
  const { api, data } = ctx
  if (ctx.audiobooksSold === false) {
    // Not sold here: the service would answer nothing worth a request.
    if (data.audiobooks.length || !data.complete.audiobooks) {
      data.audiobooks = []
      data.complete.audiobooks = true
      ctx.changed('audiobooks')
    }
    ctx.progress('audiobooks', { state: 'done', loaded: 0, total: null })
    return
  }
  const list: SpokenList<SavedAudiobookEntry> = {
    kind: 'audiobooks',
    idOf: (entry) => entry.audiobook.id,
    rows: () => data.audiobooks,
    setRows: (rows) => (data.audiobooks = rows),
    partial: () => data.partial.audiobooks,
    setPartial: (partial) => (data.partial.audiobooks = partial),
    async read(offset, lane, signal) {
      const page = await api.library.getSavedAudiobooks({ offset, limit: PAGE }, { lane, signal })
      return {
        total: page.total,
        items: page.items.map((item) => ({
          audiobook: toAudiobook(item.audiobook),
          addedAt: epochOf(item.added_at),
        })),
      }
    },
  }
  return syncSaved(ctx, spokenSpec(list), full)
}
