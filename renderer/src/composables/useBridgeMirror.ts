import { Generation, type EventName, type EventPayload } from '@contract'
import { shallowRef, type Ref } from 'vue'
import { bridge, bridgeTransport, describeBridgeError } from '../bridge'
import { said } from '../i18n'

export interface BridgeMirrorOptions<T> {
  /** Reads the whole state from core. */
  read: () => Promise<T>
  /** The event core pushes the new state with, if there is one. */
  event?: EventName
  /**
   * What to show when the read fails without a message from core: asked when said (in the language spoken
   * then, once its words are at hand: `said`).
   */
  failure: () => string
}

export interface BridgeMirror<T> {
  /** The latest state; null until the first answer or push. */
  value: Ref<T | null>
  /** Why the last read failed; null once one succeeds. */
  loadError: Ref<string | null>
  /** Reads again (the mirror does so itself each time the connection opens). */
  load(): Promise<void>
  /**
   * Runs a call that answers a new state (an action such as signing in): the answer becomes the state unless a
   * newer push arrived meanwhile. Failures are thrown to the caller.
   */
  apply(call: () => Promise<T>): Promise<T>
}

/**
 * The page's copy of one area of core's state: read once each time the connection opens (at start, and after
 * a reconnect in browser mode, since pushes may have been missed), then follow the area's event. An answer
 * older than the latest push is dropped. For setup stores; `T` is the event's payload when there is one.
 */
export function useBridgeMirror<E extends EventName>(
  options: BridgeMirrorOptions<EventPayload<E>> & { event: E },
): BridgeMirror<EventPayload<E>>
export function useBridgeMirror<T>(options: BridgeMirrorOptions<T> & { event?: undefined }): BridgeMirror<T>
export function useBridgeMirror<T>(options: BridgeMirrorOptions<T>): BridgeMirror<T> {
  const value = shallowRef<T | null>(null)
  const loadError = shallowRef<string | null>(null)
  const pushes = new Generation()

  if (options.event) {
    bridge.on(options.event, (payload) => {
      pushes.advance()
      // The overloads tie T to this event's payload.
      value.value = payload as T
    })
  }

  let reads = 0
  async function load(): Promise<void> {
    const mark = pushes.mark()
    const read = ++reads
    try {
      const next = await options.read()
      if (pushes.isCurrent(mark)) value.value = next
      loadError.value = null
    } catch (error) {
      const failure = await said(options.failure)
      // A later read may have answered while the words loaded.
      if (read === reads) loadError.value = describeBridgeError(error, failure)
    }
  }

  async function apply(call: () => Promise<T>): Promise<T> {
    const mark = pushes.mark()
    const next = await call()
    if (pushes.isCurrent(mark)) value.value = next
    return next
  }

  bridgeTransport.onConnectionChange((connection) => {
    if (connection === 'open') void load()
  })

  return { value, loadError, load, apply }
}
