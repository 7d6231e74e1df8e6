import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LanguageChoice } from '../../../electron/contract'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { snapshot, defaultSettings, signedIn } = await import('../support/states')
const { callsOf } = await import('../support/mount-player')
const { useSettingsStore } = await import('../../../renderer/src/stores/settings')
const { default: LanguageSettings } = await import('../../../renderer/src/components/LanguageSettings.vue')
const { default: PlayerStatusNotice } =
  await import('../../../renderer/src/components/PlayerStatusNotice.vue')
const { speak } = await import('../../../renderer/src/i18n')

/**
 * Settings → Language, and the page speaking the language chosen at once: the player's state notices in
 * German and Japanese, with their times in the language's own form.
 */
const wrappers: VueWrapper[] = []
let language: LanguageChoice = 'system'

async function mountSettings() {
  setActivePinia(createPinia())
  const values = () => ({ ...structuredClone(defaultSettings), language })
  fake.answer('session.get', () => signedIn())
  fake.answer('settings.get', () => snapshot({ values: values() }))
  fake.answer('settings.update', (patch) => {
    language = (patch as { language: LanguageChoice }).language
    // As core does: the saved settings are told to every page.
    queueMicrotask(() => fake.emit('settings.changed', snapshot({ values: values() })))
    return snapshot({ values: values() })
  })
  useSettingsStore()
  const wrapper = mount(LanguageSettings, { attachTo: document.body })
  wrappers.push(wrapper)
  fake.connect()
  await flushPromises()
  return wrapper
}

const offlineNotice = () => {
  const wrapper = mount(PlayerStatusNotice, {
    props: { state: { status: 'offline', message: 'Spotify cannot be reached.', retryAt: null } },
  })
  wrappers.push(wrapper)
  return wrapper
}

beforeEach(() => {
  fake.resetFakeBridge()
  language = 'system'
})
afterEach(async () => {
  for (const wrapper of wrappers.splice(0)) wrapper.unmount()
  await speak('en')
})

describe('Settings → Language', () => {
  it('lists the system’s language and each language by its own name', async () => {
    const wrapper = await mountSettings()
    const select = wrapper.get<HTMLSelectElement>('select[data-testid="setting-language"]')
    expect(select.element.labels?.[0]?.textContent?.trim()).toBe('Language')
    expect([...select.element.options].map((option) => option.text)).toEqual([
      'As the system (English)',
      'English',
      'Deutsch',
      '日本語',
    ])
    expect(select.element.value).toBe('system')
  })

  it('speaks the language chosen at once, the page’s lang with it, and keeps the choice', async () => {
    const wrapper = await mountSettings()
    const notice = offlineNotice()
    await wrapper.get('select').setValue('ja')
    await flushPromises()
    expect(callsOf('settings.update')).toEqual([{ language: 'ja' }])
    // The Japanese catalog loads the first time it is chosen.
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('ja'))
    expect(notice.get('.status-notice__title').text()).toBe('Encore はオフラインです')
    expect(wrapper.get('h2, h3').text()).toBe('言語')
    // Core writes English: in Japanese the page says it in its own words rather than mix the two.
    expect(notice.text()).not.toContain('Spotify cannot be reached')
  })
})

describe('state notices in the language spoken', () => {
  it('says offline in German, and core’s English words only while English is spoken', async () => {
    const notice = offlineNotice()
    expect(notice.get('.status-notice__body').text()).toBe('Spotify cannot be reached.')
    await speak('de')
    await flushPromises()
    expect(notice.get('.status-notice__title').text()).toBe('Encore ist offline')
    expect(notice.get('.status-notice__body').text()).toBe(
      'Encore erreicht den Dienst nicht. Was du siehst, ist vielleicht nicht mehr aktuell.',
    )
  })

  it('gives the end of a wait as the language writes a time', async () => {
    vi.useFakeTimers({ now: new Date(2026, 11, 7, 9, 0), toFake: ['Date'] })
    try {
      const retryAt = new Date(2026, 11, 7, 14, 5).getTime()
      const waiting = mount(PlayerStatusNotice, {
        props: { state: { status: 'rate-limited', message: null, retryAt } },
      })
      wrappers.push(waiting)
      await speak('de')
      await flushPromises()
      expect(waiting.get('.status-notice__detail').text()).toBe('Lesen und Befehle gehen ab 14:05 weiter.')
      await speak('ja')
      await flushPromises()
      expect(waiting.get('.status-notice__detail').text()).toBe('14:05 に読み込みと操作を再開します。')
    } finally {
      vi.useRealTimers()
    }
  })
})
