import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, shallowRef } from 'vue'
import { useTileArrows } from '../../../renderer/src/composables/useTileArrows'

/** Three tiles as Home draws them: a link (the tile's one Tab stop) and Play out of the tab order. */
const Shelf = defineComponent({
  setup() {
    const row = shallowRef<HTMLElement | null>(null)
    useTileArrows(row)
    return () =>
      h(
        'div',
        { ref: row },
        ['One', 'Two', 'Three'].map((name) =>
          h('article', [h('button', { tabindex: -1 }, `Play ${name}`), h('a', { href: `#/${name}` }, name)]),
        ),
      )
  },
})

describe('useTileArrows', () => {
  let wrapper: VueWrapper
  afterEach(() => wrapper?.unmount())
  const focused = () => document.activeElement?.textContent
  const press = (key: string) =>
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))

  it('Left and Right go from tile to tile, Home and End to the ends, Down and Up within a tile', async () => {
    wrapper = mount(Shelf, { attachTo: document.body })
    await flushPromises()
    ;(wrapper.get('a[href="#/One"]').element as HTMLElement).focus()
    press('ArrowRight')
    expect(focused()).toBe('Two')
    press('ArrowRight')
    press('ArrowRight')
    expect(focused()).toBe('Three')
    press('Home')
    expect(focused()).toBe('One')
    press('End')
    expect(focused()).toBe('Three')
    press('ArrowLeft')
    expect(focused()).toBe('Two')
    // Within the tile: its link, then Play (before it in the document), and back.
    press('ArrowUp')
    expect(focused()).toBe('Play Two')
    press('ArrowDown')
    expect(focused()).toBe('Two')
  })
})
