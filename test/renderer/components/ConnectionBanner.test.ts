import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: ConnectionBanner } = await import('../../../renderer/src/components/ConnectionBanner.vue')

describe('ConnectionBanner', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })

  it('says nothing while connected; on a drop, why Encore closed the connection when it said so', async () => {
    const wrapper = mount(ConnectionBanner)
    fake.connect()
    await nextTick()
    expect(wrapper.find('[data-testid="connection-banner"]').exists()).toBe(false)

    fake.drop('That request was too large: Encore takes at most 1 MB at once. Encore reset the connection.')
    await nextTick()
    expect(wrapper.get('[data-testid="connection-banner"]').text()).toBe(
      'That request was too large: Encore takes at most 1 MB at once. Encore reset the connection. Reconnecting…',
    )

    fake.drop()
    await nextTick()
    expect(wrapper.get('[data-testid="connection-banner"]').text()).toMatch(
      /^The connection to Encore dropped\. Reconnecting…/,
    )
    fake.connect()
    await nextTick()
    expect(wrapper.find('[data-testid="connection-banner"]').exists()).toBe(false)
  })
})
