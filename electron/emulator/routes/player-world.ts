import type { FastifyRequest } from 'fastify'
import { playerErrors } from '../player/player-errors'
import { syncPlayer, type PlayerWorld } from '../player/simulation'
import { grantOf } from '../http/request-grant'
import type { ServiceContext } from '../service-context'

/**
 * The player of the request's user, brought to the present: every player route (and every read of the
 * history) starts here, so time passing shows in whatever is read next.
 */
export function syncedWorld(ctx: ServiceContext, request: FastifyRequest): PlayerWorld {
  const userId = grantOf(request).userId
  const user = ctx.state.user(userId)
  const world: PlayerWorld = {
    userId,
    player: user.player,
    history: user.history,
    catalog: ctx.catalog,
    seed: ctx.catalog.seed,
  }
  syncPlayer(world, ctx.clock.now())
  return world
}

/** Player commands are for premium accounts; a free user gets PREMIUM_REQUIRED (reads stay allowed). */
export function commandWorld(ctx: ServiceContext, request: FastifyRequest): PlayerWorld {
  const world = syncedWorld(ctx, request)
  if (ctx.state.user(world.userId).product !== 'premium') throw playerErrors.premiumRequired()
  return world
}
