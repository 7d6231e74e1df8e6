import type { UpdateRoute, UpdateState } from '../../../contract'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import type { CoreBus } from '../../base/bridge/event-bus'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { Clock, Logger, UpdateSource } from '../../base/ports'
import {
  checkDecision,
  classifyFailure,
  failureWords,
  nextCheckIn,
  updateWords,
  type UpdateFailure,
} from './update-policy'
import { watchDownloadFloor } from './download-floor'

export interface UpdateServiceDeps {
  route: UpdateRoute
  currentVersion: string
  releasePage: string | null
  source: UpdateSource
  /** Whether the system says the connection is metered (null: it does not say). */
  metered(): Promise<boolean | null>
  clock: Clock
  logger: Logger
  bus: CoreBus
  documents: JsonDocuments
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

export function createUpdateService(deps: UpdateServiceDeps): UpdateService {
  const { clock, logger } = deps
  const saved = deps.documents.read(DOCUMENT) as { checkedAt?: unknown } | undefined
  let checkedAt = typeof saved?.checkedAt === 'number' ? saved.checkedAt : null
  let status: UpdateState['status'] = 'idle'
  let version: string | null = null
  let percent: number | null = null
  let failure: { kind: UpdateFailure; during: 'check' | 'download' } | null = null
  let checking: Promise<UpdateState> | null = null
  let timer: unknown = null
  let disposed = false

  const state = (): UpdateState => {
    const base = {
      route: deps.route,
      status,
      currentVersion: deps.currentVersion,
      version,
      releasePage: deps.releasePage,
      percent,
      checkedAt,
    }
    const message = failure ? failureWords(failure.kind, failure.during) : updateWords(base)
    return { ...base, message }
  }
  const set = (next: Partial<{ status: UpdateState['status']; percent: number | null }>) => {
    if (next.status !== undefined) status = next.status
    if (next.percent !== undefined) percent = next.percent
    deps.bus.emit('updates.changed', state())
  }
  const fail = (error: unknown, during: 'check' | 'download') => {
    const kind = classifyFailure(error)
    logger.warn(`Updates: the ${during} failed`, { kind, error })
    failure = { kind, during }
    set({ status: 'failed', percent: null })
  }

  const schedule = (inMs: number) => {
    if (disposed || deps.route === 'none') return
    if (timer !== null) clock.clearTimeout(timer)
    timer = clock.setTimeout(() => {
      timer = null
      void check('schedule')
    }, inMs)
  }

  async function runCheck(trigger: 'schedule' | 'person'): Promise<UpdateState> {
    const metered = await deps.metered().catch((error: unknown) => {
      logger.debug('Updates: whether the connection is metered could not be read', { error })
      return null
    })
    const decision = checkDecision(trigger, deps.route, metered)
    if (decision === 'not-offered') return state()
    if (decision === 'metered') {
      failure = null
      set({ status: 'metered' })
      schedule(METERED_RETRY_MS)
      return state()
    }
    failure = null
    set({ status: 'checking', percent: null })
    try {
      const found = await deps.source.check()
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
    // A download under way or done is not undone by a new look; a look under way is shared.
    if (status === 'downloading' || status === 'ready') return Promise.resolve(state())
    checking ??= runCheck(trigger).finally(() => (checking = null))
    return checking
  }

  async function download(): Promise<UpdateState> {
    const source = deps.source
    const resumable = status === 'available' || (status === 'failed' && failure?.during === 'download')
    if (deps.route !== 'self' || !source.download || !version || !resumable) return state()
    failure = null
    set({ status: 'downloading', percent: 0 })
    const floor = watchDownloadFloor(clock)
    const stopped = new AbortController()
    try {
      const downloading = source.download((value, transferred) => {
        floor.progress(value, transferred)
        const rounded = Math.max(0, Math.min(100, Math.floor(value)))
        if (rounded !== percent) set({ percent: rounded })
      }, stopped.signal)
      await Promise.race([downloading, floor.tooSlow])
      set({ status: 'ready', percent: null })
    } catch (error) {
      // Too slow: the updater is told to stop (a late finish is not taken for a ready update).
      stopped.abort()
      fail(error, 'download')
    } finally {
      floor.stop()
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
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
    },
  }
}
