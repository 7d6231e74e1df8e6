import type { HistoryStatus, Notice, PlaybackState, SessionState, ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { historyWords } from './history-words'
import { EncoreError } from '../../base/errors'
import { serviceKeyOf } from '../../service/service-key'
import { createOnceTimer } from '../../base/timer'
import { openHistoryStore, type HistoryOwner, type HistoryStore } from './history-store'
import { flush, idleTracker, observe, type TrackerState } from './play-tracker'
import { createPlayRecorder } from './play-recorder'
import {
  freshServiceState,
  nextReadAt,
  parseServiceState,
  readServicePlays,
  SCOPE_PROBLEM,
  type ServiceReadState,
} from './service-reads'
import type { AccountDataDeps } from '../../service/account-deps'

/**
 * The signed-in user's listening history, kept up by what Encore sees and reads: every player state that is a
 * new read goes through the play tracker, every play it finishes is merged into the store at once; the
 * service's recently played is read at sign-in and about hourly. Another user, another history; signing out
 * keeps it. Queries borrow the store (loaded plays rest a minute after the last query).
 */

export interface HistoryServiceDeps extends AccountDataDeps {
  emit(status: HistoryStatus): void
  notice(notice: Notice): void
  /** A new user's store was opened (or none is open): the release checks follow. */
  ownerChanged(store: HistoryStore | null): void
  restAfterMs?: number
  /** The language its words are said in now; English when not given. */
  language?: (() => ShownLanguage) | undefined
}

export interface HistoryService {
  status(): HistoryStatus
  /** The signed-in user's store for a query; NOT_SIGNED_IN while nobody is signed in. */
  store(): HistoryStore
  sessionChanged(state: SessionState): void
  playbackChanged(state: PlaybackState): void
  forget(): HistoryStatus
  /** Something the page shows changed besides the plays (new releases found): tells the page. */
  announce(): void
  /** Resolves when no read of the service is under way (tests, the bench). */
  idle(): Promise<void>
  dispose(): void
}

const SERVICE_DOCUMENT = 'service.json'
const REST_AFTER_MS = 60_000

interface Held {
  store: HistoryStore
  service: ServiceReadState
  controller: AbortController
  /** The read of the service under way, if any. */
  reading: Promise<void> | null
}

/** What the page shows of the history held (none while nobody is signed in). */
/** The service read's problem in the language spoken (it is kept in English, as it was found). */
export function problemInWords(problem: string | null, language: ShownLanguage): string | null {
  return problem === SCOPE_PROBLEM ? wordsIn(historyWords, language)('scopeProblem') : problem
}

function statusOf(held: Held | null, revision: number, language: ShownLanguage): HistoryStatus {
  const totals = held?.store.totals()
  return {
    owner: held ? { ...held.store.owner } : null,
    revision,
    plays: totals?.plays ?? 0,
    firstPlayedAt: totals?.firstAt ?? null,
    lastPlayedAt: totals?.lastAt ?? null,
    serviceReadAt: held?.service.readAt ?? null,
    serviceProblem: problemInWords(held?.service.problem ?? null, language),
    folder: held?.store.path ?? null,
  }
}

/** Opens the owner's history, in memory for this session when its folder cannot be read or written. */
function openHeld(
  deps: HistoryServiceDeps,
  owner: HistoryOwner,
  recorder: ReturnType<typeof createPlayRecorder>,
): Held {
  let store: HistoryStore
  let kept: unknown
  try {
    store = openHistoryStore(deps.dataDir, owner, deps.logger)
    kept = store.readDocument(SERVICE_DOCUMENT)
  } catch (error) {
    // The folder cannot be read or written: the history goes on in memory for this session, and says so.
    recorder.failed(error)
    store = openHistoryStore(undefined, owner, deps.logger)
    kept = null
  }
  const service = parseServiceState(kept ?? freshServiceState())
  // A new sign-in is a new chance: a permission refused before may be granted now.
  service.problem = null
  return { store, service, controller: new AbortController(), reading: null }
}

export function createHistoryService(deps: HistoryServiceDeps): HistoryService {
  const { clock, logger } = deps
  const language = () => deps.language?.() ?? 'en'
  let held: Held | null = null
  let tracker: TrackerState = idleTracker
  let revision = 0
  const recorder = createPlayRecorder(logger, deps.notice, language)
  const readTimer = createOnceTimer(clock, () => void readService())
  const restTimer = createOnceTimer(clock, () => held?.store.rest())

  const status = () => statusOf(held, revision, language())
  const changed = () => {
    revision++
    deps.emit(status())
  }

  async function readService(): Promise<void> {
    const mine = held
    const api = deps.api()
    if (!mine || !api || mine.reading) return
    const run = (async () => {
      const read = await readServicePlays(api, mine.service, () => clock.now(), mine.controller.signal)
      if (held !== mine) return
      mine.service = read.state
      if (read.error) {
        logger.info('Reading the recently played failed; the next read tries again', {
          error: String(read.error),
        })
      }
      if (recorder.keepTold(mine.store, read.plays)) changed()
      try {
        mine.store.writeDocument(SERVICE_DOCUMENT, mine.service)
      } catch (error) {
        recorder.failed(error)
      }
      if (read.state.problem) changed()
      scheduleRead(false)
    })()
    mine.reading = run
    await run.finally(() => {
      if (mine.reading === run) mine.reading = null
    })
  }

  function scheduleRead(signingIn: boolean) {
    const at = held ? nextReadAt(held.service, clock.now(), signingIn) : null
    if (at === null) readTimer.cancel()
    else readTimer.schedule(Math.max(0, at - clock.now()))
  }

  /** The play on the player ends with the session: it counts for what was seen, in the history it belongs to. */
  function close() {
    const ended = flush(tracker)
    tracker = ended.tracker
    if (held && recorder.keepSeen(held.store, ended.finished)) changed()
    held?.controller.abort()
    held = null
    recorder.reset()
    readTimer.cancel()
    restTimer.cancel()
  }

  function open(owner: HistoryOwner) {
    held = openHeld(deps, owner, recorder)
    scheduleRead(true)
  }

  return {
    status,
    store() {
      if (!held) throw new EncoreError('NOT_SIGNED_IN', wordsIn(historyWords, language())('signInFirst'))
      restTimer.schedule(deps.restAfterMs ?? REST_AFTER_MS)
      return held.store
    },
    sessionChanged(state) {
      const apiUrl = deps.apiUrl()
      const owner =
        state.status === 'signed-in' && apiUrl
          ? { service: serviceKeyOf({ profile: state.profile, apiUrl }), userId: state.user.id }
          : null
      const current = held?.store.owner
      if (owner && current && owner.service === current.service && owner.userId === current.userId) return
      if (!owner && !held) return
      close()
      if (owner) open(owner)
      deps.ownerChanged(held?.store ?? null)
      changed()
    },
    playbackChanged(state) {
      const next = observe(tracker, state)
      tracker = next.tracker
      if (held && recorder.keepSeen(held.store, next.finished)) changed()
    },
    forget() {
      const mine = held
      if (!mine) throw new EncoreError('NOT_SIGNED_IN', wordsIn(historyWords, language())('signInFirst'))
      // The service's cursor stays (in its document), so the forgotten plays are not read again.
      mine.store.forget()
      tracker = { ...tracker, current: null }
      changed()
      return status()
    },
    announce: () => changed(),
    async idle() {
      while (held?.reading) await held.reading
    },
    dispose() {
      close()
    },
  }
}
