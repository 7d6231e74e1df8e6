import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { Settings } from '../../../../electron/contract'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: LyricsSettings } =
  await import('../../../../renderer/src/components/lyrics/LyricsSettings.vue')
const { callsOf } = await import('../../support/mount-player')
const { snapshot, defaultSettings, signedIn } = await import('../../support/states')

/** Settings → Lyrics: the switch, what it sends and where, and the address. */

let wrapper: VueWrapper

async function mountWith(change: (values: Settings) => void = () => {}) {
  setActivePinia(createPinia())
  const values = structuredClone(defaultSettings)
  change(values)
  fake.answer('session.get', () => signedIn())
  fake.answer('settings.get', () => snapshot({ values }))
  fake.answer('settings.update', () => snapshot({ values }))
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [{ path: '/', component: { render: () => null } }],
  })
  await router.push('/')
  wrapper = mount(LyricsSettings, { attachTo: document.body, global: { plugins: [router] } })
  fake.connect()
  await flushPromises()
}

beforeEach(() => fake.resetFakeBridge())
afterEach(() => wrapper?.unmount())

describe('LyricsSettings', () => {
  it('is off by default: a checkbox named exactly "Show lyrics from LRCLIB", described by what it sends', async () => {
    await mountWith((values) => (values.profile = 'spotify'))
    const checkbox = wrapper.get<HTMLInputElement>('input[type="checkbox"]')
    expect(checkbox.element.checked).toBe(false)
    expect(checkbox.element.closest('label')!.textContent!.trim()).toBe('Show lyrics from LRCLIB')
    const described = document.getElementById(checkbox.attributes('aria-describedby')!)!
    expect(described.textContent).toContain(
      'sends the title, artists, album and length of what plays to lrclib.net',
    )
    expect(wrapper.get('a').attributes()).toMatchObject({
      href: 'https://lrclib.net',
      rel: 'noopener noreferrer',
    })
    await checkbox.setValue(true)
    await flushPromises()
    expect(callsOf('settings.update')).toEqual([{ lyrics: { enabled: true } }])
  })

  it('names the address as the destination, and says the demo answers lyrics itself', async () => {
    await mountWith((values) => {
      values.profile = 'spotify'
      values.lyrics.address = 'http://192.168.1.5:3000'
    })
    expect(wrapper.text()).toContain('to 192.168.1.5:3000 to find')
    wrapper.unmount()
    await mountWith()
    expect(wrapper.text()).toContain('to the demo service, on this computer')
    expect(wrapper.text()).toContain('The demo service answers lyrics itself')
  })

  it('saves an address that is http(s), and says what is wrong with one that is not', async () => {
    await mountWith()
    const field = wrapper.get<HTMLInputElement>('input#lyrics-address')
    expect(wrapper.get('label[for="lyrics-address"]').text()).toBe('LRCLIB address')
    expect(field.element.value).toBe('https://lrclib.net')
    await field.setValue('file:///etc/lyrics')
    expect(wrapper.get('[role="alert"]').text()).toContain('Enter the address of an LRCLIB service')
    expect(field.attributes('aria-invalid')).toBe('true')
    await field.setValue('  https://lyrics.example/lrclib  ')
    await flushPromises()
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    expect(callsOf('settings.update')).toEqual([{ lyrics: { address: 'https://lyrics.example/lrclib' } }])
  })

  it('says what is wrong with an address in the language spoken', async () => {
    const { speak } = await import('../../../../renderer/src/i18n')
    try {
      await mountWith((values) => (values.language = 'de'))
      await vi.waitFor(() =>
        expect(wrapper.get('label[for="lyrics-address"]').text()).not.toBe('LRCLIB address'),
      )
      await wrapper
        .get<HTMLInputElement>('input#lyrics-address')
        .setValue(`https://lrclib.net/${'a'.repeat(300)}`)
      expect(wrapper.get('[role="alert"]').text()).toBe('Die Adresse ist zu lang.')
    } finally {
      await speak('en')
    }
  })

  it('offers romanized lines, off by default, and turns them on with one change', async () => {
    await mountWith((values) => (values.profile = 'spotify'))
    const box = wrapper.get<HTMLInputElement>('input[data-testid="lyrics-romanize"]')
    expect(box.element.checked).toBe(false)
    expect(box.element.closest('label')!.textContent!.trim()).toBe(
      'Romanized lines under Japanese, Korean and Chinese lyrics',
    )
    expect(document.getElementById(box.attributes('aria-describedby')!)!.textContent).toContain(
      'made on this computer',
    )
    await box.setValue(true)
    expect(callsOf('settings.update')).toEqual([{ lyrics: { romanize: true } }])
  })
})
