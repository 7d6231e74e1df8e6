import * as dbus from '@jellybrick/dbus-next'
import { errorsOf } from '../../../base/dbus/bus-errors'
import type { PlaybackState } from '../../../../contract'
import type { Clock, Logger } from '../../../base/ports'
import {
  MPRIS_PLAYER_INTERFACE,
  MPRIS_ROOT_INTERFACE,
  PlayerInterface,
  RootInterface,
  wireValue,
} from './mpris-interfaces'
import {
  changedProperties,
  engineCallFor,
  mprisPlayerProperties,
  mprisPosition,
  seekedPosition,
  type EngineCall,
  type MprisPlayerProperties,
  type MprisRequest,
} from './mpris-model'

/**
 * Encore's MPRIS player on the session D-Bus (`org.mpris.MediaPlayer2.encore`), so desktop media keys, the
 * GNOME and KDE media widgets and `playerctl` control it. Plain Node (dbus-next speaks the wire protocol in
 * JavaScript), so the Electron shell and browser mode can both start it. Decisions are in mpris-model.ts,
 * the D-Bus interfaces in mpris-interfaces.ts; this holds the name on the bus and follows the playback state.
 */

export const MPRIS_PATH = '/org/mpris/MediaPlayer2'
export { MPRIS_PLAYER_INTERFACE, MPRIS_ROOT_INTERFACE }
export const MPRIS_BUS_NAME = 'org.mpris.MediaPlayer2.encore'

/** What the player needs of the engine: its state, its changes, and a way to send one call. */
export interface MprisPlayback {
  state(): PlaybackState
  onState(listener: (state: PlaybackState) => void): () => void
  call(call: EngineCall): Promise<void>
}

export interface MprisOptions {
  playback: MprisPlayback
  clock: Clock
  logger: Logger
  /** The session bus (`DBUS_SESSION_BUS_ADDRESS`), read by the shell. */
  busAddress: string
  /** Added to the bus name (`.instance<id>`) when another Encore already holds the plain one. */
  instanceId: string
  /** Shown by media widgets. */
  identity: string
  /** The desktop entry's name without `.desktop`, so widgets show Encore's icon. */
  desktopEntry: string
  /** Brings the main window forward; without it, CanRaise is false. */
  raise?: () => void
  /** Quits Encore; without it, CanQuit is false. */
  quit?: () => void
  /** Told when the connection to the bus is lost after start. */
  onLost?: (error: Error) => void
}

export interface MprisPlayer {
  /** The name it holds on the bus. */
  busName: string
  stop(): Promise<void>
}

export async function startMprisPlayer(options: MprisOptions): Promise<MprisPlayer> {
  const { playback, clock, logger } = options
  let lastState = playback.state()
  let lastProperties: MprisPlayerProperties = mprisPlayerProperties(lastState)

  const request = (asked: MprisRequest): void => {
    const call = engineCallFor(asked, playback.state(), clock.now())
    if (!call) return
    // The engine answers refusals and failures with a notice; nothing to send back over D-Bus.
    playback
      .call(call)
      .catch((error: unknown) => logger.warn('An MPRIS request failed', { request: asked.kind, error }))
  }

  const bus = dbus.sessionBus({ busAddress: options.busAddress })
  let stopped = false
  const failed = new Promise<never>((_resolve, reject) => {
    errorsOf(bus).on('error', (error: Error) => {
      if (stopped) return
      logger.warn('The MPRIS player lost the session bus', { error: error.message })
      reject(error)
      options.onLost?.(error)
    })
  })
  failed.catch(() => {})

  const root = new RootInterface(options)
  const player = new PlayerInterface({
    properties: () => lastProperties,
    positionUs: () => mprisPosition(playback.state(), clock.now()),
    request,
  })
  let busName = MPRIS_BUS_NAME
  try {
    bus.export(MPRIS_PATH, root)
    bus.export(MPRIS_PATH, player)
    const reply = await Promise.race([bus.requestName(busName, dbus.NameFlag.DO_NOT_QUEUE), failed])
    if (reply !== dbus.RequestNameReply.PRIMARY_OWNER && reply !== dbus.RequestNameReply.ALREADY_OWNER) {
      // Another Encore (browser mode beside the desktop app) holds the plain name: the specification's form.
      busName = `${MPRIS_BUS_NAME}.instance${options.instanceId.replace(/[^A-Za-z0-9_]/g, '_')}`
      await Promise.race([bus.requestName(busName, dbus.NameFlag.DO_NOT_QUEUE), failed])
    }
  } catch (error) {
    stopped = true
    bus.disconnect()
    throw error
  }

  const follow = (state: PlaybackState) => {
    const next = mprisPlayerProperties(state)
    const changed = changedProperties(lastProperties, next)
    const seeked = seekedPosition(lastState, state, clock.now())
    lastState = state
    lastProperties = next
    if (changed.length) {
      const values: Record<string, unknown> = {}
      for (const name of changed) values[name] = wireValue(name, next)
      try {
        dbus.interface.Interface.emitPropertiesChanged(player, values)
      } catch (error) {
        logger.warn('Could not announce MPRIS property changes', { error })
      }
    }
    if (seeked !== null) player.Seeked(BigInt(seeked))
  }
  const unsubscribe = playback.onState(follow)
  logger.info('MPRIS player on the session bus', { busName })

  return {
    busName,
    async stop() {
      if (stopped) return
      stopped = true
      unsubscribe()
      try {
        await bus.releaseName(busName)
      } catch {
        // The bus may be gone already; disconnecting is all that is left.
      }
      bus.unexport(MPRIS_PATH, player)
      bus.unexport(MPRIS_PATH, root)
      bus.disconnect()
    },
  }
}
