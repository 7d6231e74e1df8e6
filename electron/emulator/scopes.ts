/**
 * The scopes the emulator knows: every scope of api-spec.md, plus `ugc-image-upload` (cover upload) and
 * `user-read-playback-position` (resume points of episodes and chapters).
 * /authorize refuses any other scope with `invalid_scope`.
 */
export const KNOWN_SCOPES = [
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
  // Podcasts and audiobooks: resume points (the OpenAPI description's scope for them).
  'user-read-playback-position',
] as const

export type Scope = (typeof KNOWN_SCOPES)[number]

const known = new Set<string>(KNOWN_SCOPES)

export function isKnownScope(value: string): value is Scope {
  return known.has(value)
}

/** What the consent page tells the user each scope allows. */
export const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  'user-follow-read': 'See the artists and people you follow',
  'user-follow-modify': 'Follow and unfollow artists and people for you',
  'playlist-read-private': 'See your private playlists',
  'playlist-read-collaborative': 'See your collaborative playlists',
  'playlist-modify-public': 'Create and edit your public playlists',
  'playlist-modify-private': 'Create and edit your private playlists',
  'user-library-read': 'See your saved albums and tracks',
  'user-library-modify': 'Save and remove albums and tracks in your library',
  'user-top-read': 'See your top artists and tracks',
  'user-read-playback-state': 'See what is playing and on which device',
  'user-modify-playback-state': 'Control playback on your devices',
  'user-read-recently-played': 'See what you played recently',
  'user-read-currently-playing': 'See the track you are listening to',
  'user-read-email': 'See your email address',
  'user-read-private': 'See your subscription and country',
  'user-read-birthdate': 'See your date of birth',
  'ugc-image-upload': 'Upload playlist cover images',
  'user-read-playback-position': 'See where you stopped in podcast episodes and audiobook chapters',
}

/**
 * What an operation needs. `allOf`: every scope; `anyOf`: at least one. A function computes the rule from the
 * request (the playlist-modify variant follows the `public` flag of the body).
 */
export type ScopeRule = { allOf: readonly Scope[] } | { anyOf: readonly Scope[] }

/** The scopes missing from `granted` for `rule`, empty when the rule is met. */
export function missingScopes(rule: ScopeRule, granted: ReadonlySet<string>): Scope[] {
  if ('allOf' in rule) return rule.allOf.filter((scope) => !granted.has(scope))
  return rule.anyOf.some((scope) => granted.has(scope)) ? [] : [...rule.anyOf]
}
