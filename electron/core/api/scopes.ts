/** The OAuth scopes of api-spec.md ("Authentication"), plus `ugc-image-upload` for playlist covers. */
export const scopeNames = [
  'user-follow-read',
  'user-follow-modify',
  'playlist-read-private',
  'playlist-read-collaborative',
  'playlist-modify-public',
  'playlist-modify-private',
  'user-library-read',
  'user-library-modify',
  'user-top-read',
  'user-read-playback-state',
  'user-modify-playback-state',
  'user-read-recently-played',
  'user-read-currently-playing',
  'user-read-email',
  'user-read-private',
  'user-read-birthdate',
  'ugc-image-upload',
] as const

export type Scope = (typeof scopeNames)[number]

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
