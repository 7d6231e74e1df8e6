import type { Notice } from '../../../contract'
import type { CoreBus } from '../../base/bridge/event-bus'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { Clock } from '../../base/ports'

/** A process Encore restarts after a crash: a window's page, or the demo service's utility process. */
export type CrashedProcess = 'main' | 'mini' | 'demo'

const words: Record<CrashedProcess, { what: string; back: string; left: string }> = {
  main: {
    what: 'The window',
    back: 'opened it again',
    left: 'left it closed. Start Encore again to open it',
  },
  mini: {
    what: 'The mini player',
    back: 'opened it again',
    left: 'left it closed. Start Encore again to open it',
  },
  demo: {
    what: 'The demo service',
    // The new process does not know the old sign-in: the next read asks the person to sign in again.
    back: 'started it again. Sign in to the demo again to go on',
    left: 'left it stopped. Sign out and sign in to the demo again to start it',
  },
}

/** What the shell does when a process ended, and what it says once the process is back. */
export interface PageGonePlan {
  restart: boolean
  /** The page loaded again (the process answers again): the person is told what happened. */
  reopened(): void
}

export const PAGE_CRASHED_CODE = 'PAGE_CRASHED'

/** A process is restarted at most once in this long: a second crash within it is left, said so. */
export const RESTART_WINDOW_MS = 10 * 60_000

/** Whether an end was a crash (Electron's reasons: `crashed`, `oom`, `killed`, …): a clean exit is none. */
export const isCrash = (reason: string) => reason !== 'clean-exit'

/**
 * Whether to restart a process that crashed now, given when it was last restarted: once per
 * `RESTART_WINDOW_MS`, so a process that crashes at every start cannot loop, and one that crashes a day later
 * comes back again.
 */
export const shouldRestart = (lastRestartAt: number | undefined, now: number) =>
  lastRestartAt === undefined || now - lastRestartAt >= RESTART_WINDOW_MS

/**
 * A process that ended unexpectedly (a window's `render-process-gone`, the demo's utility process exiting) is
 * started again once per 10 minutes and said in words; a second crash within them is left, said so. `crashed`
 * hears every crash (the crash-report question follows it).
 */
export function createPageRecovery(
  tell: (notice: Notice) => void,
  now: () => number = Date.now,
  crashed: () => void = () => {},
) {
  const restartedAt = new Map<CrashedProcess, number>()
  return (role: CrashedProcess, reason: string): PageGonePlan => {
    const nothing: PageGonePlan = { restart: false, reopened: () => {} }
    if (!isCrash(reason)) return nothing
    crashed()
    const { what, back, left } = words[role]
    if (!shouldRestart(restartedAt.get(role), now())) {
      tell({
        level: 'error',
        code: PAGE_CRASHED_CODE,
        message: `${what} closed unexpectedly again; Encore ${left}.`,
      })
      return nothing
    }
    restartedAt.set(role, now())
    return {
      restart: true,
      reopened: () =>
        tell({
          level: 'warning',
          code: PAGE_CRASHED_CODE,
          message: `${what} closed unexpectedly; Encore ${back}.`,
        }),
    }
  }
}

/**
 * Whether Settings → Privacy asks now whether to keep crash reports: in the desktop app, once a crash has
 * happened, until the person answers (their answer is the setting, so it is never asked again).
 */
export const askAboutCrashReports = (known: {
  mode: 'electron' | 'browser'
  crashReports: 'ask' | 'on' | 'off'
  crashSeen: boolean
}) => known.mode === 'electron' && known.crashReports === 'ask' && known.crashSeen

const CRASHES_DOCUMENT = 'crashes-seen.json'

/** Where the question whether to keep crash reports is, told once after the first crash. */
export const CRASH_QUESTION_NOTICE: Notice = {
  level: 'info',
  code: 'CRASH_REPORTS_QUESTION',
  message:
    'Encore can keep crash reports on this computer from now on: Settings → Privacy asks whether you want that.',
}

/**
 * Crash recovery with memory: whether a crash was ever seen here is kept in a document, so Settings → Privacy's
 * question waits for an answer across restarts (and is pointed to once). `changed`: the question may have
 * changed; `asking`: whether it is asked now.
 */
export function createCrashRecovery(
  deps: { documents: Pick<JsonDocuments, 'read' | 'write'>; clock: Clock; bus: Pick<CoreBus, 'emit'> },
  changed: () => void,
  asking: () => boolean,
) {
  const seen = () => (deps.documents.read(CRASHES_DOCUMENT) as { seen?: unknown } | null)?.seen === true
  const crashSeen = () => {
    if (seen()) return
    deps.documents.write(CRASHES_DOCUMENT, { seen: true })
    changed()
    // Said once, so the question in Settings is found.
    if (asking()) tell(CRASH_QUESTION_NOTICE)
  }
  const tell = (notice: Notice) => deps.bus.emit('notice', notice)
  return { seen, crashSeen, pageGone: createPageRecovery(tell, () => deps.clock.now(), crashSeen) }
}
