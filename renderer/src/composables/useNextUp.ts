import { isKind, spotifyAfterYours, type Track } from '@contract'
import { computed } from 'vue'
import { droppedItems, mayCarryItems } from '../drag-items'
import { usePlaybackStore } from '../stores/playback'
import { useYourQueueStore } from '../stores/your-queue'

const queueable = (uri: string) => isKind(uri, 'track', 'episode')

/**
 * Next up in its order: "Queued by you" (Encore's queue) first, then what Spotify says comes next, apart. A
 * drop of tracks or episodes on it (rows dragged from a list, links from another app) adds them to the end of
 * Encore's queue.
 */
export function useNextUp() {
  const player = usePlaybackStore()
  const yours = useYourQueueStore()
  const mine = computed(() => yours.queue)
  const hasMine = computed(
    () => !!mine.value && (mine.value.items.length > 0 || mine.value.skipping !== null),
  )
  const fromSpotify = computed<readonly Track[] | null>(() =>
    player.queue ? spotifyAfterYours(mine.value, player.queue.upNext) : null,
  )

  function onDragOver(event: DragEvent) {
    if (!mayCarryItems(event.dataTransfer)) return
    event.preventDefault()
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy'
  }
  async function onDrop(event: DragEvent) {
    const uris = droppedItems(event.dataTransfer).filter(queueable)
    if (!uris.length) return
    event.preventDefault()
    for (const uri of uris) await yours.add(uri)
  }

  return { mine, hasMine, fromSpotify, onDragOver, onDrop, add: (uri: string) => yours.add(uri) }
}
