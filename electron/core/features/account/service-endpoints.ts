import type { Notice, ServiceKind } from '../../../contract'
import type { ServiceEndpoints } from '../auth'
import { EncoreError } from '../../base/errors'
import type { DemoServiceProblem, EncorePorts } from '../../base/ports'
import type { SettingsService } from '../settings'

/** What the page is told when the demo service could not use or write its state file. */
export function demoProblemNotice(problem: DemoServiceProblem): Notice {
  return problem.kind === 'not-written'
    ? {
        level: 'warning',
        code: 'NOT_KEPT',
        message: `The demo service could not save your demo library, playlists and player in ${problem.file} (${problem.reason}); your changes last until Encore quits.`,
      }
    : {
        level: 'warning',
        code: 'DEMO_STATE_RESET',
        message: `The demo service could not read ${problem.file} (${problem.reason}); it was kept aside as ${problem.setAsideAs ?? 'a copy'} and the demo starts afresh.`,
      }
}

/**
 * Where a profile signs in and calls: Spotify's configured URLs and Client ID, or the demo service (started
 * on first use). Throws an EncoreError that says why when it cannot.
 */
export function endpointResolver(
  ports: Pick<EncorePorts, 'demoService'>,
  settings: SettingsService,
): (profile: ServiceKind) => Promise<ServiceEndpoints> {
  return async (profile) => {
    if (profile === 'spotify') {
      const { spotify } = settings.get()
      return { profile, apiUrl: spotify.apiUrl, accountsUrl: spotify.accountsUrl, clientId: spotify.clientId }
    }
    if (!ports.demoService) {
      throw new EncoreError(
        'UNAVAILABLE',
        'The built-in demo service is not available in this build of Encore.',
      )
    }
    try {
      const demo = await ports.demoService.start({ autoApprove: settings.get().demo.skipConsent })
      return { profile, ...demo }
    } catch (error) {
      throw new EncoreError(
        'UNAVAILABLE',
        `The built-in demo service could not start (${error instanceof Error ? error.message : String(error)}).`,
      )
    }
  }
}
