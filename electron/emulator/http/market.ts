import type { FastifyRequest } from 'fastify'
import type { Catalog } from '../catalog/catalog'
import { ApiError } from './api-error'
import type { MarketValue } from './query-params'
import './request-grant'

/**
 * The country a `market` parameter means: the code itself, or with `from_token` the country of the token's
 * user, which needs the user-read-private scope (403 otherwise, as api-spec.md requires).
 */
export function resolveMarket(
  catalog: Catalog,
  request: FastifyRequest,
  market: MarketValue | undefined,
): string | undefined {
  if (market !== 'from_token') return market
  const grant = request.grant
  if (!grant?.scopes.has('user-read-private')) {
    throw new ApiError(403, 'Insufficient client scope: market=from_token needs user-read-private')
  }
  return catalog.user(grant.userId)?.country ?? 'US'
}
