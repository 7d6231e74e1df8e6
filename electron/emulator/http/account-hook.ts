import type { FastifyRequest } from 'fastify'
import type { AccountRefusals } from '../app-account/account-refusals'
import { ApiError } from './api-error'

/**
 * After the bearer check (a request without a valid token is refused for that first, and never counts
 * against the quota): the account-level refusals, in the service's shapes.
 */
export function accountHook(account: AccountRefusals) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.is404) return
    const verdict = account.judge()
    if (verdict.kind === 'pass') return
    if (verdict.status === 429) {
      throw new ApiError(429, verdict.message, verdict.reason, {
        'retry-after': String(verdict.retryAfterSeconds),
      })
    }
    throw new ApiError(verdict.status, verdict.message)
  }
}
