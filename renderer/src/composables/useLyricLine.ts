import { useDocumentVisibility } from '@vueuse/core'
import { currentLineIndex, positionAt, type LyricLine, type PlaybackState } from '@contract'
import { computed, shallowRef, toValue, watch, watchEffect, type MaybeRefOrGetter } from 'vue'

type Timing = Pick<PlaybackState, 'progressMs' | 'sampledAt' | 'isPlaying' | 'track'>

/**
 * The index of the line that plays (-1 before the first), from the position the page extrapolates with
 * `positionAt`: no request, and no animation frame. One timer waits for the next line's start while a track
 * plays and the page is visible; none runs while paused or hidden. A new reading (a seek, a track change)
 * counts at once. `now` is injectable for tests.
 */
export function useLyricLine(
  lines: MaybeRefOrGetter<readonly LyricLine[]>,
  state: MaybeRefOrGetter<Timing | null | undefined>,
  now: () => number = Date.now,
) {
  const visibility = useDocumentVisibility()
  const tick = shallowRef(now())
  const positionMs = computed(() => {
    const current = toValue(state)
    return current ? positionAt(current, tick.value) : 0
  })
  const index = computed(() => currentLineIndex(toValue(lines), positionMs.value))

  watch([() => toValue(state), visibility], () => (tick.value = now()))
  watchEffect((onCleanup) => {
    const current = toValue(state)
    const next = toValue(lines)[index.value + 1]
    if (!current?.isPlaying || visibility.value !== 'visible' || !next) return
    // A few ms late rather than early: at the timer the next line has started.
    const wait = Math.max(16, next.startMs - positionMs.value + 5)
    const timer = setTimeout(() => (tick.value = now()), wait)
    onCleanup(() => clearTimeout(timer))
  })
  return { index, positionMs }
}
