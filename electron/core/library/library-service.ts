import { setMaxListeners } from 'node:events'
import {
  libraryKinds,
  type BridgeError,
  type KindSync,
  type LibraryKind,
  type LibraryStatus,
  type Notice,
  type ServiceKind,
  type SyncState,
} from '../../contract'
import { AbortedError, type ApiClient } from '../api'
import { EncoreError } from '../errors'
import type { Clock, Logger } from '../ports'
import { urlCodecFor, type CacheOwner, type UrlCodec } from './cache-format'
import { createLibraryCacheStore, type LibraryCacheStore } from './cache-store'
import { countsOf, emptyLibrary, type LibraryData } from './library-data'
import {
  syncFollowedArtists,
  syncPlaylists,
  syncSavedAlbums,
  syncSavedTracks,
  type SyncContext,
} from './library-sync'

/**
 * The library of the signed-in user: shown from the cache on disk as soon as the session is known, then
 * refreshed (incrementally) from the service; one sync at a time, cancellable, its progress pushed as
 * `library.changed`. A new user or service gets a library of its own; signing out drops what the page holds
 * (and, for a sign-out the user asked for, the cache file too).
 */

export interface LibrarySession {
  profile: ServiceKind
  apiUrl: string
  userId: string
  scopes: readonly string[]
}

export interface LibraryServiceDeps {
  api(): ApiClient | undefined
  clock: Clock
  logger: Logger
  /** Where caches are written; in memory when absent. */
  dataDir: string | undefined
  emit(status: LibraryStatus): void
  notice(notice: Notice): void
  /** Test seam: another store. */
  store?: LibraryCacheStore
  /** How long the library stays in memory once nothing shows Encore (default a minute). */
  restAfterMs?: number
}

export interface LibraryService {
  status(): LibraryStatus
  /** The session changed: a new user's library (from the cache, then refreshed), or none (`forget`: delete it). */
  sessionChanged(session: LibrarySession | null, forget: boolean): void
  /** Reads every list (or those named) again: incrementally from the cache, or all of it with `full`. */
  sync(full?: boolean, kinds?: readonly LibraryKind[]): LibraryStatus
  cancelSync(): LibraryStatus
  /** The signed-in user's library; undefined while nobody is signed in. */
  current(): { data: LibraryData; revision: number; api: ApiClient; market: string | undefined } | undefined
  /** A list changed outside a sync (a save, an edit): windows are stale, the cache is written soon. */
  changed(): void
  /** Reads these lists again soon (incrementally), after the sync in progress if there is one; resolves when done. */
  refresh(kinds: readonly LibraryKind[]): Promise<void>
  /** Resolves when no sync runs (tests, the bench). */
  idle(): Promise<void>
  /** Where this user's cache is kept (null in memory). */
  cachePath(): string | null
  /**
   * Whether a window or page shows Encore. Hidden a while (the app sits in the tray), the library rests: its
   * rows live only in the cache file and their memory goes back, until something asks for them again.
   */
  setInUse(inUse: boolean): void
  /** Whether the rows are in memory now (false while the library rests on disk). */
  awake(): boolean
  /** Called when the library goes to rest: whatever keeps its rows (sort orders, indexes) lets them go. */
  onRest(listener: () => void): () => void
  dispose(): void
}

const EMIT_EVERY_MS = 250
const PERSIST_AFTER_MS = 2_000
const REST_AFTER_MS = 60_000

const waiting = (): KindSync => ({ state: 'waiting', loaded: 0, total: null, error: null })
const idleKinds = (): Record<LibraryKind, KindSync> => ({
  tracks: waiting(),
  albums: waiting(),
  playlists: waiting(),
  artists: waiting(),
})

function errorOf(error: unknown): BridgeError {
  if (error instanceof EncoreError) return { code: error.code, message: error.message }
  return { code: 'INTERNAL', message: 'Something went wrong while reading your library.' }
}

export function serviceKeyOf(session: Pick<LibrarySession, 'profile' | 'apiUrl'>): string {
  // The demo listens on a new port each start: it is one service whatever the port.
  return session.profile === 'demo' ? 'demo' : `spotify@${session.apiUrl}`
}

interface Held {
  owner: CacheOwner
  session: LibrarySession
  codec: UrlCodec
  /** Null while the library rests on disk. */
  data: LibraryData | null
  /** The counts when it went to rest (status needs them; the rows are on disk). */
  restingCounts: Record<LibraryKind, number>
  fromCache: boolean
  cachedAt: number | null
  /** The cache file holds exactly what memory holds: only then may the rows rest on disk. */
  onDisk: boolean
  cacheProblem: string | null
}

