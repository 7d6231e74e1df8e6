import type { Device, PlaybackContext, Track } from '../../../contract'
import type { Reading } from '../playback'
import type { FeedPlayer, FeedRef, FeedTrack } from './feed'
import { uriId, uriKind } from '../../../contract'

/**
 * The feed's player as one read of the player: what the playback engine will take from the feed in place of a
 * Web API read while the feed leads, so the screens, MPRIS and the tray need no second path. What Soloist does
 * not say keeps the value a read would leave unknown: no cover images (feed-covers.ts fills those it can),
 * no explicit flag, nothing disallowed (Soloist's own refusals come back as error events).
 */

const idOf = (uri: string): string | null => uriId(uri)

const ref = (value: FeedRef) => ({ id: idOf(value.uri), name: value.name, uri: value.uri })

export function trackFromFeed(track: FeedTrack): Track {
  return {
    id: idOf(track.uri),
    uri: track.uri,
    name: track.name,
    artists: track.artists.map(ref),
    album: track.album ? { ...ref(track.album), images: [] } : null,
    durationMs: track.durationMs ?? 0,
    explicit: false,
    isLocal: track.uri.startsWith('spotify:local:'),
    isPlayable: null,
    unplayableReason: null,
    linkedFromUri: null,
  }
}

const contextTypes = new Set(['album', 'playlist', 'artist', 'show', 'collection'])

function contextFromUri(uri: string | null): Omit<PlaybackContext, 'name'> | null {
  if (!uri) return null
  // `spotify:user:<id>:collection` is the saved tracks; otherwise the kind is the URI's second part.
  const type = uri.endsWith(':collection') ? 'collection' : (uriKind(uri) ?? '')
  return contextTypes.has(type) ? { type, uri } : null
}

/**
 * `device` is this Soloist as the Web API lists it (its id is what commands through the Web API target); the
 * feed's volume, when Soloist says it, is the newer one.
 */
export function readingFromFeed(player: FeedPlayer, device: Device): Reading {
  const kind = uriKind(player.track?.uri)
  return {
    track: player.track ? trackFromFeed(player.track) : null,
    itemType: kind === 'episode' ? 'episode' : 'track',
    show: null,
    progressMs: player.progressMs,
    sampledAt: player.sampledAt,
    isPlaying: player.isPlaying,
    device: {
      ...device,
      isActive: true,
      volumePercent: player.volumePercent ?? device.volumePercent,
    },
    repeat: player.repeat ?? 'off',
    shuffle: player.shuffle ?? false,
    context: contextFromUri(player.contextUri),
    disallowed: [],
  }
}
