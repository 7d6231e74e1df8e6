import { z } from 'zod'
import type { RouteModule } from './route-module'
import { grantOf } from '../http/request-grant'
import { presentPrivateUser, presentPublicUser } from '../present/user'
import { found } from './route-helpers'

/**
 * GET /me (needs at least one of the profile scopes; each private field needs its own, see presentPrivateUser)
 * and GET /users/{user_id} (removed in API mode 2026).
 */
export const userRoutes: RouteModule = (app, ctx) => {
  app.get('/me', async (request) => {
    const grant = grantOf(request)
    const user = found(ctx.catalog.user(grant.userId), 'user', grant.userId)
    // The product follows the user state (a demo user can be switched to free).
    return presentPrivateUser(ctx, { ...user, product: ctx.state.user(user.id).product }, grant.scopes)
  })

  app.get('/users/:user_id', { schema: { params: z.object({ user_id: z.string() }) } }, async (request) =>
    presentPublicUser(ctx, found(ctx.catalog.user(request.params.user_id), 'user', request.params.user_id)),
  )
}
