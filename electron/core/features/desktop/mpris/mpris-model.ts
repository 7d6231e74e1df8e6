import {
  callOn,
  callsOn,
  positionAt,
  type PlaybackState,
  type PlayerCommandCall,
  type RepeatMode,
  type Track,
  isKind,
} from '../../../../contract'
import { actionRefused, canTogglePlay } from '../controls'
import { coverUrl } from '../notifications'
import { stripControls } from '../../../base/security/safe-text'

/**
 * The MPRIS player (`org.mpris.MediaPlayer2.Player`) as pure data over the playback state: its properties,
 * which of them changed, when to send `Seeked`, and which player command each method or property write makes (its name in the command table).
 * The D-Bus side (mpris-service.ts) only wraps these in variants. Times on D-Bus are microseconds.
 */

export const NO_TRACK_PATH = '/org/mpris/MediaPlayer2/TrackList/NoTrack'
const TRACK_PATH_PREFIX = '/app/encore/track/'

export type LoopStatus = 'None' | 'Track' | 'Playlist'

export interface MprisMetadata {
  trackId: string
  /** Microseconds; null when unknown. */
  lengthUs: number | null
  title: string | null
  artists: string[]
  album: string | null
  albumArtists: string[]
  artUrl: string | null
  url: string | null
}

export interface MprisPlayerProperties {
  PlaybackStatus: 'Playing' | 'Paused' | 'Stopped'
  LoopStatus: LoopStatus
  Shuffle: boolean
  Metadata: MprisMetadata
  /** 0 to 1. */
  Volume: number
  CanGoNext: boolean
  CanGoPrevious: boolean
  CanPlay: boolean
  CanPause: boolean
  CanSeek: boolean
  CanControl: boolean
}

/** FNV-1a, enough to turn a URI into a stable object-path element. */
function hash(text: string): string {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193) >>> 0
  }
  return value.toString(16).padStart(8, '0')
}

/** The track's `mpris:trackid`: a D-Bus object path, which allows only A–Z, a–z, 0–9 and _ in an element. */
export function trackObjectPath(track: Pick<Track, 'id' | 'uri'> | null): string {
  if (!track) return NO_TRACK_PATH
  if (track.id && /^[A-Za-z0-9_]+$/.test(track.id)) return `${TRACK_PATH_PREFIX}${track.id}`
  return `${TRACK_PATH_PREFIX}u${hash(track.uri)}`
}

export function loopStatusOf(repeat: RepeatMode): LoopStatus {
  return repeat === 'track' ? 'Track' : repeat === 'context' ? 'Playlist' : 'None'
}

export function repeatOf(loop: string): RepeatMode | null {
  return loop === 'Track' ? 'track' : loop === 'Playlist' ? 'context' : loop === 'None' ? 'off' : null
}

export function mprisMetadata(state: PlaybackState): MprisMetadata {
  const track = state.track
  if (!track) {
    return {
      trackId: NO_TRACK_PATH,
      lengthUs: null,
      title: null,
      artists: [],
      album: null,
      albumArtists: [],
      artUrl: null,
      url: null,
    }
  }
  // The web player's page: a track's or an episode's (a chapter plays under an episode URI it does not answer).
  const kind = state.itemType === 'episode' ? 'episode' : state.itemType === 'track' ? 'track' : null
  const webId = kind && isKind(track.uri, kind) && track.id ? track.id : null
  return {
    trackId: trackObjectPath(track),
    lengthUs: track.durationMs > 0 ? Math.round(track.durationMs * 1000) : null,
    // Strangers' text, shown by panels and read by scripts (playerctl): control characters stripped.
    title: stripControls(track.name),
    artists: track.artists.map((artist) => stripControls(artist.name)),
    album: track.album ? stripControls(track.album.name) : null,
    // A show (a book) is its episodes' album and their album artist.
    albumArtists: state.show ? [stripControls(state.show.publisher ?? state.show.name)] : [],
    artUrl: coverUrl(track.album?.images ?? []),
    url: webId ? `https://open.spotify.com/${kind}/${webId}` : null,
  }
}

