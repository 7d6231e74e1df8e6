import type { HotkeyMechanism } from '../../../contract'
import { DESKTOP_ENTRY_FILE } from '../../base/project-info'
import { isGnome, isKde, type DesktopEnvironment } from './environment'

/**
 * How a session registers global hotkeys, and what Settings says about it: natively (macOS, Windows, X11),
 * through the desktop's GlobalShortcuts portal (Wayland), or not at all (browser mode, a Wayland desktop
 * without the portal). macOS media keys wait for the accessibility permission.
 */

/** How this session registers hotkeys, and what to tell the user about it. */
export interface HotkeySession {
  mechanism: HotkeyMechanism
  support: string
  /** Linux with the MPRIS player running: the desktop forwards media keys to it; grabbing them would clash. */
  mediaKeysViaMpris: boolean
  /** macOS: media keys reach Encore only once it is a trusted accessibility client (global-shortcut.md). */
  mediaKeysNeedAccess: boolean
}

/** Words for Settings beside a macOS media key Encore may not take yet. */
export const MEDIA_KEYS_NEED_ACCESS =
  'macOS passes media keys to Encore once you allow it under System Settings → Privacy & Security → Accessibility; Encore takes them as soon as you do.'

/** Where a desktop's shortcuts can run Encore's actions without the portal: its command line. */
const COMMAND_HINT =
  'bind keys to Encore’s commands below (`encore toggle`, `encore next`, …) in the desktop’s keyboard settings instead'

function waylandSession(
  environment: DesktopEnvironment,
  mediaLine: string,
  mprisRunning: boolean,
): HotkeySession {
  const base = { mediaKeysViaMpris: mprisRunning, mediaKeysNeedAccess: false }
  if (environment.globalShortcutsPortal === false) {
    return {
      ...base,
      mechanism: 'none',
      support: `Wayland: this desktop offers no GlobalShortcuts portal, which Wayland apps need for global hotkeys (GNOME 48 and later, KDE Plasma and Hyprland have one); ${COMMAND_HINT}.${mediaLine}`,
    }
  }
  const how = isGnome(environment)
    ? 'GNOME asks you once to confirm them.'
    : isKde(environment)
      ? 'KDE lists them under System Settings → Shortcuts, where you can change the keys.'
      : 'The desktop may ask you to confirm them.'
  const unknown =
    environment.globalShortcutsPortal === true ? '' : ' A desktop without the portal ignores them.'
  const identity =
    environment.desktopEntryInstalled === false
      ? ` Encore’s desktop entry (${DESKTOP_ENTRY_FILE}) is not installed (an AppImage installs none), and newer portals (xdg-desktop-portal 1.21, GNOME 50) refuse hotkeys to an app without one, silently: install the .deb.`
      : ''
  return {
    ...base,
    mechanism: 'portal',
    support: `Wayland: Encore asks the desktop’s GlobalShortcuts portal for its hotkeys. ${how}${unknown}${identity}${mediaLine}`,
  }
}

export function hotkeySession(
  environment: DesktopEnvironment,
  options: { mode: 'electron' | 'browser'; mprisRunning: boolean; accessibilityTrusted?: boolean | null },
): HotkeySession {
  if (options.mode === 'browser') {
    return {
      mechanism: 'none',
      support:
        'Browser mode cannot listen for keys outside the page; the desktop app registers global hotkeys.' +
        (options.mprisRunning
          ? ' Media keys reach Encore through the desktop’s media controls (MPRIS).'
          : ''),
      mediaKeysViaMpris: options.mprisRunning,
      mediaKeysNeedAccess: false,
    }
  }
  const mediaLine = options.mprisRunning
    ? ' Media keys reach Encore through the desktop’s media controls (MPRIS), like any music player.'
    : ''
  switch (environment.platform) {
    case 'darwin':
      return {
        mechanism: 'native',
        support:
          options.accessibilityTrusted === false
            ? 'Global hotkeys work in every app. Media keys wait for your permission under System Settings → Privacy & Security → Accessibility.'
            : 'Global hotkeys work in every app. Media keys need Encore to be allowed under System Settings → Privacy & Security → Accessibility.',
        mediaKeysViaMpris: false,
        mediaKeysNeedAccess: options.accessibilityTrusted === false,
      }
    case 'win32':
      return {
        mechanism: 'native',
        support: 'Global hotkeys and media keys work in every app.',
        mediaKeysViaMpris: false,
        mediaKeysNeedAccess: false,
      }
    default:
      if (environment.sessionType === 'wayland')
        return waylandSession(environment, mediaLine, options.mprisRunning)
      return {
        mechanism: 'native',
        support: 'Global hotkeys work through the X server in every app.' + mediaLine,
        mediaKeysViaMpris: options.mprisRunning,
        mediaKeysNeedAccess: false,
      }
  }
}
