import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/vue-virtual'
import { computed, type Ref } from 'vue'

const FALLBACK_RECT = { width: 800, height: 720 }

/**
 * The virtualizer of a list of fixed-height rows (@tanstack/vue-virtual), scrolled by its own box or by the page
 * around it (`scrollElement`, `scrollMargin` from usePageScroll), with a header row of `headerHeight` on top and
 * opened at `initialOffset` (its first row in view when it was left).
 */
export function useListVirtualizer(options: {
  count: () => number
  rowHeight: () => number
  headerHeight: () => number
  initialOffset: number
  scroller: Readonly<Ref<HTMLElement | null>>
  page: { element: Readonly<Ref<HTMLElement | null | undefined>>; margin: Readonly<Ref<number>> }
}) {
  const { scroller, page } = options
  return useVirtualizer<HTMLElement, Element>(
    computed(() => ({
      count: options.count(),
      getScrollElement: () => page.element.value ?? scroller.value,
      scrollMargin: page.margin.value,
      estimateSize: () => options.rowHeight(),
      // Two rows beyond each edge: every row drawn is laid out and painted again each frame of a fast scroll
      // (four a side were a sixth more work a frame).
      overscan: 2,
      // The header row sits above the first row and stays over the rows as they scroll under it.
      paddingStart: options.headerHeight(),
      scrollPaddingStart: options.headerHeight(),
      // Before the scroller is measured, and where it has no size (not laid out yet, or a page without layout
      // as in tests), assume a window's worth of rows.
      initialRect: FALLBACK_RECT,
      // Opened where it was: its first frame shows that row at the top, under the header.
      initialOffset: page.element.value ? 0 : options.initialOffset,
      observeElementRect: (instance: Virtualizer<HTMLElement, Element>, report: (rect: Rect) => void) =>
        observeElementRect(instance, (rect) => report(rect.height ? rect : FALLBACK_RECT)),
    })),
  )
}
