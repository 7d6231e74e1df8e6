import { useDocumentVisibility, useRafFn } from '@vueuse/core'
import { positionAt, type PlaybackState } from '@contract'
import { computed, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'

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
  const visibility = useDocumentVisibility()
  const tick = shallowRef(now())
  const running = computed(() => Boolean(toValue(state)?.isPlaying) && visibility.value === 'visible')

  const frames = useRafFn(() => (tick.value = now()), { immediate: false })
  watch(
    running,
    (on) => {
      tick.value = now()
      if (on) frames.resume()
      else frames.pause()
    },
    { immediate: true },
  )
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
