import { freshDefaults, type Notice, type Settings, type ShownLanguage } from '../../../contract'
import { wordsIn, type Say } from '../../base/words'
import { accountWords, type AccountWords } from './account-words'
import type { KeptService } from '../auth'
import { problemSaid, type FoundProblem, type SettingsService } from '../settings'

/**
 * Settings damaged between two runs (a file that is `{}`, lacks the Client ID, was deleted, is a link to
 * nothing, could not be read) come back as defaults, and the default profile is the demo: the kept Spotify
 * sign-in then looked like one for other settings and was forgotten without a word. Settings never end a
 * sign-in that way: where the service values are defaults, or were repaired, they are taken from the kept
 * sign-in itself (its profile, Client ID and addresses), and a notice says so. Only a value the person chose
 * (one that is not a default) leaves the sign-in to end, as a change of service in Settings does.
 */

const touchesService = (problem: FoundProblem) =>
  problem.path === '(file)' || problem.path === 'profile' || problem.path.startsWith('spotify.')

/** The values that say which service Encore uses, as the kept sign-in would have them. */
function serviceValues(settings: Settings) {
  const { clientId, accountsUrl, apiUrl } = settings.spotify
  return { profile: settings.profile, clientId, accountsUrl, apiUrl }
}
type ServiceValues = ReturnType<typeof serviceValues>

/**
 * Whether the settings must follow the kept sign-in: some service value differs from the kept one, and each
 * that differs is at its default (or the repair touched the service). Otherwise they agree, or the person
 * chose another service.
 */
function mustFollow(current: ServiceValues, kept: KeptService, repaired: boolean): boolean {
  const defaults = serviceValues(freshDefaults())
  const wanted: Partial<ServiceValues> = kept.profile === 'spotify' ? kept : { profile: 'demo' }
  const differing = (Object.keys(wanted) as (keyof ServiceValues)[]).filter(
    (key) => wanted[key] !== current[key],
  )
  if (!differing.length) return false
  return repaired || differing.every((key) => current[key] === defaults[key])
}

function follow(settings: Pick<SettingsService, 'update'>, kept: KeptService): void {
  if (kept.profile === 'spotify') {
    const { clientId, accountsUrl, apiUrl } = kept
    settings.update({ profile: 'spotify', spotify: { clientId, accountsUrl, apiUrl } })
  } else settings.update({ profile: 'demo' })
}

/** What the notice says about the settings themselves: the file that could not be read, or the values reset. */
function repairedWords(
  problems: readonly FoundProblem[],
  say: Say<AccountWords>,
  language: ShownLanguage,
): string {
  const file = problems.find((problem) => problem.path === '(file)')
  if (file) {
    // The settings' own words for the file, said now: they were found before the language was known.
    const { message } = problemSaid(file, language)
    return `${message.charAt(0).toUpperCase()}${message.slice(1)}${language === 'ja' ? '。' : '.'}`
  }
  const fields = problems.map((problem) => problem.path)
  return say('repaired.invalid', { fields: fields.join(', ') })
}

/** The notice for settings repaired at start; the settings follow the kept sign-in first where they must. */
export async function repairNotice(
  settings: Pick<SettingsService, 'get' | 'update' | 'problems'>,
  keptService: () => Promise<KeptService | undefined>,
  language: ShownLanguage = 'en',
): Promise<Notice | null> {
  const say = wordsIn(accountWords, language)
  const { problems } = settings
  const repaired = problems.some(touchesService)
  const kept = await keptService()
  const followed = kept !== undefined && mustFollow(serviceValues(settings.get()), kept, repaired)
  if (kept && followed) follow(settings, kept)
  if (!problems.length && !followed) return null
  const said = problems.length ? repairedWords(problems, say, language) : say('repaired.noService')
  if (!kept || (!followed && !repaired)) return { level: 'warning', code: 'SETTINGS_REPAIRED', message: said }
  return {
    level: 'warning',
    code: 'SETTINGS_REPAIRED',
    message: say(kept.profile === 'spotify' ? 'repaired.keptSpotify' : 'repaired.keptDemo', { said }),
  }
}
