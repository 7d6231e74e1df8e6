import {
  disallowedReason,
  playerActions,
  type Disallowed,
  type Notice,
  type PlaybackStatus,
  type PlayerAction,
  type ShownLanguage,
} from '../../../contract'
import { wordsIn } from '../../base/words'
import { actionOf, type PlayerCommand } from './commands'
import { refusalInWords, serviceInWords, whenInWords, type FailureMeaning } from '../../service/failures'
import { playbackWords, type Doing } from './playback-words'
import { deviceDisallows, type Reading } from './reading'

/** What the player says, as pure functions of its situation and the language spoken: the engine shows and sends these. */

const english = playbackWords.en
const PREMIUM_WORDS = english.premium
const CHOOSE_DEVICE_NOTICE: Notice = {
  level: 'info',
  message: english.chooseDevice,
  code: 'CHOOSE_DEVICE',
}

/** The player's words in `language`. */
export const playerSays = (language: ShownLanguage) => wordsIn(playbackWords, language)

/** "Choose where to play", in `language`: the picker opens on it. */
export const chooseDeviceNotice = (language: ShownLanguage): Notice => ({
  ...CHOOSE_DEVICE_NOTICE,
  message: playerSays(language)('chooseDevice'),
})

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
  language: ShownLanguage = 'en',
): string {
  const say = playerSays(language)
  const named = { service: serviceInWords(service, language) }
  if (meaning.kind === 'offline') return say('status.offline', named)
  const when = whenInWords(meaning.retryAt, now, language)
  if (meaning.budget) return say('status.budget', { when })
  return say(meaning.quota ? 'status.quota' : 'status.slowDown', { ...named, when })
}

/** Why no answer came, as it happened: never "cannot be reached" for a request that never left Encore. */
function noAnswerWords(
  meaning: Extract<FailureMeaning, { kind: 'offline' }>,
  service: string,
  language: ShownLanguage,
): string {
  return playerSays(language)(`noAnswer.${meaning.how ?? 'unreachable'}`, { service })
}

/** The notice for work that failed (`what`: pause, save the track); null when nobody needs to hear. */
export function failureNotice(
  what: Doing,
  meaning: FailureMeaning,
  serviceName: string,
  now: number,
  language: ShownLanguage = 'en',
): Notice | null {
  const say = playerSays(language)
  const service = serviceInWords(serviceName, language)
  const doing = say(`doing.${what}`)
  switch (meaning.kind) {
    case 'aborted':
      return null
    case 'premium-required':
      return { level: 'warning', message: say('premium'), code: 'PREMIUM_REQUIRED' }
    case 'offline': {
      const why = noAnswerWords(meaning, service, language)
      return { level: 'error', message: say('failed.could', { what: doing, why }), code: 'NETWORK' }
    }
    case 'server-error':
      return {
        level: 'error',
        message: say('failed.serverError', { what: doing, service }),
        code: 'SERVICE_ERROR',
      }
    case 'rate-limited': {
      const when = whenInWords(meaning.retryAt, now, language)
      const key = meaning.budget ? 'failed.budget' : 'failed.wait'
      return { level: 'warning', message: say(key, { what: doing, service, when }), code: 'RATE_LIMITED' }
    }
    case 'signed-out':
      return { level: 'error', message: say('failed.signIn', { what: doing }), code: 'NOT_SIGNED_IN' }
    case 'no-active-device':
      return chooseDeviceNotice(language)
    case 'refused':
    case 'other':
      return {
        level: meaning.kind === 'refused' ? 'warning' : 'error',
        message: say('failed.could', { what: doing, why: refusalInWords(meaning, language) }),
        code: meaning.kind === 'refused' ? 'REFUSED' : 'COMMAND_FAILED',
      }
  }
}

/** What the service itself refuses for what plays (a device's volume is the device's own). */
const FROM_THE_SERVICE = playerActions.filter(
  (action): action is Exclude<PlayerAction, 'volume'> => action !== 'volume',
)

/**
 * Why the player refuses `action` now, in `language`: the service's refusal for what plays (said for a track,
 * an episode or a chapter), else the device's own (restricted, or no volume control). Null when it does not.
 */
export function disallowedInWords(
  reading: Reading | null,
  action: PlayerAction,
  language: ShownLanguage,
): string | null {
  const say = playerSays(language)
  const item = reading?.itemType ?? 'track'
  const served = FROM_THE_SERVICE.find((key) => key === action)
  if (served && reading?.disallowed.some((entry) => entry.action === action)) {
    return served === 'seek' || served === 'next' || served === 'previous'
      ? say(`disallowed.${served}.${item}`)
      : say(`disallowed.${served}`)
  }
  const device = reading?.device
  if (!device) return null
  if (device.isRestricted && action !== 'transfer')
    return say('disallowed.restricted', { device: device.name })
  return action === 'volume' && device.volumePercent === null
    ? say('disallowed.volume', { device: device.name })
    : null
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
  what: Doing
  service: string
  now: number
  language?: ShownLanguage
  /** What shows: the refusal's reason is said from it in the language spoken. */
  reading?: Reading | null
}

/** Why work must not be sent now, as the notice that says so; null when it may go. */
export function refusalNotice(input: RefusalInput): Notice | null {
  const { now, language = 'en' } = input
  const say = playerSays(language)
  const what = say(`doing.${input.what}`)
  const service = serviceInWords(input.service, language)
  const warn = (message: string, code: string): Notice => ({ level: 'warning', message, code })
  if (!input.signedIn) return warn(say('failed.signIn', { what }), 'NOT_SIGNED_IN')
  if (input.status === 'offline') return warn(say('refused.offline', { what, service }), 'NETWORK')
  if (input.status === 'rate-limited' && input.retryAt !== null && now < input.retryAt) {
    const when = whenInWords(input.retryAt, now, language)
    return warn(say('refused.wait', { what, service, when }), 'RATE_LIMITED')
  }
  const command = input.command
  if (!command) return null
  if (input.readOnly) return warn(say('premium'), 'PREMIUM_REQUIRED')
  // Starting something new is not "resume": the service's "already playing" does not refuse it.
  if (command.kind === 'play' && command.play !== null) return null
  const action = actionOf(command)
  const english = disallowedReason({ disallowed: input.disallowed }, action)
  if (!english) return null
  const reason =
    language === 'en' ? english : (disallowedInWords(input.reading ?? null, action, language) ?? english)
  return warn(say('refused.disallowed', { what, reason }), 'DISALLOWED')
}
