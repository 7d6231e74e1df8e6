import type { ServiceKind, ShownLanguage } from '../../../contract'
import { SessionEndedError, type TokenGrant, type TokenProvider } from '../../service/api/token-provider'
import { EncoreError } from '../../base/errors'
import type { Clock } from '../../base/ports'
import type { Redactor } from '../../base/security/redact'
import { wordsIn } from '../../base/words'
import { sessionEndedReason } from './session-ended'
import { signInWords } from './sign-in-words'
import { TokenEndpointError, type TokenEndpoint, type TokenSet } from './token-endpoint'

/** Where one profile's service lives. */
export interface ServiceEndpoints {
  profile: ServiceKind
  /** Ends with /v1. */
  apiUrl: string
  accountsUrl: string
  clientId: string
}

/** The live session's tokens, as the session driver keeps them in memory. */
export interface Credentials {
  endpoints: ServiceEndpoints
  endpoint: TokenEndpoint
  /** Undefined while a kept sign-in is being renewed. */
  accessToken: string | undefined
  refreshToken: string
  expiresAt: number
  scopes: string[]
}

/**
 * Credentials from a token answer. A refresh answer without a new refresh token (or without scopes) keeps the
 * previous one, as the service documents; a first grant without one is refused.
 */
export function credentialsFrom(
  endpoints: ServiceEndpoints,
  endpoint: TokenEndpoint,
  tokens: TokenSet,
  now: number,
  previous?: Credentials,
  language: ShownLanguage = 'en',
): Credentials {
  const refreshToken = tokens.refreshToken ?? previous?.refreshToken
  if (!refreshToken) {
    const say = wordsIn(signInWords, language)
    const service = say(endpoints.profile === 'demo' ? 'ended.demo' : 'ended.spotify')
    throw new EncoreError('SERVICE_ERROR', say('rare.noRefreshToken', { service }))
  }
  return {
    endpoints,
    endpoint,
    accessToken: tokens.accessToken,
    refreshToken,
    expiresAt: now + tokens.expiresInSeconds * 1000,
    scopes: tokens.scopes ?? previous?.scopes ?? [],
  }
}

/** What the API client may use: the access token, its expiry and scopes; nothing while one is being renewed. */
export function grantOf(creds: Credentials): TokenGrant | undefined {
  return creds.accessToken === undefined
    ? undefined
    : { accessToken: creds.accessToken, expiresAt: creds.expiresAt, scopes: [...creds.scopes] }
}

/**
 * A renewal not answered within this long shows the person "Waiting for Spotify…" (signed in as who they
 * are) while the same renewal goes on: it is never sent again while on its way.
 */
export const SLOW_RENEWAL_MS = 5_000

export interface TokenHolderDeps {
  clock: Clock
  redactor: Redactor
  /** A renewal has not answered within SLOW_RENEWAL_MS (it goes on). */
  onSlow?: () => void
  /** The service refused the refresh token: end the session with this reason. */
  onRefused(reason: string): Promise<void>
  /** The language the reason a refusal ended the session is said in; absent: English. */
  language?: () => ShownLanguage
  /** A refresh succeeded; `rotated` when it brought a new refresh token (to be kept again). */
  onRenewed(renewed: Credentials, rotated: boolean): Promise<void>
}

/** The live session's tokens in memory and the single-flight refresh the API client calls through. */
export interface TokenHolder {
  current(): Credentials | undefined
  /** Keeps the tokens of an answer from the token endpoint (and registers them as secrets for the logs). */
  adopt(
    endpoints: ServiceEndpoints,
    endpoint: TokenEndpoint,
    tokens: TokenSet,
    previous?: Credentials,
  ): Credentials
  /** Holds a kept refresh token with no access token yet; the first `refresh()` renews it. */
  hold(credentials: Credentials): void
  clear(): void
  readonly provider: TokenProvider
}

export function createTokenHolder(deps: TokenHolderDeps): TokenHolder {
  const spoken = () => deps.language?.() ?? 'en'
  let credentials: Credentials | undefined
  let refreshing: Promise<TokenGrant> | undefined
  // A renewal got no answer within its (long) deadline: the service may have rotated the token unheard, so a
  // refusal of the same token next is said as that.
  let answerLost = false

  const adopt: TokenHolder['adopt'] = (endpoints, endpoint, tokens, previous) => {
    deps.redactor.addSecret(tokens.accessToken)
    deps.redactor.addSecret(tokens.refreshToken)
    credentials = credentialsFrom(endpoints, endpoint, tokens, deps.clock.now(), previous, spoken())
    return credentials
  }

  const refresh = async (): Promise<TokenGrant> => {
    const creds = credentials
    if (!creds) throw new EncoreError('NOT_SIGNED_IN', wordsIn(signInWords, spoken())('rare.nobodySignedIn'))
    let tokens: TokenSet
    try {
      tokens = await creds.endpoint.refresh(creds.refreshToken)
    } catch (error) {
      if (error instanceof TokenEndpointError && error.error === 'invalid_grant') {
        const { kind, reason } = sessionEndedReason(
          creds.endpoints.profile,
          error.description,
          answerLost,
          spoken(),
        )
        if (credentials === creds) await deps.onRefused(reason)
        throw new SessionEndedError(reason, kind)
      }
      if (error instanceof EncoreError && error.code === 'TIMEOUT' && credentials === creds) answerLost = true
      throw error
    }
    answerLost = false
    // Signed out, switched or signed in anew meanwhile: this answer belongs to a session that is gone.
    if (credentials !== creds) {
      throw new EncoreError('NOT_SIGNED_IN', wordsIn(signInWords, spoken())('rare.endedWhileRenewing'))
    }
    const renewed = adopt(creds.endpoints, creds.endpoint, tokens, creds)
    await deps.onRenewed(
      renewed,
      tokens.refreshToken !== undefined && tokens.refreshToken !== creds.refreshToken,
    )
    return grantOf(renewed)!
  }

  return {
    current: () => credentials,
    adopt,
    hold(held) {
      if (held.refreshToken !== credentials?.refreshToken) answerLost = false
      credentials = held
    },
    clear() {
      credentials = undefined
      refreshing = undefined
      answerLost = false
    },
    provider: {
      // A kept sign-in not renewed yet (the service did not answer at start) offers an expired grant: every
      // request renews it first, and fails as the service's absence does until it answers.
      current: () =>
        credentials
          ? (grantOf(credentials) ?? { accessToken: '', expiresAt: 0, scopes: [...credentials.scopes] })
          : undefined,
      refresh() {
        if (refreshing) return refreshing
        const slow = deps.onSlow ? deps.clock.setTimeout(deps.onSlow, SLOW_RENEWAL_MS) : undefined
        refreshing = refresh().finally(() => {
          if (slow !== undefined) deps.clock.clearTimeout(slow)
          refreshing = undefined
        })
        return refreshing
      },
    },
  }
}
