/**
 * The scopes of the service: every scope of api-spec.md (Authentication), plus `ugc-image-upload` for cover
 * uploads and `user-read-playback-position` for the resume points of episodes and chapters (the OpenAPI
 * description's). The emulator knows exactly these (it refuses any other with `invalid_scope`); the client checks
 * its requests against them. test/operations checks them against the OpenAPI description.
 */
export const serviceScopes = [
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
  // Podcasts and audiobooks: where the user stopped (episodes' and chapters' resume points).
  'user-read-playback-position',
] as const
export type Scope = (typeof serviceScopes)[number]

const known = new Set<string>(serviceScopes)

export function isServiceScope(value: string): value is Scope {
  return known.has(value)
}

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

/** The clauses of `requirement` that no granted scope satisfies (empty when it holds). */
export function unmetClauses(requirement: ScopeRequirement, granted: ReadonlySet<string>): Scope[][] {
  return requirement
    .filter((clause) => !clause.some((scope) => granted.has(scope)))
    .map((clause) => [...clause])
}

/**
 * The scopes to grant for the requirement to hold: for every clause no granted scope satisfies, its scopes
 * (the first one alone would do for a one-of clause; all are listed so the message names the choice).
 */
export function missingScopes(requirement: ScopeRequirement, granted: Iterable<string>): Scope[] {
  const missing = new Set<Scope>()
  for (const clause of unmetClauses(requirement, new Set(granted)))
    for (const scope of clause) missing.add(scope)
  return [...missing]
}
