import * as dbus from '@jellybrick/dbus-next'
import type { PlaybackState } from '../../../contract'
import type { Clock, Logger } from '../../ports'
import {
  changedProperties,
  engineCallFor,
  mprisPlayerProperties,
  mprisPosition,
  seekedPosition,
  type EngineCall,
  type MprisMetadata,
  type MprisPlayerProperties,
  type MprisRequest,
} from './mpris-model'

/**
 * Encore's MPRIS player on the session D-Bus (`org.mpris.MediaPlayer2.encore`), so desktop media keys, the
 * GNOME and KDE media widgets and `playerctl` control it. Plain Node (dbus-next speaks the wire protocol in
 * JavaScript), so the Electron shell and browser mode can both start it. Decisions are in mpris-model.ts;
 * this wraps them in D-Bus types and follows the playback state.
 */

export const MPRIS_PATH = '/org/mpris/MediaPlayer2'
export const MPRIS_ROOT_INTERFACE = 'org.mpris.MediaPlayer2'
export const MPRIS_PLAYER_INTERFACE = 'org.mpris.MediaPlayer2.Player'
export const MPRIS_BUS_NAME = 'org.mpris.MediaPlayer2.encore'

/**
 * The bus as the source of its connection errors: dbus-next emits 'error' when the session bus goes away, but
 * its typings name only its other events.
 */
interface BusErrors {
  on(event: 'error', listener: (error: Error) => void): unknown
}
const errorsOf = (bus: BusErrors): BusErrors => bus

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

const { Interface } = dbus.interface
const { ACCESS_READ, ACCESS_READWRITE } = dbus.interface

function metadataVariants(metadata: MprisMetadata): Record<string, dbus.Variant> {
  const map: Record<string, dbus.Variant> = {
    'mpris:trackid': new dbus.Variant('o', metadata.trackId),
  }
  if (metadata.lengthUs !== null) map['mpris:length'] = new dbus.Variant('x', BigInt(metadata.lengthUs))
  if (metadata.title !== null) map['xesam:title'] = new dbus.Variant('s', metadata.title)
  if (metadata.artists.length) map['xesam:artist'] = new dbus.Variant('as', metadata.artists)
  if (metadata.album !== null) map['xesam:album'] = new dbus.Variant('s', metadata.album)
  if (metadata.albumArtists.length) map['xesam:albumArtist'] = new dbus.Variant('as', metadata.albumArtists)
  if (metadata.artUrl !== null) map['mpris:artUrl'] = new dbus.Variant('s', metadata.artUrl)
  if (metadata.url !== null) map['xesam:url'] = new dbus.Variant('s', metadata.url)
  return map
}

/** A property's value as dbus-next marshals it for its signature. */
function wireValue<K extends keyof MprisPlayerProperties>(
  name: K,
  properties: MprisPlayerProperties,
): unknown {
  return name === 'Metadata' ? metadataVariants(properties.Metadata) : properties[name]
}

/**
 * dbus-next 0.11 declares `$properties`, `$methods` and `$signals` as fields of `Interface`, so each instance
 * gets its own (undefined) copies that hide what `configureMembers` put on the class's prototype: the bus
 * would then see an interface without members. Deleting the instance's copies uncovers the prototype's (and
 * does nothing once the library stops declaring them).
 */
function useConfiguredMembers(iface: object): void {
  for (const key of ['$properties', '$methods', '$signals']) {
    if (Object.hasOwn(iface, key) && (iface as Record<string, unknown>)[key] === undefined) {
      delete (iface as Record<string, unknown>)[key]
    }
  }
}

