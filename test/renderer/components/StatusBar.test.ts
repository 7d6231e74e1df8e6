import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'

// A fake bridge: components are tested against the contract's shape, not a transport.
vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: StatusBar } = await import('../../../renderer/src/components/StatusBar.vue')
const { useAppStore } = await import('../../../renderer/src/stores/app')

describe('StatusBar', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })

  it('says it is connecting, then shows name, version, mode and service once connected', async () => {
    fake.answer('app.info', () => ({ name: 'Encore', version: '0.4.2', mode: 'browser', service: 'demo' }))
    const wrapper = mount(StatusBar)
    expect(wrapper.text()).toContain('Connecting…')
    fake.connect()
    await vi.waitFor(() => expect(wrapper.find('[data-testid="app-version"]').exists()).toBe(true))
    expect(wrapper.get('[data-testid="app-version"]').text()).toBe('v0.4.2')
    expect(wrapper.get('[data-testid="app-mode"]').text()).toBe('Browser mode')
    expect(wrapper.get('[data-testid="app-service"]').text()).toBe('Demo service')
  })

  it('shows the bridge error message when app.info fails', async () => {
    fake.fail('app.info', { code: 'INTERNAL', message: 'Something went wrong while running app.info.' })
    const wrapper = mount(StatusBar)
    await useAppStore().load()
    await nextTick()
    expect(wrapper.get('[role="alert"]').text()).toBe('Something went wrong while running app.info.')
  })
})
