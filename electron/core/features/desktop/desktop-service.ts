import { isDeepStrictEqual } from 'node:util'
import type {
  DesktopState,
  HotkeyAction,
  MediaControlsState,
  Settings,
  ShownLanguage,
} from '../../../contract'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import type { CoreBus } from '../../base/bridge/event-bus'
import { createDisposables } from '../../base/disposables'
import { spokenLanguage } from '../../base/language'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { LibraryWindows } from '../library'
import type { PlayerControl } from '../playback'
import type { Clock, Logger, Notifier } from '../../base/ports'
import { effectiveCloseToTray, windowsOnWayland, type DesktopEnvironment } from './environment'
import { hotkeyPlan, runHotkeyAction, type HotkeyBinding, type HotkeyRegistration } from './hotkeys'
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
import { createCrashRecovery, type CrashedProcess, type PageGonePlan } from './page-crash'
import {
  accessibilityRequestDue,
  desktopStep,
  initialDesktopFacts,
  sessionOf,
  windowFocused,
  type DesktopEffect,
  type DesktopEvent,
  type WindowReport,
} from './desktop-step'
import { desktopStateOf } from './desktop-state'
import {
  accessibilityRequest,
  createNotify,
  desktopHints,
  explainClosedToTray,
  hotkeyRecording,
  startAtLoginNotice,
} from './desktop-outlets'

export { desktopStateOf, type WindowReport }

/**
 * What a shell tells core about the desktop and asks of it: the hotkeys to register and what registering gave,
 * the MPRIS player's state, which Encore window is visible or focused, closing the main window to the tray,
 * and the tray's and hotkeys' actions. Not on the bridge: only the process that owns the windows may say.
 */
export interface DesktopControl {
  /** The desktop as known now: what the shell read at start, and what it learnt since (the portal). */
  readonly environment: DesktopEnvironment
  /** The language the desktop speaks now (Settings' choice, else the system's): MPRIS's words. */
  language(): ShownLanguage
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

/**
 * The driver of the desktop service: `desktopStep` (desktop-step.ts) decides from what the shell and the bus
 * tell, and this runs its effects (publish `desktop.changed`, notify, tell the window keeper).
 */
export function createDesktopService(deps: DesktopServiceDeps): DesktopService {
  const { clock, logger } = deps
  let facts = initialDesktopFacts(deps.environment)
  let published: DesktopState | null = null
  const recording = hotkeyRecording()
  const hints = desktopHints(deps.documents)
  const keeper = createWindowKeeper({
    clock,
    logger,
    settings: deps.settings,
    ...(deps.windows ? { windows: deps.windows } : {}),
    ...(deps.windowKept ? { windowKept: deps.windowKept } : {}),
  })
  // The language the desktop speaks now, asked each time: Settings' choice, else the system's.
  const language = () => spokenLanguage(deps.settings().language, deps.preferredLanguages)
  const session = () => sessionOf(facts, deps.mode)
  const state = (): DesktopState =>
    desktopStateOf(deps.settings(), facts.environment, {
      mode: deps.mode,
      command: deps.command ?? null,
      session: sessionOf(facts, deps.mode, language()),
      language: language(),
      reported: facts.reported,
      mediaControls: facts.mediaControls,
      crashSeen: crashes.seen(),
    })
  const publish = () => {
    const next = state()
    if (published && isDeepStrictEqual(published, next)) return
    published = next
    deps.bus.emit('desktop.changed', next)
  }
  const crashes = createCrashRecovery({ ...deps, language }, publish, () => state().askCrashReports)
  const notify = createNotify(deps, () => windowFocused(facts))

  const carryOut = (effect: DesktopEffect) => {
    if (effect.type === 'publish') publish()
    else if (effect.type === 'notify') notify(effect.cause)
    else if (effect.type === 'window-hidden') keeper.setHidden(effect.role, effect.hidden)
    else keeper.reconsider()
  }
  const tell = (event: DesktopEvent) => {
    const next = desktopStep(facts, event)
    facts = next.facts
    for (const effect of next.effects) carryOut(effect)
  }

  // What the service follows, undone at dispose in one store (core's one shape of disposal).
  const held = createDisposables((error) =>
    logger.error('The desktop service failed to stop following', { error }),
  )
  held.add(deps.bus.on('playback.state', (next) => tell({ type: 'playback-changed', state: next })))
  held.add(deps.bus.on('notice', (notice) => tell({ type: 'notice-heard', notice })))
  held.add(deps.bus.on('settings.changed', () => tell({ type: 'settings-changed' })))

  return {
    dispose: () => held.dispose(),
    get environment() {
      return facts.environment
    },
    language,
    state,
    reportPortal: (available) => tell({ type: 'portal-reported', available }),
    reportAccessibility: (trusted) => tell({ type: 'accessibility-reported', trusted }),
    takeAccessibilityRequest() {
      const due = accessibilityRequestDue(
        facts,
        deps.mode,
        deps.settings().hotkeys,
        hints.has('accessibilityAsked'),
      )
      if (!due) return null
      hints.mark('accessibilityAsked')
      return accessibilityRequest(language())
    },
    pageGone: crashes.pageGone,
    crashSeen: crashes.crashSeen,
    startAtLoginFailed: (reason) => deps.bus.emit('notice', startAtLoginNotice(reason, language())),
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
    reportHotkeys: (registrations) => tell({ type: 'hotkeys-reported', registrations }),
    setMediaControls: (next) => tell({ type: 'media-controls-set', state: next }),
    setWindow: (role, report) => tell({ type: 'window-reported', role, report }),
    trackWindow: (role, release) => keeper.track(role, release),
    reopenWindow: (role, screens) =>
      keeper.reopen(role, { screens, wayland: windowsOnWayland(facts.environment) }),
    pageOpening: () => keeper.pageOpening(),
    closeToTray: () => effectiveCloseToTray(deps.settings().tray.closeToTray, facts.environment).effective,
    closedToTray: () => explainClosedToTray(hints, deps.bus, language()),
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
