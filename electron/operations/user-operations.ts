import { byPublicFlag, byVisibility, type OperationSpec } from './operation-spec'
import { savedKindScopes } from './saved-kinds'
import { allOf, anyOf, noScopes } from './scopes'

/** The user: the profile, follows, the library (classic and 2026) and the top lists. */
export const userOperations = {
  // Users
  'users.getCurrentUserProfile': {
    method: 'GET',
    path: '/me',
    // api-spec.md lists user-read-email, user-read-private and user-read-birthdate; each widens what the
    // profile shows, and any one of them is enough to read it (as the emulator and the real service do).
    scopes: anyOf('user-read-private', 'user-read-email', 'user-read-birthdate'),
  },
  'users.getUserProfile': { method: 'GET', path: '/users/{user_id}', scopes: noScopes, retiredIn: '2026' },

  // Follow
  'follow.checkFollowing': {
    method: 'GET',
    path: '/me/following/contains',
    scopes: allOf('user-follow-read'),
    retiredIn: '2026',
  },
  'follow.follow': {
    method: 'PUT',
    path: '/me/following',
    scopes: allOf('user-follow-modify'),
    retiredIn: '2026',
  },
  'follow.unfollow': {
    method: 'DELETE',
    path: '/me/following',
    scopes: allOf('user-follow-modify'),
    retiredIn: '2026',
  },
  'follow.getFollowedArtists': { method: 'GET', path: '/me/following', scopes: allOf('user-follow-read') },
  'follow.checkUsersFollowPlaylist': {
    method: 'GET',
    path: '/playlists/{playlist_id}/followers/contains',
    scopes: allOf('playlist-read-private'),
    retiredIn: '2026',
  },
  'follow.followPlaylist': {
    method: 'PUT',
    path: '/playlists/{playlist_id}/followers',
    scopes: byPublicFlag,
    retiredIn: '2026',
  },
  'follow.unfollowPlaylist': {
    method: 'DELETE',
    path: '/playlists/{playlist_id}/followers',
    // The variant of how the playlist is followed; without it (the client does not know) either will do.
    scopes: byVisibility,
    retiredIn: '2026',
  },

  // Library
  'library.checkSavedAlbums': {
    method: 'GET',
    path: '/me/albums/contains',
    scopes: allOf('user-library-read'),
    retiredIn: '2026',
  },
  'library.checkSavedTracks': {
    method: 'GET',
    path: '/me/tracks/contains',
    scopes: allOf('user-library-read'),
    retiredIn: '2026',
  },
  'library.getSavedAlbums': { method: 'GET', path: '/me/albums', scopes: allOf('user-library-read') },
  'library.getSavedTracks': { method: 'GET', path: '/me/tracks', scopes: allOf('user-library-read') },
  'library.saveAlbums': {
    method: 'PUT',
    path: '/me/albums',
    scopes: allOf('user-library-modify'),
    retiredIn: '2026',
  },
  'library.saveTracks': {
    method: 'PUT',
    path: '/me/tracks',
    scopes: allOf('user-library-modify'),
    retiredIn: '2026',
  },
  'library.removeSavedAlbums': {
    method: 'DELETE',
    path: '/me/albums',
    scopes: allOf('user-library-modify'),
    retiredIn: '2026',
  },
  'library.removeSavedTracks': {
    method: 'DELETE',
    path: '/me/tracks',
    scopes: allOf('user-library-modify'),
    retiredIn: '2026',
  },

  // The library of 2026: any kind by URI (tracks, albums, artists, users, playlists).
  'library.saveItems': {
    method: 'PUT',
    path: '/me/library',
    scopes: (variant) => savedKindScopes(variant.kinds, 'modify'),
  },
  'library.removeItems': {
    method: 'DELETE',
    path: '/me/library',
    scopes: (variant) => savedKindScopes(variant.kinds, 'modify'),
  },
  'library.checkItems': {
    method: 'GET',
    path: '/me/library/contains',
    scopes: (variant) => savedKindScopes(variant.kinds, 'read'),
  },

  // Personalization
  'personalization.getTopArtists': { method: 'GET', path: '/me/top/artists', scopes: allOf('user-top-read') },
  'personalization.getTopTracks': { method: 'GET', path: '/me/top/tracks', scopes: allOf('user-top-read') },
} as const satisfies Record<string, OperationSpec>