export function createLibraryService(deps: LibraryServiceDeps): LibraryService {
  const store = deps.store ?? createLibraryCacheStore(deps.dataDir, deps.logger)
  let held: Held | undefined
  let revision = 0
  let sync: {
    state: SyncState
    kinds: Record<LibraryKind, KindSync>
    startedAt: number | null
    finishedAt: number | null
  } = { state: 'idle', kinds: idleKinds(), startedAt: null, finishedAt: null }
  let running: { controller: AbortController; done: Promise<void> } | undefined
  let again: Set<LibraryKind> | undefined
  let emitTimer: unknown
  let persistTimer: unknown
  /** Something changed since the cache was last written (a write of 50,000 rows is not free). */
  let dirty = false
  let inUse = true
  let restTimer: unknown
  const restListeners = new Set<() => void>()
  const restAfterMs = deps.restAfterMs ?? REST_AFTER_MS

  const status = (): LibraryStatus =>
    held
      ? {
          status: 'ready',
          revision,
          counts: held.data ? countsOf(held.data) : { ...held.restingCounts },
          fromCache: held.fromCache,
          cachedAt: held.cachedAt,
          cacheProblem: held.cacheProblem,
          sync: structuredClone(sync),
        }
      : {
          status: 'none',
          revision,
          counts: { tracks: 0, albums: 0, playlists: 0, artists: 0 },
          fromCache: false,
          cachedAt: null,
          cacheProblem: null,
          sync: { state: 'idle', kinds: idleKinds(), startedAt: null, finishedAt: null },
        }

  const emitNow = () => {
    if (emitTimer !== undefined) deps.clock.clearTimeout(emitTimer)
    emitTimer = undefined
    deps.emit(status())
  }
  /** Progress comes page by page: the page hears of it a few times a second at most. */
  const emitSoon = () => {
    emitTimer ??= deps.clock.setTimeout(emitNow, EMIT_EVERY_MS)
  }

  const persistNow = () => {
    if (persistTimer !== undefined) deps.clock.clearTimeout(persistTimer)
    persistTimer = undefined
    if (!held?.data || (!dirty && held.cachedAt !== null)) return
    const at = deps.clock.now()
    held.onDisk = store.save(held.owner, held.data, held.codec, at)
    held.cachedAt = at
    dirty = false
    restSoon()
  }
  const persistSoon = () => {
    persistTimer ??= deps.clock.setTimeout(persistNow, PERSIST_AFTER_MS)
  }

  /** Puts the rows to rest once nothing has shown Encore or used the library for a while. */
  function restSoon() {
    if (restTimer !== undefined) deps.clock.clearTimeout(restTimer)
    restTimer = undefined
    if (!inUse && held?.data) restTimer = deps.clock.setTimeout(restNow, restAfterMs)
  }

  function restNow() {
    restTimer = undefined
    const mine = held
    // Not while anything would be lost or is under way: the end of a sync or a write asks again.
    if (inUse || !mine?.data || running || dirty || persistTimer !== undefined || !mine.onDisk) return
    mine.restingCounts = countsOf(mine.data)
    mine.data = null
    for (const listener of restListeners) listener()
    deps.logger.info('The library rests in its cache file until it is used again', mine.restingCounts)
  }

  /**
   * What the cache file holds for this owner, as the held library's fields: its rows, or an empty library (no
   * file, or one that cannot be used: said in a notice) for the sync to fill.
   */
  function fromStore(owner: CacheOwner, codec: UrlCodec) {
    const loaded = store.load(owner, codec)
    const cached = loaded && 'data' in loaded ? loaded : null
    const cacheProblem = loaded && 'problem' in loaded ? loaded.problem : null
    if (cacheProblem) deps.notice({ level: 'warning', code: 'LIBRARY_CACHE', message: cacheProblem })
    return {
      data: cached?.data ?? emptyLibrary(),
      fromCache: cached !== null,
      cachedAt: cached?.savedAt ?? null,
      onDisk: cached !== null,
      cacheProblem,
    }
  }

  /** The rows, read back from the cache file when they rest. */
  function wake(mine: Held): LibraryData {
    if (!mine.data) {
      const loaded = fromStore(mine.owner, mine.codec)
      Object.assign(mine, loaded.fromCache ? { data: loaded.data, cachedAt: loaded.cachedAt } : loaded)
      if (!loaded.fromCache) {
        // The file went away or broke meanwhile: read the library again rather than show nothing.
        revision++
        deps.clock.setTimeout(() => {
          if (held === mine && !running) void runSync(false, libraryKinds)
        }, 0)
        emitNow()
      }
    }
    restSoon()
    return mine.data!
  }

  async function runSync(full: boolean, kinds: readonly LibraryKind[]): Promise<void> {
    const api = deps.api()
    const mine = held
    if (!api || !mine) return
    const data = wake(mine)
    const controller = new AbortController()
    // Every request of the sync hears this signal (a playlist's pages each add a listener).
    setMaxListeners(0, controller.signal)
    sync = { state: 'syncing', kinds: idleKinds(), startedAt: deps.clock.now(), finishedAt: null }
    for (const kind of libraryKinds) if (!kinds.includes(kind)) sync.kinds[kind].state = 'done'
    emitNow()
    const live = () => held === mine && !controller.signal.aborted
    const ctx: SyncContext = {
      api,
      data,
      signal: controller.signal,
      market: marketOf(mine.session),
      progress(kind, patch) {
        if (!live()) return
        // Counts alone mean pages arrived: a read that stops now goes on from them next time.
        if (patch.state === undefined) dirty = true
        Object.assign(sync.kinds[kind], patch)
        emitSoon()
      },
      changed() {
        if (held !== mine) return
        revision++
        dirty = true
        emitNow()
      },
    }
    const tasks: Record<LibraryKind, () => Promise<void>> = {
      tracks: () => syncSavedTracks(ctx, full),
      albums: () => syncSavedAlbums(ctx, full),
      playlists: () => syncPlaylists(ctx),
      artists: () => syncFollowedArtists(ctx),
    }
    const done = Promise.all(
      kinds.map(async (kind) => {
        try {
          await tasks[kind]()
        } catch (error) {
          if (held !== mine) return
          if (controller.signal.aborted || error instanceof AbortedError) {
            sync.kinds[kind].state = 'cancelled'
            return
          }
          deps.logger.warn('A list of the library could not be read', {
            kind,
            error: (error as Error).message,
          })
          Object.assign(sync.kinds[kind], { state: 'failed', error: errorOf(error) })
        }
      }),
    ).then(() => {
      if (held !== mine) return
      const states = libraryKinds.map((kind) => sync.kinds[kind].state)
      sync.state = states.includes('failed') ? 'failed' : states.includes('cancelled') ? 'cancelled' : 'done'
      sync.finishedAt = deps.clock.now()
      mine.fromCache = false
      persistNow()
      emitNow()
      restSoon()
    })
    running = { controller, done }
    await done
    if (running?.done === done) running = undefined
    const next = again
    again = undefined
    if (next && held === mine) void runSync(false, [...next])
  }

  const marketOf = (session: LibrarySession) =>
    // Knowing the user's market says which saved tracks cannot play here; it needs user-read-private.
    session.scopes.includes('user-read-private') ? 'from_token' : undefined

  async function idle(): Promise<void> {
    while (running) await running.done
  }

  const stopSync = () => {
    running?.controller.abort()
    running = undefined
    again = undefined
  }

  return {
    status,
    sessionChanged(session, forget) {
      if (
        session &&
        held &&
        serviceKeyOf(session) === held.owner.service &&
        session.userId === held.owner.userId
      ) {
        held.session = session
        return
      }
      stopSync()
      if (held) {
        if (forget) store.forget(held.owner)
        else if (persistTimer !== undefined) persistNow()
      }
      held = undefined
      dirty = false
      sync = { state: 'idle', kinds: idleKinds(), startedAt: null, finishedAt: null }
      revision++
      if (!session) {
        emitNow()
        return
      }
      const owner = { service: serviceKeyOf(session), userId: session.userId }
      const codec = urlCodecFor(new URL(session.apiUrl).origin)
      held = {
        owner,
        session,
        codec,
        restingCounts: { tracks: 0, albums: 0, playlists: 0, artists: 0 },
        ...fromStore(owner, codec),
      }
      emitNow()
      void runSync(false, libraryKinds)
    },
    sync(full = false, kinds = libraryKinds) {
      if (!running) void runSync(full, kinds)
      return status()
    },
    cancelSync() {
      if (running) {
        running.controller.abort()
        for (const kind of libraryKinds) {
          if (sync.kinds[kind].state === 'reading' || sync.kinds[kind].state === 'waiting') {
            sync.kinds[kind].state = 'cancelled'
          }
        }
      }
      return status()
    },
    current() {
      const api = deps.api()
      return held && api ? { data: wake(held), revision, api, market: marketOf(held.session) } : undefined
    },
    changed() {
      if (!held?.data) return
      revision++
      dirty = true
      persistSoon()
      emitNow()
    },
    refresh(kinds) {
      if (!held) return Promise.resolve()
      if (running) {
        again ??= new Set()
        for (const kind of kinds) again.add(kind)
      } else {
        void runSync(false, kinds)
      }
      return idle()
    },
    idle,
    cachePath: () => (held ? store.pathOf(held.owner) : null),
    setInUse(now) {
      inUse = now
      restSoon()
    },
    awake: () => Boolean(held?.data),
    onRest(listener) {
      restListeners.add(listener)
      return () => restListeners.delete(listener)
    },
    dispose() {
      stopSync()
      if (restTimer !== undefined) deps.clock.clearTimeout(restTimer)
      if (persistTimer !== undefined) persistNow()
      if (emitTimer !== undefined) deps.clock.clearTimeout(emitTimer)
    },
  }
}
