import type { SoloistCover, SoloistEntity, SoloistEvent } from './protocol'

/**
 * The live feed from Soloist's socket as a pure state machine: events in, the player as Encore shows it out,
 * and whether the feed may stand in for the Web API's reads. The feed leads only while the socket is open,
 * someone is logged in, and Soloist is the active device; anything else hands the player back to the Web API
 * rhythm at once (the caller reads the service again on that edge).
 */

export type FeedInput =
  | { kind: 'connecting' }
  | { kind: 'open' }
  | { kind: 'event'; event: SoloistEvent; at: number }
  /** The socket closed or failed; `reason` is for the log. */
  | { kind: 'closed'; reason: string }
  /** The Web API named the active device: whether it is this Soloist. */
  | { kind: 'active-device'; isSoloist: boolean }

export interface FeedRef {
  uri: string
  name: string
}

export interface FeedTrack {
  uri: string
  name: string
  artists: FeedRef[]
  album: FeedRef | null
  durationMs: number | null
  /** The item's own covers as Soloist gives them (an episode's are its show's). */
  covers: SoloistCover[]
}

export interface FeedPlayer {
  status: 'playing' | 'paused' | 'stopped' | 'loading'
  isPlaying: boolean
  track: FeedTrack | null
  contextUri: string | null
  /** Progress at `sampledAt` (epoch ms), extrapolated by whoever shows it, as with the Web API's reads. */
  progressMs: number
  sampledAt: number
  shuffle: boolean | null
  repeat: 'off' | 'context' | 'track' | null
  volumePercent: number | null
}

export interface FeedState {
  socket: 'closed' | 'connecting' | 'open'
  /** Null until Soloist said (auth_state comes first on every connection). */
  loggedIn: boolean | null
  active: boolean
  player: FeedPlayer | null
  /** What comes next, once a `queue_changed` said it; null until then (not the same as nothing next). */
  upNext: FeedTrack[] | null
  /** The last error event's words from Soloist, for the log. */
  lastError: string | null
}

export const initialFeedState: FeedState = {
  socket: 'closed',
  loggedIn: null,
  active: false,
  player: null,
  upNext: null,
  lastError: null,
}

/** Why the Web API leads rather than the feed; null while the feed leads. */
export type FallbackReason = 'no-socket' | 'waiting' | 'logged-out' | 'other-device'

export interface FeedView {
  source: 'soloist' | 'web-api'
  reason: FallbackReason | null
  player: FeedPlayer | null
  /** Null while Soloist has not said what comes next: what Encore knew of it stands. */
  upNext: FeedTrack[] | null
}

export function feedStep(state: FeedState, input: FeedInput): FeedState {
  switch (input.kind) {
    // What a socket said no longer holds once it is gone: nothing of it is kept to show as if current. Whether
    // Soloist is the active device is kept: the Web API said so too, and a new socket's events confirm it.
    case 'connecting':
      return { ...initialFeedState, socket: 'connecting', active: state.active }
    case 'open':
      return { ...initialFeedState, socket: 'open', active: state.active }
    case 'closed':
      return { ...initialFeedState, active: state.active }
    case 'active-device':
      return { ...state, active: input.isSoloist }
    case 'event':
      return state.socket === 'open' ? eventStep(state, input.event, input.at) : state
  }
}

function eventStep(state: FeedState, event: SoloistEvent, at: number): FeedState {
  switch (event.type) {
    case 'auth_state':
      if (!event.logged_in) return { ...state, loggedIn: false, active: false, player: null, upNext: [] }
      return { ...state, loggedIn: true, active: event.is_active ?? state.active }
    case 'playback_state': {
      const player = toPlayer(event, at)
      return { ...state, loggedIn: true, active: event.is_active ?? state.active, player }
    }
    case 'device_changed':
      return { ...state, active: event.is_active }
    case 'queue_changed':
      return { ...state, upNext: event.items.map(toTrack) }
    case 'error':
      return { ...state, lastError: event.message ?? event.code ?? 'error' }
    default:
      return state.player ? { ...state, player: changeStep(state.player, event, at) } : state
  }
}

type PlayerChange = Extract<
  SoloistEvent,
  { type: 'track_changed' | 'playback_changed' | 'position_sync' | 'options_changed' | 'volume_changed' }
>

/**
 * One part of the player changed (Soloist's smaller events between two whole `playback_state`s). Before the
 * first whole state there is nothing to change: those wait for it.
 */
function changeStep(player: FeedPlayer, event: PlayerChange, at: number): FeedPlayer {
  // Where the position is now, by the last sample: a change of state keeps the progress it had reached.
  const progressNow = player.isPlaying
    ? player.progressMs + Math.max(0, at - player.sampledAt)
    : player.progressMs
  switch (event.type) {
    case 'track_changed':
      return { ...player, track: event.item ? toTrack(event.item) : null, progressMs: 0, sampledAt: at }
    case 'playback_changed':
      return {
        ...player,
        status: event.status,
        isPlaying: event.status === 'playing',
        progressMs: progressNow,
        sampledAt: at,
      }
    case 'position_sync':
      return { ...player, progressMs: event.position_ms, sampledAt: at }
    case 'options_changed':
      return { ...player, shuffle: event.shuffle ?? player.shuffle, repeat: event.repeat ?? player.repeat }
    case 'volume_changed':
      return { ...player, volumePercent: Math.round(event.volume) }
  }
}

function toPlayer(event: Extract<SoloistEvent, { type: 'playback_state' }>, at: number): FeedPlayer {
  const track = event.item ? toTrack(event.item) : null
  if (track && track.durationMs === null && event.duration_ms !== undefined)
    track.durationMs = event.duration_ms
  return {
    status: event.status,
    isPlaying: event.status === 'playing',
    track,
    contextUri: event.context?.uri ?? null,
    progressMs: event.position_ms ?? 0,
    sampledAt: at,
    shuffle: event.shuffle ?? null,
    repeat: event.repeat ?? null,
    volumePercent: event.volume === undefined ? null : Math.round(event.volume),
  }
}

function toTrack(entity: SoloistEntity): FeedTrack {
  return {
    uri: entity.uri,
    name: entity.name ?? '',
    artists: (entity.creators ?? []).map((creator) => ({ uri: creator.uri, name: creator.name ?? '' })),
    album: entity.parent ? { uri: entity.parent.uri, name: entity.parent.name ?? '' } : null,
    durationMs: entity.duration_ms ?? null,
    covers: entity.covers ?? [],
  }
}

export function feedView(state: FeedState): FeedView {
  const reason = fallbackReason(state)
  if (reason) return { source: 'web-api', reason, player: null, upNext: null }
  return { source: 'soloist', reason: null, player: state.player, upNext: state.upNext }
}

function fallbackReason(state: FeedState): FallbackReason | null {
  if (state.socket !== 'open') return 'no-socket'
  if (state.loggedIn === false) return 'logged-out'
  if (state.loggedIn === null || state.player === null) return 'waiting'
  if (!state.active) return 'other-device'
  return null
}

/** Runs a list of inputs from a state: what the tests and the feed's owner both use. */
export function feedRun(inputs: FeedInput[], from: FeedState = initialFeedState): FeedState {
  return inputs.reduce(feedStep, from)
}
