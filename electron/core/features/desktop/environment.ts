import type { DesktopEnvironment } from '../../base/ports'

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
export function closeToTrayDefault(environment: DesktopEnvironment): {
  closeToTray: boolean
  reason: string
} {
  if (isGnome(environment)) {
    return {
      closeToTray: false,
      reason:
        'Off on GNOME, which shows no tray icon without the AppIndicator extension; turn it on if you have it.',
    }
  }
  return {
    closeToTray: true,
    reason: 'On: closing the window keeps Encore in the tray (or menu bar); Quit from its menu ends it.',
  }
}

/** The setting when the user chose, Encore's default for this desktop otherwise. */
export function effectiveCloseToTray(
  setting: boolean | null,
  environment: DesktopEnvironment,
): { effective: boolean; reason: string } {
  if (setting !== null) {
    return {
      effective: setting,
      reason: setting
        ? 'On: closing the window keeps Encore in the tray; Quit from its menu ends it.'
        : 'Off: closing the window quits Encore.',
    }
  }
  const decided = closeToTrayDefault(environment)
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
): { supported: boolean; place: 'Dock' | 'taskbar'; hidden: boolean; note: string } {
  const place = environment.platform === 'darwin' ? 'Dock' : 'taskbar'
  const hideable = environment.platform === 'darwin' || environment.platform === 'win32'
  if (mode === 'browser') {
    return {
      supported: false,
      place,
      hidden: false,
      note: hideable
        ? `In browser mode Encore is a browser tab; the desktop app can hide from the ${place}.`
        : 'In browser mode Encore is a browser tab.',
    }
  }
  if (!hideable) {
    return {
      supported: false,
      place,
      hidden: false,
      note: 'Linux desktops decide which windows the taskbar lists; an app cannot leave it there (Electron offers this on macOS and Windows only).',
    }
  }
  const reach = environment.platform === 'darwin' ? 'the menu bar icon' : 'the tray icon'
  return {
    supported: true,
    place,
    hidden: hideFromDock,
    note: hideFromDock
      ? `Hidden from the ${place}: reach Encore from ${reach}.`
      : `Shown in the ${place}, like any app.`,
  }
}
