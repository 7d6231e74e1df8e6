import formbody from '@fastify/formbody'
import type { FastifyError, FastifyInstance } from 'fastify'
import { faultHook, stallHook } from '../http/v1-hooks'
import { ApiError } from '../http/api-error'
import type { ServiceContext } from '../service-context'
import { registerAuthorizeRoutes } from './authorize-routes'
import { OAuthError } from './oauth-error'
import { registerTokenRoute } from './token-route'

/**
 * The accounts service: /authorize and /api/token, in their own fastify context so that they parse forms
 * only and answer errors as `{error, error_description}`.
 */
export async function accountsPlugin(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  // The token endpoint takes forms only, as the real one does: no JSON parser in this context.
  app.removeAllContentTypeParsers()
  await app.register(formbody)
  app.addHook('onRequest', faultHook(ctx.faults, { rateLimited: false }))
  app.addHook('onSend', stallHook(ctx.faults))
  app.setErrorHandler((error: FastifyError | OAuthError | ApiError, _request, reply) => {
    if (error instanceof OAuthError)
      return reply.code(error.statusCode).headers(error.headers).send(error.body)
    if (error instanceof ApiError) {
      // Injected faults: 5xx as an accounts-style error.
      const body = new OAuthError(
        error.statusCode === 503 ? 'temporarily_unavailable' : 'server_error',
        error.message,
      ).body
      return reply.code(error.statusCode).headers(error.headers).send(body)
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .code(400)
        .send(
          new OAuthError('invalid_request', 'Content-Type must be application/x-www-form-urlencoded').body,
        )
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send(new OAuthError('invalid_request', error.message).body)
    }
    process.stderr.write(`emulator accounts: unexpected error: ${error.stack ?? error.message}\n`)
    return reply.code(500).send(new OAuthError('server_error', 'Internal server error', 500).body)
  })
  registerAuthorizeRoutes(app, ctx)
  registerTokenRoute(app, ctx)
}
