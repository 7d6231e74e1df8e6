import { useDocumentVisibility, useIntervalFn, useRafFn } from '@vueuse/core'
import { computed, toValue, watch, type ComputedRef, type MaybeRefOrGetter } from 'vue'

/**
 * Work that only matters while someone sees the page: animation frames and timers that redraw something
 * (the progress bar, a lyrics line, an elapsed time) run only while the page is shown and `active` says they
 * are needed, and stop while its window is hidden (in the tray), minimized or a background tab. Electron's
 * background throttling slows a hidden page's timers; these stop them. CSS animations pause by themselves
 * through `html[data-page-hidden]` (usePageHiddenMark, base.css).
 */

/** Whether the page is shown (its window visible, its tab in front). */
export function usePageShown(): ComputedRef<boolean> {
  const visibility = useDocumentVisibility()
  return computed(() => visibility.value === 'visible')
}

/** Runs `start` and `stop` as `active` and the page's visibility turn the work on and off. */
function whileShown(active: MaybeRefOrGetter<boolean>, start: () => void, stop: () => void) {
  const shown = usePageShown()
  const running = computed(() => toValue(active) && shown.value)
  watch(running, (on) => (on ? start() : stop()), { immediate: true })
  return running
}

/** Calls `frame` on every animation frame while `active` and the page is shown; answers whether it runs. */
export function useFramesWhileShown(
  frame: (timestamp: number) => void,
  active: MaybeRefOrGetter<boolean> = true,
): { running: ComputedRef<boolean> } {
  const frames = useRafFn(({ timestamp }) => frame(timestamp), { immediate: false })
  return { running: whileShown(active, frames.resume, frames.pause) }
}

/**
 * Calls `tick` every `ms` while `active` and the page is shown, and once at once each time it starts again
 * (what it shows may be stale after a while hidden); answers whether it runs.
 */
export function useIntervalWhileShown(
  tick: () => void,
  ms: MaybeRefOrGetter<number>,
  active: MaybeRefOrGetter<boolean> = true,
): { running: ComputedRef<boolean> } {
  const interval = useIntervalFn(tick, ms, { immediate: false, immediateCallback: true })
  return { running: whileShown(active, interval.resume, interval.pause) }
}

/**
 * Marks the document `data-page-hidden` while the page is hidden, so base.css pauses every CSS animation
 * (the equaliser of the playing row, spinners, skeletons) with it. Used once, by the app's root.
 */
export function usePageHiddenMark(root: HTMLElement = document.documentElement): void {
  const shown = usePageShown()
  watch(
    shown,
    (visible) => {
      if (visible) delete root.dataset['pageHidden']
      else root.dataset['pageHidden'] = ''
    },
    { immediate: true },
  )
}
