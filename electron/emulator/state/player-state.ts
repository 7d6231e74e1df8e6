import { hash128 } from '../random/prng'

/**
 * The player of one user, as the simulation keeps it. Plain data (no methods) so that it can be persisted;
 * player/simulation.ts moves it through time and player/commands.ts changes it on request.
 */
export type RepeatMode = 'off' | 'track' | 'context'

export interface DeviceState {
  /** 40 hex digits, like the real service's device ids. */
  readonly id: string
  readonly name: string
  /** As the real service spells them: `Computer`, `Smartphone`, `Speaker`, `TV`. */
  readonly type: string
  /** null: the device has a fixed volume (volume commands are refused with VOLUME_CONTROL_DISALLOW). */
  volumePercent: number | null
  /** No Web API command is accepted by a restricted device. */
  readonly restricted: boolean
}

/** What is loaded on the player: a sequence of tracks, where we are in it, and the clock anchor. */
export interface PlaybackState {
  /** The context URI (album, artist, playlist), null when playing a list of `uris`. */
  contextUri: string | null
  /** The tracks of the context (or the `uris`), in context order. */
  trackIds: string[]
  /** Play order: indices into `trackIds` (a permutation while shuffled). */
  order: number[]
  /** Position in `order` of the current context track. */
  cursor: number
  /** The track on the player: the context track at `cursor`, or a queued one. */
  trackId: string
  fromQueue: boolean
  isPlaying: boolean
  /** Progress at `anchorMs`; while playing, progress at t is progressMs + (t - anchorMs). */
  progressMs: number
  anchorMs: number
  /** How long the current track has actually been listened to (the history rule needs it). */
  listenedMs: number
  /** When the playback state last changed (play, pause, skip, seek, new track): the `timestamp` field. */
  changedAt: number
}

export interface PlayerState {
  devices: DeviceState[]
  activeDeviceId: string | null
  playback: PlaybackState | null
  repeat: RepeatMode
  shuffle: boolean
  /** How many shuffle orders were drawn: seeds the next one, so shuffles are reproducible. */
  shuffles: number
  /** Track ids queued with POST /me/player/queue; they play before the context continues. */
  queue: string[]
}

/** A device id in the real service's format, stable for (user, device name). */
export function deviceIdOf(userId: string, name: string): string {
  const words = [...hash128(`device/${userId}/${name}`), ...hash128(`device/${name}/${userId}`)]
  return words
    .map((word) => word.toString(16).padStart(8, '0'))
    .join('')
    .slice(0, 40)
}

/**
 * Every user has the same four devices: a computer, a phone, a speaker with a fixed volume, and a TV that is
 * restricted (it appears, but refuses commands). None is active until something plays or is transferred.
 */
export function createPlayerState(userId: string): PlayerState {
  const device = (name: string, type: string, volumePercent: number | null, restricted = false) => ({
    id: deviceIdOf(userId, name),
    name,
    type,
    volumePercent,
    restricted,
  })
  return {
    devices: [
      device('Encore Desktop', 'Computer', 70),
      device('Pocket Phone', 'Smartphone', 55),
      device('Kitchen Speaker', 'Speaker', null),
      device('Living Room TV', 'TV', 30, true),
    ],
    activeDeviceId: null,
    playback: null,
    repeat: 'off',
    shuffle: false,
    shuffles: 0,
    queue: [],
  }
}
