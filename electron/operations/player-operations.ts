import type { OperationSpec } from './operation-spec'
import { allOf, anyOf } from './scopes'

/** The player and its queue. */
export const playerOperations = {
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
} as const satisfies Record<string, OperationSpec>
