import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TokenStore } from '../accounts/token-store'
import type { Faults } from '../faults/faults'
import { unmetClauses } from '../../operations'
import { ApiError } from './api-error'
import { routeScopes } from './operation-routes'
import './request-grant'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Latency, injected failures, the rate budget and the down switch, before anything else happens. */
export function faultHook(faults: Faults, options: { rateLimited: boolean }) {
  return async (_request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const verdict = faults.judge(options.rateLimited)
    if (verdict.delayMs > 0) await sleep(verdict.delayMs)
    if (verdict.kind === 'fail') {
      const headers: Record<string, string> =
        verdict.retryAfterSeconds !== undefined ? { 'retry-after': String(verdict.retryAfterSeconds) } : {}
      throw new ApiError(verdict.status, verdict.message, undefined, headers)
    }
  }
}

/**
 * `stallMs`: the answer waits after the request was handled, so what it did is done (a token rotated) while
 * the client still waits. Read when the answer is ready: a stall set meanwhile holds it too; lifting the stall
 * lets every held answer go.
 */
export function stallHook(faults: Faults) {
  return async (_request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> => {
    await faults.hold()
    return payload
  }
}

/** 401 for a missing, malformed, unknown or expired bearer token; sets `request.grant` otherwise. */
export function bearerAuthHook(tokens: TokenStore) {
  return async (request: FastifyRequest): Promise<void> => {
    // Unknown paths answer 404 / 405 whether or not a token came along.
    if (request.is404) return
    const header = request.headers.authorization
    if (header === undefined || header === '') throw new ApiError(401, 'No token provided')
    const match = /^Bearer ([^\s]+)$/i.exec(header)
    if (!match) throw new ApiError(401, 'Only valid bearer authentication supported')
    const check = tokens.check(match[1] as string)
    if (!check.ok) {
      throw new ApiError(
        401,
        check.reason === 'expired' ? 'The access token expired' : 'Invalid access token',
      )
    }
    request.grant = check.grant
  }
}

/** 403 when the token's scopes do not cover the operation's (the table's, in the route's variant). */
export async function scopeHook(request: FastifyRequest): Promise<void> {
  const requirement = routeScopes(request)
  if (!requirement || !request.grant) return
  const unmet = unmetClauses(requirement, request.grant.scopes)
  if (unmet.length > 0) {
    const needs = unmet.map((clause) => clause.join(' or ')).join(' and ')
    throw new ApiError(403, `Insufficient client scope: this operation needs ${needs}`)
  }
}
