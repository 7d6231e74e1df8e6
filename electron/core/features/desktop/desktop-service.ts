import { isDeepStrictEqual } from 'node:util'
import {
  keyPlatformOf,
  type DesktopState,
  type HotkeyAction,
  type MediaControlsState,
  type Notice,
  type PlaybackState,
  type Settings,
} from '../../../contract'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import type { CoreBus } from '../../base/bridge/event-bus'
import { createDisposables } from '../../base/disposables'
import { Emitter } from '../../base/emitter'
import { spokenLanguage } from '../../base/language'
import { wordsIn } from '../../base/words'
import { desktopWords } from './desktop-words'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { LibraryWindows } from '../library'
import type { PlayerControl } from '../playback'
import type { Clock, Logger, Notifier } from '../../base/ports'
import { dockPresence, effectiveCloseToTray, windowsOnWayland, type DesktopEnvironment } from './environment'
import {
  hotkeyPlan,
  hotkeySession,
  hotkeysState,
  runHotkeyAction,
  type HotkeyBinding,
  type HotkeyRegistration,
} from './hotkeys'
import { CLOSED_TO_TRAY_CODE, notificationFor } from './notifications'
import { stripControls } from '../../base/security/safe-text'
import { miniPlayerSupport, startAtLoginSupport } from './session-support'
import type { Screens } from './placement'
import type { SleepTimer } from '../sleep-timer'
import { runTrayAction, type TrayAction, type TrayShellActions } from './tray-menu'
import {
  createWindowKeeper,
  type ReleaseWindow,
  type ReopenPlan,
  type WindowKeeperDeps,
} from './window-keeper'
import type { ReleasableWindow } from './window-lifecycle'
import {
  askAboutCrashReports,
  createCrashRecovery,
  type CrashedProcess,
  type PageGonePlan,
} from './page-crash'

/** The windows a shell reports on; any string a shell uses (`main`, `mini`) is fine. */
export interface WindowReport {
  visible?: boolean
  focused?: boolean
  /** Not shown at all (closed to the tray, the mini player hidden); a minimized window is not hidden. */
  hidden?: boolean
}

/**
 * What a shell tells core about the desktop and asks of it: the hotkeys to register and what registering gave,
 * the MPRIS player's state, which Encore window is visible or focused, closing the main window to the tray,
 * and the tray's and hotkeys' actions. Not on the bridge: only the process that owns the windows may say.
 */
export interface DesktopControl {
  /** The desktop as known now: what the shell read at start, and what it learnt since (the portal). */
  readonly environment: DesktopEnvironment
  state(): DesktopState
  /** Linux on Wayland: whether the desktop offers the GlobalShortcuts portal (the shell asks the session bus). */
  reportPortal(available: boolean | null): void
  /** macOS: whether Encore is a trusted accessibility client, which media keys need. */
  reportAccessibility(trusted: boolean): void
  /**
   * macOS: whether to ask for the accessibility permission now, in Encore's own words, before the system's
   * prompt: media keys wait for it and Encore has not asked before. Answering marks it asked.
   */
  takeAccessibilityRequest(): { message: string; detail: string } | null
  /** The system refused to change the start-at-login entry: Encore says so, naming why. */
  startAtLoginFailed(reason: string): void
  /** A window's page (`render-process-gone`) or the demo's process ended: whether to start it again. */
  pageGone(role: CrashedProcess, reason: string): PageGonePlan
  /** A crash learnt of otherwise (a child process, a crash report at start): Settings → Privacy asks. */
  crashSeen(): void
  /** The accelerators to register now, in order (the shell re-registers when this changes). */
  hotkeyBindings(): HotkeyBinding[]
  reportHotkeys(registrations: readonly HotkeyRegistration[]): void
  setMediaControls(state: MediaControlsState): void
  setWindow(role: string, report: WindowReport): void
  /**
   * The shell made the main window or the mini player: core calls `release` (which destroys it and answers
   * its bounds) once it has been hidden long enough to give its memory back. Answers the function to call
   * when the window is gone.
   */
  trackWindow(role: ReleasableWindow, release: ReleaseWindow): () => void
  /** The shell is about to open a window: where, and on which route (as it was, after a release). */
  reopenWindow(role: ReleasableWindow, screens: Screens | null): ReopenPlan
  /** Browser mode: a page was asked for (its HTML); the list it was last on is read ahead meanwhile. */
  pageOpening(): void
  /** Whether a hotkey field in Settings records keys now (the page says so with `desktop.recordHotkey`). */
  recordingHotkey(): boolean
  /** Follows `recordingHotkey`; answers the unsubscribe function. */
  onRecordingHotkey(listener: (recording: boolean) => void): () => void
  /** The page that recorded is gone (reloaded, closed) without saying it stopped: it records no more. */
  hotkeyRecordingEnded(): void
  /** Whether closing the main window keeps Encore in the tray now. */
  closeToTray(): boolean
  /** The main window was hidden instead of closed: the first time ever, Encore says so. */
  closedToTray(): void
  runHotkey(action: HotkeyAction, shell: { toggleMiniPlayer(): void }): Promise<void>
  runTrayAction(action: TrayAction, shell: TrayShellActions): Promise<void>
}

