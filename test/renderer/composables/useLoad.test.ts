import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { KeepAlive, defineComponent, effectScope, h, nextTick, shallowRef } from 'vue'

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

/* eslint-disable vue/one-component-per-file -- the kept page, the page beside it and what holds them */
/** A page kept while away (Home): it reads nothing while away, and reads anew when shown again. */
describe('useLoad, in a page kept alive', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('shown again, it keeps what it drew and reads anew behind it; away, it reads nothing', async () => {
    const answers = ['shelves of Monday', 'shelves of Tuesday', 'shelves of Wednesday']
    const read = vi.fn(async (key: string) => `${answers.shift()} (${key})`)
    const key = shallowRef('home')
    let load: ReturnType<typeof useLoad<string>> | undefined
    const Page = defineComponent({
      name: 'KeptPage',
      setup() {
        load = useLoad(key, read, 'Could not read.', { remember: true })
        return () => h('p', load!.value.value ?? 'blank')
      },
    })
    const Away = defineComponent({ setup: () => () => h('p', 'elsewhere') })
    const shown = shallowRef<'page' | 'away'>('page')
    const wrapper = mount(
      defineComponent({
        setup: () => () => h(KeepAlive, null, [shown.value === 'page' ? h(Page) : h(Away)]),
      }),
    )
    await flushPromises()
    expect(wrapper.text()).toBe('shelves of Monday (home)')

    shown.value = 'away'
    await flushPromises()
    void load!.reload()
    await flushPromises()
    expect(read).toHaveBeenCalledTimes(1)

    shown.value = 'page'
    await nextTick()
    expect(wrapper.text()).toBe('shelves of Monday (home)')
    await flushPromises()
    expect(read).toHaveBeenCalledTimes(2)
    expect(wrapper.text()).toBe('shelves of Tuesday (home)')
    wrapper.unmount()
  })
})
/* eslint-enable vue/one-component-per-file */
