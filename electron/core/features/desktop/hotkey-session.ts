import type { HotkeyMechanism, ShownLanguage } from '../../../contract'
import { wordsIn, type Say } from '../../base/words'
import { hotkeyWords, type HotkeyWords } from './hotkey-words'
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
export const MEDIA_KEYS_NEED_ACCESS = hotkeyWords.en.entry.needsAccess

function waylandSession(
  environment: DesktopEnvironment,
  mediaLine: string,
  mprisRunning: boolean,
  say: Say<HotkeyWords>,
): HotkeySession {
  const base = { mediaKeysViaMpris: mprisRunning, mediaKeysNeedAccess: false }
  if (environment.globalShortcutsPortal === false) {
    return { ...base, mechanism: 'none', support: say('session.waylandNone', { media: mediaLine }) }
  }
  const how = say(
    isGnome(environment) ? 'session.gnome' : isKde(environment) ? 'session.kde' : 'session.otherDesktop',
  )
  const unknown = environment.globalShortcutsPortal === true ? '' : say('session.unknown')
  const identity =
    environment.desktopEntryInstalled === false ? say('session.identity', { file: DESKTOP_ENTRY_FILE }) : ''
  return {
    ...base,
    mechanism: 'portal',
    support: say('session.waylandPortal', { how, unknown, identity, media: mediaLine }),
  }
}

export function hotkeySession(
  environment: DesktopEnvironment,
  options: { mode: 'electron' | 'browser'; mprisRunning: boolean; accessibilityTrusted?: boolean | null },
  language: ShownLanguage = 'en',
): HotkeySession {
  const say = wordsIn(hotkeyWords, language)
  if (options.mode === 'browser') {
    return {
      mechanism: 'none',
      support: say('session.browser') + (options.mprisRunning ? say('session.browserMedia') : ''),
      mediaKeysViaMpris: options.mprisRunning,
      mediaKeysNeedAccess: false,
    }
  }
  const mediaLine = options.mprisRunning ? say('session.media') : ''
  switch (environment.platform) {
    case 'darwin':
      return {
        mechanism: 'native',
        support: say(options.accessibilityTrusted === false ? 'session.macWaiting' : 'session.macNeeds'),
        mediaKeysViaMpris: false,
        mediaKeysNeedAccess: options.accessibilityTrusted === false,
      }
    case 'win32':
      return {
        mechanism: 'native',
        support: say('session.windows'),
        mediaKeysViaMpris: false,
        mediaKeysNeedAccess: false,
      }
    default:
      if (environment.sessionType === 'wayland')
        return waylandSession(environment, mediaLine, options.mprisRunning, say)
      return {
        mechanism: 'native',
        support: say('session.x11', { media: mediaLine }),
        mediaKeysViaMpris: options.mprisRunning,
        mediaKeysNeedAccess: false,
      }
  }
}
