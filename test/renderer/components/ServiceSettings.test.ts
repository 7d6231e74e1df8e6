import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionState } from '../../../electron/contract'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: ServiceSettings } = await import('../../../renderer/src/components/ServiceSettings.vue')
const { useLibraryUiStore } = await import('../../../renderer/src/stores/library-ui')
const { signedIn, signedOut, snapshot } = await import('../support/states')
const { callsOf } = await import('../support/mount-player')
const { outboxEntry, outboxState } = await import('../support/outbox-states')

async function mountWith(session: SessionState) {
  setActivePinia(createPinia())
  fake.answer('session.get', () => session)
  fake.answer('settings.get', () => snapshot())
  fake.answer('settings.update', () => snapshot())
  const wrapper = mount(ServiceSettings, { global: { stubs: { SpotifySetupForm: true } } })
  fake.connect()
  await flushPromises()
  return wrapper
}
const spotifyCard = (wrapper: Awaited<ReturnType<typeof mountWith>>) =>
  wrapper.get<HTMLInputElement>('[data-testid="settings-profile-spotify"]')

describe('ServiceSettings: switching service', () => {
  beforeEach(() => fake.resetFakeBridge())

  it('asks first while signed in, naming what happens; only the answer switches', async () => {
    const wrapper = await mountWith(signedIn())
    await spotifyCard(wrapper).trigger('click')
    await flushPromises()
    expect(callsOf('settings.update')).toEqual([])
    expect(spotifyCard(wrapper).element.checked).toBe(false)
    const question = useLibraryUiStore().confirmation!
    expect(question.title).toBe('Switch to Spotify')
    expect(question.message).toContain('sign you out of the demo service')
    expect(question.confirm).toBe('Sign out and switch')
    question.run()
    await flushPromises()
    expect(callsOf('settings.update')).toEqual([{ profile: 'spotify' }])
  })

  it('says the waiting changes stay for the return (switching signs out, but keeps them)', async () => {
    fake.answer('outbox.list', () =>
      outboxState([outboxEntry({ label: 'Follow Heat', uri: 'spotify:artist:heat' })]),
    )
    const wrapper = await mountWith(signedIn())
    await spotifyCard(wrapper).trigger('click')
    await flushPromises()
    const question = useLibraryUiStore().confirmation!
    expect(question.message).toContain('sign you out of the demo service')
    expect(question.message).toContain(
      '1 change is not sent yet: it stays on this computer and goes when you switch back to the demo service and sign in as the same user.',
    )
    expect(question.message).not.toContain('lost')
  })

  it('switches at once while signed out: there is nothing to lose', async () => {
    const wrapper = await mountWith(signedOut())
    await spotifyCard(wrapper).trigger('click')
    await flushPromises()
    expect(useLibraryUiStore().confirmation).toBeNull()
    expect(callsOf('settings.update')).toEqual([{ profile: 'spotify' }])
  })
})
