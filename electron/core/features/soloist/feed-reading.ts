import type { Device, Image, PlaybackContext, PlayingShow, Track } from '../../../contract'
import type { Reading } from '../playback'
import type { FeedPlayer, FeedRef, FeedTrack } from './feed'
import type { SoloistCover } from './protocol'
import { uriId, uriKind, isKind } from '../../../contract'

/**
 * The feed's player as one read of the player: what the playback engine will take from the feed in place of a
 * Web API read while the feed leads, so the screens, MPRIS and the tray need no second path. What Soloist does
 * not say keeps the value a read would leave unknown: no explicit flag, nothing disallowed (Soloist's own
 * refusals come back as error events). Covers are the item's own from the event (`visual_identity.cover`);
 * an item without any is left to feed-covers.ts.
 */

const idOf = (uri: string): string | null => uriId(uri)

const ref = (value: FeedRef) => ({ id: idOf(value.uri), name: value.name, uri: value.uri })

/** Soloist names a cover's size; the widths are those of Spotify's covers by the same names. */
const coverWidths: Readonly<Record<string, number>> = { small: 64, default: 300, large: 640 }

/** Widest first, as the Web API lists images; one picture given under two sizes is listed once. */
export function imagesOf(covers: readonly SoloistCover[]): Image[] {
  const seen = new Set<string>()
  const images = covers.flatMap((cover) => {
    if (seen.has(cover.url)) return []
    seen.add(cover.url)
    const width = (cover.size && coverWidths[cover.size]) || null
    return [{ url: cover.url, width, height: width }]
  })
  return images.sort((a, b) => (b.width ?? 10_000) - (a.width ?? 10_000))
}

export function trackFromFeed(track: FeedTrack): Track {
  return {
    id: idOf(track.uri),
    uri: track.uri,
    name: track.name,
    // An episode without its publisher named is by its show, as a Web API read of it says.
    artists: (track.artists.length === 0 && uriKind(track.uri) === 'episode' && track.album
      ? [track.album]
      : track.artists
    ).map(ref),
    album: track.album ? { ...ref(track.album), images: imagesOf(track.covers) } : null,
    durationMs: track.durationMs ?? 0,
    explicit: false,
    isLocal: isKind(track.uri, 'local'),
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
    show: kind === 'episode' ? showOf(player.track) : null,
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

/** An episode's show: its parent in the envelope, with the show's publisher (its creator) where given. */
function showOf(track: FeedTrack | null): PlayingShow | null {
  const parent = track?.album
  const id = parent ? idOf(parent.uri) : null
  if (!parent || id === null || uriKind(parent.uri) !== 'show') return null
  return { kind: 'show', id, uri: parent.uri, name: parent.name, publisher: track?.artists[0]?.name ?? null }
}
