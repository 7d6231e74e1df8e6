import {
  disallowedReason,
  playerActions,
  type Disallowed,
  type Notice,
  type PlaybackStatus,
  type PlayerAction,
} from '../../../contract'
import { actionOf, type PlayerCommand } from './commands'
import { whenInWords, type FailureMeaning } from '../../service/failures'
import { deviceDisallows, type Reading } from './reading'

/** What the player says, as pure functions of its situation: the engine shows and sends these. */

export const PREMIUM_WORDS =
  'Controlling playback needs a Premium account. You can still see what plays and browse your library.'
export const IDLE_WORDS = 'Nothing is playing. Pick something to play.'
export const NO_DEVICE_WORDS =
  'No device is available. Open Spotify on your phone or computer, then choose it here.'
export const SIGNED_OUT_WORDS = 'Sign in to see and control what plays.'
export const CHOOSE_DEVICE_NOTICE: Notice = {
  level: 'info',
  message: 'Choose where to play: no device is playing right now.',
  code: 'CHOOSE_DEVICE',
}

const allActions: readonly PlayerAction[] = playerActions

/** Every control the player refuses now, once each: the service's refusals and the device's, or all (free). */
export function disallowedFor(current: Reading | null, readOnly: boolean): Disallowed[] {
  if (readOnly) return allActions.map((action) => ({ action, reason: PREMIUM_WORDS }))
  const list = [...(current?.disallowed ?? []), ...deviceDisallows(current?.device ?? null)]
  const seen = new Set<string>()
  return list.filter((entry) => !seen.has(entry.action) && seen.add(entry.action))
}

/** The status message of an unreachable or rate-limited service. */
export function statusWords(
  meaning: Extract<FailureMeaning, { kind: 'offline' | 'rate-limited' }>,
  service: string,
  now: number,
): string {
  if (meaning.kind === 'offline') {
    return `Encore cannot reach ${service}. What you see may be out of date; it reconnects by itself.`
  }
  if (meaning.budget) {
    return `Saving requests: the day's budget is spent. Your own commands still go and the player reads at each track's end; the rest resumes ${whenInWords(meaning.retryAt, now)}. The budget is in Settings → Requests.`
  }
  return meaning.quota
    ? `This app has used up its requests to ${service} for now. Encore sends nothing until it resumes ${whenInWords(meaning.retryAt, now)}.`
    : `${service} asked Encore to slow down. It resumes ${whenInWords(meaning.retryAt, now)}.`
}

/** Why no answer came, as it happened: never "cannot be reached" for a request that never left Encore. */
function noAnswerWords(meaning: Extract<FailureMeaning, { kind: 'offline' }>, service: string): string {
  switch (meaning.how) {
    case 'timeout':
      return `${service} did not answer in time`
    case 'dropped':
      return `the connection to ${service} broke off before it answered`
    case 'unsent':
      return `the request could not be sent from this computer`
    default:
      return `${service} cannot be reached`
  }
}

/** The notice for work that failed (`what`: "pause", "save the track"); null when nobody needs to hear. */
export function failureNotice(
  what: string,
  meaning: FailureMeaning,
  service: string,
  now: number,
): Notice | null {
  switch (meaning.kind) {
    case 'aborted':
      return null
    case 'premium-required':
      return { level: 'warning', message: PREMIUM_WORDS, code: 'PREMIUM_REQUIRED' }
    case 'offline':
      return {
        level: 'error',
        message: `Encore could not ${what}: ${noAnswerWords(meaning, service)}.`,
        code: 'NETWORK',
      }
    case 'server-error':
      return {
        level: 'error',
        message: `Encore could not ${what}: ${service} had a problem; try again.`,
        code: 'SERVICE_ERROR',
      }
    case 'rate-limited':
      return {
        level: 'warning',
        message: meaning.budget
          ? `Encore did not ${what}: the day's request budget is spent. Try again ${whenInWords(meaning.retryAt, now)}, or raise the budget in Settings → Requests.`
          : `Encore did not ${what}: ${service} asked it to wait. Try again ${whenInWords(meaning.retryAt, now)}.`,
        code: 'RATE_LIMITED',
      }
    case 'signed-out':
      return { level: 'error', message: `Sign in to ${what}.`, code: 'NOT_SIGNED_IN' }
    case 'no-active-device':
      return CHOOSE_DEVICE_NOTICE
    case 'refused':
      return { level: 'warning', message: `Encore could not ${what}: ${meaning.words}.`, code: 'REFUSED' }
    case 'other':
      return {
        level: 'error',
        message: `Encore could not ${what}: ${meaning.words}.`,
        code: 'COMMAND_FAILED',
      }
  }
}

export interface RefusalInput {
  signedIn: boolean
  status: PlaybackStatus
  retryAt: number | null
  readOnly: boolean
  /** What the player refuses now (`disallowedFor` of what is shown). */
  disallowed: Disallowed[]
  /** The player command, or null for other work (saving, queueing, listing devices). */
  command: PlayerCommand | null
  what: string
  service: string
  now: number
}

/** Why work must not be sent now, as the notice that says so; null when it may go. */
export function refusalNotice(input: RefusalInput): Notice | null {
  const { what, service, now } = input
  const warn = (message: string, code: string): Notice => ({ level: 'warning', message, code })
  if (!input.signedIn) return warn(`Sign in to ${what}.`, 'NOT_SIGNED_IN')
  if (input.status === 'offline') {
    return warn(
      `Encore cannot reach ${service} right now, so it did not ${what}. Try again once it is back.`,
      'NETWORK',
    )
  }
  if (input.status === 'rate-limited' && input.retryAt !== null && now < input.retryAt) {
    return warn(
      `${service} asked Encore to wait, so it did not ${what}. Try again ${whenInWords(input.retryAt, now)}.`,
      'RATE_LIMITED',
    )
  }
  const command = input.command
  if (!command) return null
  if (input.readOnly) return warn(PREMIUM_WORDS, 'PREMIUM_REQUIRED')
  // Starting something new is not "resume": the service's "already playing" does not refuse it.
  if (command.kind === 'play' && command.play !== null) return null
  const reason = disallowedReason({ disallowed: input.disallowed }, actionOf(command))
  return reason ? warn(`Encore did not ${what}: ${reason}`, 'DISALLOWED') : null
}
