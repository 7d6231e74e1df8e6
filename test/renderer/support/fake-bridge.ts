import { BridgeCallError } from '../../../renderer/src/bridge/bridge-call-error'
import type { BridgeError } from '../../../electron/contract'

/**
 * A stand-in for `renderer/src/bridge`: tests script answers per method (`answer`), push events (`emit`) and
 * open the connection (`connect`). Use with `vi.mock('<path>/renderer/src/bridge', () => import('<this file>'))`.
 */
type Handler = (input: unknown, options?: { signal?: AbortSignal }) => unknown
const handlers = new Map<string, Handler>()
const listeners = new Map<string, Set<(payload: unknown) => void>>()
const connectionListeners = new Set<(state: string, problem: string | null) => void>()
export const calls: [string, unknown][] = []

export function answer(method: string, handler: Handler): void {
  handlers.set(method, handler)
}

export function fail(method: string, error: BridgeError): void {
  handlers.set(method, () => {
    throw new BridgeCallError(error)
  })
}

export function emit(event: string, payload: unknown): void {
  for (const listener of listeners.get(event) ?? []) listener(payload)
}

/** How many listeners the page keeps for `event` now (one left behind by a page gone is a leak). */
export function listenerCount(event: string): number {
  return listeners.get(event)?.size ?? 0
}

export function connect(): void {
  for (const listener of connectionListeners) listener('open', null)
}

/** The connection drops; `problem` is why, when the host said so. */
export function drop(problem: string | null = null): void {
  for (const listener of connectionListeners) listener('reconnecting', problem)
}

export function resetFakeBridge(): void {
  handlers.clear()
  listeners.clear()
  connectionListeners.clear()
  calls.length = 0
}

const call = (method: string) => async (input?: unknown, options?: { signal?: AbortSignal }) => {
  calls.push([method, input])
  const handler = handlers.get(method)
  if (!handler)
    throw new BridgeCallError({ code: 'UNKNOWN_METHOD', message: `no answer scripted for ${method}` })
  return handler(input, options)
}

export const bridge = new Proxy(
  {
    on(event: string, listener: (payload: unknown) => void) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return () => set.delete(listener)
    },
  } as Record<string, unknown>,
  {
    get(target, area: string) {
      if (area in target) return target[area]
      return new Proxy({}, { get: (_inner, verb: string) => call(`${area}.${verb}`) })
    },
  },
)

export const bridgeTransport = {
  kind: 'websocket',
  onConnectionChange(listener: (state: string, problem: string | null) => void) {
    connectionListeners.add(listener)
    listener('connecting', null)
    return () => connectionListeners.delete(listener)
  },
}

export { BridgeCallError }
export { describeBridgeError } from '../../../renderer/src/bridge/describe-error'
