import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { shallowRef } from 'vue'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const { default: WindowState } = await import('../../../../renderer/src/components/library/WindowState.vue')

/** A list read a window at a time, until it is there: placeholders, the error with Retry, its empty line. */

function mountState(state: string, count = 0, error: string | null = null) {
  const retry = vi.fn()
  const list = { state: shallowRef(state), error: shallowRef(error), retry }
  const wrapper = mount(WindowState, {
    props: { list, count, empty: 'Nothing saved yet.' },
    slots: { default: '<ol data-testid="rows"></ol>' },
  })
  return { wrapper, retry }
}

describe('a windowed list before it is there', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('shows placeholders while its first window is read, idle or loading', () => {
    for (const state of ['idle', 'loading']) {
      const { wrapper } = mountState(state)
      expect(wrapper.find('[data-testid="skeleton"]').exists()).toBe(true)
      expect(wrapper.find('[data-testid="rows"]').exists()).toBe(false)
    }
  })

  it('says why it could not be read, and Retry reads again', async () => {
    const { wrapper, retry } = mountState('error', 0, 'Your library could not be read.')
    expect(wrapper.get('[role="alert"]').text()).toContain('Your library could not be read.')
    await wrapper.get('button').trigger('click')
    expect(retry).toHaveBeenCalledOnce()
    expect(wrapper.find('[data-testid="skeleton"]').exists()).toBe(false)
  })

  it('says its empty line when it holds nothing, and shows the list once it holds something', () => {
    expect(mountState('done').wrapper.get('[data-testid="list-empty"]').text()).toBe('Nothing saved yet.')
    const { wrapper } = mountState('done', 3)
    expect(wrapper.find('[data-testid="rows"]').exists()).toBe(true)
    expect(wrapper.find('[data-testid="list-empty"]').exists()).toBe(false)
  })
})
