import {
  disallowedReason,
  PSEUDO_LANGUAGE,
  type PlaybackState,
  type PlayerAction,
  type ShownLanguage,
} from '../../../contract'
import { calendarDays, dayNames, localClock } from '../../base/local-clock'
import { wordsIn, type Say } from '../../base/words'
import { controlWords, type ControlWords } from './control-words'

/**
 * Whether a player control may be used now, from the playback state alone: what the tray menu enables and
 * what MPRIS advertises (CanGoNext, CanSeek, …). It mirrors what the engine refuses before sending, so a
 * control is never offered only to be refused.
 */

/** "until 05:11", "until tomorrow at 05:11", "until Tuesday at 05:11", "until 14 Dec" (in the language). */
function untilWords(at: number, now: number, language: ShownLanguage, say: Say<ControlWords>): string {
  const days = calendarDays(now, at)
  const time = localClock(at)
  if (days <= 0) return say('until.today', { time })
  if (days === 1) return say('until.tomorrow', { time })
  const { weekday, date } = dayNames(at, language === PSEUDO_LANGUAGE ? 'en' : language)
  return days < 7 ? say('until.week', { day: weekday, time }) : say('until.later', { date })
}

/** One short line for what the status means, when it is not `ok`; times ahead are said against `now`. */
export function statusHeadline(
  state: Pick<PlaybackState, 'status'> & Partial<Pick<PlaybackState, 'retryAt' | 'message' | 'saving'>>,
  now: number,
  language: ShownLanguage = 'en',
): string | null {
  const say = wordsIn(controlWords, language)
  switch (state.status) {
    case 'ok':
      // The day's request budget stretching the updates is said where the player is seen, the tray too.
      return state.saving ?? null
    case 'idle':
      return say('status.idle')
    case 'no-device':
      return say('status.noDevice')
    case 'read-only':
      return say('status.readOnly')
    case 'offline':
      return say('status.offline')
    case 'rate-limited':
      // Until when, in the person's local time: a quota refusal can last hours.
      return state.retryAt
        ? say('status.waitingUntil', {
            until: untilWords(state.retryAt, now, language, say),
            why: say(waitingWhy(state.message)),
          })
        : say('status.waiting')
    case 'signed-out':
      return say('status.signedOut')
  }
}

/** Why no player command can be sent now, whatever the action; null when it depends on the action. */
export function commandsRefused(
  state: Pick<PlaybackState, 'status' | 'message'>,
  language: ShownLanguage = 'en',
): string | null {
  switch (state.status) {
    case 'signed-out':
      return wordsIn(controlWords, language)('refused.signIn')
    case 'offline':
    case 'rate-limited':
    case 'no-device':
      // The status alone: its headline then names no time, so no clock is needed.
      return state.message ?? statusHeadline({ status: state.status }, 0, language)
    default:
      return null
  }
}

/** Why a player action is refused now (the status, then what the service or device disallows), or null. */
export function actionRefused(
  state: Pick<PlaybackState, 'status' | 'message' | 'disallowed'>,
  action: PlayerAction,
  language: ShownLanguage = 'en',
): string | null {
  return commandsRefused(state, language) ?? disallowedReason(state, action)
}

/** Play/Pause can be pressed: something is loaded and the action it would take now is allowed. */
export function canTogglePlay(state: PlaybackState): boolean {
  return state.track !== null && actionRefused(state, state.isPlaying ? 'pause' : 'resume') === null
}

/** Why the player waits, in a few words, from the status message core wrote (playback/words.ts). */
function waitingWhy(message: string | null | undefined): 'why.budget' | 'why.quota' | 'why.slowDown' {
  if (message?.startsWith('Saving requests')) return 'why.budget'
  if (message && /used up its requests/.test(message)) return 'why.quota'
  return 'why.slowDown'
}