export interface DesktopService extends DesktopControl {
  handlers: HandlersOf<'desktop'>
  /** Stops following core's bus. */
  dispose(): Promise<void>
}

export interface DesktopServiceDeps {
  environment: DesktopEnvironment
  mode: 'electron' | 'browser'
  clock: Clock
  logger: Logger
  notifier?: Notifier
  settings(): Settings
  /** The player: the tray's and the hotkeys' commands go through its one dispatcher. */
  player: Pick<PlayerControl, 'run' | 'transfer'>
  /** The sleep timer the tray's submenu sets. */
  sleep: Pick<SleepTimer, 'set'>
  /** The library's lists, read ahead for a page that reopens on one. */
  windows?: LibraryWindows
  /** Whether a library list's first rows are kept while the library rests (nothing to read ahead then). */
  windowKept?: WindowKeeperDeps['windowKept']
  documents: JsonDocuments
  /**
   * Core's bus: the service follows the player's state, notices and settings changes on it (for
   * notifications and what it publishes), and tells `desktop.changed` and notices.
   */
  bus: CoreBus
  /** How Encore's command is run here (Settings' hotkey commands); null where none reaches Encore. */
  command?: string | null
  /** The person's preferred languages (the port): notifications speak Settings' language, else these. */
  preferredLanguages?: (() => readonly string[]) | undefined
}

const HINTS_DOCUMENT = 'desktop-hints.json'
const RECENT_NOTIFICATIONS = 20

