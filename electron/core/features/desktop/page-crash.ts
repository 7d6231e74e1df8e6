import type { Notice, ShownLanguage } from '../../../contract'
import { wordsIn, type WordKey } from '../../base/words'
import { desktopWords, type DesktopWords } from './desktop-words'
import type { CoreBus } from '../../base/bridge/event-bus'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { Clock } from '../../base/ports'

/** A process Encore restarts after a crash: a window's page, or the demo service's utility process. */
export type CrashedProcess = 'main' | 'mini' | 'demo'

/** What is said when a process crashed: brought back (`Back`), or left as it is after a second crash (`Left`). */
const CRASH_KEYS = {
  main: { back: 'crash.mainBack', left: 'crash.mainLeft' },
  mini: { back: 'crash.miniBack', left: 'crash.miniLeft' },
  // The new process does not know the old sign-in: the next read asks the person to sign in again.
  demo: { back: 'crash.demoBack', left: 'crash.demoLeft' },
} as const satisfies Record<CrashedProcess, Record<'back' | 'left', WordKey<DesktopWords>>>

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
  /** The language the notices speak, asked as each is said; absent: English. */
  language: () => ShownLanguage = () => 'en',
) {
  const say = (key: WordKey<DesktopWords>) => wordsIn(desktopWords, language())(key)
  const restartedAt = new Map<CrashedProcess, number>()
  return (role: CrashedProcess, reason: string): PageGonePlan => {
    const nothing: PageGonePlan = { restart: false, reopened: () => {} }
    if (!isCrash(reason)) return nothing
    crashed()
    const { back, left } = CRASH_KEYS[role]
    if (!shouldRestart(restartedAt.get(role), now())) {
      tell({
        level: 'error',
        code: PAGE_CRASHED_CODE,
        message: say(left),
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
          message: say(back),
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
export const crashQuestionNotice = (language: ShownLanguage = 'en'): Notice => ({
  level: 'info',
  code: 'CRASH_REPORTS_QUESTION',
  message: wordsIn(desktopWords, language)('crash.question'),
})

/**
 * Crash recovery with memory: whether a crash was ever seen here is kept in a document, so Settings → Privacy's
 * question waits for an answer across restarts (and is pointed to once). `changed`: the question may have
 * changed; `asking`: whether it is asked now.
 */
export function createCrashRecovery(
  deps: {
    documents: Pick<JsonDocuments, 'read' | 'write'>
    clock: Clock
    bus: Pick<CoreBus, 'emit'>
    /** The language its notices speak (Settings', else the system's); absent: English. */
    language?: () => ShownLanguage
  },
  changed: () => void,
  asking: () => boolean,
) {
  const seen = () => (deps.documents.read(CRASHES_DOCUMENT) as { seen?: unknown } | null)?.seen === true
  const crashSeen = () => {
    if (seen()) return
    deps.documents.write(CRASHES_DOCUMENT, { seen: true })
    changed()
    // Said once, so the question in Settings is found.
    if (asking()) tell(crashQuestionNotice(language()))
  }
  const tell = (notice: Notice) => deps.bus.emit('notice', notice)
  const language = () => deps.language?.() ?? 'en'
  return { seen, crashSeen, pageGone: createPageRecovery(tell, () => deps.clock.now(), crashSeen, language) }
}
