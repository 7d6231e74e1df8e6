import type { Notice, ServiceKind, ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { accountWords } from './account-words'
import type { ServiceEndpoints } from '../auth'
import { EncoreError } from '../../base/errors'
import type { DemoServiceProblem, EncorePorts } from '../../base/ports'
import type { SettingsService } from '../settings'

/** What the page is told when the demo service could not use or write its state file. */
export function demoProblemNotice(problem: DemoServiceProblem, language: ShownLanguage = 'en'): Notice {
  const say = wordsIn(accountWords, language)
  const { file, reason } = problem
  return problem.kind === 'not-written'
    ? {
        level: 'warning',
        code: 'NOT_KEPT',
        message: say('demo.notWritten', { file, reason }),
      }
    : {
        level: 'warning',
        code: 'DEMO_STATE_RESET',
        message: say('demo.reset', { file, reason, copy: problem.setAsideAs ?? say('demo.aCopy') }),
      }
}

/**
 * Where a profile signs in and calls: Spotify's configured URLs and Client ID, or the demo service (started
 * on first use). Throws an EncoreError that says why when it cannot.
 */
export function endpointResolver(
  ports: Pick<EncorePorts, 'demoService'>,
  settings: SettingsService,
  language: () => ShownLanguage = () => 'en',
): (profile: ServiceKind) => Promise<ServiceEndpoints> {
  return async (profile) => {
    const say = wordsIn(accountWords, language())
    if (profile === 'spotify') {
      const { spotify } = settings.get()
      return { profile, apiUrl: spotify.apiUrl, accountsUrl: spotify.accountsUrl, clientId: spotify.clientId }
    }
    if (!ports.demoService) {
      throw new EncoreError('UNAVAILABLE', say('demo.unavailable'))
    }
    try {
      const demo = await ports.demoService.start({ autoApprove: settings.get().demo.skipConsent })
      return { profile, ...demo }
    } catch (error) {
      throw new EncoreError(
        'UNAVAILABLE',
        say('demo.cannotStart', { reason: error instanceof Error ? error.message : String(error) }),
      )
    }
  }
}
