import type { PlaybackState } from '@contract'
import { formatAhead } from '../formatting'

export interface StatusWords {
  title: string
  body: string
  /** A line about when it ends, for states that end by themselves. */
  detail?: string
}

/**
 * What a player status means for the listener and what to do, in their words. Core's `message` is used where
 * it says it best; null for `ok` (nothing to say) and `signed-out` (the sign-in prompt speaks then).
 */
export function statusWords(
  state: Pick<PlaybackState, 'status' | 'message' | 'retryAt'>,
): StatusWords | null {
  switch (state.status) {
    case 'idle':
      return {
        title: 'Nothing is playing',
        body: 'Pick up where you left off: here is what you played recently. One click starts it.',
      }
    case 'no-device':
      return {
        title: 'No device is available',
        body:
          state.message ??
          'Encore plays on your own devices. Open Spotify on your phone or computer, then choose it here.',
        detail: 'A phone or computer shows up here a moment after Spotify opens on it.',
      }
    case 'read-only':
      return {
        title: 'A free account can watch, not control',
        body:
          state.message ?? 'This is a free account. You can still see what plays and browse your library.',
      }
    case 'offline':
      return {
        title: 'Encore is offline',
        body: state.message ?? 'Encore cannot reach the service. What you see may be out of date.',
        detail:
          'Player commands are not sent meanwhile; saves and playlist edits wait and go once it is back.',
      }
    case 'rate-limited':
      return {
        title: 'Encore is waiting',
        body: state.message ?? 'The service asked Encore to slow down.',
        ...(state.retryAt
          ? {
              detail: `Reads and commands resume ${formatAhead(state.retryAt, Date.now(), undefined, true)}.`,
            }
          : {}),
      }
    default:
      return null
  }
}

/** "album" → "Playing from album": the words for what a context is. */
export function contextKind(type: string): string {
  switch (type) {
    case 'album':
      return 'Album'
    case 'playlist':
      return 'Playlist'
    case 'artist':
      return 'Artist'
    case 'collection':
      return 'Your Library'
    case 'show':
      return 'Podcast'
    case 'audiobook':
      return 'Audiobook'
    default:
      return type ? type[0]!.toUpperCase() + type.slice(1) : 'Context'
  }
}
