import type { MiniPlayerSupport, Settings, ShownLanguage, StartAtLoginSupport } from '../../../contract'
import { wordsIn } from '../../base/words'
import { desktopSupportWords } from './desktop-support-words'
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
  language: ShownLanguage = 'en',
): MiniPlayerSupport {
  const say = wordsIn(desktopSupportWords, language)
  if (windowsOnWayland(environment)) {
    return {
      placements: ['floating'],
      placement: 'floating',
      alwaysOnTop: false,
      remembersPosition: false,
      outOfTaskbar: false,
      note: say('mini.wayland'),
    }
  }
  const linux = environment.platform !== 'darwin' && environment.platform !== 'win32'
  return {
    placements: ['popover', 'floating'],
    placement: setting.placement,
    alwaysOnTop: true,
    remembersPosition: true,
    outOfTaskbar: !linux,
    note: linux ? say('mini.linux') : null,
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
  language: ShownLanguage = 'en',
): StartAtLoginSupport {
  const say = wordsIn(desktopSupportWords, language)
  if (mode === 'browser') return { supported: false, how: 'none', note: say('login.browser') }
  switch (environment.platform) {
    case 'darwin':
      return {
        supported: true,
        how: 'login-item',
        note: say('login.mac'),
      }
    case 'win32':
      return {
        supported: true,
        how: 'login-item',
        note: say('login.windows'),
      }
    default:
      return {
        supported: true,
        how: 'xdg-autostart',
        note: say('login.linux', { file: DESKTOP_ENTRY_FILE }),
      }
  }
}
