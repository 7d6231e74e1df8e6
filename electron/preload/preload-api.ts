import {
  buildNestedApi,
  IPC_EVENT_CHANNEL,
  IPC_INVOKE_CHANNEL,
  isEventName,
  methodNames,
  type EventName,
  type PreloadApi,
} from '../contract'

/** The two ipcRenderer functions the preload needs; the page never sees ipcRenderer itself. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown
}

/**
 * Builds `window.encore`: one function per contract method and `on(event, cb)`. Callbacks receive the
 * payload only, never the IpcRendererEvent (which would hand the page a route back into Electron).
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

  const methodsApi = buildNestedApi(
    methodNames,
    (name) => (input?: unknown) => ipc.invoke(IPC_INVOKE_CHANNEL, name, input),
  )

  const on = (event: unknown, listener: unknown): (() => void) => {
    if (!isEventName(event))
      throw new TypeError(
        `Unknown Encore event: ${typeof event === 'string' ? event.slice(0, 60) : typeof event}`,
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

  return Object.freeze({ ...methodsApi, on }) as unknown as PreloadApi
}
