import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { OAuthError } from '../accounts/oauth-error'
import { ApiError } from './api-error'
import type { RouteRegistry } from './route-registry'

/** The accounts service's paths: its errors are `{error, error_description}`, not the API's shape. */
export const ACCOUNTS_PATHS: ReadonlySet<string> = new Set(['/authorize', '/api/token'])

/** Whether a request is for the accounts service (`/authorize?…` too). */
export const isAccountsPath = (url: string): boolean => ACCOUNTS_PATHS.has(url.split('?')[0] ?? '')

/**
 * The /v1 error handler: every failure leaves in the service's shape. Fastify's own client errors (bad JSON,
 * unsupported media type, body too large) keep their status; anything unexpected is a 500 without details.
 * At the root it also answers what fails before routing (an unsupported body on an accounts path, say), so an
 * accounts path gets the accounts service's shape.
 */
export function apiErrorHandler(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ApiError) return reply.code(error.statusCode).headers(error.headers).send(error.body)
  const status = error.statusCode
  if (status !== undefined && status >= 400 && status < 500) {
    return reply
      .code(status)
      .send(
        isAccountsPath(request.url)
          ? new OAuthError('invalid_request', error.message, status).body
          : new ApiError(status, error.message).body,
      )
  }
  process.stderr.write(`emulator: unexpected error: ${error.stack ?? error.message}\n`)
  return reply.code(500).send(new ApiError(500, 'Internal server error').body)
}

/**
 * 405 with Allow for a known path and another method, else 404. The accounts service's paths answer their
 * 405 in that service's shape.
 */
export function notFoundHandler(routes: RouteRegistry, message: string) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/'
    const allowed = routes.allowedMethods(path)
    if (allowed.length > 0) {
      const refusal = `Method ${request.method} not allowed; this path allows ${allowed.join(', ')}`
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(
          ACCOUNTS_PATHS.has(path)
            ? new OAuthError('invalid_request', refusal, 405).body
            : new ApiError(405, refusal).body,
        )
    }
    return reply.code(404).send(new ApiError(404, message).body)
  }
}
