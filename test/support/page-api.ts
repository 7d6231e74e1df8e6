import { buildNestedApi, methodNames, type NestedApi } from '../../electron/contract'
import type { Encore } from '../../electron/core/app'
import { EncoreError } from '../../electron/core/base/errors'

/**
 * Calls core as the page does: through the dispatcher, with the input a transport carries (defaults left out)
 * checked, and the answer checked. Resolves the output or throws the EncoreError the page would receive.
 * Tests of the bridge's behaviour use it; `encore.api` is core's direct in-process API, which checks nothing.
 */
export function pageApi(encore: Pick<Encore, 'dispatch'>): NestedApi<'value'> {
  return buildNestedApi<'value'>(methodNames, (name) => async (input, options) => {
    const result = await encore.dispatch(name, input, options)
    if (!result.ok) throw EncoreError.fromBridgeError(result.error)
    return result.value
  })
}
