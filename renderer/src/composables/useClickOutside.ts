import { useEventListener } from '@vueuse/core'
import type { Ref } from 'vue'

/**
 * Calls `handler` on a click outside `target` (a popup closes): a click that also began outside, or one the
 * keyboard made (it has no press before it). A press inside that ends outside (a drag out of a slider) is not
 * one. What Encore used vueuse's `onClickOutside` for, in a few lines on the first screen instead of ~1.4 kB.
 */
export function useClickOutside(
  target: Readonly<Ref<HTMLElement | null>>,
  handler: (event: MouseEvent) => void,
): void {
  const inside = (event: Event) => {
    const element = target.value
    return !element || event.composedPath().includes(element)
  }
  let beganOutside = true
  const options = { passive: true, capture: true }
  useEventListener(window, 'pointerdown', (event: PointerEvent) => (beganOutside = !inside(event)), options)
  useEventListener(
    window,
    'click',
    (event: MouseEvent) => {
      if (inside(event)) return
      const began = beganOutside || event.detail === 0
      beganOutside = true
      if (began) handler(event)
    },
    options,
  )
}
