import type { TokenGrant } from '../accounts/token-store'
import type { Scope } from '../scopes'

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the bearer token speaks for; set by the auth hook on every /v1 route. */
    grant: TokenGrant | null
  }
}

/** The grant of an authenticated request (routes under /v1 always have one). */
export function grantOf(request: { grant: TokenGrant | null }): TokenGrant {
  if (!request.grant) throw new Error('route reached without an authenticated grant')
  return request.grant
}

export function hasScope(request: { grant: TokenGrant | null }, scope: Scope): boolean {
  return request.grant?.scopes.has(scope) ?? false
}
