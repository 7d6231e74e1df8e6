import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { useScopes } = await import('../../../renderer/src/composables/useScopes')
const { signedIn, signedOut } = await import('../support/states')

describe('useScopes', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })

  it('allows what the session was granted and explains what it was not', () => {
    const scopes = useScopes()
    fake.emit('session.changed', signedIn(['user-library-read']))
    expect(scopes.allows('user-library-read')).toBe(true)
    expect(scopes.reason('user-library-read')).toBeNull()
    expect(scopes.allows('user-library-read', 'user-library-modify')).toBe(false)
    expect(scopes.missing('user-library-read', 'user-library-modify')).toEqual(['user-library-modify'])
    expect(scopes.reason('user-library-modify')).toBe(
      'Your sign-in does not allow Encore to save and remove tracks and albums (user-library-modify). Sign in again and approve it to use this.',
    )
  })

  it('allows nothing while signed out', () => {
    const scopes = useScopes()
    fake.emit('session.changed', signedOut())
    expect(scopes.allows('user-read-email')).toBe(false)
    expect(scopes.reason('user-read-email')).toBe('Sign in to use this.')
  })
})
