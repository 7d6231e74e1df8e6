import type { RetiredIn } from './generations'
import { savedKindScopes, type SavedKind } from './saved-kinds'
import { allOf, anyOf, both, noScopes, type ScopeRequirement } from './scopes'

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE'

/**
 * What decides the scope variant of an operation (api-spec.md, "Authentication" 3; /me/library's kinds). The
 * client says what it sends; the emulator says what it knows (a playlist's visibility, how it is followed).
 */
export interface ScopeVariant {
  public?: boolean | undefined
  collaborative?: boolean | undefined
  /** The kinds of the URIs sent to /me/library. */
  kinds?: readonly SavedKind[] | undefined
}

export interface OperationSpec {
  method: HttpMethod
  /** Path template relative to /v1; `{names}` are path parameters. */
  path: string
  /** api-spec.md's scope column, with the variants (public or private, kinds) as a function. */
  scopes: ScopeRequirement | ((variant: ScopeVariant) => ScopeRequirement)
  /**
   * The generation from which the real service no longer offers it (service-2026.md §1, §2): the client does
   * not send it to that generation; the emulator refuses it while it plays that generation.
   */
  retiredIn?: RetiredIn
  /**
   * The generation from which the real service answers it only for playlists the user owns or collaborates on
   * (service-2026.md §2: another's playlist's items are refused 403): the client does not ask it for another's
   * playlist there; the emulator refuses it so while it plays that generation.
   */
  ownPlaylistsOnlyIn?: RetiredIn
}

/** `public` true or absent (the service's default) needs the public variant, false the private one. */
function byPublicFlag(variant: ScopeVariant): ScopeRequirement {
  return variant.public === false ? allOf('playlist-modify-private') : allOf('playlist-modify-public')
}

/** An existing playlist: the modify scope of its visibility when known, else either. */
function byVisibility(variant: ScopeVariant): ScopeRequirement {
  return variant.public === undefined
    ? anyOf('playlist-modify-public', 'playlist-modify-private')
    : byPublicFlag(variant)
}

/** A collaborative playlist is private and shared: creating one needs both variants (api-spec.md). */
function forCreate(variant: ScopeVariant): ScopeRequirement {
  return variant.collaborative === true
    ? allOf('playlist-modify-public', 'playlist-modify-private')
    : byPublicFlag(variant)
}

/**
 * Every operation of the service that Encore's client sends or its emulator serves, once: id, method, path,
 * scopes, and the generation that retired it. Operations without `retiredIn` are offered by every generation
 * (the replacements of 2026 included: the real service offers them to every app). To add one, add a line
 * here; test/operations checks it against the OpenAPI description.
 */
