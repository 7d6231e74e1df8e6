import type { FastifyRequest } from 'fastify'
import { playerErrors } from '../player/player-errors'
import { syncPlayer, type PlayerWorld } from '../player/simulation'
import { grantOf, hasScope } from '../http/request-grant'
import type { ResumePoints } from '../present/show'
import type { ServiceContext } from '../service-context'

/**
 * The player of the request's user, brought to the present: every player route (and every read of the
 * history) starts here, so time passing shows in whatever is read next.
 */
export function syncedWorld(ctx: ServiceContext, request: FastifyRequest): PlayerWorld {
  return userWorld(ctx, grantOf(request).userId)
}

/** The player of a user, brought to the present (the test controls act on it without a request). */
export function userWorld(ctx: ServiceContext, userId: string): PlayerWorld {
  const user = ctx.state.user(userId)
  const world: PlayerWorld = {
    userId,
    player: user.player,
    history: user.history,
    catalog: ctx.catalog,
    seed: ctx.catalog.seed,
    spoken: () => ctx.state.spokenOf(userId),
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

/**
 * The request user's resume points, with the player brought to the present first (what plays moves its
 * own), or undefined for a token without user-read-playback-position: objects then carry no `resume_point`.
 */
export function resumePointsFor(ctx: ServiceContext, request: FastifyRequest): ResumePoints {
  if (!hasScope(request, 'user-read-playback-position')) return undefined
  return syncedWorld(ctx, request).spoken().resumePoints
}
