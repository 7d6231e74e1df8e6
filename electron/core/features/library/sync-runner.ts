import { setMaxListeners } from 'node:events'
import { audiobooksSoldIn, type LibraryKind } from '../../../contract'
import { AbortedError } from '../../service/api'
import type { Clock } from '../../base/ports'
import { createOnceTimer } from '../../base/timer'
import type { CacheKeeping } from './cache-keeping'
import type { LibraryServiceDeps } from './library-deps'
import type { HeldLibrary as Held } from './held-library'
import { idleSync, marketOf, type SyncProgress } from './library-state'
import {
  syncFollowedArtists,
  syncPlaylists,
  syncSavedAlbums,
  syncSavedTracks,
  type SyncContext,
} from './library-sync'
import { syncSavedAudiobooks, syncSavedEpisodes, syncSavedShows } from './spoken-sync'
import { heldKinds, syncStep, type SyncEffect, type SyncEvent } from './sync-step'

const EMIT_EVERY_MS = 250

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
 * `library.changed`; at its end the cache is written and the library may rest. `syncStep` (sync-step.ts)
 * decides what the progress comes to; this driver runs the reads and the step's effects. Its progress, the
 * run in progress and what waits to run after it are the runner's alone; the service asks through the methods.
 */
export function createSyncRunner(
  host: SyncHost,
  deps: Pick<LibraryServiceDeps, 'api' | 'clock' | 'logger' | 'emit' | 'language'>,
  keeping: () => CacheKeeping,
): SyncRunner {
  const { clock } = deps
  let progress: SyncProgress = idleSync()
  let running: { controller: AbortController; done: Promise<void> } | undefined
  /** Lists to read again once the sync in progress ends. */
  let again: Set<LibraryKind> | undefined
  /** The library whose sync ends now (`finish` tells it it synced). */
  let finishing: Held | undefined
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

  const emitter = throttledEmit(clock, () => deps.emit(host.status()))
  const { emitNow, emitSoon } = emitter
  const carryOut = (effect: SyncEffect) => {
    if (effect.type === 'emit') (effect.at === 'now' ? emitNow : emitSoon)()
    else if (effect.type === 'mark-dirty') keeping().markDirty()
    else if (effect.type === 'log') deps.logger[effect.level](effect.message, effect.fields)
    else if (effect.type === 'resume-in') resume.schedule(effect.ms)
    else {
      finishing?.synced()
      keeping().persistNow()
      emitNow()
      keeping().restSoon()
    }
  }
  const tell = (event: SyncEvent) => {
    const next = syncStep(progress, event)
    progress = next.progress
    for (const effect of next.effects) carryOut(effect)
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
    tell({ type: 'started', kinds, now: clock.now() })
    const live = () => host.held() === mine && !controller.signal.aborted
    const ctx: SyncContext = {
      ...contextOf(mine, controller.signal),
      api,
      data,
      progress(kind, patch) {
        if (live()) tell({ type: 'read', kind, patch })
      },
      changed() {
        if (host.held() !== mine) return
        host.stale()
        keeping().markDirty()
        emitNow()
      },
    }
    const done = readLists(ctx, kinds, full, (kind, error) => {
      if (host.held() !== mine) return
      if (controller.signal.aborted || error instanceof AbortedError) tell({ type: 'list-cancelled', kind })
      else tell({ type: 'list-failed', kind, error, now: clock.now(), language: deps.language?.() ?? 'en' })
    }).then(() => {
      if (host.held() !== mine) return
      finishing = mine
      tell({ type: 'ended', now: clock.now() })
      finishing = undefined
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
      tell({ type: 'cancelled' })
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
      emitter.dispose()
      resume.cancel()
    },
  }
}

/** Reads the lists in parallel; a list that fails is told to `failed`, the others go on. */
function readLists(
  ctx: SyncContext,
  kinds: readonly LibraryKind[],
  full: boolean,
  failed: (kind: LibraryKind, error: unknown) => void,
): Promise<void> {
  return Promise.all(
    kinds.map((kind) => readList(ctx, kind, full).catch((error: unknown) => failed(kind, error))),
  ).then(() => undefined)
}

/** Reads one list of the library, as the sync asks. */
function readList(ctx: SyncContext, kind: LibraryKind, full: boolean): Promise<void> {
  switch (kind) {
    case 'tracks':
      return syncSavedTracks(ctx, full)
    case 'albums':
      return syncSavedAlbums(ctx, full)
    case 'playlists':
      return syncPlaylists(ctx)
    case 'artists':
      return syncFollowedArtists(ctx)
    case 'shows':
      return syncSavedShows(ctx, full)
    case 'episodes':
      return syncSavedEpisodes(ctx, full)
    case 'audiobooks':
      return syncSavedAudiobooks(ctx, full)
  }
}

/** What every reader of the sync is told of whose library it reads. */
const contextOf = (mine: Held, signal: AbortSignal) => ({
  signal,
  market: marketOf(mine.session),
  audiobooksSold: audiobooksSoldIn(mine.session.country),
  userId: mine.session.userId,
})

/** The page hears of progress a few times a second at most; `emitNow` tells at once. */
function throttledEmit(clock: Clock, emit: () => void) {
  let timer: unknown
  const emitNow = () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
    emit()
  }
  return {
    emitNow,
    emitSoon: () => {
      timer ??= clock.setTimeout(emitNow, EMIT_EVERY_MS)
    },
    dispose: () => {
      if (timer !== undefined) clock.clearTimeout(timer)
    },
  }
}
