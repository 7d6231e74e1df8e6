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
  dispose(): void
}

const EMIT_EVERY_MS = 250
const PERSIST_AFTER_MS = 2_000

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
  data: LibraryData
  fromCache: boolean
  cachedAt: number | null
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

  const status = (): LibraryStatus =>
    held
      ? {
          status: 'ready',
          revision,
          counts: countsOf(held.data),
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
    if (!held || (!dirty && held.cachedAt !== null)) return
    const at = deps.clock.now()
    store.save(held.owner, held.data, held.codec, at)
    held.cachedAt = at
    dirty = false
  }
  const persistSoon = () => {
    persistTimer ??= deps.clock.setTimeout(persistNow, PERSIST_AFTER_MS)
  }

  async function runSync(full: boolean, kinds: readonly LibraryKind[]): Promise<void> {
    const api = deps.api()
    const mine = held
    if (!api || !mine) return
    const controller = new AbortController()
    // Every request of the sync hears this signal (a playlist's pages each add a listener).
    setMaxListeners(0, controller.signal)
    sync = { state: 'syncing', kinds: idleKinds(), startedAt: deps.clock.now(), finishedAt: null }
    for (const kind of libraryKinds) if (!kinds.includes(kind)) sync.kinds[kind].state = 'done'
    emitNow()
    const live = () => held === mine && !controller.signal.aborted
    const ctx: SyncContext = {
      api,
      data: mine.data,
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
      const loaded = store.load(owner, codec)
      held = {
        owner,
        session,
        codec,
        data: loaded && 'data' in loaded ? loaded.data : emptyLibrary(),
        fromCache: Boolean(loaded && 'data' in loaded),
        cachedAt: loaded && 'data' in loaded ? loaded.savedAt : null,
        cacheProblem: loaded && 'problem' in loaded ? loaded.problem : null,
      }
      if (held.cacheProblem)
        deps.notice({ level: 'warning', code: 'LIBRARY_CACHE', message: held.cacheProblem })
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
      return held && api ? { data: held.data, revision, api, market: marketOf(held.session) } : undefined
    },
    changed() {
      if (!held) return
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
    dispose() {
      stopSync()
      if (persistTimer !== undefined) persistNow()
      if (emitTimer !== undefined) deps.clock.clearTimeout(emitTimer)
    },
  }
}
