import {
  positionAt,
  disallowedReason,
  uriKind,
  type PlaybackState,
  type SleepRefusalCode,
  type SleepTimerState,
} from '../../../contract'

/**
 * The sleep timer's decisions as plain functions: when the volume steps down and to what, when to pause, what
 * a restart keeps. The driver (sleep-timer.ts) only runs them on the clock.
 */

/** How long before the pause the volume starts going down. */
export const FADE_MS = 10_000
/** At most this many volume steps before the pause: each one request to the service. */
export const FADE_STEPS = 3
/**
 * How late after the known end of a track the timer looks: the next track may have begun, which at most this
 * much of is heard (the engine's own read or Soloist's `track_changed` usually says so sooner).
 */
export const TRACK_END_GRACE_MS = 500

/** One thing the timer does at a moment (epoch ms). */
export type SleepStep =
  | { at: number; action: 'volume'; percent: number }
  | { at: number; action: 'pause'; restorePercent: number | null }

/** Whether the volume may be lowered: a device that lets its volume be set, playing. */
export function canFade(state: PlaybackState): boolean {
  return (
    state.isPlaying &&
    state.device !== null &&
    state.device.volumePercent !== null &&
    state.device.volumePercent > 0 &&
    disallowedReason(state, 'volume') === null
  )
}

/**
 * What a timer ending at `endsAt` does from `now`: with a volume to fade from, up to three steps down over the
 * last 10 s (three quarters, half, a quarter of it), then the pause, which puts the volume back. Steps already
 * past are left out (a timer set for less than 10 s, or a restart within them).
 */
export function sleepPlan(endsAt: number, fadeFrom: number | null, now: number): SleepStep[] {
  const steps: SleepStep[] = []
  if (fadeFrom !== null && fadeFrom > 0) {
    for (let index = 0; index < FADE_STEPS; index++) {
      const at = endsAt - FADE_MS + (index * FADE_MS) / FADE_STEPS
      const percent = Math.round((fadeFrom * (FADE_STEPS - index)) / (FADE_STEPS + 1))
      const last = steps.at(-1)
      if (at < now || percent === fadeFrom || (last?.action === 'volume' && last.percent === percent))
        continue
      steps.push({ at: Math.round(at), action: 'volume', percent })
    }
  }
  const faded = steps.length > 0
  steps.push({ at: endsAt, action: 'pause', restorePercent: faded ? fadeFrom : null })
  return steps
}

/** When the fade begins: the moment to read the volume it starts from. */
export function fadeStartsAt(endsAt: number): number {
  return endsAt - FADE_MS
}

/** What a timer ending at the track's end decides on the player's state. */
export type TrackEndDecision = { kind: 'pause' } | { kind: 'wait'; ms: number } | { kind: 'idle' }

/**
 * The end-of-track timer: pause once another track plays (the engine's read or Soloist's `track_changed`), or
 * once the known end of the track has passed by the grace; until then wait for that end; while paused, nothing
 * to wait for (the next state says when it plays again).
 */
export function trackEndDecision(trackUri: string, state: PlaybackState, now: number): TrackEndDecision {
  if (state.track && state.track.uri !== trackUri) return { kind: 'pause' }
  if (!state.isPlaying || !state.track) return { kind: 'idle' }
  const duration = state.track.durationMs
  if (duration <= 0) return { kind: 'idle' }
  const endsIn = duration - (state.progressMs + Math.max(0, now - state.sampledAt))
  if (endsIn + TRACK_END_GRACE_MS <= 0) return { kind: 'pause' }
  return { kind: 'wait', ms: endsIn + TRACK_END_GRACE_MS }
}

/** The time left of an end-of-track timer, for the marks: null while it is not the track that plays. */
export function trackTimeLeftMs(trackUri: string, state: PlaybackState, now: number): number | null {
  if (state.track?.uri !== trackUri) return null
  return Math.max(0, state.track.durationMs - positionAt(state, now))
}

/**
 * What a timer keeps across a restart: a time of day, or the track whose end it waits for (the end of this
 * track: whether it still plays after the restart says whether that end is still ahead).
 */
export type KeptSleepTimer = { endsAt: number } | { trackUri: string }

/** The document kept for `timer`; null when there is nothing to keep. */
export function keptOf(timer: SleepTimerState): KeptSleepTimer | null {
  if (timer.mode === 'time') return { endsAt: timer.endsAt }
  if (timer.mode === 'track') return { trackUri: timer.trackUri }
  return null
}

/**
 * The timer a start finds: a kept time of day still ahead runs on; one that passed while Encore was not running
 * does nothing (no pause at start), nor does anything unreadable. A kept end of a track waits for the player's
 * first reading (`trackAfterRestart`).
 */
export function restoredTimer(kept: unknown, now: number): SleepTimerState {
  if (typeof kept !== 'object' || kept === null) return { mode: 'off' }
  const trackUri = (kept as { trackUri?: unknown }).trackUri
  if (typeof trackUri === 'string' && uriKind(trackUri) !== null) return { mode: 'track', trackUri }
  const endsAt = (kept as { endsAt?: unknown }).endsAt
  if (typeof endsAt !== 'number' || !Number.isFinite(endsAt) || endsAt <= now) return { mode: 'off' }
  return { mode: 'time', endsAt }
}

/**
 * What the first reading after a restart does to a kept end-of-track timer: the same track still playing
 * keeps it (its end is ahead); another track means it ended while Encore was not running, so the timer goes
 * off without pausing; no track read yet decides nothing.
 */
export function trackAfterRestart(trackUri: string, state: PlaybackState): 'keep' | 'off' | 'unknown' {
  if (!state.track) return 'unknown'
  return state.track.uri === trackUri ? 'keep' : 'off'
}

/** Why a timer cannot be set now, in English words (the command line's) and by code; null when it can. */
export function refusalToSet(state: PlaybackState): { reason: string; code: SleepRefusalCode } | null {
  if (state.status === 'signed-out')
    return {
      reason: 'Sign in first: the sleep timer pauses what plays on your account.',
      code: 'NOT_SIGNED_IN',
    }
  if (!state.track || !state.isPlaying)
    return {
      reason: 'Nothing is playing: start some music, then set the sleep timer.',
      code: 'NOTHING_PLAYING',
    }
  return null
}
