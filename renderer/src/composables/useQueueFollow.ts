import { getCurrentScope, onScopeDispose, watch } from 'vue'
import { usePlaybackStore } from '../stores/playback'

/** How long a new track must stay before what comes after it is read (skips in a row read once). */
export const QUEUE_SETTLE_MS = 1_000

/**
 * Reads what comes next while a view shows it: at once when it starts showing, and once a new track has
 * settled. Read at each track, quick skips read the queue once per skip, beside the skip itself, and a read sent
 * with a Next shown at once could leave before Encore heard that the service refused that Next.
 */
export function useQueueFollow(shownTrack: () => string | null): void {
  const player = usePlaybackStore()
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => clearTimeout(timer)
  watch(
    shownTrack,
    (uri, before) => {
      cancel()
      if (!uri) return
      if (!before) void player.readQueue()
      else timer = setTimeout(() => void player.readQueue(), QUEUE_SETTLE_MS)
    },
    { immediate: true },
  )
  if (getCurrentScope()) onScopeDispose(cancel)
}
