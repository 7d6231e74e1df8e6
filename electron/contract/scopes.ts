/**
 * The scopes of the service (api-spec.md, Authentication) plus cover upload and resume points (the OpenAPI
 * description's); Encore asks for all of them. Each with what it lets Encore do, in words a person reads in a
 * tooltip.
 */
export const scopePurpose = {
  'user-follow-read': 'see the artists and people you follow',
  'user-follow-modify': 'follow and unfollow artists and people',
  'playlist-read-private': 'see your private playlists',
  'playlist-read-collaborative': 'see collaborative playlists',
  'playlist-modify-public': 'edit your public playlists',
  'playlist-modify-private': 'edit your private playlists',
  'user-library-read': 'see your saved tracks and albums',
  'user-library-modify': 'save and remove tracks and albums',
  'user-top-read': 'see your top artists and tracks',
  'user-read-playback-state': 'see what is playing and on which device',
  'user-modify-playback-state': 'control playback',
  'user-read-recently-played': 'see what you played recently',
  'user-read-currently-playing': 'see the track playing now',
  'user-read-email': 'see your email address',
  'user-read-private': 'see your subscription and country',
  'user-read-birthdate': 'see your date of birth',
  'ugc-image-upload': 'upload playlist covers',
  // Podcasts and audiobooks: where the user stopped (episodes' and chapters' resume points).
  'user-read-playback-position': 'see where you stopped in podcast episodes and audiobooks',
} as const satisfies Readonly<Record<string, string>>
export type ScopeName = keyof typeof scopePurpose
/** Every scope, in the order Encore asks for them (test/operations holds them equal to the service's). */
export const scopeNames = Object.keys(scopePurpose) as readonly ScopeName[]
