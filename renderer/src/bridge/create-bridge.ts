import { buildNestedApi, methodNames, type BridgeApi } from '@contract'
import { BridgeCallError } from './bridge-call-error'
import type { BridgeTransport } from './transport'

export interface Bridge {
  api: BridgeApi
  transport: BridgeTransport
}

/**
 * The renderer's one typed bridge: `api.area.verb(input, { signal })` resolves the output or rejects with
 * BridgeCallError (code ABORTED when the signal fired first).
 */
export function createBridge(transport: BridgeTransport): Bridge {
  const methodsApi = buildNestedApi<'value'>(methodNames, (method) => async (input, options) => {
    const result = await transport.call(method, input, options)
    if (!result.ok) throw new BridgeCallError(result.error)
    return result.value
  })
  return { api: { ...methodsApi, on: transport.on }, transport }
}
