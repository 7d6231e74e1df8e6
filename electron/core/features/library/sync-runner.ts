import { setMaxListeners } from 'node:events'
import {
  audiobooksSoldIn,
  libraryKinds,
  listenerText,
  type BridgeError,
  type KindSync,
  type KindSyncState,
  type LibraryKind,
  type SyncState,
} from '../../../contract'
import { AbortedError } from '../../service/api'
import { EncoreError } from '../../base/errors'
import type { Logger } from '../../base/ports'
import { createOnceTimer } from '../../base/timer'
import { meaningOf } from '../../service/failures'
import type { CacheKeeping } from './cache-keeping'
import type { LibraryServiceDeps } from './library-deps'
import type { HeldLibrary as Held } from './held-library'
import { idleKinds, idleSync, marketOf, type SyncProgress } from './library-state'
import {
  syncFollowedArtists,
  syncPlaylists,
  syncSavedAlbums,
  syncSavedTracks,
  type SyncContext,
} from './library-sync'
import { syncSavedAudiobooks, syncSavedEpisodes, syncSavedShows } from './spoken-sync'

const EMIT_EVERY_MS = 250

/** The failure as the page shows it: in a listener's words (what it said is logged where it is caught). */
function errorOf(error: unknown): BridgeError {
  if (error instanceof EncoreError)
    return { code: error.code, message: listenerText(error.message, error.code) }
  return { code: 'INTERNAL', message: 'Something went wrong while reading your library.' }
}

/**
 * When a list held back by the day's request budget, or by the service's rate limit or quota, may be read
 * again; null when the failure is another.
 */
function heldUntil(error: unknown, now: number): number | null {
  const meaning = meaningOf(error, now)
  return meaning.kind === 'rate-limited' ? Math.max(meaning.retryAt, now) : null
}

/** A list's read ended in an error: held back until an hour, or failed with words for the page (and the log). */
function afterFailure(kind: LibraryKind, error: unknown, now: number, logger: Logger): Partial<KindSync> {
  const resumesAt = heldUntil(error, now)
  if (resumesAt !== null) {
    logger.info('A list of the library waits until requests may go again', {
      kind,
      resumesAt: new Date(resumesAt).toISOString(),
    })
    return { state: 'held', resumesAt }
  }
  logger.warn('A list of the library could not be read', { kind, error: (error as Error).message })
  return { state: 'failed', error: errorOf(error) }
}

/** The sync's end, from its lists': a failure first, then lists held back, then a cancel. */
function endState(states: readonly KindSyncState[]): SyncState {
  if (states.includes('failed')) return 'failed'
  if (states.includes('held')) return 'held'
  return states.includes('cancelled') ? 'cancelled' : 'done'
}

/** The lists held back, and the earliest hour one may be read again. */
function heldKinds(progress: SyncProgress, now: number): { kinds: LibraryKind[]; at: number } {
  const kinds = libraryKinds.filter((kind) => progress.kinds[kind].state === 'held')
  return { kinds, at: Math.min(...kinds.map((kind) => progress.kinds[kind].resumesAt ?? now)) }
}

/** A list held back goes on this long after its hour, so its first request is not held back again. */
const RESUME_SLACK_MS = 5_000

export interface SyncRunner {
  /** Reads these lists (incrementally, or all of it with `full`); what asked again meanwhile runs after. */
  run(full: boolean, kinds: readonly LibraryKind[]): Promise<void>
  /** Whether a sync runs now. */
  busy(): boolean
  /** Where the sync is (or the last one ended), for the library's status. */
  progress(): SyncProgress
  /** Reads these lists again once the sync in progress ends. */
  later(kinds: readonly LibraryKind[]): void
  /** The person cancelled: the sync stops, and the lists it was reading say so. */
  cancel(): void
  /** Stops the sync in progress and forgets what was to run after it. */
  stop(): void
  /** Stops, and forgets the progress too (another user's library, or none). */
  reset(): void
  /** Resolves when no sync runs. */
  idle(): Promise<void>
  /** The page hears of progress a few times a second at most. */
  emitSoon(): void
  emitNow(): void
  dispose(): void
}

/** What the runner reads of the library service, and how it tells it a list changed. */
export interface SyncHost {
  /** The library held now; undefined while nobody is signed in. */
  held(): Held | undefined
  /** A list changed: windows of an older revision are stale. */
  stale(): void
  status(): Parameters<LibraryServiceDeps['emit']>[0]
}

/**
 * The library's sync: one at a time, every list in parallel, cancellable, its progress pushed as
 * `library.changed`; at its end the cache is written and the library may rest. Its progress, the run in
 * progress and what waits to run after it are the runner's alone; the service asks through the methods.
 */
