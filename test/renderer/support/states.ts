import { defaultSettings, type SessionState, type SettingsSnapshot } from '../../../electron/contract'

export { defaultSettings }

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
