import type { ShownLanguage } from '../../../contract'
import type { DesktopEnvironment } from '../../base/ports'
import { wordsIn } from '../../base/words'
import { desktopSupportWords } from './desktop-support-words'

/** Decisions about the desktop Encore runs on: pure functions of what the shell read (ports.ts). */
export type { DesktopEnvironment }

/** Reads the environment of a process (`process.platform`, `process.env`, the command line's `--ozone-platform`). */
export function desktopEnvironmentFrom(
  platform: NodeJS.Platform,
  env: Readonly<Record<string, string | undefined>>,
  switches: { ozonePlatform?: string } = {},
): DesktopEnvironment {
  if (platform !== 'linux' && platform !== 'freebsd' && platform !== 'openbsd') {
    return { platform, desktops: [], sessionType: null }
  }
  const desktops = (env['XDG_CURRENT_DESKTOP'] ?? env['XDG_SESSION_DESKTOP'] ?? '')
    .split(':')
    .map((name) => name.trim().toUpperCase())
    .filter(Boolean)
  const declared = (env['XDG_SESSION_TYPE'] ?? '').toLowerCase()
  const sessionType =
    declared === 'wayland' || declared === 'x11'
      ? declared
      : env['WAYLAND_DISPLAY']
        ? 'wayland'
        : env['DISPLAY']
          ? 'x11'
          : null
  return {
    platform,
    desktops,
    sessionType,
    ...(switches.ozonePlatform ? { ozonePlatform: switches.ozonePlatform } : {}),
  }
}

/**
 * Whether Encore's windows are native Wayland windows: Electron runs as a Wayland app on a Wayland session
 * (Electron 38 and later) unless started with `--ozone-platform=x11`. There the desktop alone places windows
 * and decides what stays on top (browser-window.md: `setPosition`, `setAlwaysOnTop` "Not supported on
 * Wayland"; `getPosition` answers 0,0; screen.md: no `getCursorScreenPoint`).
 */
export function windowsOnWayland(environment: DesktopEnvironment): boolean {
  return (
    environment.platform === 'linux' &&
    environment.sessionType === 'wayland' &&
    environment.ozonePlatform !== 'x11'
  )
}

export function isKde(environment: DesktopEnvironment): boolean {
  return environment.desktops.includes('KDE')
}

export function isGnome(environment: DesktopEnvironment): boolean {
  return environment.desktops.includes('GNOME')
}

/**
 * Whether closing the main window keeps Encore in the tray when the user has not said. GNOME shows no tray
 * icon without the AppIndicator extension, and Encore cannot tell whether it is installed: a closed window
 * there could leave Encore running with no way back but launching it again. Elsewhere a tray is shown.
 */
export function closeToTrayDefault(
  environment: DesktopEnvironment,
  language: ShownLanguage = 'en',
): {
  closeToTray: boolean
  reason: string
} {
  const say = wordsIn(desktopSupportWords, language)
  if (isGnome(environment)) return { closeToTray: false, reason: say('tray.gnomeOff') }
  return { closeToTray: true, reason: say('tray.onDefault') }
}

/** The setting when the user chose, Encore's default for this desktop otherwise. */
export function effectiveCloseToTray(
  setting: boolean | null,
  environment: DesktopEnvironment,
  language: ShownLanguage = 'en',
): { effective: boolean; reason: string } {
  if (setting !== null) {
    return {
      effective: setting,
      reason: wordsIn(desktopSupportWords, language)(setting ? 'tray.on' : 'tray.off'),
    }
  }
  const decided = closeToTrayDefault(environment, language)
  return { effective: decided.closeToTray, reason: decided.reason }
}

/** What closing the main window does: hide it (Encore stays in the tray) or let it close. */
export function mainWindowCloseAction(options: {
  closeToTray: boolean
  /** The user chose Quit (tray, app menu, Cmd+Q): windows close for good. */
  quitting: boolean
}): 'hide' | 'close' {
  return options.closeToTray && !options.quitting ? 'hide' : 'close'
}

/**
 * Whether Encore shows in the Dock (macOS) or the taskbar (Windows). Hidden, it lives in the tray and its
 * windows; a window it shows (the main window from the tray, a second launch) still comes to the front.
 * Linux has no way for an app to leave the taskbar (`skipTaskbar` is macOS and Windows only in Electron's
 * documentation), so it is not offered there.
 */
export function dockPresence(
  hideFromDock: boolean,
  environment: DesktopEnvironment,
  mode: 'electron' | 'browser',
  language: ShownLanguage = 'en',
): { supported: boolean; place: 'Dock' | 'taskbar'; hidden: boolean; note: string } {
  const say = wordsIn(desktopSupportWords, language)
  const place = environment.platform === 'darwin' ? 'Dock' : 'taskbar'
  const inPlace = place === 'Dock' ? 'Dock' : 'Taskbar'
  const hideable = environment.platform === 'darwin' || environment.platform === 'win32'
  if (mode === 'browser') {
    return {
      supported: false,
      place,
      hidden: false,
      note: say(hideable ? `dock.browser${inPlace}` : 'dock.browser'),
    }
  }
  if (!hideable) {
    return {
      supported: false,
      place,
      hidden: false,
      note: say('dock.linux'),
    }
  }
  return {
    supported: true,
    place,
    hidden: hideFromDock,
    note: say(hideFromDock ? `dock.hidden${inPlace}` : `dock.shown${inPlace}`),
  }
}
