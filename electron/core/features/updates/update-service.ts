import type { ShownLanguage, UpdateState } from '../../../contract'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import type { CoreBus } from '../../base/bridge/event-bus'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { Clock, Logger, UpdateSource } from '../../base/ports'
import {
  checkDecision,
  classifyFailure,
  nextCheckIn,
  type RouteDecision,
  type UpdateFailure,
} from './update-policy'
import { watchDownloadFloor } from './download-floor'
import { createOnceTimer } from '../../base/timer'
import {
  classifyInstallFailure,
  failureWords,
  installFailureWords,
  updateWords,
  type InstallFailure,
} from './update-words'

export interface UpdateServiceDeps {
  /** The route as known at start. */
  decision: RouteDecision
  /** The route once the shell's slower facts are in (macOS: how the copy is signed); asked once, at start. */
  settleDecision?: () => Promise<RouteDecision>
  currentVersion: string
  releasePage: string | null
  /** electron-updater behind its port, for the self route; null where the build has none. */
  selfSource: UpdateSource | null
  /** The release feed read directly, for the notice route. */
  feedSource: UpdateSource
  /** Whether the system says the connection is metered (null: it does not say). */
  metered(): Promise<boolean | null>
  clock: Clock
  logger: Logger
  bus: CoreBus
  documents: JsonDocuments
  /** The language About's words are said in, asked each time (Settings', else the system's); absent: English. */
  language?: () => ShownLanguage
}

const DOCUMENT = 'updates.json'
/** On a metered connection the automatic check is tried again this much later (nothing is read meanwhile). */
export const METERED_RETRY_MS = 60 * 60 * 1000

export interface UpdateService {
  handlers: HandlersOf<'updates'>
  state(): UpdateState
  check(trigger: 'schedule' | 'person'): Promise<UpdateState>
  download(): Promise<UpdateState>
  dispose(): void
}

type Failure =
  { kind: UpdateFailure; during: 'check' | 'download' } | { kind: InstallFailure; during: 'install' }

/** What About says: a failure's own words, else the state's. */
function messageOf(
  state: Omit<UpdateState, 'message'>,
  decision: RouteDecision,
  failure: Failure | null,
  language: ShownLanguage,
) {
  if (!failure) return updateWords(state, decision.reason, language)
  return failure.during === 'install'
    ? installFailureWords(failure.kind, state.version, language)
    : failureWords(failure.kind, failure.during, language)
}

/**
 * Downloads through the updater under the throughput floor: rejects when the download fails or is too slow,
 * and then tells the updater to stop (a late finish is not taken for a ready update).
 */
async function downloadWithinFloor(
  download: NonNullable<UpdateSource['download']>,
  clock: Clock,
  onPercent: (value: number) => void,
): Promise<void> {
  const floor = watchDownloadFloor(clock)
  const stopped = new AbortController()
  try {
    const downloading = download((value, transferred) => {
      floor.progress(value, transferred)
      onPercent(value)
    }, stopped.signal)
    await Promise.race([downloading, floor.tooSlow])
  } catch (error) {
    stopped.abort()
    throw error
  } finally {
    floor.dispose()
  }
}

/** The state pages show, from what the service holds now. */
function stateOf(
  deps: Pick<UpdateServiceDeps, 'currentVersion' | 'releasePage' | 'language'>,
  decision: RouteDecision,
  held: Pick<UpdateState, 'status' | 'version' | 'percent' | 'checkedAt'> & { failure: Failure | null },
): UpdateState {
  const base = {
    route: decision.route,
    status: held.status,
    currentVersion: deps.currentVersion,
    version: held.version,
    releasePage: deps.releasePage,
    percent: held.percent,
    checkedAt: held.checkedAt,
    failedDuring: held.failure?.during ?? null,
  }
  return { ...base, message: messageOf(base, decision, held.failure, deps.language?.() ?? 'en') }
}

/** Whether the connection is metered; null when the system does not say or could not be asked. */
function meteredOrUnknown(deps: UpdateServiceDeps): Promise<boolean | null> {
  return deps.metered().catch((error: unknown) => {
    deps.logger.debug('Updates: whether the connection is metered could not be read', { error })
    return null
  })
}

/**
 * An error the updater reports by itself once a download is ready is the install failing (Squirrel.Mac
 * refusing an unsigned copy, the installer failing at quit): said in words, with the release page. Errors
 * of a check or download under way are reported by that call.
 */
function hearInstallFailures(
  deps: UpdateServiceDeps,
  ready: () => boolean,
  failed: (failure: Failure) => void,
) {
  return deps.selfSource?.onError?.((error) => {
    if (!ready()) {
      deps.logger.debug('Updates: the updater reported an error its call reports too', { error })
      return
    }
    const kind = classifyInstallFailure(error)
    deps.logger.warn('Updates: the install failed', { kind, error })
    failed({ kind, during: 'install' })
  })
}

