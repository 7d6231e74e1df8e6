import type { OperationSpec } from './operation-spec'
import { noScopes } from './scopes'

/** The catalog: albums, artists, browse, recommendations, search, tracks and markets. */
export const catalogOperations = {
  // Albums
  'albums.getAlbum': { method: 'GET', path: '/albums/{album_id}', scopes: noScopes },
  'albums.getAlbums': { method: 'GET', path: '/albums', scopes: noScopes, retiredIn: '2026' },
  'albums.getAlbumTracks': { method: 'GET', path: '/albums/{album_id}/tracks', scopes: noScopes },

  // Artists
  'artists.getArtist': { method: 'GET', path: '/artists/{artist_id}', scopes: noScopes },
  'artists.getArtists': { method: 'GET', path: '/artists', scopes: noScopes, retiredIn: '2026' },
  'artists.getArtistAlbums': { method: 'GET', path: '/artists/{artist_id}/albums', scopes: noScopes },
  'artists.getArtistTopTracks': {
    method: 'GET',
    path: '/artists/{artist_id}/top-tracks',
    scopes: noScopes,
    retiredIn: '2026',
  },
  'artists.getRelatedArtists': {
    method: 'GET',
    path: '/artists/{artist_id}/related-artists',
    scopes: noScopes,
    retiredIn: '2024',
  },

  // Browse
  'browse.getCategories': { method: 'GET', path: '/browse/categories', scopes: noScopes, retiredIn: '2026' },
  'browse.getCategory': {
    method: 'GET',
    path: '/browse/categories/{category_id}',
    scopes: noScopes,
    retiredIn: '2026',
  },
  'browse.getCategoryPlaylists': {
    method: 'GET',
    path: '/browse/categories/{category_id}/playlists',
    scopes: noScopes,
    retiredIn: '2024',
  },
  'browse.getFeaturedPlaylists': {
    method: 'GET',
    path: '/browse/featured-playlists',
    scopes: noScopes,
    retiredIn: '2024',
  },
  'browse.getNewReleases': {
    method: 'GET',
    path: '/browse/new-releases',
    scopes: noScopes,
    retiredIn: '2026',
  },

  // Recommendations
  'recommendations.getRecommendations': {
    method: 'GET',
    path: '/recommendations',
    scopes: noScopes,
    retiredIn: '2024',
  },
  'recommendations.getAvailableGenreSeeds': {
    method: 'GET',
    path: '/recommendations/available-genre-seeds',
    scopes: noScopes,
    retiredIn: '2024',
  },

  // Search
  'search.search': { method: 'GET', path: '/search', scopes: noScopes },

  // Tracks, audio features and analysis
  'tracks.getTrack': { method: 'GET', path: '/tracks/{track_id}', scopes: noScopes },
  'tracks.getTracks': { method: 'GET', path: '/tracks', scopes: noScopes, retiredIn: '2026' },
  'audio.getAudioFeatures': {
    method: 'GET',
    path: '/audio-features/{track_id}',
    scopes: noScopes,
    retiredIn: '2024',
  },
  'audio.getSeveralAudioFeatures': {
    method: 'GET',
    path: '/audio-features',
    scopes: noScopes,
    retiredIn: '2024',
  },
  'audio.getAudioAnalysis': {
    method: 'GET',
    path: '/audio-analysis/{track_id}',
    scopes: noScopes,
    retiredIn: '2024',
  },

  // Markets
  'markets.getAvailableMarkets': { method: 'GET', path: '/markets', scopes: noScopes, retiredIn: '2026' },
} as const satisfies Record<string, OperationSpec>
