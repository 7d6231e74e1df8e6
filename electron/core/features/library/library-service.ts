import { libraryKinds, noCounts, type LibraryKind, type LibraryStatus } from '../../../contract'
import type { Event } from '../../base/emitter'
import type { ApiClient } from '../../service/api'
import { serviceKeyOf } from '../../service/service-key'
import { urlCodecFor } from './cache-format'
import { createCacheKeeping } from './cache-keeping'
import { createLibraryCacheStore } from './cache-store'
import { countsOf, type LibraryData } from './library-data'
import type { LibraryServiceDeps, LibrarySession } from './library-deps'
import { HeldLibrary } from './held-library'
import { idleKinds, marketOf, type SyncProgress } from './library-state'
import type { SavedFingerprints } from './saved-fingerprints'
import { createSyncRunner } from './sync-runner'

export type { LibraryServiceDeps, LibrarySession } from './library-deps'

/**
 * The library of the signed-in user: shown from the cache on disk as soon as the session is known, then
 * refreshed (incrementally) from the service; one sync at a time, cancellable, its progress pushed as
 * `library.changed` (sync-runner.ts). A new user or service gets a library of its own; signing out drops what
 * the page holds (and, for a sign-out the user asked for, the cache file too). The cache file, and the rows'
 * rest in it while nothing shows Encore, are cache-keeping.ts's.
 */

export interface LibraryService {
  status(): LibraryStatus
  /** The session changed: a new user's library (from the cache, then refreshed), or none (`forget`: delete it). */
  sessionChanged(session: LibrarySession | null, forget: boolean): void
  /** Reads every list (or those named) again: incrementally from the cache, or all of it with `full`. */
  sync(full?: boolean, kinds?: readonly LibraryKind[]): LibraryStatus
  cancelSync(): LibraryStatus
  /** The signed-in user's library; undefined while nobody is signed in. */
  current(): { data: LibraryData; revision: number; api: ApiClient; market: string | undefined } | undefined
  /**
   * What is held now without waking rows that rest: the rows, or (resting) which tracks are saved; undefined
   * while nobody is signed in.
   */
  peek(): { data: LibraryData } | { resting: SavedFingerprints | null } | undefined
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
  /**
   * Wakes resting rows a slice at a time, leaving core's thread free between slices (a window about to show
   * them is loading its page meanwhile); resolves once they are in memory or will be read when asked.
   */
  wakeSoon(): Promise<void>
  /** Called when the library goes to rest: whatever keeps its rows (sort orders, indexes) lets them go. */
  onRest: Event<void>
  dispose(): void
}

/** The library as the page shows it: its counts, its cache and where the sync is; `none` while nobody is in. */
function statusOf(held: HeldLibrary | undefined, revision: number, progress: SyncProgress): LibraryStatus {
  return held
    ? {
        status: 'ready',
        revision,
        counts: held.data ? countsOf(held.data) : { ...held.restingCounts },
        fromCache: held.fromCache,
        cachedAt: held.cachedAt,
        cacheProblem: held.cacheProblem,
        sync: structuredClone(progress),
      }
    : {
        status: 'none',
        revision,
        counts: noCounts(),
        fromCache: false,
        cachedAt: null,
        cacheProblem: null,
        sync: { state: 'idle', kinds: idleKinds(), startedAt: null, finishedAt: null },
      }
}

export function createLibraryService(deps: LibraryServiceDeps): LibraryService {
  const store = deps.store ?? createLibraryCacheStore(deps.dataDir, deps.logger)
  // The service's own: the library held, its revision (windows of an older one are stale), whether Encore shows.
  // The sync's progress is the runner's; whether memory holds unwritten changes, the cache keeping's.
  const state: { held: HeldLibrary | undefined; revision: number; inUse: boolean } = {
    held: undefined,
    revision: 0,
    inUse: true,
  }

  const status = () => statusOf(state.held, state.revision, runner.progress())
  const held = () => state.held
  const stale = () => {
    state.revision++
  }
  const runner = createSyncRunner({ held, stale, status }, deps, () => keeping)
  const keeping = createCacheKeeping(
    { held, stale, inUse: () => state.inUse, syncing: runner.busy },
    deps,
    store,
    {
      emitNow: runner.emitNow,
      lost(mine) {
        deps.clock.setTimeout(() => {
          if (state.held === mine && !runner.busy()) void runner.run(false, libraryKinds)
        }, 0)
      },
    },
  )

  function sessionChanged(session: LibrarySession | null, forget: boolean): void {
    const { held } = state
    if (
      session &&
      held &&
      serviceKeyOf(session) === held.owner.service &&
      session.userId === held.owner.userId
    ) {
      held.follow(session)
      return
    }
    runner.reset()
    if (held) {
      if (forget) store.forget(held.owner)
      else if (keeping.persistPending()) keeping.persistNow()
    }
    state.held = undefined
    keeping.letGo()
    state.revision++
    if (!session) {
      runner.emitNow()
      return
    }
    const owner = { service: serviceKeyOf(session), userId: session.userId }
    const codec = urlCodecFor(new URL(session.apiUrl).origin)
    state.held = new HeldLibrary(owner, session, codec, keeping.fromStore(owner, codec))
    runner.emitNow()
    void runner.run(false, libraryKinds)
  }

  return {
    status,
    sessionChanged,
    sync(full = false, kinds = libraryKinds) {
      if (!runner.busy()) void runner.run(full, kinds)
      return status()
    },
    cancelSync() {
      runner.cancel()
      return status()
    },
    current() {
      const api = deps.api()
      const { held } = state
      return held && api
        ? { data: keeping.wake(held), revision: state.revision, api, market: marketOf(held.session) }
        : undefined
    },
    peek() {
      const { held } = state
      if (!held) return undefined
      return held.data ? { data: held.data } : { resting: held.restingSaved }
    },
    changed() {
      if (!state.held?.data) return
      state.revision++
      keeping.markDirty()
      keeping.persistSoon()
      runner.emitNow()
    },
    refresh(kinds) {
      if (!state.held) return Promise.resolve()
      if (runner.busy()) {
        runner.later(kinds)
      } else {
        void runner.run(false, kinds)
      }
      return runner.idle()
    },
    idle: runner.idle,
    cachePath: () => (state.held ? store.pathOf(state.held.owner) : null),
    setInUse(now) {
      state.inUse = now
      keeping.restSoon()
    },
    awake: () => Boolean(state.held?.data),
    wakeSoon: () => (state.held ? keeping.wakeSoon(state.held) : Promise.resolve()),
    onRest: keeping.onRest,
    dispose() {
      runner.stop()
      keeping.dispose()
      runner.dispose()
    },
  }
}
