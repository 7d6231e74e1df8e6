import { scopeNames, type ScopeName } from '../../contract'

/** The scope list lives in the contract (the renderer shows it too); re-exported for the client's callers. */
export { scopeNames }

export type Scope = ScopeName

/**
 * What an operation needs, as a list of clauses that must all hold; a clause holds when any one of its
 * scopes is granted. `[['a'], ['b', 'c']]` reads "a, and b or c". An empty list needs nothing.
 */
export type ScopeRequirement = readonly (readonly Scope[])[]

export const noScopes: ScopeRequirement = []

/** Every scope named is needed. */
export function allOf(...scopes: Scope[]): ScopeRequirement {
  return scopes.map((scope) => [scope])
}

/** Any one of the scopes named is enough. */
export function anyOf(...scopes: Scope[]): ScopeRequirement {
  return [scopes]
}

export function both(a: ScopeRequirement, b: ScopeRequirement): ScopeRequirement {
  return [...a, ...b]
}

/**
 * The scopes to grant for the requirement to hold: for every clause no granted scope satisfies, its scopes
 * (the first one alone would do for a one-of clause; all are listed so the message names the choice).
 */
export function missingScopes(requirement: ScopeRequirement, granted: readonly string[]): Scope[] {
  const have = new Set(granted)
  const missing: Scope[] = []
  for (const clause of requirement) {
    if (clause.some((scope) => have.has(scope))) continue
    for (const scope of clause) if (!missing.includes(scope)) missing.push(scope)
  }
  return missing
}