/** Another language chosen in Settings: About's words are told again in it. */
function retellInNewLanguage(deps: UpdateServiceDeps, state: () => UpdateState) {
  let spoken = deps.language?.()
  return deps.bus.on('settings.changed', () => {
    const now = deps.language?.()
    if (now === spoken) return
    spoken = now
    deps.bus.emit('updates.changed', state())
  })
}

export function createUpdateService(deps: UpdateServiceDeps): UpdateService {
  const { clock, logger } = deps
  const saved = deps.documents.read(DOCUMENT) as { checkedAt?: unknown } | undefined
  let checkedAt = typeof saved?.checkedAt === 'number' ? saved.checkedAt : null
  let status: UpdateState['status'] = 'idle'
  let version: string | null = null
  let percent: number | null = null
  let failure: Failure | null = null
  let decision = deps.decision
  let checking: Promise<UpdateState> | null = null
  let disposed = false

  const state = () => stateOf(deps, decision, { status, version, percent, checkedAt, failure })
  const set = (next: Partial<{ status: UpdateState['status']; percent: number | null }>) => {
    if (next.status !== undefined) status = next.status
    if (next.percent !== undefined) percent = next.percent
    deps.bus.emit('updates.changed', state())
  }
  const failed = (next: Failure) => {
    failure = next
    set({ status: 'failed', percent: null })
  }
  const fail = (error: unknown, during: 'check' | 'download') => {
    const kind = classifyFailure(error)
    logger.warn(`Updates: the ${during} failed`, { kind, error })
    failed({ kind, during })
  }

  /** The source for the route as it stands: electron-updater where Encore replaces itself, else the feed. */
  const source = () => (decision.route === 'self' && deps.selfSource ? deps.selfSource : deps.feedSource)

  const heard = hearInstallFailures(deps, () => status === 'ready', failed)
  const retold = retellInNewLanguage(deps, state)

  const settling = deps.settleDecision?.().then((settled) => {
    if (disposed || (settled.route === decision.route && settled.reason === decision.reason)) return
    logger.info('Updates: this copy cannot replace itself; the release page is offered', {
      reason: settled.reason,
    })
    decision = settled
    deps.bus.emit('updates.changed', state())
  })

  const timer = createOnceTimer(clock, () => void check('schedule'))
  const schedule = (inMs: number) => {
    if (!disposed && decision.route !== 'none') timer.schedule(inMs)
  }

  async function runCheck(trigger: 'schedule' | 'person'): Promise<UpdateState> {
    const metered = await meteredOrUnknown(deps)
    await settling
    const verdict = checkDecision(trigger, decision.route, metered)
    if (verdict === 'not-offered') return state()
    if (verdict === 'metered') {
      failure = null
      set({ status: 'metered' })
      schedule(METERED_RETRY_MS)
      return state()
    }
    failure = null
    set({ status: 'checking', percent: null })
    try {
      const found = await source().check()
      checkedAt = clock.now()
      deps.documents.write(DOCUMENT, { checkedAt })
      version = found
      set({ status: found ? 'available' : 'up-to-date' })
    } catch (error) {
      fail(error, 'check')
    }
    schedule(nextCheckIn(clock.now(), checkedAt ?? clock.now()))
    return state()
  }

  function check(trigger: 'schedule' | 'person'): Promise<UpdateState> {
    // A download under way or done is not undone by a new look, nor an install that failed (the release page
    // is the way then); a look under way is shared.
    if (status === 'downloading' || status === 'ready' || failure?.during === 'install')
      return Promise.resolve(state())
    checking ??= runCheck(trigger).finally(() => (checking = null))
    return checking
  }

  async function download(): Promise<UpdateState> {
    const updater = source()
    const resumable = status === 'available' || (status === 'failed' && failure?.during === 'download')
    if (decision.route !== 'self' || !updater.download || !version || !resumable) return state()
    failure = null
    set({ status: 'downloading', percent: 0 })
    try {
      await downloadWithinFloor(updater.download.bind(updater), clock, (value) => {
        const rounded = Math.max(0, Math.min(100, Math.floor(value)))
        if (rounded !== percent) set({ percent: rounded })
      })
      set({ status: 'ready', percent: null })
    } catch (error) {
      fail(error, 'download')
    }
    return state()
  }

  schedule(nextCheckIn(clock.now(), checkedAt))

  return {
    handlers: {
      'updates.get': () => state(),
      'updates.check': () => check('person'),
      'updates.download': () => download(),
    },
    state,
    check,
    download,
    dispose() {
      disposed = true
      heard?.dispose()
      retold.dispose()
      timer.cancel()
    },
  }
}
