import { buildNestedApi, methodNames, type BridgeApi, type MethodName } from '../../../electron/contract'
import { BridgeCallError } from './bridge-call-error'
import type { BridgeTransport } from './transport'

export interface Bridge {
  api: BridgeApi
  transport: BridgeTransport
}

/** The renderer's one typed bridge: `api.area.verb(input)` resolves the output or rejects with BridgeCallError. */
export function createBridge(transport: BridgeTransport): Bridge {
  const call = (method: MethodName) => async (input?: unknown) => {
    const result = await transport.call(method, input)
    if (!result.ok) throw new BridgeCallError(result.error)
    return result.value
  }
  const api = { ...buildNestedApi(methodNames, call), on: transport.on } as unknown as BridgeApi
  return { api, transport }
}
