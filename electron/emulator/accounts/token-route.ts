import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ServiceContext } from '../service-context'
import { OAuthError } from './oauth-error'
import { isWellFormedVerifier, verifierMatches } from './pkce'
import { opaqueToken } from './secrets'
import type { TokenResponse } from './token-store'

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined

/** The redirect URI of the exchange must be the one of the authorization (compared normalised). */
function sameUri(issuedFor: string, given: string): boolean {
  try {
    return new URL(given).toString() === issuedFor
  } catch {
    return false
  }
}

/** client_id from the body, or from HTTP Basic client authentication. */
function clientIdOf(request: FastifyRequest, body: Record<string, unknown>): string | undefined {
  const fromBody = text(body['client_id'])
  if (fromBody) return fromBody
  const header = request.headers.authorization
  const basic = header === undefined ? null : /^Basic (.+)$/i.exec(header)
  if (!basic) return undefined
  const decoded = Buffer.from(basic[1] as string, 'base64').toString('utf8')
  return decoded.split(':')[0] || undefined
}

/**
 * POST /api/token, form-encoded: `authorization_code` with PKCE (S256) and `refresh_token` with rotation.
 * Codes are single-use: a replayed code is refused and revokes the tokens it produced (RFC 6749 §4.1.2).
 */
export function registerTokenRoute(app: FastifyInstance, ctx: ServiceContext): void {
  const requireClient = (request: FastifyRequest, body: Record<string, unknown>): string => {
    const clientId = clientIdOf(request, body)
    if (!clientId) throw new OAuthError('invalid_client', 'client_id is required')
    if (!ctx.accounts.clientIds.has(clientId)) throw new OAuthError('invalid_client', 'Invalid client')
    return clientId
  }
  const required = (body: Record<string, unknown>, name: string): string => {
    const value = text(body[name])
    if (!value) throw new OAuthError('invalid_request', `${name} is required`)
    return value
  }

  const exchangeCode = (request: FastifyRequest, body: Record<string, unknown>): TokenResponse => {
    const clientId = requireClient(request, body)
    const code = required(body, 'code')
    const redirectUri = required(body, 'redirect_uri')
    const verifier = required(body, 'code_verifier')
    if (!isWellFormedVerifier(verifier)) {
      throw new OAuthError(
        'invalid_request',
        'code_verifier must be 43-128 characters of A-Z a-z 0-9 - . _ ~',
      )
    }
    const redemption = ctx.codes.redeem(code)
    if (!redemption.ok) {
      if (redemption.revokeFamily) ctx.tokens.revokeFamily(redemption.revokeFamily)
      throw new OAuthError(
        'invalid_grant',
        redemption.reason === 'expired' ? 'Authorization code expired' : 'Invalid authorization code',
      )
    }
    const { grant } = redemption
    if (grant.clientId !== clientId) throw new OAuthError('invalid_grant', 'Invalid authorization code')
    if (!sameUri(grant.redirectUri, redirectUri)) {
      throw new OAuthError('invalid_grant', 'Invalid redirect URI')
    }
    if (!verifierMatches(verifier, grant.codeChallenge)) {
      throw new OAuthError('invalid_grant', 'code_verifier was incorrect')
    }
    const family = opaqueToken(9)
    redemption.markRedeemed(family)
    return ctx.tokens.issue({ userId: grant.userId, clientId, scopes: grant.scopes, family })
  }

  const refresh = (request: FastifyRequest, body: Record<string, unknown>): TokenResponse => {
    const refreshToken = required(body, 'refresh_token')
    const clientId = requireClient(request, body)
    const rotated = ctx.tokens.rotate(refreshToken, clientId)
    if (!rotated.ok) {
      // Past six months after consent (API mode 2026): the wording people report (service-2026.md §5).
      throw new OAuthError(
        'invalid_grant',
        rotated.reason === 'expired' ? 'Refresh token expired' : 'Invalid refresh token',
      )
    }
    return rotated.tokens
  }

  app.post('/api/token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>
    const grantType = text(body['grant_type'])
    let tokens: TokenResponse
    if (grantType === undefined) throw new OAuthError('invalid_request', 'grant_type is required')
    else if (grantType === 'authorization_code') tokens = exchangeCode(request, body)
    else if (grantType === 'refresh_token') tokens = refresh(request, body)
    else {
      throw new OAuthError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token')
    }
    return reply.code(200).headers({ 'cache-control': 'no-store', pragma: 'no-cache' }).send(tokens)
  })
}
