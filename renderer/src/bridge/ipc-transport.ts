import { splitMethodName, type BridgeResult, type PreloadApi } from '../../../electron/contract'
import type { BridgeTransport } from './transport'

type LooseCaller = (input?: unknown) => Promise<BridgeResult<unknown>>

/** Calls through `window.encore`, the preload's API. IPC is always connected while the window lives. */
export function createIpcTransport(api: PreloadApi): BridgeTransport {
  const areas = api as unknown as Record<string, Record<string, LooseCaller>>
  return {
    kind: 'ipc',
    async call(method, input) {
      const { area, verb } = splitMethodName(method)
      const caller = areas[area]?.[verb]
      if (!caller)
        return {
          ok: false,
          error: { code: 'UNKNOWN_METHOD', message: `The preload does not offer ${method}.` },
        }
      try {
        return await caller(input)
      } catch {
        return {
          ok: false,
          error: { code: 'TRANSPORT_CLOSED', message: `The call to ${method} did not reach Encore.` },
        }
      }
    },
    on: (event, listener) => api.on(event, listener as never),
    onConnectionChange(listener) {
      listener('open')
      return () => {}
    },
  }
}
