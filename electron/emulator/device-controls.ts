import * as commands from './player/commands'
import { resolveContext, resolveUris, type PlayOffset } from './player/play-context'
import { userWorld } from './routes/player-world'
import type { ServiceContext } from './service-context'

/** The demo user's devices, by name (state/player-state.ts). */
export type DemoDeviceName = 'Encore Desktop' | 'Pocket Phone' | 'Kitchen Speaker' | 'Living Room TV'

/** What to play, as the body of PUT /me/player/play says it. */
export interface PlayOnDevice {
  /** An album, artist, playlist, show or audiobook URI. */
  contextUri?: string
  /** Track and episode URIs (an episode URI may name an audiobook chapter). */
  uris?: readonly string[]
  offset?: PlayOffset
  positionMs?: number
}

/** Test controls that act as the demo user's other devices, part of the emulator handle. */
export interface DeviceControls {
  /**
   * Plays on one of the demo user's devices as that device's own app would ("the phone plays an episode"):
   * straight on the user's player, with no token and no request in the traffic log, by the rules of
   * PUT /me/player/play (the device becomes the active one). Refusals throw the service's error.
   */
  playOn(device: DemoDeviceName, what: PlayOnDevice): void
  /** Sets where the demo user stands in an episode or chapter: what its `resume_point` says from now on. */
  setResumePoint(id: string, point: { positionMs: number; fullyPlayed?: boolean }): void
}

export function deviceControls(ctx: ServiceContext): DeviceControls {
  const userId = ctx.catalog.demoUserId
  return {
    playOn(device, what) {
      const world = userWorld(ctx, userId)
      const target = world.player.devices.find((candidate) => candidate.name === device)
      if (!target) throw new RangeError(`no device named ${device}`)
      const country = ctx.catalog.user(userId)?.country ?? 'US'
      const sequence =
        what.contextUri !== undefined
          ? resolveContext(ctx.catalog, ctx.state.playlists, what.contextUri, { market: country })
          : resolveUris(ctx.catalog, what.uris ?? [])
      commands.play(
        world,
        ctx.state.playlists,
        {
          deviceId: target.id,
          sequence,
          ...(what.offset ? { offset: what.offset } : {}),
          ...(what.positionMs !== undefined ? { positionMs: what.positionMs } : {}),
        },
        ctx.clock.now(),
      )
    },
    setResumePoint(id, point) {
      const item = ctx.catalog.playable(id)
      if (!item || item.kind === 'track') throw new RangeError(`${id} is not an episode or a chapter`)
      if (!(point.positionMs >= 0 && point.positionMs <= item.durationMs)) {
        throw new RangeError(`positionMs must be from 0 to the item's length (${item.durationMs})`)
      }
      // Whatever plays now keeps its own place: bring the player to the present before setting another.
      userWorld(ctx, userId)
      ctx.state.spokenOf(userId).resumePoints.set(id, {
        positionMs: point.positionMs,
        fullyPlayed: point.fullyPlayed ?? false,
      })
    },
  }
}
