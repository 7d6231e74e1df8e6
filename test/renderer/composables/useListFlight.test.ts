import { mount } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import { afterEach, describe, expect, it, vi } from 'vitest'
import CoverArt from '../../../renderer/src/components/CoverArt.vue'
import { useListFlight } from '../../../renderer/src/composables/useListFlight'

// A list's small cover (64 pixels for 36): the picture itself, no copy (cover-copies.ts).
const images = [{ url: 'https://covers.test/a.png', width: 64, height: 64 }]

/** A list of 10-row screens with a cover in it; `moved` as the list would call it. */
function listWithCover() {
  let clock = 0
  let flight!: ReturnType<typeof useListFlight>
  const List = defineComponent({
    setup() {
      flight = useListFlight(
        () => 10,
        () => clock,
      )
      return () => h(CoverArt, { images, size: 36 })
    },
  })
  const wrapper = mount(List)
  const move = async (first: number, afterMs: number) => {
    clock += afterMs
    flight.moved(first)
    await wrapper.vm.$nextTick()
  }
  return { wrapper, move, flight: () => flight.flying.value }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('useListFlight', () => {
  it('a list moving more than a screenful a frame flies: its covers wait, and come when it slows down', async () => {
    vi.useFakeTimers()
    const { wrapper, move, flight } = listWithCover()
    expect(wrapper.find('img').exists()).toBe(true)
    await move(0, 0)
    await move(125, 16)
    expect(flight()).toBe(true)
    expect(wrapper.find('img').exists()).toBe(false)
    await move(250, 16)
    vi.advanceTimersByTime(100)
    // Still within the settling time of the last fast move.
    expect(flight()).toBe(true)
    vi.advanceTimersByTime(100)
    await wrapper.vm.$nextTick()
    expect(flight()).toBe(false)
    expect(wrapper.find('img').attributes('src')).toBe(images[0]!.url)
    wrapper.unmount()
  })

  it('reading speed, or one jump (End, a search), is not flying', async () => {
    vi.useFakeTimers()
    const { wrapper, move, flight } = listWithCover()
    await move(0, 0)
    for (let first = 3; first < 60; first += 3) await move(first, 16)
    expect(flight()).toBe(false)
    // A jump a long while after the last move.
    await move(40_000, 2_000)
    expect(flight()).toBe(false)
    expect(wrapper.find('img').exists()).toBe(true)
    wrapper.unmount()
  })

  it('covers outside a list never wait', () => {
    const wrapper = mount(CoverArt, { props: { images, size: 36 } })
    expect(wrapper.find('img').exists()).toBe(true)
  })
})