/** System notifications for what plays and what went wrong: quiet while an Encore window has the focus. */
function createNotify(deps: DesktopServiceDeps, windowFocused: () => boolean) {
  const { clock, logger } = deps
  const recent: { key: string; at: number }[] = []
  return (cause: Parameters<typeof notificationFor>[0]) => {
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

/** What the desktop offers now, as the page's Settings shows it: a plain function of what is known. */
export function desktopStateOf(
  settings: Settings,
  environment: DesktopEnvironment,
  known: {
    mode: DesktopServiceDeps['mode']
    command: string | null
    session: ReturnType<typeof hotkeySession>
    reported: HotkeyRegistration[] | null
    mediaControls: MediaControlsState
    crashSeen: boolean
  },
): DesktopState {
  const { mode } = known
  return {
    hotkeys: hotkeysState(
      settings.hotkeys,
      known.session,
      mode === 'electron' ? known.reported : null,
      keyPlatformOf(environment.platform),
    ),
    mediaControls: known.mediaControls,
    closeToTray: effectiveCloseToTray(settings.tray.closeToTray, environment),
    dock: dockPresence(settings.tray.hideFromDock, environment, mode),
    miniPlayer: miniPlayerSupport(environment, settings.miniPlayer),
    startAtLogin: startAtLoginSupport(environment, mode),
    commandLine: {
      command: known.command,
      linkHandler: mode === 'electron',
      linkHandlerGivesBack: mode === 'electron' && environment.platform !== 'linux',
    },
    askCrashReports: askAboutCrashReports({
      mode,
      crashReports: settings.crashReports,
      crashSeen: known.crashSeen,
    }),
  }
}

/** Whether a hotkey field records now (the page says), and who follows it (the shell's hotkeys). */
function hotkeyRecording() {
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

export function createDesktopService(deps: DesktopServiceDeps): DesktopService {
  const { clock, logger } = deps
  let environment = deps.environment
  let accessibilityTrusted: boolean | null = null
  let mediaControls: MediaControlsState =
    environment.platform === 'linux'
      ? { kind: 'mpris', status: 'off', message: null }
      : { kind: 'none', status: 'off', message: null }
  let reported: HotkeyRegistration[] | null = null
  const windows = new Map<string, Required<WindowReport>>()
  let lastPlayback: PlaybackState | null = null
  let published: DesktopState | null = null
  const recording = hotkeyRecording()
  const keeper = createWindowKeeper({
    clock,
    logger,
    settings: deps.settings,
    ...(deps.windows ? { windows: deps.windows } : {}),
    ...(deps.windowKept ? { windowKept: deps.windowKept } : {}),
  })

  const session = () =>
    hotkeySession(environment, {
      mode: deps.mode,
      mprisRunning: mediaControls.status === 'running',
      accessibilityTrusted,
    })

  const state = (): DesktopState =>
    desktopStateOf(deps.settings(), environment, {
      mode: deps.mode,
      command: deps.command ?? null,
      session: session(),
      reported,
      mediaControls,
      crashSeen: crashes.seen(),
    })

  const publish = () => {
    const next = state()
    if (published && isDeepStrictEqual(published, next)) return
    published = next
    deps.bus.emit('desktop.changed', next)
  }

  const crashes = createCrashRecovery(deps, publish, () => state().askCrashReports)
  const windowFocused = () => [...windows.values()].some((report) => report.focused && report.visible)

  const notify = createNotify(deps, windowFocused)

  const hints = (): Record<string, unknown> => {
    const value = deps.documents.read(HINTS_DOCUMENT)
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  }

  // What the service follows, undone at dispose in one store (core's one shape of disposal).
  const held = createDisposables((error) =>
    logger.error('The desktop service failed to stop following', { error }),
  )
  for (const stop of [
    deps.bus.on('playback.state', (next) => {
      const previous = lastPlayback
      lastPlayback = next
      notify({ kind: 'playback', state: next, previous })
    }),
    deps.bus.on('notice', (notice) => notify({ kind: 'notice', notice })),
    deps.bus.on('settings.changed', () => {
      publish()
      // "Free memory when the window is hidden" may have changed: a hidden window's release is decided again.
      keeper.reconsider()
    }),
  ])
    held.add(stop)

  return {
    dispose: () => held.dispose(),
    get environment() {
      return environment
    },
    state,
    reportPortal(available) {
      environment = { ...environment, globalShortcutsPortal: available }
      publish()
    },
    reportAccessibility(trusted) {
      if (accessibilityTrusted === trusted) return
      accessibilityTrusted = trusted
      publish()
    },
    takeAccessibilityRequest() {
      if (accessibilityTrusted !== false || hints()['accessibilityAsked'] === true) return null
      const waiting = hotkeyPlan(deps.settings().hotkeys, session()).entries.some(
        (entry) => entry.result === 'needs-access',
      )
      if (!waiting) return null
      deps.documents.write(HINTS_DOCUMENT, { ...hints(), accessibilityAsked: true })
      // Encore's own words before macOS's accessibility prompt (media keys need the permission).
      const say = wordsIn(desktopWords, spokenLanguage(deps.settings().language, deps.preferredLanguages))
      return { message: say('accessibility.message'), detail: say('accessibility.detail') }
    },
    pageGone: crashes.pageGone,
    crashSeen: crashes.crashSeen,
    startAtLoginFailed: (reason) => deps.bus.emit('notice', startAtLoginNotice(reason)),
    handlers: {
      'desktop.get': () => state(),
      'desktop.recordHotkey': recording.handler,
      ...keeper.handlers,
    },
    recordingHotkey: () => recording.value(),
    // The shell's side keeps its unsubscribe function (electron/main/hotkey-recording.ts).
    onRecordingHotkey: (listener) => {
      const heard = recording.on(listener)
      return () => heard.dispose()
    },
    hotkeyRecordingEnded: () => recording.set(false),
    hotkeyBindings: () => hotkeyPlan(deps.settings().hotkeys, session()).register,
    reportHotkeys(registrations) {
      reported = [...registrations]
      publish()
    },
    setMediaControls(next) {
      mediaControls = next
      publish()
    },
    setWindow(role, report) {
      const current = windows.get(role) ?? { visible: false, focused: false, hidden: false }
      windows.set(role, { ...current, ...report })
      if (report.hidden !== undefined) keeper.setHidden(role, report.hidden)
    },
    trackWindow: (role, release) => keeper.track(role, release),
    reopenWindow: (role, screens) => keeper.reopen(role, { screens, wayland: windowsOnWayland(environment) }),
    pageOpening: () => keeper.pageOpening(),
    closeToTray: () => effectiveCloseToTray(deps.settings().tray.closeToTray, environment).effective,
    closedToTray: () => explainClosedToTray(deps, hints),
    async runHotkey(action, shell) {
      await runHotkeyAction(action, {
        playback: deps.player,
        toggleMiniPlayer: shell.toggleMiniPlayer,
      })
    },
    async runTrayAction(action, shell) {
      await runTrayAction(action, { playback: deps.player, shell, sleep: deps.sleep })
    },
  }
}

/** The first window closed to the tray says once where Encore went and how to end it. */
function explainClosedToTray(deps: DesktopServiceDeps, hints: () => Record<string, unknown>): void {
  if (hints()['closedToTrayExplained'] === true) return
  deps.documents.write(HINTS_DOCUMENT, { ...hints(), closedToTrayExplained: true })
  deps.bus.emit('notice', {
    level: 'info',
    code: CLOSED_TO_TRAY_CODE,
    // The page says notices in English still; the notification speaks the person's language (notifications.ts).
    message: desktopWords.en.closedToTray,
  })
}

/** The system refused to change the start-at-login entry, in words naming why. */
const startAtLoginNotice = (reason: string): Notice => ({
  level: 'error',
  code: 'START_AT_LOGIN_FAILED',
  message: `Encore could not change whether it starts when you log in: ${reason}`,
})
