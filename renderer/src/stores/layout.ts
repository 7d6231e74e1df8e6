import { useMediaQuery } from '@vueuse/core'
import { acceptHMRUpdate, defineStore } from 'pinia'
import { shallowRef, watch } from 'vue'

/** Below this width the sidebar folds to its icons; it still opens on request, over the page. */
export const NARROW_WINDOW_QUERY = '(max-width: 999px)'
/** Below this height the frame tightens and long lists scroll with their page (its header scrolls away). */
export const SHORT_WINDOW_QUERY = '(max-height: 560px)'

/**
 * The main window's frame at its size: whether the window is narrow and whether the sidebar shows its names.
 * A wide window shows them unless the user folds it ("Hide sidebar"); a narrow one folds it, and "Show sidebar"
 * opens it over the page until a place is chosen. Crossing the width starts each anew.
 */
export const useLayoutStore = defineStore('layout', () => {
  const narrow = useMediaQuery(NARROW_WINDOW_QUERY)
  const short = useMediaQuery(SHORT_WINDOW_QUERY)
  const sidebarOpen = shallowRef(!narrow.value)
  watch(narrow, (isNarrow) => (sidebarOpen.value = !isNarrow))
  return {
    narrow,
    short,
    sidebarOpen,
    toggleSidebar: () => (sidebarOpen.value = !sidebarOpen.value),
    /** After a place was chosen: a sidebar opened over the page gets out of the way. */
    closeOverlay: () => {
      if (narrow.value) sidebarOpen.value = false
    },
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useLayoutStore, import.meta.hot))
