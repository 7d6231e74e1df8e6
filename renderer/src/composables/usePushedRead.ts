import { Generation, type EventPayload } from '@contract'
import { shallowRef, watch, type Ref } from 'vue'
import { bridge } from '../bridge'

type Pushed = 'devices.changed' | 'queue.changed'

/**
 * A value core pushes (`event`) and the page may also read on demand (`read`), for the playback store: the
 * devices and the queue. An answer older than a push is dropped; another user's value must not show after a
 * sign-out. `unreachable` says a read that could not reach core, in the words of `failure` (asked for then, so
 * in the language spoken at that moment).
 */
export function usePushedRead<E extends Pushed>(options: {
  event: E
  read: () => Promise<EventPayload<E>>
  failure: () => string
  signedIn: Readonly<Ref<boolean>>
  unreachable: (error: unknown, fallback: () => string) => Promise<void>
}) {
  const value = shallowRef<EventPayload<E> | null>(null)
  const pushes = new Generation()
  bridge.on(options.event, (next) => {
    pushes.advance()
    value.value = next
  })
  watch(options.signedIn, (now) => {
    if (now) return
    pushes.advance()
    value.value = null
  })

  /** Reads it now; answers what is held after, or null when core could not be reached. */
  async function readNow(): Promise<EventPayload<E> | null> {
    const mark = pushes.mark()
    try {
      const answer = await options.read()
      if (pushes.isCurrent(mark)) value.value = answer
      return value.value
    } catch (error) {
      await options.unreachable(error, options.failure)
      return null
    }
  }

  return { value, readNow }
}
