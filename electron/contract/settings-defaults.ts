import { LRCLIB_HOME } from './lyrics-logic'
import { hotkeyDefaults } from './settings-rules'
import type { Settings } from './settings'

export const SPOTIFY_ACCOUNTS_URL = 'https://accounts.spotify.com'
export const SPOTIFY_API_URL = 'https://api.spotify.com/v1'

/** What a newcomer gets: the demo service, one click to sign in, media keys, a calm polling rhythm. */
export const defaultSettings: Settings = Object.freeze({
  profile: 'demo',
  demo: { skipConsent: true },
  spotify: {
    clientId: '',
    redirectPort: null,
    accountsUrl: SPOTIFY_ACCOUNTS_URL,
    apiUrl: SPOTIFY_API_URL,
    extendedQuota: false,
  },
  security: { allowUnencryptedTokenStorage: false },
  // Media keys for the transport, Ctrl/Cmd+Alt for the rest: the command table's default keys.
  hotkeys: { enabled: true, ...hotkeyDefaults },
  polling: { pausedSeconds: 30, hiddenSeconds: 300 },
  requestBudget: { per30Seconds: 120, perDay: 800 },
  // Dark by default, as the design is; "system" and "light" on request.
  theme: 'dark',
  language: 'system',
  browseLocale: '',
  miniPlayer: { alwaysOnTop: true, size: 'regular', placement: 'popover', position: null },
  tray: { closeToTray: null, hideFromDock: false, freeMemoryWhenHidden: true },
  notifications: { trackChange: false, errors: true },
  startAtLogin: false,
  // Off: turning lyrics on sends what plays to LRCLIB, which the person chooses.
  lyrics: { enabled: false, address: LRCLIB_HOME, romanize: false },
  openSpotifyLinks: false,
  // Off until the person says yes: a crash report holds what was in memory.
  crashReports: 'ask',
}) as Settings

/** A deep copy, so nobody edits the defaults by accident. */
export function freshDefaults(): Settings {
  return structuredClone(defaultSettings) as Settings
}
