import { useEventListener } from '@vueuse/core'
import { shallowRef, watch, type Ref } from 'vue'

interface Box {
  top: number
  bottom: number
  left: number
  right: number
}

/** Whether two boxes share any area (touching edges do not). */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

/**
 * Where the notices go so that they never cover the row under the pointer: at the bottom unless that row (its
 * buttons included) lies under them there, then at the top. `stackAtBottom` is where the stack would be at the
 * bottom (measured there, or as it is). A pointer on the notices themselves keeps them where they are (to reach
 * Undo).
 */
export function noticesPlace(
  row: Box | null,
  stackAtBottom: Box | null,
  onNotices: boolean,
  now: 'bottom' | 'top',
): 'bottom' | 'top' {
  if (onNotices) return now
  return row && stackAtBottom && overlaps(row, stackAtBottom) ? 'top' : 'bottom'
}

/**
 * Follows the pointer over the page's rows (`[role="row"]`) and tells where the notices in `stack` should
 * stand; looked at again whenever `count` (the notices shown) changes, as a new notice may land on the row.
 */
export function useClearOfRow(stack: Ref<HTMLElement | null>, count: Ref<number>): Ref<'bottom' | 'top'> {
  const place = shallowRef<'bottom' | 'top'>('bottom')
  let row: Element | null = null
  let onNotices = false
  let frame = 0
  let bottomEdge = window.innerHeight

  function decide() {
    frame = 0
    const element = stack.value
    if (!element || count.value === 0) {
      place.value = 'bottom'
      return
    }
    const box = element.getBoundingClientRect()
    // Where the stack stands at the bottom: as it is there, or (while at the top) its height above the bottom
    // edge it had there.
    if (place.value === 'bottom') bottomEdge = box.bottom
    const bottom = { left: box.left, right: box.right, bottom: bottomEdge, top: bottomEdge - box.height }
    place.value = noticesPlace(
      row?.isConnected ? row.getBoundingClientRect() : null,
      bottom,
      onNotices,
      place.value,
    )
  }
  const soon = () => {
    if (!frame) frame = requestAnimationFrame(decide)
  }

  useEventListener(
    document,
    'pointermove',
    (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null
      onNotices = Boolean(target && stack.value?.contains(target))
      if (!onNotices) row = target?.closest('[role="row"]') ?? null
      soon()
    },
    { passive: true },
  )
  watch(count, soon)
  return place
}
