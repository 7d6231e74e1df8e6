/** The service's scopes and scope rules live in the operation table (electron/operations), shared with the emulator. */
export {
  allOf,
  anyOf,
  both,
  missingScopes,
  noScopes,
  serviceScopes,
  type Scope,
  type ScopeRequirement,
} from '../../../operations'
