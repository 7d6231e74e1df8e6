import { positionAt, type PlaybackState } from '@contract'
import { computed, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { useIntervalWhileShown } from './useWhileShown'

type Timing = Pick<PlaybackState, 'progressMs' | 'sampledAt' | 'isPlaying' | 'track'>

/**
 * How often the position moves on: as often as a progress bar up to 1,000 px wide gains a pixel, from 50 to
 * 250 ms. Redrawn on every animation frame it moved a twentieth of a pixel at a time, and each frame's redraw
 * left garbage for the page to collect (about 10 MiB a minute in Chromium).
 */
export function positionStepMs(durationMs: number): number {
  return Math.min(250, Math.max(50, Math.round(durationMs / 1000)))
}

/**
 * The position to show, moved on from core's last reading with `positionAt`: the page never asks core for
 * the position, it extrapolates it itself every `positionStepMs` while a track plays and the page is visible
 * (no timer while paused or hidden). `now` is injectable for tests.
 */
export function usePlaybackPosition(
  state: MaybeRefOrGetter<Timing | null | undefined>,
  now: () => number = Date.now,
) {
  const tick = shallowRef(now())
  const { running } = useIntervalWhileShown(
    () => (tick.value = now()),
    () => positionStepMs(toValue(state)?.track?.durationMs ?? 0),
    () => Boolean(toValue(state)?.isPlaying),
  )
  // Started or stopped (played, paused, shown again): the position as it is now, before the next step.
  watch(running, () => (tick.value = now()), { immediate: true })
  // A new reading (a seek, a track change) shows at once, even between steps or while paused.
  watch(
    () => toValue(state),
    () => (tick.value = now()),
  )

  const positionMs = computed(() => {
    const current = toValue(state)
    return current ? positionAt(current, tick.value) : 0
  })
  const durationMs = computed(() => toValue(state)?.track?.durationMs ?? 0)
  return { positionMs, durationMs, running }
}
