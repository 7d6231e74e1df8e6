import { z } from 'zod'
import type { ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { signInWords } from './sign-in-words'
import { EncoreError } from '../../base/errors'
import {
  AccountsUnreachable,
  axiosAccountsHttp,
  type AccountsAnswer,
  type AccountsHttp,
} from './accounts-http'
import { withTrailingSlash } from './authorize-url'

/** What the accounts service answers for a successful grant. */
export interface TokenSet {
  accessToken: string
  /** Absent when the service keeps the old refresh token. */
  refreshToken: string | undefined
  expiresInSeconds: number
  /** Granted scopes; undefined when the service did not say. */
  scopes: string[] | undefined
}

const TokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().refine((value) => value.toLowerCase() === 'bearer', 'token_type must be Bearer'),
  expires_in: z.number().positive(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
})

const ErrorResponseSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
})

/**
 * The accounts service refused a grant (`{error, error_description}`). `invalid_grant` means the code or the
 * refresh token is no longer good. Never carries a token.
 */
export class TokenEndpointError extends EncoreError {
  constructor(
    readonly error: string,
    readonly description: string | undefined,
    readonly status: number,
  ) {
    super(
      error === 'invalid_grant' ? 'NOT_SIGNED_IN' : 'SERVICE_ERROR',
      describeTokenError(error, description, status),
      { error, status },
    )
  }
}

function describeTokenError(error: string, description: string | undefined, status: number): string {
  const said = description ? ` (“${description.slice(0, 200)}”)` : ''
  switch (error) {
    case 'invalid_grant':
      return `The sign-in service no longer accepts this sign-in${said}.`
    case 'invalid_client':
      return `The sign-in service does not accept this Client ID${said}. Check the Client ID in Settings.`
    case 'invalid_request':
      return `The sign-in service refused the request as malformed${said}.`
    default:
      return `The sign-in service answered ${status} with the error “${error.slice(0, 64)}”${said}.`
  }
}

/**
 * How long a refresh is awaited. A refresh that reached the service rotated the refresh token even when its
 * answer comes late (a stalled service, a laptop waking on a slow network): giving it up and sending the old
 * token again is refused, and ends the sign-in. So it is awaited long, by every caller at once.
 */
export const REFRESH_DEADLINE_MS = 120_000

export interface TokenEndpointOptions {
  accountsUrl: string
  clientId: string
  /** The deadline of a code exchange; a refresh has REFRESH_DEADLINE_MS unless `refreshTimeoutMs` says. */
  timeoutMs?: number
  refreshTimeoutMs?: number
  /** Test seam: the HTTP the token requests go through. */
  http?: AccountsHttp
  /** The language its failures are said in, asked as each is said; absent: English. */
  language?: () => ShownLanguage
}

export interface TokenEndpoint {
  exchangeCode(params: { code: string; redirectUri: string; codeVerifier: string }): Promise<TokenSet>
  refresh(refreshToken: string): Promise<TokenSet>
}

/** `POST {accounts}/api/token`, form-encoded, for a public client (PKCE, no secret). */
export function createTokenEndpoint(options: TokenEndpointOptions): TokenEndpoint {
  const endpoint = new URL('api/token', withTrailingSlash(options.accountsUrl)).toString()
  const origin = new URL(endpoint).origin
  const http = options.http ?? axiosAccountsHttp
  const exchangeTimeoutMs = options.timeoutMs ?? 15_000
  const refreshTimeoutMs = options.refreshTimeoutMs ?? REFRESH_DEADLINE_MS

  const post = async (form: Record<string, string>, timeoutMs: number): Promise<TokenSet> => {
    const language = options.language?.() ?? 'en'
    const say = wordsIn(signInWords, language)
    let response: AccountsAnswer
    try {
      response = await http({ url: endpoint, method: 'POST', form, timeoutMs })
    } catch (error) {
      if (error instanceof AccountsUnreachable && error.timedOut) {
        throw new EncoreError(
          'TIMEOUT',
          say('service.timedOut', { origin, span: inWords(timeoutMs, language) }),
        )
      }
      throw new EncoreError('NETWORK', say('service.unreachable', { origin, reason: networkCause(error) }))
    }
    const text = response.text
    let body: unknown
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      body = undefined
    }
    if (response.status < 200 || response.status > 299) {
      const parsed = ErrorResponseSchema.safeParse(body)
      if (parsed.success)
        throw new TokenEndpointError(parsed.data.error, parsed.data.error_description, response.status)
      throw new EncoreError(
        'SERVICE_ERROR',
        say('service.unexplained', { origin, status: String(response.status) }),
        { status: response.status },
      )
    }
    const parsed = TokenResponseSchema.safeParse(body)
    if (!parsed.success) {
      throw new EncoreError('SERVICE_ERROR', say('service.notTokens', { origin }))
    }
    const data = parsed.data
    return {
      accessToken: data.access_token,
      refreshToken: data.refresh_token,
      expiresInSeconds: data.expires_in,
      scopes: data.scope === undefined ? undefined : data.scope.split(/\s+/).filter(Boolean),
    }
  }

  return {
    exchangeCode: ({ code, redirectUri, codeVerifier }) =>
      post(
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: options.clientId,
          code_verifier: codeVerifier,
        },
        exchangeTimeoutMs,
      ),
    refresh: (refreshToken) =>
      post(
        { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: options.clientId },
        refreshTimeoutMs,
      ),
  }
}

function networkCause(error: unknown): string {
  if (error instanceof AccountsUnreachable) return error.reason
  return error instanceof Error ? error.message.slice(0, 120) : 'unknown error'
}

/** 15 s; 2 minutes (2 Minuten, 2 分). */
const inWords = (ms: number, language: ShownLanguage) =>
  ms >= 60_000 && ms % 60_000 === 0
    ? wordsIn(signInWords, language)('answer.minutes', { count: ms / 60_000 })
    : `${ms / 1000} s`
