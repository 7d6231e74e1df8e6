import { Emitter, type Event } from '../../base/emitter'
import type { CacheOwner, UrlCodec } from './cache-format'
import type { LibraryCacheStore } from './cache-store'
import type { CacheRead, HeldLibrary as Held } from './held-library'
import { emptyLibrary, type LibraryData } from './library-data'
import type { LibraryServiceDeps } from './library-deps'
import { librarySays } from './library-words'

const PERSIST_AFTER_MS = 2_000
const REST_AFTER_MS = 60_000

export interface CacheKeeping {
  /** What the cache file holds for this owner, as the held library's fields (said in a notice when unusable). */
  fromStore(owner: CacheOwner, codec: UrlCodec): CacheRead
  /** The rows, read back from the cache file when they rest. */
  wake(mine: Held): LibraryData
  /**
   * Reads resting rows back without holding core's thread for long (a window opening meanwhile loads its
   * page through it). Resolves once they are in memory, or when they could not be read this way (then `wake`
   * reads them when asked, and says what went wrong).
   */
  wakeSoon(mine: Held): Promise<void>
  /** Something changed since the cache was last written (a write of 50,000 rows is not free). */
  markDirty(): void
  /** The held library is let go (another user's, or none): what changed in it is not to be written. */
  letGo(): void
  persistNow(): void
  persistSoon(): void
  /** A write waits (a change came less than two seconds ago). */
  persistPending(): boolean
  /** Puts the rows to rest once nothing has shown Encore or used the library for a while. */
  restSoon(): void
  onRest: Event<void>
  dispose(): void
}

/** What the cache keeping reads of the library service, and how it tells it the rows came back different. */
export interface KeepingHost {
  /** The library held now; undefined while nobody is signed in. */
  held(): Held | undefined
  /** Whether a window or page shows Encore. */
  inUse(): boolean
  /** Whether a sync runs (the rows do not rest meanwhile). */
  syncing(): boolean
  /** The rows changed: windows of an older revision are stale. */
  stale(): void
}

/**
 * The library's cache file: written a little after a change (and at the end of every sync), read when a user's
 * library is opened, and where the rows rest while nothing shows Encore (their memory goes back to the system
 * until something asks for them again). Whether memory holds changes the file lacks is its own to know.
 */
export function createCacheKeeping(
  host: KeepingHost,
  deps: Pick<LibraryServiceDeps, 'clock' | 'logger' | 'notice' | 'restAfterMs' | 'language'>,
  store: LibraryCacheStore,
  hooks: { emitNow(): void; lost(mine: Held): void },
): CacheKeeping {
  const { clock } = deps
  const restAfterMs = deps.restAfterMs ?? REST_AFTER_MS
  const rested = new Emitter<void>()
  let persistTimer: unknown
  let restTimer: unknown
  /** Counts the times the rows went to rest: a read begun before the last rest is out of date. */
  let rests = 0
  let waking: Promise<void> | undefined
  let dirty = false

  function fromStore(owner: CacheOwner, codec: UrlCodec): CacheRead {
    const loaded = store.load(owner, codec)
    const cached = loaded && 'data' in loaded ? loaded : null
    const why = loaded && 'problem' in loaded ? loaded.problem : null
    const cacheProblem = why === null ? null : librarySays(deps.language)('cacheSetAside', { why })
    if (cacheProblem) deps.notice({ level: 'warning', code: 'LIBRARY_CACHE', message: cacheProblem })
    return {
      data: cached?.data ?? emptyLibrary(),
      fromCache: cached !== null,
      cachedAt: cached?.savedAt ?? null,
      onDisk: cached !== null,
      cacheProblem,
    }
  }

  function restSoon() {
    if (restTimer !== undefined) clock.clearTimeout(restTimer)
    restTimer = undefined
    if (!host.inUse() && host.held()?.data) restTimer = clock.setTimeout(restNow, restAfterMs)
  }

  function restNow() {
    restTimer = undefined
    const mine = host.held()
    // Not while anything would be lost or is under way: the end of a sync or a write asks again.
    if (host.inUse() || !mine?.data || host.syncing() || dirty || persistTimer !== undefined || !mine.onDisk)
      return
    mine.rest()
    rests++
    rested.fire()
    deps.logger.info('The library rests in its cache file until it is used again', mine.restingCounts)
  }

  function persistNow() {
    if (persistTimer !== undefined) clock.clearTimeout(persistTimer)
    persistTimer = undefined
    const held = host.held()
    if (!held?.data || (!dirty && held.cachedAt !== null)) return
    const at = clock.now()
    held.written(store.save(held.owner, held.data, held.codec, at), at)
    dirty = false
    restSoon()
  }

  return {
    fromStore,
    wake(mine) {
      if (!mine.data) {
        const loaded = fromStore(mine.owner, mine.codec)
        if (loaded.fromCache) mine.woken(loaded.data, loaded.cachedAt)
        else mine.reread(loaded)
        if (!loaded.fromCache) {
          // The file went away or broke meanwhile: read the library again rather than show nothing.
          host.stale()
          hooks.lost(mine)
          hooks.emitNow()
        }
      }
      restSoon()
      return mine.data!
    },
    wakeSoon(mine) {
      if (mine.data) return Promise.resolve()
      const began = rests
      waking ??= store.loadSoon(mine.owner, mine.codec).then((loaded) => {
        waking = undefined
        // Woken meanwhile (something asked at once), signed out, or rested again since: this read is not needed.
        if (!loaded || mine.data || host.held() !== mine || rests !== began) return
        mine.woken(loaded.data, loaded.savedAt)
        restSoon()
      })
      return waking
    },
    markDirty() {
      dirty = true
    },
    letGo() {
      dirty = false
    },
    persistNow,
    persistSoon() {
      persistTimer ??= clock.setTimeout(persistNow, PERSIST_AFTER_MS)
    },
    persistPending: () => persistTimer !== undefined,
    restSoon,
    onRest: rested.event,
    dispose() {
      if (restTimer !== undefined) clock.clearTimeout(restTimer)
      if (persistTimer !== undefined) persistNow()
    },
  }
}
