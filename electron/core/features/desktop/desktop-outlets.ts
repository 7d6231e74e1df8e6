import type { Notice, Settings, ShownLanguage } from '../../../contract'
import { spokenLanguage } from '../../base/language'
import { wordsIn } from '../../base/words'
import { desktopWords } from './desktop-words'
import { Emitter } from '../../base/emitter'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { Clock, Logger, Notifier } from '../../base/ports'
import { stripControls } from '../../base/security/safe-text'
import type { CoreBus } from '../../base/bridge/event-bus'
import { CLOSED_TO_TRAY_CODE, notificationFor, type NotificationCause } from './notifications'

/** What the desktop service's driver does outside core: notifications, its hints document, its notices. */

const HINTS_DOCUMENT = 'desktop-hints.json'
const RECENT_NOTIFICATIONS = 20

/** Encore's own words before macOS's accessibility prompt (media keys need the permission). */
export function accessibilityRequest(language: ShownLanguage): { message: string; detail: string } {
  const say = wordsIn(desktopWords, language)
  return { message: say('accessibility.message'), detail: say('accessibility.detail') }
}

/** System notifications for what plays and what went wrong: quiet while an Encore window has the focus. */
export function createNotify(
  deps: {
    clock: Clock
    logger: Logger
    notifier?: Notifier
    settings(): Settings
    preferredLanguages?: (() => readonly string[]) | undefined
  },
  windowFocused: () => boolean,
) {
  const { clock, logger } = deps
  const recent: { key: string; at: number }[] = []
  return (cause: NotificationCause) => {
    if (!deps.notifier) return
    const now = clock.now()
    const notification = notificationFor(cause, {
      settings: deps.settings().notifications,
      windowFocused: windowFocused(),
      now,
      recent,
      language: spokenLanguage(deps.settings().language, deps.preferredLanguages),
    })
    if (!notification) return
    recent.push({ key: notification.key, at: now })
    if (recent.length > RECENT_NOTIFICATIONS) recent.shift()
    try {
      // Names in a notification are strangers' text: no control character reaches the desktop's daemon.
      deps.notifier.notify({
        title: stripControls(notification.title),
        body: stripControls(notification.body),
        imageUrl: notification.imageUrl,
      })
    } catch (error) {
      logger.warn('A notification could not be shown', { error })
    }
  }
}

/** What Encore has told once and need not again (`accessibilityAsked`, `closedToTrayExplained`). */
export function desktopHints(documents: JsonDocuments) {
  const read = (): Record<string, unknown> => {
    const value = documents.read(HINTS_DOCUMENT)
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  }
  return {
    has: (hint: string) => read()[hint] === true,
    mark: (hint: string) => documents.write(HINTS_DOCUMENT, { ...read(), [hint]: true }),
  }
}

/** Whether a hotkey field records now (the page says), and who follows it (the shell's hotkeys). */
export function hotkeyRecording() {
  let recording = false
  const changed = new Emitter<boolean>()
  const set = (next: boolean) => {
    if (next === recording) return
    recording = next
    changed.fire(next)
  }
  return {
    value: () => recording,
    set,
    handler: (input: { recording: boolean }): undefined => {
      set(input.recording)
      return undefined
    },
    on: changed.event,
  }
}

/** The first window closed to the tray says once where Encore went and how to end it. */
export function explainClosedToTray(
  hints: ReturnType<typeof desktopHints>,
  bus: CoreBus,
  language: ShownLanguage = 'en',
): void {
  if (hints.has('closedToTrayExplained')) return
  hints.mark('closedToTrayExplained')
  bus.emit('notice', {
    level: 'info',
    code: CLOSED_TO_TRAY_CODE,
    message: wordsIn(desktopWords, language)('closedToTray'),
  })
}

/** The system refused to change the start-at-login entry, in words naming why. */
export const startAtLoginNotice = (reason: string, language: ShownLanguage = 'en'): Notice => ({
  level: 'error',
  code: 'START_AT_LOGIN_FAILED',
  message: wordsIn(desktopWords, language)('startAtLoginFailed', { reason }),
})
