import type { MediaControlsState, Notice, PlaybackState, Settings, ShownLanguage } from '../../../contract'
import type { DesktopEnvironment } from './environment'
import { hotkeyPlan, hotkeySession, type HotkeyRegistration } from './hotkeys'
import type { NotificationCause } from './notifications'

/**
 * The desktop service as a pure function: `desktopStep(facts, event)` answers what is known next and the
 * effects its driver (desktop-service.ts) runs: publish the desktop's state, show a notification, tell the
 * window keeper a window hid or showed, or weigh the hidden windows' release again. Nothing here reads a
 * clock, a document or the bus.
 */

/** The windows a shell reports on; any string a shell uses (`main`, `mini`) is fine. */
export interface WindowReport {
  visible?: boolean
  focused?: boolean
  /** Not shown at all (closed to the tray, the mini player hidden); a minimized window is not hidden. */
  hidden?: boolean
}

/** What the shell has told of the desktop so far. */
export interface DesktopFacts {
  environment: DesktopEnvironment
  /** macOS: whether Encore is a trusted accessibility client; null until the shell says. */
  accessibilityTrusted: boolean | null
  mediaControls: MediaControlsState
  /** What registering the hotkeys gave; null until the shell says. */
  reported: HotkeyRegistration[] | null
  windows: Readonly<Record<string, Required<WindowReport>>>
  /** The player's last state, so a notification knows what played before. */
  lastPlayback: PlaybackState | null
}

export type DesktopEvent =
  | { type: 'portal-reported'; available: boolean | null }
  | { type: 'accessibility-reported'; trusted: boolean }
  | { type: 'hotkeys-reported'; registrations: readonly HotkeyRegistration[] }
  | { type: 'media-controls-set'; state: MediaControlsState }
  | { type: 'window-reported'; role: string; report: WindowReport }
  | { type: 'playback-changed'; state: PlaybackState }
  | { type: 'notice-heard'; notice: Notice }
  | { type: 'settings-changed' }

export type DesktopEffect =
  | { type: 'publish' }
  | { type: 'notify'; cause: NotificationCause }
  | { type: 'window-hidden'; role: string; hidden: boolean }
  /** "Free memory when the window is hidden" may have changed: a hidden window's release is decided again. */
  | { type: 'reconsider-windows' }

export interface DesktopTransition {
  facts: DesktopFacts
  effects: DesktopEffect[]
}

/** Before the shell says anything: MPRIS is Linux's media controls, off until it runs. */
export function initialDesktopFacts(environment: DesktopEnvironment): DesktopFacts {
  return {
    environment,
    accessibilityTrusted: null,
    mediaControls: {
      kind: environment.platform === 'linux' ? 'mpris' : 'none',
      status: 'off',
      message: null,
    },
    reported: null,
    windows: {},
    lastPlayback: null,
  }
}

const publish = (facts: DesktopFacts): DesktopTransition => ({ facts, effects: [{ type: 'publish' }] })

export function desktopStep(facts: DesktopFacts, event: DesktopEvent): DesktopTransition {
  switch (event.type) {
    case 'portal-reported':
      return publish({
        ...facts,
        environment: { ...facts.environment, globalShortcutsPortal: event.available },
      })
    case 'accessibility-reported':
      if (facts.accessibilityTrusted === event.trusted) return { facts, effects: [] }
      return publish({ ...facts, accessibilityTrusted: event.trusted })
    case 'hotkeys-reported':
      return publish({ ...facts, reported: [...event.registrations] })
    case 'media-controls-set':
      return publish({ ...facts, mediaControls: event.state })
    case 'window-reported':
      return windowReported(facts, event.role, event.report)
    case 'playback-changed':
      return {
        facts: { ...facts, lastPlayback: event.state },
        effects: [
          { type: 'notify', cause: { kind: 'playback', state: event.state, previous: facts.lastPlayback } },
        ],
      }
    case 'notice-heard':
      return { facts, effects: [{ type: 'notify', cause: { kind: 'notice', notice: event.notice } }] }
    case 'settings-changed':
      return { facts, effects: [{ type: 'publish' }, { type: 'reconsider-windows' }] }
  }
}

/** A window's report adds to what was known of it; only a change of `hidden` concerns the window keeper. */
function windowReported(facts: DesktopFacts, role: string, report: WindowReport): DesktopTransition {
  const current = facts.windows[role] ?? { visible: false, focused: false, hidden: false }
  const windows = { ...facts.windows, [role]: { ...current, ...report } }
  const effects: DesktopEffect[] =
    report.hidden === undefined ? [] : [{ type: 'window-hidden', role, hidden: report.hidden }]
  return { facts: { ...facts, windows }, effects }
}

/** Whether an Encore window has the focus (and shows): notifications keep quiet then. */
export const windowFocused = (facts: DesktopFacts): boolean =>
  Object.values(facts.windows).some((report) => report.focused && report.visible)

/** The hotkey session the facts make: what the desktop lets Encore register. */
export const sessionOf = (
  facts: DesktopFacts,
  mode: 'electron' | 'browser',
  language: ShownLanguage = 'en',
) =>
  hotkeySession(
    facts.environment,
    {
      mode,
      mprisRunning: facts.mediaControls.status === 'running',
      accessibilityTrusted: facts.accessibilityTrusted,
    },
    language,
  )

/**
 * macOS: whether to ask for the accessibility permission now: Encore is known not trusted, has not asked
 * before, and a media key waits for it.
 */
export function accessibilityRequestDue(
  facts: DesktopFacts,
  mode: 'electron' | 'browser',
  hotkeys: Settings['hotkeys'],
  askedBefore: boolean,
): boolean {
  if (facts.accessibilityTrusted !== false || askedBefore) return false
  return hotkeyPlan(hotkeys, sessionOf(facts, mode)).entries.some((entry) => entry.result === 'needs-access')
}
