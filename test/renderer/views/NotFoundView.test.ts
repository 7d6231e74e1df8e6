import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { RouterView } from 'vue-router'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const { router } = await import('../../../renderer/src/router')

describe('an address Encore has no screen for', () => {
  it('shows a page that names it and leads home, instead of an empty window', async () => {
    setActivePinia(createPinia())
    const wrapper = mount(RouterView, { global: { plugins: [router] } })
    await router.push('/no/such/place?x=1')
    await flushPromises()
    expect(router.currentRoute.value.name).toBe('not-found')
    expect(wrapper.get('h1').text()).toBe('Nothing here')
    expect(wrapper.text()).toContain('/no/such/place?x=1')
    const home = wrapper.get('a')
    expect(home.text()).toBe('Go to Home')
    await home.trigger('click')
    await flushPromises()
    expect(router.currentRoute.value.name).toBe('home')
    wrapper.unmount()
  })

  it('never takes the place of a screen Encore has', () => {
    for (const path of ['/', '/settings', '/album/abc', '/library/tracks', '/mini'])
      expect(router.resolve(path).name).not.toBe('not-found')
  })
})
