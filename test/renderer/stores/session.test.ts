import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { useSessionStore } = await import('../../../renderer/src/stores/session')
const { signedIn, signedOut, signingIn } = await import('../support/states')

describe('useSessionStore', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
    vi.restoreAllMocks()
  })

  it('loads the state when the connection opens and follows session.changed', async () => {
    fake.answer('session.get', () => signedOut())
    const store = useSessionStore()
    expect(store.status).toBe('unknown')
    fake.connect()
    await vi.waitFor(() => expect(store.status).toBe('signed-out'))
    fake.emit('session.changed', signedIn())
    expect(store.status).toBe('signed-in')
    expect(store.user?.displayName).toBe('Demo Listener')
    expect(store.scopes).toEqual(['user-read-email', 'user-read-private'])
  })

  it('in browser mode opens the sign-in page itself, in a new tab without an opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    fake.answer('session.signIn', () => signingIn({ openedBy: 'page' }))
    const store = useSessionStore()
    await store.signIn({ profile: 'demo', skipConsent: false })
    expect(fake.calls).toEqual([['session.signIn', { profile: 'demo', skipConsent: false }]])
    expect(open).toHaveBeenCalledWith('http://127.0.0.1:4000/authorize?state=s', '_blank', 'noopener')
    expect(store.status).toBe('signing-in')
  })

  it('opens nothing when the desktop app or nobody opens the page', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const store = useSessionStore()
    fake.answer('session.signIn', () => signingIn({ openedBy: 'system-browser' }))
    await store.signIn()
    fake.answer('session.signIn', () => signingIn({ openedBy: 'none', authorizeUrl: null }))
    await store.signIn()
    expect(open).not.toHaveBeenCalled()
  })

  it('does not let an answer overwrite a newer pushed state', async () => {
    const store = useSessionStore()
    let release!: () => void
    fake.answer(
      'session.signIn',
      () =>
        new Promise(
          (resolve) => (release = () => resolve(signingIn({ openedBy: 'none', authorizeUrl: null }))),
        ),
    )
    const pending = store.signIn()
    await vi.waitFor(() => expect(release).toBeTypeOf('function'))
    fake.emit('session.changed', signedIn())
    release()
    await pending
    expect(store.status).toBe('signed-in')
  })

  it('keeps the specific message of a refused call and clears it on the next try', async () => {
    fake.fail('session.signIn', {
      code: 'INVALID_INPUT',
      message:
        'Spotify needs your own Client ID first: create an app in the Spotify developer dashboard and enter its Client ID in Settings.',
    })
    const store = useSessionStore()
    await store.signIn({ profile: 'spotify' })
    expect(store.actionError).toContain('Spotify needs your own Client ID first')
    expect(store.pending).toBeNull()
    fake.answer('session.signIn', () => signingIn())
    vi.spyOn(window, 'open').mockReturnValue(null)
    await store.signIn()
    expect(store.actionError).toBeNull()
  })

  it('signs out and exposes the reason', async () => {
    fake.answer('session.signOut', () => signedOut({ code: 'signed-out', message: 'You signed out.' }))
    const store = useSessionStore()
    await store.signOut()
    expect(store.reason).toEqual({ code: 'signed-out', message: 'You signed out.' })
  })
})
