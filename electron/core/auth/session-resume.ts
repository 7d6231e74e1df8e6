import { SessionEndedError } from '../api/token-provider'
import type { KeptSession } from './kept-session'
import { message, type SessionCore } from './session-core'
import type { ServiceEndpoints } from './session-credentials'
import { createTokenEndpoint } from './token-endpoint'

/**
 * Renews a kept Spotify sign-in without a browser: the kept refresh token buys an access token, then the
 * profile completes the sign-in. `ended`: the kept one was for other settings (forgotten) or was refused;
 * `failed`: the service could not renew it now (it stays kept, and the user is told).
 */
export async function resumeKept(
  core: SessionCore,
  kept: Extract<KeptSession, { profile: 'spotify' }>,
): Promise<'signed-in' | 'ended' | 'failed'> {
  const { deps, generation, tokens } = core
  const current = deps.settings.get().spotify
  if (kept.clientId !== current.clientId || kept.accountsUrl !== current.accountsUrl) {
    await core.keptStore.forget()
    return 'ended'
  }
  const startedIn = generation.advance()
  const endpoints: ServiceEndpoints = {
    profile: 'spotify',
    apiUrl: current.apiUrl,
    accountsUrl: kept.accountsUrl,
    clientId: kept.clientId,
  }
  tokens.hold({
    endpoints,
    endpoint: createTokenEndpoint({
      accountsUrl: endpoints.accountsUrl,
      clientId: endpoints.clientId,
      ...(deps.accountsHttp ? { http: deps.accountsHttp } : {}),
    }),
    accessToken: undefined,
    refreshToken: kept.refreshToken,
    expiresAt: 0,
    scopes: kept.scopes,
  })
  core.move({ type: 'restore-started', profile: 'spotify' })
  try {
    await tokens.provider.refresh()
    return (await core.completeWith(startedIn, 'spotify')) === 'signed-in' ? 'signed-in' : 'failed'
  } catch (error) {
    if (error instanceof SessionEndedError) return 'ended'
    if (generation.isCurrent(startedIn)) {
      tokens.clear()
      core.move({
        type: 'restore-failed',
        reason: {
          code: 'failed',
          message: `Encore could not renew your Spotify sign-in (${deps.redactor.redact(message(error))}). It is still kept: choose Sign in to try again.`,
        },
      })
    }
    return 'failed'
  }
}
