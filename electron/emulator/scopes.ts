import { isServiceScope, serviceScopes, type Scope } from '../operations'

/**
 * The scopes the emulator knows: the service's, from the operation table it shares with the client (every
 * scope of api-spec.md, plus `ugc-image-upload` and `user-read-playback-position`). /authorize refuses any
 * other scope with `invalid_scope`.
 */
export const KNOWN_SCOPES = serviceScopes
export type { Scope }
export const isKnownScope = isServiceScope

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
