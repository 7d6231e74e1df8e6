import {
  keyPlatformOf,
  type DesktopState,
  type MediaControlsState,
  type Settings,
  type ShownLanguage,
} from '../../../contract'
import { dockPresence, effectiveCloseToTray, type DesktopEnvironment } from './environment'
import { hotkeysState, type HotkeyRegistration, type HotkeySession } from './hotkeys'
import { askAboutCrashReports } from './page-crash'
import { miniPlayerSupport, startAtLoginSupport } from './session-support'

/** What the desktop offers now, as the page's Settings shows it: a plain function of what is known. */
export function desktopStateOf(
  settings: Settings,
  environment: DesktopEnvironment,
  known: {
    mode: 'electron' | 'browser'
    command: string | null
    session: HotkeySession
    reported: HotkeyRegistration[] | null
    mediaControls: MediaControlsState
    crashSeen: boolean
    /** The language Settings' notes are said in; absent: English. */
    language?: ShownLanguage
  },
): DesktopState {
  const { mode } = known
  const language = known.language ?? 'en'
  return {
    hotkeys: hotkeysState(
      settings.hotkeys,
      known.session,
      mode === 'electron' ? known.reported : null,
      keyPlatformOf(environment.platform),
      language,
    ),
    mediaControls: known.mediaControls,
    closeToTray: effectiveCloseToTray(settings.tray.closeToTray, environment, language),
    dock: dockPresence(settings.tray.hideFromDock, environment, mode, language),
    miniPlayer: miniPlayerSupport(environment, settings.miniPlayer, language),
    startAtLogin: startAtLoginSupport(environment, mode, language),
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
