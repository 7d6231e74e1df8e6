import type { Socket } from 'node:net'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { accountsPlugin } from './accounts/accounts-plugin'
import { OAuthError } from './accounts/oauth-error'
import { ApiError } from './http/api-error'
import { apiErrorHandler, isAccountsPath, notFoundHandler } from './http/error-replies'
import { accountHook } from './http/account-hook'
import { generationGateHook } from './http/generation-gate'
import { bindOperation } from './http/operation-routes'
import { RouteRegistry } from './http/route-registry'
import { bearerAuthHook, faultHook, scopeHook, stallHook } from './http/v1-hooks'
import { zodSchemaController, zodValidatorCompiler, type ZodTypeProvider } from './http/zod-provider'
import { registerImageRoutes } from './images/image-routes'
import { lrclibRoutes } from './lrclib/lrclib-routes'
import { ROUTE_MODULES } from './routes'
import type { ServiceContext } from './service-context'

/**
 * Bytes that are not an HTTP request (a body sent without a length, a broken request line, headers too large)
 * are answered in the service's error shape, not the web framework's, and the connection is closed: what
 * follows on it cannot be read either.
 */
function answerUnreadableRequest(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive']
        : [400, 'Bad Request', 'The request could not be read as HTTP']
  const body = JSON.stringify(new ApiError(status, message).body)
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  )
}

/** A path that cannot be decoded (`/v1/albums/%zz`) never reaches a route: still the service's shape. */
function answerUnroutableRequest(error: Error, request: FastifyRequest, reply: FastifyReply): void {
  const message = `The request path could not be read: ${error.message}`
  void reply
    .code(400)
    .send(
      isAccountsPath(request.url)
        ? new OAuthError('invalid_request', message).body
        : new ApiError(400, message).body,
    )
}

/** Request bodies up to 1 MiB: the largest legitimate one is a 256 KB JPEG cover in base64. */
const BODY_LIMIT = 1024 * 1024

/**
 * Assembles the service: the accounts routes (their own context: forms, OAuth errors), the /v1 API (the
 * traffic log, faults, bearer auth, account refusals, the generation's removed endpoints, scope checks, zod
 * validation; errors in the API's shape; 404 / 405), and the generated images.
 */
export async function buildServer(
  ctx: ServiceContext,
  routes: RouteRegistry = new RouteRegistry(),
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    forceCloseConnections: true,
    bodyLimit: BODY_LIMIT,
    clientErrorHandler: answerUnreadableRequest,
    frameworkErrors: answerUnroutableRequest,
    schemaController: zodSchemaController,
  })
  app.addHook('onRoute', routes.record)
  app.setValidatorCompiler(zodValidatorCompiler)
  app.decorateRequest('grant', null)

  registerImageRoutes(app)
  await app.register(async (accounts) => accountsPlugin(accounts, ctx))
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>()
      typed.addHook('onRoute', bindOperation)
      typed.addHook('onRequest', ctx.traffic.hook)
      typed.addHook('onRequest', faultHook(ctx.faults, { rateLimited: true }))
      typed.addHook('onSend', stallHook(ctx.faults))
      typed.addHook('onRequest', bearerAuthHook(ctx.tokens))
      typed.addHook('onRequest', accountHook(ctx.account))
      typed.addHook('onRequest', generationGateHook(ctx.generation))
      typed.addHook('preValidation', scopeHook)
      typed.setErrorHandler(apiErrorHandler)
      typed.setNotFoundHandler(notFoundHandler(routes, 'Service not found'))
      for (const module of ROUTE_MODULES) module(typed, ctx)
    },
    { prefix: '/v1' },
  )
  // LRCLIB's API for lyrics (no token, its own shapes), as the demo's lyrics service.
  await app.register(async (lrclib) => lrclibRoutes(lrclib, ctx), { prefix: '/lrclib' })
  app.setErrorHandler(apiErrorHandler)
  app.setNotFoundHandler(notFoundHandler(routes, 'Not found'))
  return app
}
