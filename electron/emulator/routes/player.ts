import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { badRequest } from '../http/api-error'
import { booleanField, integerField, optionalBody, stringField } from '../http/body-params'
import { resolveMarket } from '../http/market'
import { enumListParam, enumParam, intParam, marketParam, stringParam } from '../http/query-params'
import { listeningMarket } from '../http/spoken-availability'
import * as commands from '../player/commands'
import { resolveContext, resolveUris, type PlayOffset, type PlaySequence } from '../player/play-context'
import { presentCurrentlyPlaying, presentDevice, presentPlaybackState } from '../present/playback'
import { commandWorld, syncedWorld } from './player-world'
import type { RouteModule } from './route-module'

const deviceQuery = z.object({ device_id: stringParam() })
/**
 * The player reads: `market`, and `additional_types` (`track`, `episode`): without `episode` an episode or
 * chapter on the player shows as `item: null`, as the real service answers clients that do not say they
 * take episodes.
 */
const readQuery = z.object({ market: marketParam(), additional_types: enumListParam(['track', 'episode']) })

const playBody = optionalBody({
  context_uri: stringField().optional(),
  uris: z.array(stringField(), { error: 'must be an array of track URIs' }).optional(),
  offset: z
    .object(
      { position: integerField({ min: 0 }).optional(), uri: stringField().optional() },
      { error: 'must be an object with position or uri' },
    )
    .optional(),
  position_ms: integerField({ min: 0 }).optional(),
})

const transferBody = z.object(
  {
    device_ids: z.array(stringField(), { error: 'must be an array holding one device id' }),
    play: booleanField().optional(),
  },
  { error: 'the body must be a JSON object with device_ids' },
)

function offsetOf(offset: { position?: number; uri?: string } | undefined): PlayOffset | undefined {
  if (offset === undefined) return undefined
  if (offset.position !== undefined && offset.uri !== undefined) {
    throw badRequest('offset must hold either position or uri, not both')
  }
  if (offset.position !== undefined) return { position: offset.position }
  if (offset.uri !== undefined) return { uri: offset.uri }
  throw badRequest('offset must hold position or uri')
}

const done = (reply: FastifyReply) => reply.code(204).send()

/**
 * The player: state, currently playing, devices, and every command (play / resume, pause, next, previous,
 * seek, repeat, shuffle, volume, transfer). Commands answer 204; refusals carry a `reason`.
 */
export const playerRoutes: RouteModule = (app, ctx) => {
  readRoutes(app, ctx)
  playRoutes(app, ctx)
  controlRoutes(app, ctx)
}

/** What the player shows: its state, what is playing, the devices. */
const readRoutes: RouteModule = (app, ctx) => {
  const now = () => ctx.clock.now()
  const viewOf = (request: FastifyRequest, query: z.infer<typeof readQuery>) => ({
    market: resolveMarket(ctx.catalog, request, query.market),
    episodes: query.additional_types?.includes('episode') ?? false,
  })

  app.get('/me/player', { schema: { querystring: readQuery } }, async (request, reply) => {
    const view = viewOf(request, request.query)
    const world = syncedWorld(ctx, request)
    const { playback, activeDeviceId } = world.player
    const device = world.player.devices.find((candidate) => candidate.id === activeDeviceId)
    // Nothing loaded on an active device: the service answers 204 No Content.
    if (!playback || !device) return reply.code(204).send()
    return presentPlaybackState(ctx, world, playback, device, view, now())
  })

  app.get('/me/player/currently-playing', { schema: { querystring: readQuery } }, async (request, reply) => {
    const view = viewOf(request, request.query)
    const world = syncedWorld(ctx, request)
    const playback = world.player.playback
    if (!playback || world.player.activeDeviceId === null) return reply.code(204).send()
    return presentCurrentlyPlaying(ctx, world, playback, view, now())
  })

  app.get('/me/player/devices', async (request) => {
    const world = syncedWorld(ctx, request)
    return { devices: world.player.devices.map((d) => presentDevice(d, world.player.activeDeviceId)) }
  })
}

