import type { UserSummary } from '../../../contract'
import { EncoreError } from '../../base/errors'
import { AccountsUnreachable } from './accounts-http'
import { buildAuthorizeUrl, requestedScopes } from './authorize-url'
import { approveWithoutBrowser } from './demo-consent'
import { startLoopbackReceiver } from './loopback-receiver'
import { createPkcePair, createState } from './pkce'
import { sessionSays, type SessionCore } from './session-core'
import type { ServiceEndpoints } from './session-credentials'
import { createTokenEndpoint, type TokenEndpoint, type TokenSet } from './token-endpoint'

/** How long one quiet sign-in to the demo may wait for its own answer. */
const REJOIN_TIMEOUT_MS = 15_000

/**
 * The demo, kept signed in with consent skipped, did not answer at start: the person is shown signed in as the
 * user kept. Held without a refresh token, its token endpoint signs in again quietly whenever a token is asked
 * for (a read of the player, the session's own tries), so the first request after the demo is back renews it.
 */
export function waitForDemo(
  core: SessionCore,
  startedIn: number,
  endpoints: ServiceEndpoints,
  user: UserSummary,
): Promise<void> {
  const real = createTokenEndpoint({
    accountsUrl: endpoints.accountsUrl,
    clientId: endpoints.clientId,
    ...(core.deps.accountsHttp ? { http: core.deps.accountsHttp } : {}),
    ...(core.deps.language ? { language: core.deps.language } : {}),
  })
  const rejoining: TokenEndpoint = {
    exchangeCode: (params) => real.exchangeCode(params),
    refresh: (refreshToken) =>
      refreshToken ? real.refresh(refreshToken) : rejoinDemo(core, endpoints, real),
  }
  core.holdTokens({
    endpoints,
    endpoint: rejoining,
    accessToken: undefined,
    refreshToken: '',
    expiresAt: 0,
    scopes: [...requestedScopes],
  })
  return core.waitFor(startedIn, 'demo', user)
}

/** Signs in to the demo again without a page (its consent is skipped): the tokens it grants. */
async function rejoinDemo(
  core: SessionCore,
  endpoints: ServiceEndpoints,
  endpoint: TokenEndpoint,
): Promise<TokenSet> {
  const { deps } = core
  const pkce = createPkcePair(deps.random)
  const state = createState(deps.random)
  const receiver = await startLoopbackReceiver({
    state,
    port: null,
    timeoutMs: REJOIN_TIMEOUT_MS,
    clock: deps.clock,
    ...(deps.language ? { language: deps.language } : {}),
  })
  try {
    const authorizeUrl = buildAuthorizeUrl({
      accountsUrl: endpoints.accountsUrl,
      clientId: endpoints.clientId,
      redirectUri: receiver.redirectUri,
      codeChallenge: pkce.challenge,
      state,
    })
    const approved = await approveWithoutBrowser(authorizeUrl, receiver.redirectUri, deps.accountsHttp).catch(
      (error: unknown) => {
        // Met by the player's reads too: said as the service's absence, never as something unexpected.
        if (!(error instanceof AccountsUnreachable)) throw error
        throw new EncoreError(
          error.timedOut ? 'TIMEOUT' : 'NETWORK',
          sessionSays(deps)('rare.demoNotAnswering'),
        )
      },
    )
    if (!approved) {
      throw new EncoreError('SERVICE_ERROR', sessionSays(deps)('rare.demoConsentAgain'))
    }
    const outcome = await receiver.outcome
    if (!outcome.ok) throw new EncoreError('SERVICE_ERROR', outcome.message)
    return await endpoint.exchangeCode({
      code: outcome.code,
      redirectUri: receiver.redirectUri,
      codeVerifier: pkce.verifier,
    })
  } finally {
    receiver.cancel()
  }
}
