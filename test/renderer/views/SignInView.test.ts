import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: SignInView } = await import('../../../renderer/src/views/SignInView.vue')
const { signedOut, signingIn, snapshot } = await import('../support/states')

async function mountSignedOut(reason: Parameters<typeof signedOut>[0] = null) {
  fake.answer('session.get', () => signedOut(reason))
  fake.answer('settings.get', () => snapshot())
  const wrapper = mount(SignInView)
  fake.connect()
  await vi.waitFor(() => expect(wrapper.find('[data-testid="sign-in-demo"]').exists()).toBe(true))
  return wrapper
}

describe('SignInView', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })

  it('offers the demo first, with skip-consent on, and signs in with one click', async () => {
    const wrapper = await mountSignedOut()
    expect(wrapper.get('[data-testid="choose-demo"]').attributes('aria-checked')).toBe('true')
    expect((wrapper.get('[data-testid="skip-consent"]').element as HTMLInputElement).checked).toBe(true)
    fake.answer('session.signIn', () => signingIn({ openedBy: 'none', authorizeUrl: null }))
    await wrapper.get('[data-testid="sign-in-demo"]').trigger('click')
    await vi.waitFor(() => expect(wrapper.find('[data-testid="sign-in-progress"]').exists()).toBe(true))
    expect(fake.calls).toContainEqual(['session.signIn', { profile: 'demo', skipConsent: true }])
    expect(wrapper.text()).toContain('Signing you in to the demo service')
  })

  it('shows the wait with a link to the page and a cancel button', async () => {
    const wrapper = await mountSignedOut()
    fake.emit('session.changed', signingIn({ openedBy: 'page' }))
    await vi.waitFor(() => expect(wrapper.find('[data-testid="cancel-sign-in"]').exists()).toBe(true))
    expect(wrapper.get('[data-testid="authorize-link"]').attributes()).toMatchObject({
      href: 'http://127.0.0.1:4000/authorize?state=s',
      rel: 'noopener noreferrer',
      target: '_blank',
    })
    expect(wrapper.text()).toMatch(/Gives up in [45]:\d\d/)
    fake.answer('session.cancelSignIn', () =>
      signedOut({ code: 'cancelled', message: 'You cancelled the sign-in.' }),
    )
    await wrapper.get('[data-testid="cancel-sign-in"]').trigger('click')
    await vi.waitFor(() =>
      expect(wrapper.get('[data-testid="sign-out-reason"]').text()).toContain('You cancelled the sign-in.'),
    )
  })

  it('after the service ended the session, says why and signs in again with one click', async () => {
    const wrapper = await mountSignedOut({
      code: 'session-ended',
      message: 'Spotify no longer accepts your sign-in: it was revoked. Sign in again to continue.',
    })
    const alert = wrapper.get('[data-testid="sign-out-reason"]')
    expect(alert.attributes('data-reason')).toBe('session-ended')
    expect(alert.text()).toContain('Your session ended')
    expect(alert.text()).toContain('it was revoked')
    fake.answer('session.signIn', () => signingIn({ openedBy: 'none', authorizeUrl: null }))
    await wrapper.get('[data-testid="sign-in-again"]').trigger('click')
    expect(fake.calls.filter(([method]) => method === 'session.signIn')).toHaveLength(1)
  })

  it('asks for the Spotify setup when no Client ID is configured', async () => {
    const wrapper = await mountSignedOut()
    await wrapper.get('[data-testid="choose-spotify"]').trigger('click')
    expect(wrapper.find('[data-testid="spotify-setup"]').exists()).toBe(true)
    expect(wrapper.get('[data-testid="redirect-uri"]').text()).toBe('http://127.0.0.1/callback')
    expect(wrapper.find('[data-testid="sign-in-spotify"]').exists()).toBe(false)
  })

  it('saves the Spotify setup and then signs in, in one go', async () => {
    const wrapper = await mountSignedOut()
    await wrapper.get('[data-testid="choose-spotify"]').trigger('click')
    fake.answer('settings.update', (patch) => {
      const next = snapshot()
      next.values.profile = 'spotify'
      Object.assign(next.values.spotify, (patch as { spotify: object }).spotify)
      // Core pushes the change before it answers; the form must still finish its job.
      fake.emit('settings.changed', next)
      return next
    })
    fake.answer('session.signIn', () => signingIn({ profile: 'spotify', openedBy: 'system-browser' }))
    await wrapper.get('[data-testid="client-id"]').setValue('0123456789abcdef0123456789abcdef')
    await wrapper.get('form').trigger('submit')
    await vi.waitFor(() => expect(fake.calls).toContainEqual(['session.signIn', { profile: 'spotify' }]))
  })

  it('in the desktop app offers to open the page again through Encore, not as a page link', async () => {
    const wrapper = await mountSignedOut()
    fake.emit('session.changed', signingIn({ openedBy: 'system-browser' }))
    await vi.waitFor(() => expect(wrapper.find('[data-testid="reopen-sign-in"]').exists()).toBe(true))
    expect(wrapper.find('[data-testid="authorize-link"]').exists()).toBe(false)
    expect(wrapper.text()).toContain('opened the demo service’s sign-in page in your browser')
    fake.answer('session.reopenSignInPage', () => signingIn({ openedBy: 'system-browser' }))
    await wrapper.get('[data-testid="reopen-sign-in"]').trigger('click')
    expect(fake.calls).toContainEqual(['session.reopenSignInPage', undefined])
  })
})
