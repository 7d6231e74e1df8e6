import { computed, watch } from 'vue'
import { liveCoverAhead } from '../cover-ahead'
import { usePlaybackStore } from '../stores/playback'

/**
 * While the calling view is on screen, the cover of the queue's next track is asked for ahead at `size` (its
 * live cover's), once per next track: a queue pushed again with the same next track asks nothing more.
 */
export function useNextCoverAhead(size: number): void {
  const player = usePlaybackStore()
  const next = computed(() => player.queue?.upNext[0] ?? null)
  watch(
    () => next.value?.uri ?? null,
    (uri) => {
      const images = next.value?.album?.images
      if (uri && images) liveCoverAhead(images, size)
    },
    { immediate: true },
  )
}
