import { scopesOf, type OperationId, type ScopeVariant } from '../../../operations'
import { allOf, both, type ScopeRequirement } from './scopes'

/**
 * The client's view of the operation table (electron/operations, shared with the emulator): resource modules
 * name an entry; the transport reads method, path, scopes and availability from it.
 */
export {
  operations,
  operationSpec,
  type HttpMethod,
  type OperationId,
  type OperationSpec,
  type ScopeVariant,
} from '../../../operations'

/** The scopes an operation needs for this request, with `market=from_token` adding user-read-private. */
export function requiredScopes(
  id: OperationId,
  variant: ScopeVariant = {},
  market?: string,
): ScopeRequirement {
  const base = scopesOf(id, variant)
  return market === 'from_token' ? both(base, allOf('user-read-private')) : base
}
