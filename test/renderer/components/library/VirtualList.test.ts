import { flushPromises, mount } from '@vue/test-utils'
import { defineComponent, h, onMounted } from 'vue'
import { describe, expect, it } from 'vitest'
import VirtualList from '../../../../renderer/src/components/library/VirtualList.vue'

/** A row that counts how often a row component is made. */
let made = 0
const Row = defineComponent({
  props: { name: { type: String, required: true } },
  setup(props) {
    onMounted(() => made++)
    return () => h('span', { class: 'name' }, props.name)
  },
})

const names = Array.from({ length: 1_000 }, (_, index) => `Track ${index}`)

function mountList() {
  return mount(VirtualList<string>, {
    attachTo: document.body,
    props: {
      count: names.length,
      rowHeight: 56,
      label: 'Tracks',
      rowAt: (index: number) => names[index],
      rowLabel: (name: string) => name,
    },
    slots: { row: ({ item }: { item: string }) => h(Row, { name: item }) },
  })
}

/** Scrolls the list to a row (happy-dom has no layout: the scroll position is set, and said). */
function scrollTo(wrapper: ReturnType<typeof mountList>, index: number) {
  const scroller = wrapper.get('[role="grid"]').element
  scroller.scrollTop = index * 56
  scroller.dispatchEvent(new Event('scroll'))
}

const shown = (wrapper: ReturnType<typeof mountList>) =>
  wrapper.findAll('[role="row"]').map((row) => row.attributes('aria-label'))

describe('VirtualList', () => {
  it('scrolling reuses the rows scrolled out for those scrolled in: no row component is made again', async () => {
    made = 0
    const wrapper = mountList()
    await flushPromises()
    const first = shown(wrapper)
    expect(first[0]).toBe('Track 0')
    // Away from the top, rows before the first in view are drawn too (a few more rows at once).
    scrollTo(wrapper, 300)
    await flushPromises()
    const drawnAtMost = made
    expect(drawnAtMost).toBeLessThan(first.length * 2)
    for (const index of [301, 310, 500, 120]) {
      scrollTo(wrapper, index)
      await flushPromises()
      const now = shown(wrapper)
      expect(now).toContain(`Track ${index}`)
      // What they show is the rows now in view.
      expect(wrapper.findAll('.name').map((name) => name.text())).toEqual(now)
    }
    expect(made).toBe(drawnAtMost)
    wrapper.unmount()
  })

  it("the current row's element is never given to another row, and keeps its content", async () => {
    const wrapper = mountList()
    await flushPromises()
    const row = wrapper.findAll('[role="row"]')[3]!
    await row.trigger('focusin')
    const element = row.element
    scrollTo(wrapper, 640)
    await flushPromises()
    // Scrolled out: either gone or still the current row (Track 3), never another track's row.
    if (element.isConnected) expect(element.getAttribute('aria-label')).toBe('Track 3')
    wrapper.unmount()
  })
})
