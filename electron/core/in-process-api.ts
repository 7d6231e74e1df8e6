import { buildNestedApi, methodNames, type InProcessApi } from '../contract'
import type { Dispatch } from './bridge/dispatcher'
import { EncoreError } from './errors'

/**
 * Core's typed API for code that runs beside it (the shell's tray, hotkeys, login item): `api.settings.get()`
 * resolves the output or throws the EncoreError a bridge caller would have received. It goes through the same
 * dispatcher as the transports, so input checks, output checks and cancellation are the same for everyone.
 */
export function createInProcessApi(dispatch: Dispatch): InProcessApi {
  return buildNestedApi<'value'>(methodNames, (name) => async (input, options) => {
    const result = await dispatch(name, input, options)
    if (!result.ok) throw EncoreError.fromBridgeError(result.error)
    return result.value
  })
}
