import { z } from 'zod'
import { stringParam } from '../http/query-params'
import * as commands from '../player/commands'
import { playableIdOfUri } from '../http/spotify-uri'
import type { PlayerWorld } from '../player/simulation'
import { presentPlayable } from '../present/playable'
import { commandWorld, syncedWorld } from './player-world'
import type { RouteModule } from './route-module'

/** How many upcoming items GET /me/player/queue lists (user queue first, then the context). */
const QUEUE_LENGTH = 20

/** What plays after the current track: the user's queue, then the context in play order (wrapping on repeat). */
function upcoming(world: PlayerWorld): string[] {
  const { player } = world
  const ids = [...player.queue]
  const playback = player.playback
  if (!playback) return ids.slice(0, QUEUE_LENGTH)
  let cursor = playback.cursor
  while (ids.length < QUEUE_LENGTH) {
    cursor += 1
    if (cursor >= playback.order.length) {
      if (player.repeat !== 'context' || playback.order.length === 0) break
      cursor = 0
    }
    ids.push(playback.trackIds[playback.order[cursor] as number] as string)
  }
  return ids.slice(0, QUEUE_LENGTH)
}

/**
 * The queue, beyond api-spec.md as the real service has it: read it (tracks and episodes alike: the
 * operation takes no `additional_types`), add a track or an episode to it.
 */
export const queueRoutes: RouteModule = (app, ctx) => {
  const present = (id: string) => presentPlayable(ctx, id, undefined)

  app.get(
    '/me/player/queue',
    { config: { scopes: { anyOf: ['user-read-playback-state', 'user-read-currently-playing'] } } },
    async (request) => {
      const world = syncedWorld(ctx, request)
      const playback = world.player.playback
      return {
        currently_playing: playback ? present(playback.trackId) : null,
        queue: upcoming(world).map(present),
      }
    },
  )

  app.post(
    '/me/player/queue',
    {
      schema: { querystring: z.object({ uri: stringParam({ required: true }), device_id: stringParam() }) },
      config: { scopes: { allOf: ['user-modify-playback-state'] } },
    },
    async (request, reply) => {
      const itemId = playableIdOfUri(ctx.catalog, request.query.uri as string, 'uri')
      commands.addToQueue(commandWorld(ctx, request), request.query.device_id, itemId)
      return reply.code(204).send()
    },
  )
}