export function createSyncRunner(
  host: SyncHost,
  deps: Pick<LibraryServiceDeps, 'api' | 'clock' | 'logger' | 'emit'>,
  keeping: () => CacheKeeping,
): SyncRunner {
  const { clock } = deps
  let emitTimer: unknown
  let progress: SyncProgress = idleSync()
  let running: { controller: AbortController; done: Promise<void> } | undefined
  /** Lists to read again once the sync in progress ends. */
  let again: Set<LibraryKind> | undefined
  const readLater = (kinds: readonly LibraryKind[]) => {
    again ??= new Set()
    for (const kind of kinds) again.add(kind)
  }
  /** Goes on with the lists held back, at their hour: a tray app may not be restarted for days. */
  const resume = createOnceTimer(clock, () => {
    const held = heldKinds(progress, clock.now()).kinds
    if (!host.held() || !held.length) return
    if (running) readLater(held)
    else void run(false, held)
  })
  /** Lists held back are read again at their hour (a new user or a sign-out cancels it: `stop`). */
  function resumeHeld(): void {
    const held = heldKinds(progress, clock.now())
    if (held.kinds.length) resume.schedule(Math.max(0, held.at - clock.now()) + RESUME_SLACK_MS)
  }

  const emitNow = () => {
    if (emitTimer !== undefined) clock.clearTimeout(emitTimer)
    emitTimer = undefined
    deps.emit(host.status())
  }
  const emitSoon = () => {
    emitTimer ??= clock.setTimeout(emitNow, EMIT_EVERY_MS)
  }

  async function run(full: boolean, kinds: readonly LibraryKind[]): Promise<void> {
    const api = deps.api()
    const mine = host.held()
    if (!api || !mine) return
    const data = keeping().wake(mine)
    resume.cancel()
    const controller = new AbortController()
    // Every request of the sync hears this signal (a playlist's pages each add a listener).
    setMaxListeners(0, controller.signal)
    const sync = { state: 'syncing' as const, kinds: idleKinds(), startedAt: clock.now(), finishedAt: null }
    progress = sync
    for (const kind of libraryKinds) if (!kinds.includes(kind)) sync.kinds[kind].state = 'done'
    emitNow()
    const live = () => host.held() === mine && !controller.signal.aborted
    const ctx: SyncContext = {
      api,
      data,
      signal: controller.signal,
      market: marketOf(mine.session),
      audiobooksSold: audiobooksSoldIn(mine.session.country),
      userId: mine.session.userId,
      progress(kind, patch) {
        if (!live()) return
        // Counts alone mean pages arrived: a read that stops now goes on from them next time.
        if (patch.state === undefined) keeping().markDirty()
        Object.assign(progress.kinds[kind], patch)
        emitSoon()
      },
      changed() {
        if (host.held() !== mine) return
        host.stale()
        keeping().markDirty()
        emitNow()
      },
    }
    const tasks: Record<LibraryKind, () => Promise<void>> = {
      tracks: () => syncSavedTracks(ctx, full),
      albums: () => syncSavedAlbums(ctx, full),
      playlists: () => syncPlaylists(ctx),
      artists: () => syncFollowedArtists(ctx),
      shows: () => syncSavedShows(ctx, full),
      episodes: () => syncSavedEpisodes(ctx, full),
      audiobooks: () => syncSavedAudiobooks(ctx, full),
    }
    const done = Promise.all(
      kinds.map(async (kind) => {
        try {
          await tasks[kind]()
        } catch (error) {
          if (host.held() !== mine) return
          if (controller.signal.aborted || error instanceof AbortedError) {
            progress.kinds[kind].state = 'cancelled'
            return
          }
          Object.assign(progress.kinds[kind], afterFailure(kind, error, clock.now(), deps.logger))
        }
      }),
    ).then(() => {
      if (host.held() !== mine) return
      progress.state = endState(libraryKinds.map((kind) => progress.kinds[kind].state))
      progress.finishedAt = clock.now()
      mine.synced()
      keeping().persistNow()
      emitNow()
      keeping().restSoon()
      resumeHeld()
    })
    running = { controller, done }
    await done
    if (running?.done === done) running = undefined
    const next = again
    again = undefined
    if (next && host.held() === mine) void run(false, [...next])
  }

  function stop() {
    resume.cancel()
    running?.controller.abort()
    running = undefined
    again = undefined
  }

  return {
    run,
    busy: () => running !== undefined,
    progress: () => progress,
    later: readLater,
    cancel() {
      if (!running) return
      running.controller.abort()
      for (const kind of libraryKinds) {
        const sync = progress.kinds[kind]
        if (sync.state === 'reading' || sync.state === 'waiting') sync.state = 'cancelled'
      }
    },
    stop,
    reset() {
      stop()
      progress = idleSync()
    },
    async idle() {
      while (running) await running.done
    },
    emitSoon,
    emitNow,
    dispose() {
      if (emitTimer !== undefined) clock.clearTimeout(emitTimer)
      resume.cancel()
    },
  }
}