/** Every property but Position (which clients read when they need it, as the specification intends). */
export function mprisPlayerProperties(state: PlaybackState): MprisPlayerProperties {
  const loaded = state.track !== null
  const toggle = canTogglePlay(state)
  return {
    PlaybackStatus: !loaded ? 'Stopped' : state.isPlaying ? 'Playing' : 'Paused',
    LoopStatus: loopStatusOf(state.repeat),
    Shuffle: state.shuffle,
    Metadata: mprisMetadata(state),
    Volume: (state.device?.volumePercent ?? 0) / 100,
    CanGoNext: loaded && actionRefused(state, 'next') === null,
    CanGoPrevious: loaded && actionRefused(state, 'previous') === null,
    CanPlay: toggle,
    CanPause: toggle,
    CanSeek: loaded && (state.track?.durationMs ?? 0) > 0 && actionRefused(state, 'seek') === null,
    // An intrinsic capability by the specification (never changes): Encore is a remote control.
    CanControl: true,
  }
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

/** The properties whose values differ, for one PropertiesChanged signal. */
export function changedProperties(
  previous: MprisPlayerProperties | null,
  next: MprisPlayerProperties,
): (keyof MprisPlayerProperties)[] {
  const names = Object.keys(next) as (keyof MprisPlayerProperties)[]
  return previous ? names.filter((name) => !sameValue(previous[name], next[name])) : names
}

/** The Position property: the extrapolated position in microseconds. */
export function mprisPosition(state: PlaybackState, now: number): number {
  return Math.round(positionAt(state, now) * 1000)
}

/** A jump the natural progress does not explain: clients resynchronise on `Seeked`. */
export const SEEK_TOLERANCE_MS = 1_500

/**
 * The position (µs) to announce with `Seeked` when a new state moved the position of the same track away
 * from where the previous one said it would be now; null when it did not (or the track changed).
 */
export function seekedPosition(
  previous: PlaybackState | null,
  next: PlaybackState,
  now: number,
): number | null {
  if (!previous?.track || !next.track || previous.track.uri !== next.track.uri) return null
  const expected = positionAt(previous, now)
  const actual = positionAt(next, now)
  return Math.abs(actual - expected) > SEEK_TOLERANCE_MS ? Math.round(actual * 1000) : null
}

/** What a client asked for: a method call or a property write. */
export type MprisRequest =
  | { kind: 'PlayPause' | 'Play' | 'Pause' | 'Stop' | 'Next' | 'Previous' }
  | { kind: 'Seek'; offsetUs: number }
  | { kind: 'SetPosition'; trackId: string; positionUs: number }
  | { kind: 'SetVolume'; volume: number }
  | { kind: 'SetShuffle'; on: boolean }
  | { kind: 'SetLoopStatus'; loop: string }

/** The player command a request makes (run through `PlayerControl`), or null for none. */
export type EngineCall = PlayerCommandCall

/**
 * Maps a request to one engine call, following the specification: Play while playing and Pause while paused
 * do nothing; Stop pauses (a remote cannot unload a device); Seek past the end goes to the next track; a
 * SetPosition for another track or outside the track is ignored. Commands the state refuses still go to the
 * engine, which refuses them with a notice the user sees.
 */
export function engineCallFor(request: MprisRequest, state: PlaybackState, now: number): EngineCall | null {
  const whole = callsOn('mpris')
  switch (request.kind) {
    case 'Play':
      return state.isPlaying ? null : whole.Play
    case 'Pause':
    case 'Stop':
      return state.isPlaying ? whole[request.kind] : null
    case 'PlayPause':
    case 'Next':
    case 'Previous':
      return whole[request.kind]
    case 'Seek': {
      if (!state.track) return null
      const target = positionAt(state, now) + request.offsetUs / 1000
      if (state.track.durationMs > 0 && target > state.track.durationMs) return whole.Next
      return callOn('mpris', 'Seek', { positionMs: Math.round(Math.max(0, target)) })
    }
    case 'SetPosition': {
      if (!state.track || request.trackId !== trackObjectPath(state.track)) return null
      const positionMs = request.positionUs / 1000
      if (positionMs < 0 || (state.track.durationMs > 0 && positionMs > state.track.durationMs)) return null
      return callOn('mpris', 'SetPosition', { positionMs: Math.round(positionMs) })
    }
    case 'SetVolume': {
      if (!Number.isFinite(request.volume)) return null
      const percent = Math.round(Math.max(0, Math.min(1, request.volume)) * 100)
      return callOn('mpris', 'Volume', { percent })
    }
    case 'SetShuffle':
      return callOn('mpris', 'Shuffle', { on: request.on })
    case 'SetLoopStatus': {
      const mode = repeatOf(request.loop)
      return mode ? callOn('mpris', 'LoopStatus', { mode }) : null
    }
  }
}
