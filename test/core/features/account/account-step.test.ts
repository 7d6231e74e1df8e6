import { describe, expect, it } from 'vitest'
import { freshDefaults, type SessionState, type Settings } from '../../../../electron/contract'
import { accountStep } from '../../../../electron/core/features/account/account-step'
import { mergeSettings } from '../../../../electron/core/features/settings/settings-service'

const signedIn = (waiting?: boolean): SessionState => ({
  status: 'signed-in',
  profile: 'demo',
  user: { id: 'ana', displayName: 'Ana', imageUrl: null, email: null, product: 'premium', country: 'SE' },
  scopes: [],
  tokenStorage: 'memory',
  ...(waiting === undefined ? {} : { waiting }),
})
const signedOut: SessionState = { status: 'signed-out', profile: 'demo', reason: null }
const restoring: SessionState = { status: 'restoring', profile: 'demo' }

const types = (effects: ReturnType<typeof accountStep>) => effects.map((effect) => effect.type)

describe('the account step', () => {
  it('has the capabilities follow a signed-in session and let go at sign-out, then tells the demo and the bus', () => {
    expect(accountStep({ type: 'session-changed', state: signedIn() })).toEqual([
      { type: 'follow-capabilities', of: 'signed-in' },
      { type: 'tell-demo', state: signedIn() },
      { type: 'publish-session', state: signedIn() },
    ])
    expect(accountStep({ type: 'session-changed', state: signedOut })[0]).toEqual({
      type: 'follow-capabilities',
      of: 'nobody',
    })
  })

  it('leaves the capabilities as they are while a sign-in is being restored', () => {
    expect(types(accountStep({ type: 'session-changed', state: restoring }))).toEqual([
      'tell-demo',
      'publish-session',
    ])
  })

  it('drops the API clients only when the settings change the API generation (the extended quota)', () => {
    const previous: Settings = freshDefaults()
    const quota = mergeSettings(previous, { spotify: { extendedQuota: !previous.spotify.extendedQuota } })
    const notifications = mergeSettings(previous, {
      notifications: { trackChange: !previous.notifications.trackChange },
    })
    expect(types(accountStep({ type: 'settings-changed', next: quota, previous }))).toEqual([
      'forget-clients',
      'publish-settings',
      'follow-capabilities',
      'refresh-capabilities',
    ])
    expect(types(accountStep({ type: 'settings-changed', next: notifications, previous }))).not.toContain(
      'forget-clients',
    )
  })

  it('confirms a waiting sign-in once the player reached the service, and not while it is offline', () => {
    const read = (status: 'ok' | 'offline' | 'signed-out', session: SessionState) =>
      types(accountStep({ type: 'playback-read', status, session }))
    expect(read('ok', signedIn(true))).toEqual(['retry-sign-in'])
    expect(read('offline', signedIn(true))).toEqual([])
    expect(read('signed-out', signedIn(true))).toEqual([])
    expect(read('ok', signedIn(false))).toEqual([])
    expect(read('ok', signedIn())).toEqual([])
    expect(read('ok', signedOut)).toEqual([])
  })

  it('forgets the clients and lets the capabilities go when the session ends', () => {
    expect(accountStep({ type: 'session-ended' })).toEqual([
      { type: 'forget-clients' },
      { type: 'follow-capabilities', of: 'nobody' },
    ])
  })
})
