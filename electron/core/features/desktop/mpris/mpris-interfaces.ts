import * as dbus from '@jellybrick/dbus-next'
import type { MprisMetadata, MprisPlayerProperties, MprisRequest } from './mpris-model'

/**
 * Encore's two MPRIS interfaces as dbus-next classes: `org.mpris.MediaPlayer2` (the application) and
 * `org.mpris.MediaPlayer2.Player` (the player), over what mpris-service.ts gives them.
 */

export const MPRIS_ROOT_INTERFACE = 'org.mpris.MediaPlayer2'
export const MPRIS_PLAYER_INTERFACE = 'org.mpris.MediaPlayer2.Player'

/** What the application interface shows and does. */
export interface RootApp {
  identity: string
  desktopEntry: string
  raise?: (() => void) | undefined
  quit?: (() => void) | undefined
}

/** What the player interface reads and asks: the properties now, the position now, and one request. */
export interface PlayerView {
  properties(): MprisPlayerProperties
  positionUs(): number
  request(asked: MprisRequest): void
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
export function wireValue<K extends keyof MprisPlayerProperties>(
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

export class RootInterface extends Interface {
  constructor(private readonly app: RootApp) {
    super(MPRIS_ROOT_INTERFACE)
    useConfiguredMembers(this)
  }
  get CanQuit() {
    return this.app.quit !== undefined
  }
  get CanRaise() {
    return this.app.raise !== undefined
  }
  get HasTrackList() {
    return false
  }
  get Identity() {
    return this.app.identity
  }
  get DesktopEntry() {
    return this.app.desktopEntry
  }
  get SupportedUriSchemes() {
    return [] as string[]
  }
  get SupportedMimeTypes() {
    return [] as string[]
  }
  Raise() {
    this.app.raise?.()
  }
  Quit() {
    this.app.quit?.()
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

export class PlayerInterface extends Interface {
  constructor(private readonly view: PlayerView) {
    super(MPRIS_PLAYER_INTERFACE)
    useConfiguredMembers(this)
  }
  get PlaybackStatus() {
    return this.view.properties().PlaybackStatus
  }
  get LoopStatus() {
    return this.view.properties().LoopStatus
  }
  set LoopStatus(loop: string) {
    this.view.request({ kind: 'SetLoopStatus', loop })
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
    return this.view.properties().Shuffle
  }
  set Shuffle(on: boolean) {
    this.view.request({ kind: 'SetShuffle', on })
  }
  get Metadata() {
    return metadataVariants(this.view.properties().Metadata)
  }
  get Volume() {
    return this.view.properties().Volume
  }
  set Volume(volume: number) {
    this.view.request({ kind: 'SetVolume', volume })
  }
  get Position() {
    return BigInt(this.view.positionUs())
  }
  get CanGoNext() {
    return this.view.properties().CanGoNext
  }
  get CanGoPrevious() {
    return this.view.properties().CanGoPrevious
  }
  get CanPlay() {
    return this.view.properties().CanPlay
  }
  get CanPause() {
    return this.view.properties().CanPause
  }
  get CanSeek() {
    return this.view.properties().CanSeek
  }
  get CanControl() {
    return this.view.properties().CanControl
  }
  Next() {
    this.view.request({ kind: 'Next' })
  }
  Previous() {
    this.view.request({ kind: 'Previous' })
  }
  Pause() {
    this.view.request({ kind: 'Pause' })
  }
  PlayPause() {
    this.view.request({ kind: 'PlayPause' })
  }
  Stop() {
    this.view.request({ kind: 'Stop' })
  }
  Play() {
    this.view.request({ kind: 'Play' })
  }
  Seek(offset: bigint | number) {
    this.view.request({ kind: 'Seek', offsetUs: toNumber(offset) })
  }
  SetPosition(trackId: string, position: bigint | number) {
    this.view.request({ kind: 'SetPosition', trackId, positionUs: toNumber(position) })
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
