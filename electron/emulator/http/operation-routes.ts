import type { FastifyRequest, RouteOptions } from 'fastify'
import { operationSpec, operations, scopesOf, type OperationId, type ScopeVariant } from '../../operations'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operations of the table (electron/operations) the route serves; set when it is registered. */
    operations?: readonly OperationId[]
    /**
     * What the emulator knows that picks the operation's scope variant: the body's `public` flag, the
     * playlist's visibility, the kinds of the URIs. Undefined: the target does not exist, and its 404 answers
     * before any scope is asked for. Without it the variant is `{}`.
     */
    scopeVariant?: (request: FastifyRequest) => ScopeVariant | undefined
  }
}

const API_PREFIX = '/v1'

/** `/v1/albums/:id` → a pattern that matches the table's `/albums/{album_id}` (any parameter is one segment). */
function routePattern(url: string): RegExp {
  const path = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(
    `^${path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
      .join('/')}$`,
  )
}

/** The operations of the table a route of the emulator serves (one route may serve several: `/me/top/:type`). */
export function operationsServedBy(method: string, url: string): OperationId[] {
  const pattern = routePattern(url)
  const served = method === 'HEAD' ? 'GET' : method
  return (Object.keys(operations) as OperationId[]).filter(
    (id) => operationSpec(id).method === served && pattern.test(operationSpec(id).path),
  )
}

/**
 * The onRoute hook of /v1: every route serves operations of the table, which then give it its scopes and the
 * generation that retired it. A route the table does not know, or operations of one route that disagree on
 * their retirement, stop the emulator from starting.
 */
export function bindOperation(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method]
  const ids = methods.flatMap((method) => operationsServedBy(method, route.url))
  if (!ids.length) {
    throw new Error(
      `${methods.join(',')} ${route.url} serves no operation of the table (electron/operations/operations.ts): add it there.`,
    )
  }
  const retired = new Set(ids.map((id) => operationSpec(id).retiredIn))
  if (retired.size > 1)
    throw new Error(`${route.url} serves operations retired at different times: ${ids.join(', ')}`)
  route.config = { ...route.config, operations: ids }
}

/** The scopes a request to a route needs (the first operation's: those one route serves need the same). */
export function routeScopes(request: FastifyRequest) {
  const config = request.routeOptions.config
  const id = config.operations?.[0]
  if (id === undefined) return undefined
  const variant = config.scopeVariant ? config.scopeVariant(request) : {}
  return variant === undefined ? undefined : scopesOf(id, variant)
}
