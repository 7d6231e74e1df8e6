import { useEventListener } from '@vueuse/core'
import type { MaybeRefOrGetter } from 'vue'
import { usePlayerControls } from './usePlayerControls'
import { usePlaybackStore } from '../stores/playback'

/** Each notch of the wheel moves the volume this much. */
export const WHEEL_STEP_PERCENT = 5
/** What one notch scrolls in pixels (Chromium's DOM_DELTA_PIXEL for a mouse wheel). */
const PIXELS_A_NOTCH = 100

/**
 * Notches in a wheel event, with what a touchpad's small deltas leave over for the next one: a mouse notch is
 * whole (100 px, a line or a page), a touchpad's glide adds up to notches. Up (a negative delta) is louder.
 */
export function wheelNotches(
  event: Pick<WheelEvent, 'deltaY' | 'deltaMode'>,
  carried: number,
): { notches: number; carried: number } {
  if (event.deltaMode !== 0) return { notches: -Math.sign(event.deltaY), carried: 0 }
  const total = carried + event.deltaY
  const whole = Math.trunc(total / PIXELS_A_NOTCH)
  return { notches: -whole, carried: total - whole * PIXELS_A_NOTCH }
}

/** Whether something between `target` and `within` scrolls by the wheel itself (a list of lyrics). */
function scrollsItself(target: EventTarget | null, within: HTMLElement): boolean {
  for (let at = target instanceof Element ? target : null; at && at !== within; at = at.parentElement) {
    const overflow = getComputedStyle(at).overflowY
    if ((overflow === 'auto' || overflow === 'scroll') && at.scrollHeight > at.clientHeight) return true
  }
  return false
}

/**
 * The wheel over `target` changes the volume, ±5 % a notch, sent once the gesture settles (useVolumeNudge).
 * A wheel another handler took (the volume slider inside the mini player) or one over something that scrolls
 * is left alone, as is every wheel while the volume cannot be changed.
 */
export function useVolumeWheel(target: MaybeRefOrGetter<HTMLElement | null | undefined>) {
  const player = usePlaybackStore()
  const reasons = usePlayerControls()
  let carried = 0
  useEventListener(
    target,
    'wheel',
    (event: WheelEvent) => {
      const element = event.currentTarget as HTMLElement
      if (event.defaultPrevented || event.ctrlKey || reasons.volume.value) return
      if (scrollsItself(event.target, element)) return
      event.preventDefault()
      const step = wheelNotches(event, carried)
      carried = step.carried
      if (step.notches) player.nudgeVolume(step.notches * WHEEL_STEP_PERCENT)
    },
    { passive: false },
  )
}
