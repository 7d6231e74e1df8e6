import { Generation, type Queue } from '@contract'
import { shallowRef, watch, type Ref } from 'vue'
import { bridge } from '../bridge'
import { useWords } from '../i18n'

/**
 * The queue for the playback store: as core pushes it (`queue.changed`), read on demand (what the person queues goes to Encore's queue: stores/your-queue.ts). An answer
 * older than a push is dropped; another user's queue must not show after a sign-out. `unreachable` says a call
 * that could not reach core.
 */
export function usePlayerQueue(
  signedIn: Readonly<Ref<boolean>>,
  unreachable: (error: unknown, fallback: string) => void,
) {
  const queue = shallowRef<Queue | null>(null)
  const queuePushes = new Generation()
  bridge.on('queue.changed', (next) => {
    queuePushes.advance()
    queue.value = next
  })
  watch(signedIn, (now) => {
    if (now) return
    queuePushes.advance()
    queue.value = null
  })

  async function readQueue(): Promise<void> {
    const mark = queuePushes.mark()
    try {
      const answer = await bridge.playback.queue()
      if (queuePushes.isCurrent(mark)) queue.value = answer
    } catch (error) {
      unreachable(error, useWords().t('player.errors.queue'))
    }
  }

  return { queue, readQueue }
}
