import { DAY_MS, type NewReleases } from '../../../contract'
import { AbortedError, ApiError } from '../../service/api'
import { createOnceTimer } from '../../base/timer'
import type { Clock, Logger } from '../../base/ports'
import type { HistoryStore } from './history-store'
import {
  checkArtist,
  freshReleasesState,
  newReleases,
  parseReleasesState,
  planCheck,
  RELEASE_REQUESTS_PER_DAY,
  withArtists,
  type ArtistAlbumsReader,
  type ReleasesState,
} from './release-checks'

/**
 * Drives the release checks (release-checks.ts) for the signed-in user: learns the followed artists from the
 * library whenever it holds them anyway, checks one artist when the plan says, and keeps the state in the
 * user's history folder (`releases.json`, read when needed: nothing stays in memory between checks).
 */

export interface ReleaseServiceDeps {
  /** Reads an artist's albums from the signed-in service; undefined while nobody is signed in. */
  artistAlbums(): ArtistAlbumsReader | undefined
  clock: Clock
  logger: Logger
  /** The followed artists when the library holds them in memory, read to the end; null otherwise. */
  followedArtists(): readonly { id: string; name: string }[] | null
  /** Something the page shows changed (new releases found). */
  changed(): void
}

export interface ReleaseService {
  ownerChanged(store: HistoryStore | null): void
  /** The library changed: the followed artists may have. */
  libraryChanged(): void
  newReleases(limit: number): NewReleases
  /** Resolves when no check is under way (tests). */
  idle(): Promise<void>
  dispose(): void
}

const DOCUMENT = 'releases.json'

/** A short fingerprint of the followed artists, to tell a change without keeping the list. */
function fingerprint(artists: readonly { id: string }[]): number {
  let hash = 2166136261
  for (const { id } of artists)
    for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619)
  return (hash >>> 0) + artists.length * 2 ** 32
}

export function createReleaseService(deps: ReleaseServiceDeps): ReleaseService {
  const { clock, logger } = deps
  let store: HistoryStore | null = null
  let controller = new AbortController()
  let learned: number | null = null
  let running: Promise<void> | null = null
  const timer = createOnceTimer(clock, () => run())

  const read = (): ReleasesState =>
    store ? parseReleasesState(store.readDocument(DOCUMENT)) : freshReleasesState()
  const save = (state: ReleasesState) => {
    const now = clock.now()
    try {
      store?.writeDocument(DOCUMENT, { ...state, requests: state.requests.filter((at) => at > now - DAY_MS) })
    } catch (error) {
      // Kept in no file: the next check reads what was kept before and checks that artist again.
      logger.warn('What the release checks found could not be written', { error: (error as Error).message })
    }
  }

  function schedule(state = read()) {
    const plan = planCheck(state, clock.now())
    if (plan.kind === 'idle' || !store) return timer.cancel()
    timer.schedule(plan.kind === 'check' ? 0 : plan.until - clock.now())
  }

  function run() {
    const readAlbums = deps.artistAlbums()
    if (!store || !readAlbums || running) return
    running = check(store, readAlbums).finally(() => {
      running = null
    })
  }

  /** One check, when the plan says so: the artist's releases kept, or the failure counted against the budget. */
  async function check(mine: HistoryStore, readAlbums: ArtistAlbumsReader): Promise<void> {
    const state = read()
    const now = clock.now()
    const plan = planCheck(state, now)
    if (plan.kind !== 'check') return schedule(state)
    const sentToday = state.requests.filter((at) => at > now - DAY_MS).length
    const mayAskAgain = sentToday + 2 <= RELEASE_REQUESTS_PER_DAY
    const checked = (after: ReleasesState) => {
      for (const each of after.artists ?? []) if (each.id === plan.artistId) each.checkedAt = now
    }
    try {
      const { found, requests } = await checkArtist(
        readAlbums,
        plan.artistId,
        now,
        mayAskAgain,
        controller.signal,
      )
      if (store !== mine) return
      const after = read()
      after.requests.push(...Array.from({ length: requests }, () => now))
      after.found[plan.artistId] = found
      checked(after)
      save(after)
      if (found.length || state.found[plan.artistId]?.length) deps.changed()
      schedule(after)
    } catch (error) {
      if (error instanceof AbortedError || store !== mine) return
      const after = read()
      after.requests.push(now)
      // An artist the service no longer knows is checked (nothing new); anything else waits its next turn.
      if (error instanceof ApiError && error.status === 404) checked(after)
      logger.info('Checking an artist for new releases failed', { error: (error as Error).message })
      save(after)
      schedule(after)
    }
  }

  return {
    ownerChanged(next) {
      controller.abort()
      controller = new AbortController()
      store = next
      learned = null
      // The followed artists come with the library's next change (it follows the session right after this).
      if (!next) return timer.cancel()
      schedule()
    },
    libraryChanged() {
      if (!store) return
      const followed = deps.followedArtists()
      if (!followed || fingerprint(followed) === learned) return
      learned = fingerprint(followed)
      const state = withArtists(read(), followed)
      save(state)
      schedule(state)
    },
    newReleases: (limit) => newReleases(read(), clock.now(), limit),
    async idle() {
      while (running) await running
    },
    dispose() {
      controller.abort()
      timer.cancel()
    },
  }
}
