import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, shallowRef } from 'vue'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const { useLoad } = await import('../../../renderer/src/composables/useLoad')

/** A page opened again draws what it last showed at once, and reads anew quietly behind it. */
describe('useLoad, remembering', () => {
  beforeEach(() => setActivePinia(createPinia()))

  function opened(answers: (() => Promise<string>)[], remember = true) {
    const scope = effectScope()
    const key = shallowRef('home')
    const load = scope.run(() => useLoad(key, () => answers.shift()!(), 'Could not read.', { remember }))!
    return { load, close: () => scope.stop() }
  }

  it('the second visit shows the first answer at once, then the new one; a failed refresh leaves it shown', async () => {
    const first = opened([async () => 'shelves of Monday'])
    await flushPromises()
    expect(first.load.value.value).toBe('shelves of Monday')
    first.close()

    let answer: (text: string) => void = () => {}
    const again = opened([() => new Promise((resolve) => (answer = resolve))])
    expect(again.load.value.value).toBe('shelves of Monday')
    expect(again.load.loading.value).toBe(false)
    answer('shelves of Tuesday')
    await flushPromises()
    expect(again.load.value.value).toBe('shelves of Tuesday')
    again.close()

    const failing = opened([() => Promise.reject(new Error('down'))])
    await flushPromises()
    expect(failing.load.value.value).toBe('shelves of Tuesday')
    expect(failing.load.failure.value).toBeNull()
  })

  it('without remembering, a visit starts blank and a failure says so', async () => {
    opened([async () => 'once'], false)
    await flushPromises()
    const again = opened([() => Promise.reject(new Error('down'))], false)
    expect(again.load.value.value).toBeNull()
    await flushPromises()
    expect(again.load.failure.value?.message).toBe('Could not read.')
  })
})
