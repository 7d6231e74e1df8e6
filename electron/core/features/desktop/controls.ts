import { disallowedReason, type PlaybackState, type PlayerAction } from '../../../contract'
import { aheadInWords } from '../../base/local-clock'

/**
 * Whether a player control may be used now, from the playback state alone: what the tray menu enables and
 * what MPRIS advertises (CanGoNext, CanSeek, …). It mirrors what the engine refuses before sending, so a
 * control is never offered only to be refused.
 */

/** "until 05:11", "until tomorrow at 05:11", "until Tuesday at 05:11", "until 14 Dec". */
const untilWords = (at: number, now: number) => `until ${aheadInWords(at, now).replace(/^(at|on) /, '')}`

/** One short line for what the status means, when it is not `ok`; times ahead are said against `now`. */
export function statusHeadline(
  state: Pick<PlaybackState, 'status'> & Partial<Pick<PlaybackState, 'retryAt' | 'message' | 'saving'>>,
  now: number,
): string | null {
  switch (state.status) {
    case 'ok':
      // The day's request budget stretching the updates is said where the player is seen, the tray too.
      return state.saving ?? null
    case 'idle':
      return 'Nothing is playing'
    case 'no-device':
      return 'No device is available'
    case 'read-only':
      return 'Controls need a Premium account'
    case 'offline':
      return 'Offline: reconnecting by itself'
    case 'rate-limited':
      // Until when, in the person's local time: a quota refusal can last hours.
      return state.retryAt
        ? `Waiting ${untilWords(state.retryAt, now)}: ${waitingWhy(state.message)}`
        : 'Waiting: the service asked Encore to slow down'
    case 'signed-out':
      return 'Not signed in'
  }
}

/** Why no player command can be sent now, whatever the action; null when it depends on the action. */
export function commandsRefused(state: Pick<PlaybackState, 'status' | 'message'>): string | null {
  switch (state.status) {
    case 'signed-out':
      return 'Sign in to Encore to control playback.'
    case 'offline':
    case 'rate-limited':
    case 'no-device':
      // The status alone: its headline then names no time, so no clock is needed.
      return state.message ?? statusHeadline({ status: state.status }, 0)
    default:
      return null
  }
}

/** Why a player action is refused now (the status, then what the service or device disallows), or null. */
export function actionRefused(
  state: Pick<PlaybackState, 'status' | 'message' | 'disallowed'>,
  action: PlayerAction,
): string | null {
  return commandsRefused(state) ?? disallowedReason(state, action)
}

/** Play/Pause can be pressed: something is loaded and the action it would take now is allowed. */
export function canTogglePlay(state: PlaybackState): boolean {
  return state.track !== null && actionRefused(state, state.isPlaying ? 'pause' : 'resume') === null
}

/** Why the player waits, in a few words, from the status message core wrote (playback/words.ts). */
function waitingWhy(message: string | null | undefined): string {
  if (message?.startsWith('Saving requests')) return "the day's request budget is spent"
  if (message && /used up its requests/.test(message)) return 'the daily quota is used up'
  return 'the service asked Encore to slow down'
}
