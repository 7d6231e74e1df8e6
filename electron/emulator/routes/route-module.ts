import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify'
import type { ZodTypeProvider } from '../http/zod-provider'
import type { ServiceContext } from '../service-context'

/** The /v1 fastify context routes are added to: zod schemas type `request.query`, `params` and `body`. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse<IncomingMessage>,
  FastifyBaseLogger,
  ZodTypeProvider
>

/**
 * One resource's routes. Registered inside the /v1 prefix, so paths are written without it. Auth, faults and
 * error shapes are already handled. Scopes and retirement come from the operation table (electron/operations)
 * by method and path; a route whose scopes depend on the request says how with `config: { scopeVariant }`.
 */
export type RouteModule = (app: ApiApp, ctx: ServiceContext) => void
