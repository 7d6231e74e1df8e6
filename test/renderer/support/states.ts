import type { SessionState, Settings, SettingsSnapshot } from '../../../electron/contract'

/** A newcomer's settings, as core's defaults give them (the renderer project cannot import core). */
export const defaultSettings: Settings = {
  profile: 'demo',
  demo: { skipConsent: true },
  spotify: {
    clientId: '',
    redirectPort: null,
    accountsUrl: 'https://accounts.spotify.com',
    apiUrl: 'https://api.spotify.com/v1',
  },
  security: { allowUnencryptedTokenStorage: false },
  hotkeys: {
    enabled: true,
    playPause: 'MediaPlayPause',
    nextTrack: 'MediaNextTrack',
    previousTrack: 'MediaPreviousTrack',
    volumeUp: 'CommandOrControl+Alt+Up',
    volumeDown: 'CommandOrControl+Alt+Down',
    toggleMiniPlayer: 'CommandOrControl+Alt+M',
  },
  polling: { pausedSeconds: 30, hiddenSeconds: 120 },
  requestBudget: { per30Seconds: 120 },
  theme: 'dark',
  miniPlayer: { alwaysOnTop: true, size: 'regular', position: null },
  notifications: { trackChange: false, errors: true },
  startAtLogin: false,
}

export const signedOut = (
  reason: Extract<SessionState, { status: 'signed-out' }>['reason'] = null,
): SessionState => ({
  status: 'signed-out',
  profile: 'demo',
  reason,
})

export const signingIn = (
  overrides: Partial<Extract<SessionState, { status: 'signing-in' }>> = {},
): SessionState => ({
  status: 'signing-in',
  profile: 'demo',
  authorizeUrl: 'http://127.0.0.1:4000/authorize?state=s',
  openedBy: 'page',
  redirectUri: 'http://127.0.0.1:5000/callback',
  expiresAt: Date.now() + 300_000,
  ...overrides,
})

export const signedIn = (scopes: string[] = ['user-read-email', 'user-read-private']): SessionState => ({
  status: 'signed-in',
  profile: 'demo',
  user: {
    id: 'demo-user',
    displayName: 'Demo Listener',
    imageUrl: null,
    email: 'demo@example.com',
    product: 'premium',
    country: 'US',
  },
  scopes,
  tokenStorage: 'memory',
})

export const snapshot = (overrides: Partial<SettingsSnapshot> = {}): SettingsSnapshot => ({
  values: structuredClone(defaultSettings),
  secretProtection: 'owner-only-file',
  problems: [],
  ...overrides,
})
