import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, nextTick, shallowRef } from 'vue'
import ContextMenu from '../../../../renderer/src/components/library/ContextMenu.vue'
import { useLibraryUiStore } from '../../../../renderer/src/stores/library-ui'

/** The shell as App.vue has it: a `main` and the menu beside it, made anew when the shell comes back. */
const Shell = defineComponent({
  components: { ContextMenu },
  setup: () => ({ shown: shallowRef(true) }),
  template: `<div><div v-if="shown"><main /><ContextMenu /></div></div>`,
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('ContextMenu', () => {
  it('opens in the main landmark after the shell was unmounted and mounted again (back from the mini player)', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const wrapper = mount(Shell, { global: { plugins: [pinia] }, attachTo: document.body })
    const ui = useLibraryUiStore()
    const open = () =>
      ui.openMenuFor(
        'Actions for Song',
        [{ label: 'Add to playlist', run: () => {} }],
        new MouseEvent('contextmenu'),
      )

    open()
    await nextTick()
    expect(document.querySelector('main [role="menu"] [role="menuitem"]')?.textContent?.trim()).toBe(
      'Add to playlist',
    )
    ui.closeMenu()
    ;(wrapper.vm as unknown as { shown: boolean }).shown = false
    await nextTick()
    ;(wrapper.vm as unknown as { shown: boolean }).shown = true
    await nextTick()
    open()
    await nextTick()
    await nextTick()
    expect(document.querySelector('main [role="menu"]')?.getAttribute('aria-label')).toBe('Actions for Song')
    expect(document.querySelectorAll('main [role="menuitem"]')).toHaveLength(1)
    wrapper.unmount()
  })
})
