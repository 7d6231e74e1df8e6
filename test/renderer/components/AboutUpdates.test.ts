import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { UpdateState } from '../../../electron/contract'
import AboutUpdates from '../../../renderer/src/components/AboutUpdates.vue'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')

const base: UpdateState = {
  route: 'self',
  status: 'idle',
  currentVersion: '0.1.0',
  version: null,
  releasePage: 'https://github.com/someone/encore/releases/latest',
  percent: null,
  message: 'Encore 0.1.0. It looks for a newer release once a day.',
  checkedAt: null,
  failedDuring: null,
}

async function mountWith(state: UpdateState) {
  setActivePinia(createPinia())
  fake.answer('updates.get', () => state)
  const wrapper = mount(AboutUpdates)
  fake.connect()
  await flushPromises()
  return wrapper
}

const called = (method: string) => fake.calls.filter(([name]) => name === method).length

describe('AboutUpdates', () => {
  beforeEach(() => fake.resetFakeBridge())

  it('checks on demand and shows what core answers; offers the download only once a release is found', async () => {
    const found: UpdateState = {
      ...base,
      status: 'available',
      version: '0.2.0',
      message: 'Encore 0.2.0 is available. Download it now? It installs when you quit Encore.',
    }
    fake.answer('updates.check', () => found)
    fake.answer('updates.download', () => ({ ...found, status: 'downloading', percent: 0 }))
    const wrapper = await mountWith(base)
    expect(wrapper.find('button.btn--primary').exists()).toBe(false)
    const check = wrapper.get('button')
    expect(check.text()).toBe('Check for updates')
    await check.trigger('click')
    await flushPromises()
    expect(called('updates.check')).toBe(1)
    expect(wrapper.get('[data-testid="update-message"]').text()).toBe(found.message)
    expect(called('updates.download')).toBe(0)
    const download = wrapper.get('button.btn--primary')
    expect(download.text()).toBe('Download Encore 0.2.0')
    await download.trigger('click')
    await flushPromises()
    expect(called('updates.download')).toBe(1)
    expect(wrapper.get('button').attributes('disabled')).toBeDefined()
    // Progress arrives as events.
    fake.emit('updates.changed', {
      ...found,
      status: 'downloading',
      percent: 42,
      message: 'Downloading Encore 0.2.0…',
    })
    await flushPromises()
    expect(wrapper.get('[data-testid="update-message"]').text()).toBe('Downloading Encore 0.2.0… (42%)')
  })

  it('where the system installs updates: the release page, never a download', async () => {
    const wrapper = await mountWith({
      ...base,
      route: 'notice',
      status: 'available',
      version: '0.2.0',
      message: 'Encore 0.2.0 is available. Your system’s packages install it; see the release page.',
    })
    expect(wrapper.find('button.btn--primary').exists()).toBe(false)
    const link = wrapper.get('a')
    expect(link.text()).toBe('Open the release page')
    expect(link.attributes('href')).toBe(base.releasePage)
  })

  it('a failed download is offered again; a failed install offers the release page only', async () => {
    const failed: UpdateState = { ...base, status: 'failed', version: '0.2.0' }
    const download = await mountWith({
      ...failed,
      failedDuring: 'download',
      message: 'Encore could not download the update. Nothing was installed; you can try again.',
    })
    expect(download.get('button.btn--primary').text()).toBe('Download Encore 0.2.0')
    const install = await mountWith({
      ...failed,
      failedDuring: 'install',
      message:
        'Encore could not install the update: the system refused it. Download Encore 0.2.0 from the release page instead.',
    })
    expect(install.find('button.btn--primary').exists()).toBe(false)
    expect(install.get('a').attributes('href')).toBe(base.releasePage)
  })

  it('a build that offers no updates says so and offers no check', async () => {
    const wrapper = await mountWith({
      ...base,
      route: 'none',
      releasePage: null,
      message: 'Updates are not offered in a build run from the sources.',
    })
    expect(wrapper.text()).toContain('not offered')
    expect(wrapper.find('button').exists()).toBe(false)
  })
})
