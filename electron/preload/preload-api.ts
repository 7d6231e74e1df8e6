// The contract's plain modules only: names as lists, no schema library (the preload stays small; core checks
// every payload). test/build/preload-size.test.ts holds the built preload to its size.
import {
  buildNestedApi,
  type EventSubscriber,
  type PreloadApi,
  type PreloadCallOptions,
} from '../contract/api-shape'
import { isEventName } from '../contract/event-names'
import type { EventName } from '../contract/events'
import { methodNames } from '../contract/method-names'
import { IPC_CANCEL_CHANNEL, IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL } from '../contract/transport'

/** The three ipcRenderer functions the preload needs; the page never sees ipcRenderer itself. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>
  send(channel: string, ...args: unknown[]): void
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown
}

/** A call id the page may use: a non-negative safe integer (anything else is not sent). */
function isCallId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/**
 * Builds `window.encore`: one function per contract method, `on(event, cb)` and `cancel(callId)`. Callbacks
 * receive the payload only, never the IpcRendererEvent (which would hand the page a route back into Electron).
 */
export function buildPreloadApi(ipc: IpcRendererLike): PreloadApi {
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>()
  let forwarding = false
  const startForwarding = () => {
    if (forwarding) return
    forwarding = true
    ipc.on(IPC_EVENT_CHANNEL, (_event, name, payload) => {
      if (!isEventName(name)) return
      for (const listener of listeners.get(name) ?? []) listener(payload)
    })
  }

  const methodsApi = buildNestedApi<'result', PreloadCallOptions>(methodNames, (name) => (input, options) => {
    const callId = options?.callId
    const args = isCallId(callId) ? [name, input, callId] : [name, input]
    return ipc.invoke(IPC_INVOKE_CHANNEL, ...args)
  })

  const on: EventSubscriber = (event, listener) => {
    if (!isEventName(event))
      throw new TypeError(
        `Unknown Encore event: ${typeof event === 'string' ? String(event).slice(0, 60) : typeof event}`,
      )
    if (typeof listener !== 'function') throw new TypeError('The event listener must be a function.')
    startForwarding()
    const set = listeners.get(event) ?? new Set()
    listeners.set(event, set)
    const wrapped = (payload: unknown) => (listener as (payload: unknown) => void)(payload)
    set.add(wrapped)
    return () => {
      set.delete(wrapped)
    }
  }

  const cancel = (callId: number): void => {
    if (isCallId(callId)) ipc.send(IPC_CANCEL_CHANNEL, callId)
  }

  return Object.freeze({ ...methodsApi, on, cancel })
}
