import { setMaxListeners } from 'node:events'
import {
  audiobooksSoldIn,
  libraryKinds,
  listenerText,
  type BridgeError,
  type LibraryKind,
} from '../../../contract'
import { AbortedError } from '../../service/api'
import { EncoreError } from '../../base/errors'
import type { CacheKeeping } from './cache-keeping'
import type { LibraryServiceDeps } from './library-deps'
import { idleKinds, marketOf, type LibraryState } from './library-state'
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

export interface SyncRunner {
  /** Reads these lists (incrementally, or all of it with `full`); what asked again meanwhile runs after. */
  run(full: boolean, kinds: readonly LibraryKind[]): Promise<void>
  /** Stops the sync in progress and forgets what was to run after it. */
  stop(): void
  /** Resolves when no sync runs. */
  idle(): Promise<void>
  /** The page hears of progress a few times a second at most. */
  emitSoon(): void
  emitNow(): void
  dispose(): void
}

/**
 * The library's sync: one at a time, every list in parallel, cancellable, its progress pushed as
 * `library.changed`; at its end the cache is written and the library may rest.
 */
export function createSyncRunner(
  state: LibraryState,
  deps: Pick<LibraryServiceDeps, 'api' | 'clock' | 'logger' | 'emit'>,
  keeping: () => CacheKeeping,
  status: () => Parameters<LibraryServiceDeps['emit']>[0],
): SyncRunner {
  const { clock } = deps
  let emitTimer: unknown

  const emitNow = () => {
    if (emitTimer !== undefined) clock.clearTimeout(emitTimer)
    emitTimer = undefined
    deps.emit(status())
  }
  const emitSoon = () => {
    emitTimer ??= clock.setTimeout(emitNow, EMIT_EVERY_MS)
  }

  async function idle(): Promise<void> {
    while (state.running) await state.running.done
  }

  async function run(full: boolean, kinds: readonly LibraryKind[]): Promise<void> {
    const api = deps.api()
    const mine = state.held
    if (!api || !mine) return
    const data = keeping().wake(mine)
    const controller = new AbortController()
    // Every request of the sync hears this signal (a playlist's pages each add a listener).
    setMaxListeners(0, controller.signal)
    const sync = { state: 'syncing' as const, kinds: idleKinds(), startedAt: clock.now(), finishedAt: null }
    state.sync = sync
    for (const kind of libraryKinds) if (!kinds.includes(kind)) sync.kinds[kind].state = 'done'
    emitNow()
    const live = () => state.held === mine && !controller.signal.aborted
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
        if (patch.state === undefined) state.dirty = true
        Object.assign(state.sync.kinds[kind], patch)
        emitSoon()
      },
      changed() {
        if (state.held !== mine) return
        state.revision++
        state.dirty = true
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
          if (state.held !== mine) return
          if (controller.signal.aborted || error instanceof AbortedError) {
            state.sync.kinds[kind].state = 'cancelled'
            return
          }
          deps.logger.warn('A list of the library could not be read', {
            kind,
            error: (error as Error).message,
          })
          Object.assign(state.sync.kinds[kind], { state: 'failed', error: errorOf(error) })
        }
      }),
    ).then(() => {
      if (state.held !== mine) return
      const states = libraryKinds.map((kind) => state.sync.kinds[kind].state)
      state.sync.state = states.includes('failed')
        ? 'failed'
        : states.includes('cancelled')
          ? 'cancelled'
          : 'done'
      state.sync.finishedAt = clock.now()
      mine.fromCache = false
      keeping().persistNow()
      emitNow()
      keeping().restSoon()
    })
    state.running = { controller, done }
    await done
    if (state.running?.done === done) state.running = undefined
    const next = state.again
    state.again = undefined
    if (next && state.held === mine) void run(false, [...next])
  }

  return {
    run,
    stop() {
      state.running?.controller.abort()
      state.running = undefined
      state.again = undefined
    },
    idle,
    emitSoon,
    emitNow,
    dispose() {
      if (emitTimer !== undefined) clock.clearTimeout(emitTimer)
    },
  }
}
