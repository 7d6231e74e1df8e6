import type { Notice, SettingsProblem } from '../../../contract'
import type { KeptService } from '../auth'
import type { SettingsService } from '../settings'

/**
 * Settings repaired at start (a damaged file, a value of the wrong type) come back as defaults, and the
 * default profile is the demo: the kept Spotify sign-in then looked like one for other settings and was
 * forgotten without a word. Where the repair touched which service Encore uses, the service is taken from the
 * kept sign-in itself (its profile, Client ID and addresses), so it is kept, and the notice says so.
 */

const touchesService = (problem: SettingsProblem) =>
  problem.path === '(file)' || problem.path === 'profile' || problem.path.startsWith('spotify.')

/** The notice for settings repaired at start; the settings follow the kept sign-in first where they must. */
export async function repairNotice(
  settings: Pick<SettingsService, 'get' | 'update' | 'problems'>,
  keptService: () => Promise<KeptService | undefined>,
): Promise<Notice | null> {
  const { problems } = settings
  if (!problems.length) return null
  const fields = problems.map((problem) => (problem.path === '(file)' ? 'the whole file' : problem.path))
  const repaired = `Some settings were invalid and were reset to their defaults: ${fields.join(', ')}.`
  const kept = problems.some(touchesService) ? await keptService() : undefined
  if (!kept) return { level: 'warning', code: 'SETTINGS_REPAIRED', message: repaired }
  const current = settings.get()
  if (kept.profile === 'spotify') {
    const { clientId, accountsUrl, apiUrl } = kept
    const same =
      current.profile === 'spotify' &&
      current.spotify.clientId === clientId &&
      current.spotify.accountsUrl === accountsUrl &&
      current.spotify.apiUrl === apiUrl
    if (!same) settings.update({ profile: 'spotify', spotify: { clientId, accountsUrl, apiUrl } })
  } else if (current.profile !== 'demo') settings.update({ profile: 'demo' })
  const service =
    kept.profile === 'spotify' ? 'Spotify, with its Client ID and addresses' : 'the demo service'
  return {
    level: 'warning',
    code: 'SETTINGS_REPAIRED',
    message: `${repaired} Your sign-in was kept: Encore uses ${service} as when you signed in.`,
  }
}
