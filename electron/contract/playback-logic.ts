import type { PlaybackState } from './playback'

/**
 * The player's values and pure rules, with no schema library: shared by core and the page (which animates
 * progress itself with `positionAt`). The schemas in playback.ts are built from these lists.
 */

export const playbackStatuses = [
  /** Reads work and something is loaded on a device. */
  'ok',
  /** Signed in, a device is reachable, nothing is playing: offer something to play. */
  'idle',
  /** No device is available: open Spotify on a phone or computer. */
  'no-device',
  /** A free account: the service refuses player commands; reads keep working. */
  'read-only',
  /** The service cannot be reached: the last state stays on screen, commands are refused. */
  'offline',
  /** The service asked us to wait (rate limit or the app's daily quota): nothing is sent before `retryAt`. */
  'rate-limited',
  /** Nobody is signed in. */
  'signed-out',
] as const
export type PlaybackStatus = (typeof playbackStatuses)[number]

export const repeatModes = ['off', 'context', 'track'] as const
export type RepeatMode = (typeof repeatModes)[number]

/** Repeat's button cycles off → context → track → off. */
export function nextRepeatMode(mode: RepeatMode): RepeatMode {
  return mode === 'off' ? 'context' : mode === 'context' ? 'track' : 'off'
}

/** Controls the service says make no sense right now (or are not allowed), with words for why. */
export const playerActions = [
  'pause',
  'resume',
  'seek',
  'next',
  'previous',
  'repeat',
  'shuffle',
  'transfer',
  'volume',
] as const
export type PlayerAction = (typeof playerActions)[number]

/** The position of the track at `now`, extrapolated from the last read: shared by core and the page. */
export function positionAt(
  state: Pick<PlaybackState, 'progressMs' | 'sampledAt' | 'isPlaying' | 'track'>,
  now: number,
): number {
  const duration = state.track?.durationMs ?? 0
  const position = state.isPlaying ? state.progressMs + Math.max(0, now - state.sampledAt) : state.progressMs
  return Math.max(0, duration > 0 ? Math.min(duration, position) : position)
}

/** Why a control is disabled right now, or null when it may be used. */
export function disallowedReason(
  state: Pick<PlaybackState, 'disallowed'>,
  action: PlayerAction,
): string | null {
  return state.disallowed.find((entry) => entry.action === action)?.reason ?? null
}

/** How long a viewer's "visible" counts without being said again. */
export const PRESENCE_LEASE_MS = 90_000
/** How often a visible page says so again. */
export const PRESENCE_RENEW_MS = 60_000
