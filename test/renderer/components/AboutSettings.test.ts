import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { About } from '../../../electron/contract'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: AboutSettings } = await import('../../../renderer/src/components/AboutSettings.vue')
const { signedIn } = await import('../support/states')
const { capabilities } = await import('../support/discover-states')

const about = (overrides: Partial<About> = {}): About => ({
  productName: 'Encore',
  version: '1.2.3',
  mode: 'electron',
  runtime: {
    electron: '45.4.1',
    chromium: '142.0.7444.52',
    node: '22.20.0',
    v8: '14.2',
    platform: 'linux',
    arch: 'x64',
  },
  licenses: [
    { name: 'axios', version: '1.21.1', license: 'MIT', repository: 'https://github.com/axios/axios' },
    { name: 'zod', version: '4.6.7', license: 'MIT', repository: null },
  ],
  licensesProblem: null,
  ...overrides,
})

describe('AboutSettings', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })

  it('shows the version, what it runs on and the licences, read once', async () => {
    fake.answer('app.about', () => about())
    const wrapper = mount(AboutSettings)
    expect(wrapper.get('[role="status"]').text()).toContain('Reading')
    await flushPromises()
    expect(fake.calls).toEqual([
      ['app.about', undefined],
      ['diagnostics.logPlace', undefined],
    ])
    expect(wrapper.get('[data-testid="about-version"]').text()).toBe('version 1.2.3')
    const runtime = wrapper.get('[data-testid="about-runtime"]').text()
    expect(runtime).toContain('Electron45.4.1')
    expect(runtime).toContain('Chromium142.0.7444.52')
    expect(runtime).toContain('linux x64')
    const licences = wrapper.get('[data-testid="about-licenses"]')
    expect(licences.get('summary').text()).toBe('Open-source licences (2 packages)')
    expect(
      licences.findAll('li').map((item) =>
        item
          .findAll('span')
          .map((span) => span.text())
          .join(' '),
      ),
    ).toEqual(['axios 1.21.1 MIT https://github.com/axios/axios', 'zod 4.6.7 MIT'])
  })

  it('in browser mode names the browser the page runs in and the host’s Node', async () => {
    fake.answer('app.about', () =>
      about({ mode: 'browser', runtime: { ...about().runtime, electron: null, chromium: null } }),
    )
    const wrapper = mount(AboutSettings)
    await flushPromises()
    const runtime = wrapper.get('[data-testid="about-runtime"]').text()
    expect(runtime).not.toContain('Electron')
    expect(runtime).toContain('Browser')
    expect(runtime).toContain('Node (host)22.20.0')
  })

  it('says why the licences are missing', async () => {
    fake.answer('app.about', () =>
      about({ licenses: [], licensesProblem: 'The licence list could not be read from /x/about.json.' }),
    )
    const wrapper = mount(AboutSettings)
    await flushPromises()
    expect(wrapper.find('[data-testid="about-licenses"]').exists()).toBe(false)
    expect(wrapper.get('[role="alert"]').text()).toContain('could not be read from /x/about.json')
  })

  it('says when core cannot answer, and tries again on request', async () => {
    fake.fail('app.about', { code: 'INTERNAL', message: 'Something went wrong while running app.about.' })
    const wrapper = mount(AboutSettings)
    await flushPromises()
    expect(wrapper.get('[role="alert"]').text()).toContain('Something went wrong while running app.about.')
    fake.answer('app.about', () => about())
    await wrapper.get('button').trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-testid="about-version"]').text()).toBe('version 1.2.3')
  })

  it('says in one place what the signed-in service no longer offers and why; nothing when it offers all', async () => {
    fake.answer('app.about', () => about())
    fake.answer('session.get', () => signedIn())
    fake.answer('app.capabilities', () =>
      capabilities(['recommendations', 'browse.categories', 'browse.featured']),
    )
    const wrapper = mount(AboutSettings)
    await flushPromises()
    fake.connect()
    await flushPromises()
    const offers = wrapper.get('[data-testid="service-offers"]')
    expect(offers.get('h3').text()).toBe('What the demo service no longer offers')
    expect(offers.findAll('li').map((item) => item.text())).toEqual([
      'Recommendations (Radio)',
      'Categories (Browse)',
      'Featured playlists',
    ])
    expect(offers.text()).toContain('Browse and Radio are not in the sidebar')
    expect(offers.text()).toContain(
      'Why: Spotify no longer offers this to apps registered after November 2024.',
    )

    setActivePinia(createPinia())
    fake.answer('app.capabilities', () => capabilities())
    const all = mount(AboutSettings)
    await flushPromises()
    fake.connect()
    await flushPromises()
    expect(all.find('[data-testid="service-offers"]').exists()).toBe(false)
  })
})