/** D-Bus int64 arrives as a BigInt (or a number from some clients). */
function toNumber(value: unknown): number {
  return typeof value === 'bigint' ? Number(value) : Number(value)
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

  class RootInterface extends Interface {
    constructor() {
      super(MPRIS_ROOT_INTERFACE)
      useConfiguredMembers(this)
    }
    get CanQuit() {
      return options.quit !== undefined
    }
    get CanRaise() {
      return options.raise !== undefined
    }
    get HasTrackList() {
      return false
    }
    get Identity() {
      return options.identity
    }
    get DesktopEntry() {
      return options.desktopEntry
    }
    get SupportedUriSchemes() {
      return [] as string[]
    }
    get SupportedMimeTypes() {
      return [] as string[]
    }
    Raise() {
      options.raise?.()
    }
    Quit() {
      options.quit?.()
    }
  }
  RootInterface.configureMembers({
    properties: {
      CanQuit: { signature: 'b', access: ACCESS_READ },
      CanRaise: { signature: 'b', access: ACCESS_READ },
      HasTrackList: { signature: 'b', access: ACCESS_READ },
      Identity: { signature: 's', access: ACCESS_READ },
      DesktopEntry: { signature: 's', access: ACCESS_READ },
      SupportedUriSchemes: { signature: 'as', access: ACCESS_READ },
      SupportedMimeTypes: { signature: 'as', access: ACCESS_READ },
    },
    methods: { Raise: {}, Quit: {} },
  })

  class PlayerInterface extends Interface {
    constructor() {
      super(MPRIS_PLAYER_INTERFACE)
      useConfiguredMembers(this)
    }
    get PlaybackStatus() {
      return lastProperties.PlaybackStatus
    }
    get LoopStatus() {
      return lastProperties.LoopStatus
    }
    set LoopStatus(loop: string) {
      request({ kind: 'SetLoopStatus', loop })
    }
    get Rate() {
      return 1
    }
    set Rate(_rate: number) {
      // A remote cannot change the playback rate; the specification lets a player ignore the write.
    }
    get MinimumRate() {
      return 1
    }
    get MaximumRate() {
      return 1
    }
    get Shuffle() {
      return lastProperties.Shuffle
    }
    set Shuffle(on: boolean) {
      request({ kind: 'SetShuffle', on })
    }
    get Metadata() {
      return metadataVariants(lastProperties.Metadata)
    }
    get Volume() {
      return lastProperties.Volume
    }
    set Volume(volume: number) {
      request({ kind: 'SetVolume', volume })
    }
    get Position() {
      return BigInt(mprisPosition(playback.state(), clock.now()))
    }
    get CanGoNext() {
      return lastProperties.CanGoNext
    }
    get CanGoPrevious() {
      return lastProperties.CanGoPrevious
    }
    get CanPlay() {
      return lastProperties.CanPlay
    }
    get CanPause() {
      return lastProperties.CanPause
    }
    get CanSeek() {
      return lastProperties.CanSeek
    }
    get CanControl() {
      return lastProperties.CanControl
    }
    Next() {
      request({ kind: 'Next' })
    }
    Previous() {
      request({ kind: 'Previous' })
    }
    Pause() {
      request({ kind: 'Pause' })
    }
    PlayPause() {
      request({ kind: 'PlayPause' })
    }
    Stop() {
      request({ kind: 'Stop' })
    }
    Play() {
      request({ kind: 'Play' })
    }
    Seek(offset: bigint | number) {
      request({ kind: 'Seek', offsetUs: toNumber(offset) })
    }
    SetPosition(trackId: string, position: bigint | number) {
      request({ kind: 'SetPosition', trackId, positionUs: toNumber(position) })
    }
    OpenUri(_uri: string) {
      throw new dbus.DBusError('org.mpris.MediaPlayer2.Error.NotSupported', 'Encore opens no URIs.')
    }
    Seeked(position: bigint) {
      return position
    }
  }
  const readOnly = (signature: string) => ({ signature, access: ACCESS_READ })
  PlayerInterface.configureMembers({
    properties: {
      PlaybackStatus: readOnly('s'),
      LoopStatus: { signature: 's', access: ACCESS_READWRITE },
      Rate: { signature: 'd', access: ACCESS_READWRITE },
      MinimumRate: readOnly('d'),
      MaximumRate: readOnly('d'),
      Shuffle: { signature: 'b', access: ACCESS_READWRITE },
      Metadata: readOnly('a{sv}'),
      Volume: { signature: 'd', access: ACCESS_READWRITE },
      Position: readOnly('x'),
      CanGoNext: readOnly('b'),
      CanGoPrevious: readOnly('b'),
      CanPlay: readOnly('b'),
      CanPause: readOnly('b'),
      CanSeek: readOnly('b'),
      CanControl: readOnly('b'),
    },
    methods: {
      Next: {},
      Previous: {},
      Pause: {},
      PlayPause: {},
      Stop: {},
      Play: {},
      Seek: { inSignature: 'x' },
      SetPosition: { inSignature: 'ox' },
      OpenUri: { inSignature: 's' },
    },
    signals: { Seeked: { signature: 'x' } },
  })

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

  const root = new RootInterface()
  const player = new PlayerInterface()
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
        Interface.emitPropertiesChanged(player, values)
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
