import type { MiniPlayerSupport, Settings, StartAtLoginSupport } from '../../../contract'
import { DESKTOP_ENTRY_FILE } from '../../base/project-info'
import { windowsOnWayland, type DesktopEnvironment } from './environment'

/**
 * What the desktop session can do with Encore's windows and its start at login, from Electron's own
 * documentation of each call per platform. Settings offers only what the session can honour and says why
 * the rest is missing; the shell applies the effective choice, never one the platform ignores.
 */

/** The mini player's options on this desktop, with the placement used now for the setting given. */
export function miniPlayerSupport(
  environment: DesktopEnvironment,
  setting: Settings['miniPlayer'],
): MiniPlayerSupport {
  if (windowsOnWayland(environment)) {
    return {
      placements: ['floating'],
      placement: 'floating',
      alwaysOnTop: false,
      remembersPosition: false,
      outOfTaskbar: false,
      note:
        'On Wayland the desktop places every window: the mini player opens where the desktop puts it, ' +
        'cannot sit beside the tray icon or stay above other windows, and its place is not kept. ' +
        'The desktop lists it in the taskbar and the window switcher.',
    }
  }
  const linux = environment.platform !== 'darwin' && environment.platform !== 'win32'
  return {
    placements: ['popover', 'floating'],
    placement: setting.placement,
    alwaysOnTop: true,
    remembersPosition: true,
    outOfTaskbar: !linux,
    note: linux
      ? 'Linux desktops list the mini player in the taskbar and the window switcher like any window.'
      : null,
  }
}

/** Where the mini player opens and whether it stays on top, as the shell applies it. */
export function effectiveMiniPlayer(
  setting: Settings['miniPlayer'],
  support: MiniPlayerSupport,
): { placement: Settings['miniPlayer']['placement']; alwaysOnTop: boolean } {
  const placement = support.placements.includes(setting.placement)
    ? setting.placement
    : (support.placements[0] ?? 'floating')
  return { placement, alwaysOnTop: support.alwaysOnTop && (placement === 'popover' || setting.alwaysOnTop) }
}

/** How "Start Encore when I log in" works here, in words for Settings. */
export function startAtLoginSupport(
  environment: DesktopEnvironment,
  mode: 'electron' | 'browser',
): StartAtLoginSupport {
  if (mode === 'browser') {
    return { supported: false, how: 'none', note: 'Only the desktop app can start with your computer.' }
  }
  switch (environment.platform) {
    case 'darwin':
      return {
        supported: true,
        how: 'login-item',
        note: 'Encore is added to System Settings → General → Login Items.',
      }
    case 'win32':
      return {
        supported: true,
        how: 'login-item',
        note: 'Encore is added to the apps Windows starts when you sign in (Settings → Apps → Startup).',
      }
    default:
      return {
        supported: true,
        how: 'xdg-autostart',
        note: `Encore puts ${DESKTOP_ENTRY_FILE} in ~/.config/autostart, which GNOME, KDE and other desktops start at login, and removes it when this is off.`,
      }
  }
}