export const operations = {
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

  // Player and queue
  'player.getPlaybackState': {
    method: 'GET',
    path: '/me/player',
    scopes: allOf('user-read-playback-state'),
  },
  'player.getDevices': {
    method: 'GET',
    path: '/me/player/devices',
    scopes: allOf('user-read-playback-state'),
  },
  'player.getCurrentlyPlaying': {
    method: 'GET',
    path: '/me/player/currently-playing',
    // The real service answers with either scope.
    scopes: anyOf('user-read-currently-playing', 'user-read-playback-state'),
  },
  'player.getRecentlyPlayed': {
    method: 'GET',
    path: '/me/player/recently-played',
    scopes: allOf('user-read-recently-played'),
  },
  'player.play': { method: 'PUT', path: '/me/player/play', scopes: allOf('user-modify-playback-state') },
  'player.pause': { method: 'PUT', path: '/me/player/pause', scopes: allOf('user-modify-playback-state') },
  'player.skipToNext': {
    method: 'POST',
    path: '/me/player/next',
    scopes: allOf('user-modify-playback-state'),
  },
  'player.skipToPrevious': {
    method: 'POST',
    path: '/me/player/previous',
    scopes: allOf('user-modify-playback-state'),
  },
  'player.seek': { method: 'PUT', path: '/me/player/seek', scopes: allOf('user-modify-playback-state') },
  'player.setRepeat': {
    method: 'PUT',
    path: '/me/player/repeat',
    scopes: allOf('user-modify-playback-state'),
  },
  'player.setVolume': {
    method: 'PUT',
    path: '/me/player/volume',
    scopes: allOf('user-modify-playback-state'),
  },
  'player.setShuffle': {
    method: 'PUT',
    path: '/me/player/shuffle',
    scopes: allOf('user-modify-playback-state'),
  },
  'player.transferPlayback': {
    method: 'PUT',
    path: '/me/player',
    scopes: allOf('user-modify-playback-state'),
  },
  'player.getQueue': {
    method: 'GET',
    path: '/me/player/queue',
    scopes: anyOf('user-read-currently-playing', 'user-read-playback-state'),
  },
  'player.addToQueue': {
    method: 'POST',
    path: '/me/player/queue',
    scopes: allOf('user-modify-playback-state'),
  },

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
  // Podcasts and audiobooks (issue 26). Catalog reads need no scope (with user-read-playback-position their
  // episodes and chapters carry resume points); the saved lists need the library scopes. The several-at-once
  // reads and the classic saves and checks are Feb 2026 removals (single reads and /me/library instead).
  'shows.getShow': { method: 'GET', path: '/shows/{show_id}', scopes: noScopes },
  'shows.getShows': { method: 'GET', path: '/shows', scopes: noScopes, retiredIn: '2026' },
  'shows.getShowEpisodes': { method: 'GET', path: '/shows/{show_id}/episodes', scopes: noScopes },
  'shows.getEpisode': { method: 'GET', path: '/episodes/{episode_id}', scopes: noScopes },
  'shows.getEpisodes': { method: 'GET', path: '/episodes', scopes: noScopes, retiredIn: '2026' },
  'audiobooks.getAudiobook': { method: 'GET', path: '/audiobooks/{audiobook_id}', scopes: noScopes },
  'audiobooks.getAudiobooks': { method: 'GET', path: '/audiobooks', scopes: noScopes, retiredIn: '2026' },
  'audiobooks.getAudiobookChapters': {
    method: 'GET',
    path: '/audiobooks/{audiobook_id}/chapters',
    scopes: noScopes,
  },
  'audiobooks.getChapter': { method: 'GET', path: '/chapters/{chapter_id}', scopes: noScopes },
  'audiobooks.getChapters': { method: 'GET', path: '/chapters', scopes: noScopes, retiredIn: '2026' },
  'library.getSavedShows': { method: 'GET', path: '/me/shows', scopes: allOf('user-library-read') },
  'library.getSavedEpisodes': { method: 'GET', path: '/me/episodes', scopes: allOf('user-library-read') },
  'library.getSavedAudiobooks': { method: 'GET', path: '/me/audiobooks', scopes: allOf('user-library-read') },
  'library.saveShows': {
    method: 'PUT',
    path: '/me/shows',
    scopes: allOf('user-library-modify'),
    retiredIn: '2026',
  },
  'library.removeSavedShows': {
    method: 'DELETE',
    path: '/me/shows',
    scopes: allOf('user-library-modify'),
    retiredIn: '2026',
  },
  'library.checkSavedShows': {
    method: 'GET',
    path: '/me/shows/contains',
    scopes: allOf('user-library-read'),
    retiredIn: '2026',
  },
  'library.saveEpisodes': {
    method: 'PUT',
    path: '/me/episodes',
    scopes: allOf('user-library-modify'),
    retiredIn: '2026',
  },
  'library.removeSavedEpisodes': {
    method: 'DELETE',
    path: '/me/episodes',
    scopes: allOf('user-library-modify'),
    retiredIn: '2026',
  },
  'library.checkSavedEpisodes': {
    method: 'GET',
    path: '/me/episodes/contains',
    scopes: allOf('user-library-read'),
    retiredIn: '2026',
  },
  'library.saveAudiobooks': {
    method: 'PUT',
    path: '/me/audiobooks',
    scopes: allOf('user-library-modify'),
    retiredIn: '2026',
  },
  'library.removeSavedAudiobooks': {
    method: 'DELETE',
    path: '/me/audiobooks',
    scopes: allOf('user-library-modify'),
    retiredIn: '2026',
  },
  'library.checkSavedAudiobooks': {
    method: 'GET',
    path: '/me/audiobooks/contains',
    scopes: allOf('user-library-read'),
    retiredIn: '2026',
  },
} as const satisfies Record<string, OperationSpec>

export type OperationId = keyof typeof operations

export function operationSpec(id: OperationId): OperationSpec {
  return operations[id]
}

export function isOperationId(value: string): value is OperationId {
  return Object.hasOwn(operations, value)
}

/** The scopes an operation needs for a request of this variant. */
export function scopesOf(id: OperationId, variant: ScopeVariant = {}): ScopeRequirement {
  const rule = operationSpec(id).scopes
  return typeof rule === 'function' ? rule(variant) : rule
}
