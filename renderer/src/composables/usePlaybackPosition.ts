import { positionAt, type PlaybackState } from '@contract'
import { computed, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { useFramesWhileShown } from './useWhileShown'

type Timing = Pick<PlaybackState, 'progressMs' | 'sampledAt' | 'isPlaying' | 'track'>

/**
 * The position to show, animated from core's last reading with `positionAt`: the page never asks core for
 * the position, it extrapolates it itself on each animation frame while a track plays and the page is
 * visible (no frames while paused or hidden). `now` is injectable for tests.
 */
export function usePlaybackPosition(
  state: MaybeRefOrGetter<Timing | null | undefined>,
  now: () => number = Date.now,
) {
  const tick = shallowRef(now())
  const { running } = useFramesWhileShown(
    () => (tick.value = now()),
    () => Boolean(toValue(state)?.isPlaying),
  )
  // Started or stopped (played, paused, shown again): the position as it is now, before the next frame.
  watch(running, () => (tick.value = now()), { immediate: true })
  // A new reading (a seek, a track change) shows at once, even between frames or while paused.
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
