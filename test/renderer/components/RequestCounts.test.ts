import { flushPromises, mount } from '@vue/test-utils'
import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: RequestCounts } = await import('../../../renderer/src/components/RequestCounts.vue')

describe('RequestCounts', () => {
  beforeEach(() => fake.resetFakeBridge())

  it('reads the counts when it opens, and says why they matter', async () => {
    fake.answer('app.requests', () => ({ lastHour: 42, lastDay: 1234, since: Date.now() - 3 * 86_400_000 }))
    const wrapper = mount(RequestCounts)
    await flushPromises()
    expect(fake.calls).toEqual([['app.requests', undefined]])
    expect(wrapper.get('[data-testid="requests-hour"]').text()).toBe('42')
    expect(wrapper.get('[data-testid="requests-day"]').text()).toBe((1234).toLocaleString())
    expect(wrapper.text()).toContain('A personal app shares a daily quota')
    expect(wrapper.text()).not.toContain('Counted since')
  })

  it('says when counting started less than a day ago', async () => {
    fake.answer('app.requests', () => ({ lastHour: 3, lastDay: 3, since: Date.now() - 60_000 }))
    const wrapper = mount(RequestCounts)
    await flushPromises()
    expect(wrapper.text()).toContain('Counted since')
  })

  it('says so when core cannot count', async () => {
    fake.fail('app.requests', {
      code: 'INTERNAL',
      message: 'Something went wrong while running app.requests.',
    })
    const wrapper = mount(RequestCounts)
    await flushPromises()
    expect(wrapper.get('[role="alert"]').text()).toBe('Something went wrong while running app.requests.')
  })
})
