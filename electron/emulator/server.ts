import Fastify, { type FastifyInstance } from 'fastify'
import { accountsPlugin } from './accounts/accounts-plugin'
import { apiErrorHandler, notFoundHandler } from './http/error-replies'
import { accountHook } from './http/account-hook'
import { generationGateHook } from './http/generation-gate'
import { RouteRegistry } from './http/route-registry'
import { bearerAuthHook, faultHook, scopeHook } from './http/v1-hooks'
import { zodValidatorCompiler, type ZodTypeProvider } from './http/zod-provider'
import { registerImageRoutes } from './images/image-routes'
import { ROUTE_MODULES } from './routes'
import type { ServiceContext } from './service-context'

/** Request bodies up to 1 MiB: the largest legitimate one is a 256 KB JPEG cover in base64. */
const BODY_LIMIT = 1024 * 1024

/**
 * Assembles the service: the accounts routes (their own context: forms, OAuth errors), the /v1 API (the
 * traffic log, faults, bearer auth, account refusals, the generation's removed endpoints, scope checks, zod
 * validation; errors in the API's shape; 404 / 405), and the generated images.
 */
export async function buildServer(ctx: ServiceContext): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: BODY_LIMIT })
  const routes = new RouteRegistry()
  app.addHook('onRoute', routes.record)
  app.setValidatorCompiler(zodValidatorCompiler)
  app.decorateRequest('grant', null)

  registerImageRoutes(app)
  await app.register(async (accounts) => accountsPlugin(accounts, ctx))
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>()
      typed.addHook('onRequest', ctx.traffic.hook)
      typed.addHook('onRequest', faultHook(ctx.faults, { rateLimited: true }))
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
  app.setErrorHandler(apiErrorHandler)
  app.setNotFoundHandler(notFoundHandler(routes, 'Not found'))
  return app
}
