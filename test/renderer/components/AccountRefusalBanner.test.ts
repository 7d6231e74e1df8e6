import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import type { Capabilities } from '../../../electron/contract'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: AccountRefusalBanner } =
  await import('../../../renderer/src/components/AccountRefusalBanner.vue')
const { default: UnavailableFeature } =
  await import('../../../renderer/src/components/UnavailableFeature.vue')
const { default: SignOutReasonAlert } =
  await import('../../../renderer/src/components/SignOutReasonAlert.vue')

const caps = (overrides: Partial<Capabilities> = {}): Capabilities => ({
  generation: '2026',
  unavailable: [
    {
      feature: 'recommendations',
      reason: 'Spotify no longer offers this to apps registered after November 2024.',
    },
  ],
  refusal: null,
  ...overrides,
})

describe('what the service does not offer, on screen', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })

  it('the refusal banner shows the words and the way forward, and goes once the refusal ends', async () => {
    fake.answer('app.capabilities', () => caps())
    const wrapper = mount(AccountRefusalBanner)
    fake.connect()
    await vi.waitFor(() => expect(fake.calls.map(([method]) => method)).toContain('app.capabilities'))
    await nextTick()
    expect(wrapper.find('[data-testid="account-refusal"]').exists()).toBe(false)
    fake.emit(
      'capabilities.changed',
      caps({
        refusal: {
          code: 'ACCOUNT_NOT_REGISTERED',
          message: 'Add it under User Management.',
          link: 'https://developer.spotify.com/dashboard',
          resumesAt: null,
        },
      }),
    )
    await nextTick()
    const banner = wrapper.get('[data-testid="account-refusal"]')
    expect(banner.attributes('role')).toBe('alert')
    expect(banner.text()).toContain('This account may not use your app')
    expect(banner.text()).toContain('User Management')
    expect(banner.get('a').attributes('href')).toBe('https://developer.spotify.com/dashboard')
    fake.emit('capabilities.changed', caps())
    await nextTick()
    expect(wrapper.find('[data-testid="account-refusal"]').exists()).toBe(false)
  })

  it('a section the service does not offer says why in one line, and shows itself otherwise', async () => {
    fake.answer('app.capabilities', () => caps())
    const slot = { default: '<button>Start a radio</button>' }
    const gone = mount(UnavailableFeature, {
      props: { feature: 'recommendations', title: 'Radio' },
      slots: slot,
    })
    const offered = mount(UnavailableFeature, { props: { feature: 'browse.newReleases' }, slots: slot })
    fake.connect()
    await vi.waitFor(() => expect(gone.find('[data-testid="feature-unavailable"]').exists()).toBe(true))
    expect(gone.text()).toBe('Radio: Spotify no longer offers this to apps registered after November 2024.')
    expect(gone.find('button').exists()).toBe(false)
    expect(offered.find('button').exists()).toBe(true)
  })

  it('a refused account at sign-in links to the dashboard', () => {
    const wrapper = mount(SignOutReasonAlert, {
      props: {
        reason: { code: 'account-refused', message: 'Spotify does not let this account use your app yet.' },
      },
    })
    expect(wrapper.text()).toContain('Spotify refused this account')
    expect(wrapper.get('[data-testid="dashboard-link"]').attributes('href')).toBe(
      'https://developer.spotify.com/dashboard',
    )
  })
})