/** What starts or moves playback: play (a context, URIs, or resume) and a transfer to another device. */
const playRoutes: RouteModule = (app, ctx) => {
  const now = () => ctx.clock.now()
  app.put(
    '/me/player/play',
    { schema: { querystring: deviceQuery, body: playBody } },
    async (request, reply) => {
      const body = request.body ?? {}
      if (body.context_uri !== undefined && body.uris !== undefined) {
        throw badRequest('context_uri and uris cannot both be given')
      }
      const offset = offsetOf(body.offset)
      let sequence: PlaySequence | undefined
      if (body.context_uri !== undefined) {
        const place = { market: listeningMarket(ctx.catalog, request, undefined) }
        sequence = resolveContext(ctx.catalog, ctx.state.playlists, body.context_uri, place)
      } else if (body.uris !== undefined) sequence = resolveUris(ctx.catalog, body.uris)
      else if (offset !== undefined) {
        throw badRequest(
          'offset can only be used with an album, playlist, show or audiobook context_uri, or with uris',
        )
      }
      const world = commandWorld(ctx, request)
      commands.play(
        world,
        ctx.state.playlists,
        {
          ...(request.query.device_id !== undefined ? { deviceId: request.query.device_id } : {}),
          ...(sequence ? { sequence } : {}),
          ...(offset ? { offset } : {}),
          ...(body.position_ms !== undefined ? { positionMs: body.position_ms } : {}),
        },
        now(),
      )
      return done(reply)
    },
  )

  app.put('/me/player', { schema: { body: transferBody } }, async (request, reply) => {
    const { device_ids: ids, play } = request.body
    // api-spec.md, Errors: exactly one device id; more than one is a 400 (none is too).
    if (ids.length !== 1) {
      throw badRequest(`device_ids must hold exactly one device id; got ${ids.length}`)
    }
    commands.transfer(commandWorld(ctx, request), ctx.state.playlists, ids[0] as string, play, now())
    return done(reply)
  })
}

/** The controls of what plays: pause, next, previous, seek, repeat, shuffle, volume. */
const controlRoutes: RouteModule = (app, ctx) => {
  const now = () => ctx.clock.now()
  app.put('/me/player/pause', { schema: { querystring: deviceQuery } }, async (request, reply) => {
    commands.pause(commandWorld(ctx, request), request.query.device_id, now())
    return done(reply)
  })

  app.post('/me/player/next', { schema: { querystring: deviceQuery } }, async (request, reply) => {
    commands.next(commandWorld(ctx, request), request.query.device_id, now())
    return done(reply)
  })

  app.post('/me/player/previous', { schema: { querystring: deviceQuery } }, async (request, reply) => {
    commands.previous(commandWorld(ctx, request), request.query.device_id, now())
    return done(reply)
  })

  /** PUT `path`: one setting of the player (the query names it, and maybe the device), answered 204. */
  const setting = <Q extends { device_id?: string | undefined }>(
    path: string,
    querystring: z.ZodType<Q>,
    apply: (world: ReturnType<typeof commandWorld>, query: Q) => void,
  ) =>
    app.put(path, { schema: { querystring } }, async (request, reply) => {
      // The schema's output: fastify's provider types it, but cannot say so of a generic one.
      apply(commandWorld(ctx, request), request.query as Q)
      return done(reply)
    })
  const withDevice = <S extends z.ZodRawShape>(shape: S) => z.object({ ...shape, device_id: stringParam() })

  setting(
    '/me/player/seek',
    withDevice({ position_ms: intParam({ min: 0, required: true }) }),
    (world, query) => commands.seek(world, query.device_id, query.position_ms as number, now()),
  )
  setting(
    '/me/player/repeat',
    withDevice({ state: enumParam(['track', 'context', 'off'] as const, { required: true }) }),
    (world, query) =>
      commands.setRepeat(world, query.device_id, query.state as 'track' | 'context' | 'off', now()),
  )
  setting(
    '/me/player/shuffle',
    withDevice({ state: enumParam(['true', 'false'] as const, { required: true }) }),
    (world, query) => commands.setShuffle(world, query.device_id, query.state === 'true', now()),
  )
  setting(
    '/me/player/volume',
    withDevice({ volume_percent: intParam({ min: 0, max: 100, required: true }) }),
    (world, query) => commands.setVolume(world, query.device_id, query.volume_percent as number),
  )
}
