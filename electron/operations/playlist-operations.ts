import { byVisibility, forCreate, type OperationSpec } from './operation-spec'
import { allOf, anyOf, both, noScopes } from './scopes'

/** Playlists, their items (at /tracks, gone in 2026, and /items) and covers. */
export const playlistOperations = {
  // Playlists
  'playlists.getPlaylist': { method: 'GET', path: '/playlists/{playlist_id}', scopes: noScopes },
  'playlists.changeDetails': {
    method: 'PUT',
    path: '/playlists/{playlist_id}',
    // Making it public or private needs that variant; other edits need whichever the playlist is.
    scopes: byVisibility,
  },
  'playlists.createPlaylist': {
    method: 'POST',
    path: '/users/{user_id}/playlists',
    // A collaborative playlist is private and shared: creating one needs both variants (api-spec.md).
    scopes: forCreate,
    retiredIn: '2026',
  },
  'playlists.createMyPlaylist': {
    method: 'POST',
    path: '/me/playlists',
    scopes: forCreate,
  },
  'playlists.getCurrentUserPlaylists': {
    method: 'GET',
    path: '/me/playlists',
    scopes: anyOf('playlist-read-private', 'playlist-read-collaborative'),
  },
  'playlists.getUserPlaylists': {
    method: 'GET',
    path: '/users/{user_id}/playlists',
    scopes: anyOf('playlist-read-private', 'playlist-read-collaborative'),
    retiredIn: '2026',
  },
  // Playlist items at api-spec.md's /tracks, gone in 2026, and at /items (entries `item`, DELETE body `items`).
  'playlists.getTracks': {
    method: 'GET',
    path: '/playlists/{playlist_id}/tracks',
    scopes: noScopes,
    retiredIn: '2026',
    ownPlaylistsOnlyIn: '2026',
  },
  'playlists.addTracks': {
    method: 'POST',
    path: '/playlists/{playlist_id}/tracks',
    scopes: byVisibility,
    retiredIn: '2026',
  },
  'playlists.removeTracks': {
    method: 'DELETE',
    path: '/playlists/{playlist_id}/tracks',
    scopes: byVisibility,
    retiredIn: '2026',
  },
  'playlists.reorderTracks': {
    method: 'PUT',
    path: '/playlists/{playlist_id}/tracks',
    scopes: byVisibility,
    retiredIn: '2026',
  },
  'playlists.replaceTracks': {
    method: 'PUT',
    path: '/playlists/{playlist_id}/tracks',
    scopes: byVisibility,
    retiredIn: '2026',
  },
  'playlists.getItems': {
    method: 'GET',
    path: '/playlists/{playlist_id}/items',
    scopes: noScopes,
    ownPlaylistsOnlyIn: '2026',
  },
  'playlists.addItems': { method: 'POST', path: '/playlists/{playlist_id}/items', scopes: byVisibility },
  'playlists.removeItems': {
    method: 'DELETE',
    path: '/playlists/{playlist_id}/items',
    scopes: byVisibility,
  },
  'playlists.reorderItems': {
    method: 'PUT',
    path: '/playlists/{playlist_id}/items',
    scopes: byVisibility,
  },
  'playlists.replaceItems': {
    method: 'PUT',
    path: '/playlists/{playlist_id}/items',
    scopes: byVisibility,
  },
  'playlists.getCoverImage': { method: 'GET', path: '/playlists/{playlist_id}/images', scopes: noScopes },
  'playlists.uploadCoverImage': {
    method: 'PUT',
    path: '/playlists/{playlist_id}/images',
    scopes: (variant) => both(allOf('ugc-image-upload'), byVisibility(variant)),
  },
} as const satisfies Record<string, OperationSpec>
