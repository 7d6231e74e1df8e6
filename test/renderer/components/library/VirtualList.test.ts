import { flushPromises, mount } from '@vue/test-utils'
import { defineComponent, h, onMounted, shallowRef, triggerRef } from 'vue'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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

function mountList(start: { startRow?: number; startCurrent?: number } = {}) {
  return mount(VirtualList<string>, {
    attachTo: document.body,
    props: {
      count: names.length,
      rowHeight: 56,
      label: 'Tracks',
      rowAt: (index: number) => names[index],
      rowLabel: (name: string) => name,
      ...start,
    },
    slots: { row: ({ item }: { item: string }) => h(Row, { name: item }) },
  })
}

/** Jumps the list to a row (happy-dom has no layout: the scroll position is set, and said). */
function jumpTo(wrapper: ReturnType<typeof mountList>, index: number) {
  const scroller = wrapper.get('[role="grid"]').element
  scroller.scrollTop = index * 56
  scroller.dispatchEvent(new Event('scroll'))
}

/** Scrolls the list to a row and lets it come to rest (a jump of screens at once is a fling). */
async function scrollTo(wrapper: ReturnType<typeof mountList>, index: number) {
  jumpTo(wrapper, index)
  await flushPromises()
  vi.advanceTimersByTime(200)
  await flushPromises()
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }))
afterEach(() => vi.useRealTimers())

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
    await scrollTo(wrapper, 300)
    const drawnAtMost = made
    expect(drawnAtMost).toBeLessThan(first.length * 2)
    for (const index of [301, 310, 500, 120]) {
      await scrollTo(wrapper, index)
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
    await scrollTo(wrapper, 640)
    // Scrolled out: either gone or still the current row (Track 3), never another track's row.
    if (element.isConnected) expect(element.getAttribute('aria-label')).toBe('Track 3')
    wrapper.unmount()
  })

  it('a row waiting for its data keeps its components, hidden, and they show the row when it comes', async () => {
    made = 0
    // Rows are there up to `loaded` (the rest on their way, as from core).
    const loaded = shallowRef(400)
    const wrapper = mount(VirtualList<string>, {
      attachTo: document.body,
      props: {
        count: names.length,
        rowHeight: 56,
        label: 'Tracks',
        rowAt: (index: number) => (index < loaded.value ? names[index] : undefined),
        rowLabel: (name: string) => name,
      },
      slots: {
        row: ({ item }: { item: string }) => h(Row, { name: item }),
        placeholder: () => h('span', { class: 'skeleton' }),
      },
    })
    await flushPromises()
    await scrollTo(wrapper, 380)
    const before = made
    expect(shown(wrapper)).toContain('Track 380')
    await scrollTo(wrapper, 600)
    // Waiting: no rows to assistive technology, skeletons on screen, the old content hidden and not re-made.
    expect(shown(wrapper)).toEqual([])
    const waiting = wrapper.findAll('.virtual-list__row')
    expect(waiting.length).toBeGreaterThan(0)
    for (const row of waiting) {
      expect(row.attributes('aria-hidden')).toBe('true')
      expect(row.find('.skeleton').exists()).toBe(true)
      expect(row.find('.name').exists() && row.find('.name').isVisible()).toBe(false)
    }
    loaded.value = names.length
    triggerRef(loaded)
    await flushPromises()
    const now = shown(wrapper)
    expect(now).toContain('Track 600')
    expect(wrapper.findAll('.name').map((name) => name.text())).toEqual(now)
    expect(wrapper.find('.skeleton').exists()).toBe(false)
    expect(made).toBe(before)
    wrapper.unmount()
  })

  it('flying by (screens a frame), rows wait as placeholders and nothing is asked for; at rest, they draw', async () => {
    const wrapper = mountList()
    await flushPromises()
    for (const index of [200, 400, 600, 800]) {
      jumpTo(wrapper, index)
      await flushPromises()
    }
    expect(shown(wrapper)).toEqual([])
    const asked = wrapper.emitted('range')!.length
    vi.advanceTimersByTime(200)
    await flushPromises()
    expect(shown(wrapper)).toContain('Track 800')
    expect(wrapper.emitted('range')).toHaveLength(asked + 1)
    expect(wrapper.emitted('range')!.at(-1)![0]).toBeGreaterThanOrEqual(796)
    wrapper.unmount()
  })

  it('opens at the row it was left on, with that row current, and says where it is as it moves', async () => {
    const wrapper = mountList({ startRow: 500, startCurrent: 502 })
    await flushPromises()
    const rows = shown(wrapper)
    // Row 500 at the top (two rows drawn above it, out of view), never the list's head.
    expect(rows.slice(0, 3)).toEqual(['Track 498', 'Track 499', 'Track 500'])
    expect(rows).not.toContain('Track 0')
    expect(wrapper.get('[data-index="502"]').attributes('tabindex')).toBe('0')
    expect(wrapper.emitted('moved')?.at(-1)).toEqual([500, 502])
    await scrollTo(wrapper, 700)
    expect(wrapper.emitted('moved')?.at(-1)).toEqual([700, 502])
    wrapper.unmount()
  })
})
