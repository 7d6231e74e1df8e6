import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { useSettingsStore } = await import('../../../renderer/src/stores/settings')
const { useNoticesStore } = await import('../../../renderer/src/stores/notices')
const { snapshot } = await import('../support/states')

describe('useSettingsStore', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })

  it('loads on connect, applies the theme to the page and follows settings.changed', async () => {
    fake.answer('settings.get', () => snapshot())
    const store = useSettingsStore()
    fake.connect()
    await vi.waitFor(() => expect(store.values?.theme).toBe('dark'))
    expect(document.documentElement.dataset['theme']).toBe('dark')
    const light = snapshot()
    light.values.theme = 'light'
    fake.emit('settings.changed', light)
    await vi.waitFor(() => expect(document.documentElement.dataset['theme']).toBe('light'))
  })

  it('tells the user once which saved values were reset', async () => {
    fake.answer('settings.get', () =>
      snapshot({ problems: [{ path: 'theme', message: 'invalid; reset to the default' }] }),
    )
    const store = useSettingsStore()
    const notices = useNoticesStore()
    await store.load()
    await store.load()
    expect(notices.shown).toHaveLength(1)
    expect(notices.shown[0]?.message).toContain('theme')
  })

  it('saves a change and reports the specific refusal of a bad one', async () => {
    const store = useSettingsStore()
    const saved = snapshot()
    saved.values.startAtLogin = true
    fake.answer('settings.update', () => saved)
    await expect(store.update({ startAtLogin: true })).resolves.toBe(true)
    expect(store.values?.startAtLogin).toBe(true)
    fake.fail('settings.update', {
      code: 'INVALID_INPUT',
      message: 'spotify.clientId: A Client ID is 32 characters…',
    })
    await expect(store.update({ spotify: { clientId: 'x' } })).resolves.toBe(false)
    expect(store.saveError).toContain('A Client ID is 32 characters')
    expect(store.values?.startAtLogin).toBe(true)
  })
})
