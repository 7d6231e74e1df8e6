import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from './api-error'
import type { RouteRegistry } from './route-registry'

/**
 * The /v1 error handler: every failure leaves in the service's shape. Fastify's own client errors (bad JSON,
 * unsupported media type, body too large) keep their status; anything unexpected is a 500 without details.
 */
export function apiErrorHandler(
  error: FastifyError | ApiError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ApiError) return reply.code(error.statusCode).headers(error.headers).send(error.body)
  const status = error.statusCode
  if (status !== undefined && status >= 400 && status < 500) {
    return reply.code(status).send(new ApiError(status, error.message).body)
  }
  process.stderr.write(`emulator: unexpected error: ${error.stack ?? error.message}\n`)
  return reply.code(500).send(new ApiError(500, 'Internal server error').body)
}

/** 405 with Allow for a known path and another method, else 404. */
export function notFoundHandler(routes: RouteRegistry, message: string) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/'
    const allowed = routes.allowedMethods(path)
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(
          new ApiError(405, `Method ${request.method} not allowed; this path allows ${allowed.join(', ')}`)
            .body,
        )
    }
    return reply.code(404).send(new ApiError(404, message).body)
  }
}
