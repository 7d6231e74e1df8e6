import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: SpotifySetupForm } = await import('../../../renderer/src/components/SpotifySetupForm.vue')
const { useSettingsStore } = await import('../../../renderer/src/stores/settings')
const { snapshot } = await import('../support/states')
/** What `npm run emulator` prints as its clientId (CLI_CLIENT_ID, electron/emulator/emulator-options.ts). */
const CLI_CLIENT_ID = 'e0c0de00e0c0de00e0c0de00e0c0de00'

async function mountForm(props: Record<string, unknown> = {}) {
  fake.answer('settings.get', () => snapshot())
  await useSettingsStore().load()
  return mount(SpotifySetupForm, { props })
}

describe('SpotifySetupForm', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })

  it('explains why an own app is needed and shows the redirect URI to register', async () => {
    const wrapper = await mountForm()
    expect(wrapper.text()).toContain('development mode work only for the people their owner adds')
    expect(wrapper.get('[data-testid="redirect-uri"]').text()).toBe('http://127.0.0.1/callback')
    await wrapper.get('[data-testid="port-fixed"]').setValue(true)
    await wrapper.get('[data-testid="redirect-port"]').setValue('8888')
    expect(wrapper.get('[data-testid="redirect-uri"]').text()).toBe('http://127.0.0.1:8888/callback')
  })

  it('validates the Client ID when the field is left, and does not save an invalid form', async () => {
    const wrapper = await mountForm()
    const input = wrapper.get('[data-testid="client-id"]')
    await input.setValue('not-a-client-id')
    expect(wrapper.find('[data-testid="client-id-error"]').exists()).toBe(false)
    await input.trigger('blur')
    expect(wrapper.get('[data-testid="client-id-error"]').text()).toContain('“n” is not one of them')
    expect(input.attributes('aria-invalid')).toBe('true')
    await wrapper.get('form').trigger('submit')
    expect(fake.calls.some(([method]) => method === 'settings.update')).toBe(false)
  })

  it('saves a valid setup (switching the profile when asked) and says so', async () => {
    const saved = snapshot()
    fake.answer('settings.update', (patch) => {
      Object.assign(saved.values.spotify, (patch as { spotify: object }).spotify)
      return saved
    })
    const wrapper = await mountForm({ switchProfile: true, submitLabel: 'Save and sign in' })
    await wrapper.get('[data-testid="client-id"]').setValue('0123456789ABCDEF0123456789abcdef')
    expect(wrapper.get('[data-testid="personal-app-limits"]').text()).toContain('5 people')
    expect(wrapper.get('[data-testid="personal-app-limits"]').text()).toContain('Premium')
    await wrapper.get('[data-testid="extended-quota"]').setValue(true)
    await wrapper.get('form').trigger('submit')
    await vi.waitFor(() => expect(wrapper.emitted('saved')).toHaveLength(1))
    expect(fake.calls.find(([method]) => method === 'settings.update')?.[1]).toEqual({
      profile: 'spotify',
      spotify: {
        clientId: '0123456789abcdef0123456789abcdef',
        redirectPort: null,
        accountsUrl: 'https://accounts.spotify.com',
        apiUrl: 'https://api.spotify.com/v1',
        extendedQuota: true,
      },
    })
  })

  it('takes the Client ID npm run emulator prints at the local emulator’s addresses, and saves them', async () => {
    fake.answer('settings.update', () => snapshot())
    const wrapper = await mountForm({ switchProfile: true })
    await wrapper.get('#spotify-accounts-url').setValue('http://127.0.0.1:8888')
    await wrapper.get('#spotify-api-url').setValue('http://127.0.0.1:8888/v1')
    const input = wrapper.get('[data-testid="client-id"]')
    await input.setValue(CLI_CLIENT_ID)
    await input.trigger('blur')
    expect(wrapper.find('[data-testid="client-id-error"]').exists()).toBe(false)
    expect(wrapper.findAll('.field__error')).toEqual([])
    await wrapper.get('form').trigger('submit')
    await vi.waitFor(() => expect(wrapper.emitted('saved')).toHaveLength(1))
    expect(fake.calls.find(([method]) => method === 'settings.update')?.[1]).toMatchObject({
      spotify: {
        clientId: CLI_CLIENT_ID,
        accountsUrl: 'http://127.0.0.1:8888',
        apiUrl: 'http://127.0.0.1:8888/v1',
      },
    })
  })
})
