import { z } from 'zod'
import { areaSchemas } from '../../../contract'
import { stripControls } from '../../base/security/safe-text'

export { encodeCommand, parseCommand, soloistCommandSchemas, type SoloistCommand } from './protocol-commands'

/**
 * Spotify Soloist's local WebSocket API, in one place: the events it pushes and the commands it takes
 * (developer.spotify.com/documentation/soloist/reference/websocket-api). Every message is a JSON text frame;
 * every server event has a `type`; every client message has `"type": "command"`. The socket has no
 * authentication, so whatever arrives is a stranger's text: strings are bounded and stripped of control
 * characters, numbers must be finite, and a message that does not fit is refused whole rather than half-read.
 *
 * The wire shapes (`Wire…` below) follow the reference's common entity envelope: `uri` and `entity_type`, with
 * what is known of the thing under `decorations` (`identity.name`, `visual_identity.cover`, `parent.entity`,
 * `creators[].entity`, `playback.duration_ms`). Where the reference page could not be read (see
 * docs/desktop.md, "What was checked against the reference"), they follow `soloist ctl trace` captures published
 * by public clients. Reading is lenient where Soloist is (explicit nulls, fields a newer build adds, event types
 * Encore does not read) and strict where a wrong value would mislead (URIs, numbers).
 *
 * `parseFrame` hands on each event in Encore's own flat reading (`SoloistEvent`), so the feed's state machine
 * does not walk the envelope.
 */

/** Longest text field kept (a track or device name); longer text is a malformed message, not a name. */
const MAX_TEXT = 1_000
/** Longest frame read at all: a queue of a few hundred entries fits many times over. */
export const MAX_FRAME_CHARS = 1_048_576
/** Most entries a queue or creator list may carry. */
const MAX_ENTRIES = 1_000

interface WireEntity {
  uri: string
  entity_type?: string | null
  decorations?: {
    identity?: { name?: string | null } | null
    visual_identity?: { cover?: ({ url: string; size?: string | null } | null | undefined)[] | null } | null
    parent?: { entity?: WireEntity | null } | null
    creators?: ({ entity?: WireEntity | null } | null | undefined)[] | null
    playback?: { duration_ms?: number | null } | null
  } | null
}

/**
 * How many entities deep one may nest (an item's parent album, its creators: two or three in practice). The
 * schema is built this many levels deep instead of recursing, so a frame nesting `parent` a thousand deep is
 * refused at the ninth level and never walks the stack.
 */
export const MAX_ENTITY_DEPTH = 8

/** Soloist's wire schemas, made the first time a frame is read: a process where Soloist never runs makes none. */
export const soloistWireSchemas = areaSchemas('soloist-protocol', () => {
  const Text = z
    .string()
    .max(MAX_TEXT)
    .transform((value) => stripControls(value))

  /** `spotify:<kind>:<id>` and the longer forms (`spotify:user:…:playlist:…`): letters, digits and colons only. */
  const SpotifyUri = z
    .string()
    .max(200)
    .regex(/^spotify(?::[A-Za-z0-9_.-]+){2,4}$/, 'not a Spotify URI')

  const Milliseconds = z.number().finite().int().min(0).max(86_400_000)
  const Percent = z.number().finite().min(0).max(100)

  /** Soloist writes `null` for a key it has nothing for; absent and null read alike. */
  const maybe = <T extends z.ZodType>(schema: T) => schema.nullish()

  const WireCoverSchema = z.looseObject({ url: z.string().max(2_000), size: maybe(Text) })

  function entitySchema(levels: number): z.ZodType<WireEntity> {
    const inner: z.ZodType<WireEntity> =
      levels > 1 ? entitySchema(levels - 1) : z.never({ error: 'nested too deep' })
    return z.looseObject({
      // A context with nothing playing from one has been seen as `{"uri": ""}`.
      uri: SpotifyUri.or(z.literal('')),
      entity_type: maybe(Text),
      decorations: maybe(
        z.looseObject({
          identity: maybe(z.looseObject({ name: maybe(Text) })),
          visual_identity: maybe(
            z.looseObject({ cover: maybe(z.array(maybe(WireCoverSchema)).max(MAX_ENTRIES)) }),
          ),
          parent: maybe(z.looseObject({ entity: maybe(inner) })),
          creators: maybe(z.array(maybe(z.looseObject({ entity: maybe(inner) }))).max(MAX_ENTRIES)),
          playback: maybe(z.looseObject({ duration_ms: maybe(Milliseconds) })),
        }),
      ),
    })
  }

  const WireEntitySchema = entitySchema(MAX_ENTITY_DEPTH)

  const WirePositionSchema = z.looseObject({
    position_ms: Milliseconds,
    timestamp_ms: maybe(z.number().finite()),
    speed: maybe(z.number().finite()),
  })

  const WireStatus = Text
  const WireRepeat = z.enum(['off', 'context', 'track'])
  const WireOptionsSchema = z.looseObject({ shuffle: maybe(z.boolean()), repeat: maybe(WireRepeat) })

  const WireQueueEntrySchema = z.looseObject({
    uid: maybe(Text),
    source: maybe(Text),
    item: maybe(WireEntitySchema),
  })

  const WireEventSchemas = {
    auth_state: z.looseObject({
      type: z.literal('auth_state'),
      logged_in: z.boolean(),
      is_active: maybe(z.boolean()),
      device_name: maybe(Text),
    }),
    playback_state: z.looseObject({
      type: z.literal('playback_state'),
      status: WireStatus,
      is_active: maybe(z.boolean()),
      item: maybe(WireEntitySchema),
      context: maybe(WireEntitySchema),
      position: maybe(WirePositionSchema),
      volume: maybe(Percent),
      options: maybe(WireOptionsSchema),
    }),
    track_changed: z.looseObject({ type: z.literal('track_changed'), item: maybe(WireEntitySchema) }),
    playback_changed: z.looseObject({ type: z.literal('playback_changed'), status: WireStatus }),
    position_sync: z.looseObject({ type: z.literal('position_sync'), position: WirePositionSchema }),
    options_changed: z.looseObject({ type: z.literal('options_changed'), options: WireOptionsSchema }),
    volume_changed: z.looseObject({ type: z.literal('volume_changed'), volume: Percent }),
    device_changed: z.looseObject({ type: z.literal('device_changed'), is_active: z.boolean() }),
    queue_changed: z.looseObject({
      type: z.literal('queue_changed'),
      previous: maybe(z.array(maybe(WireQueueEntrySchema)).max(MAX_ENTRIES)),
      upcoming: z.array(maybe(WireQueueEntrySchema)).max(MAX_ENTRIES),
    }),
    error: z.looseObject({ type: z.literal('error'), code: maybe(Text), message: maybe(Text) }),
  } as const
  return { WireEventSchemas }
})

type WireEventSchemas = ReturnType<typeof soloistWireSchemas>['WireEventSchemas']
type WireType = keyof WireEventSchemas
type WireEvent<T extends WireType> = z.infer<WireEventSchemas[T]>

/** A cover as Soloist names its size (`small`, `default`, `large`, `xlarge`). */
export interface SoloistCover {
  url: string
  size: string | null
}

/** One entity of the envelope, flat: what Encore reads of a track, an episode, an album, an artist. */
export interface SoloistEntity {
  uri: string
  name?: string
  parent?: SoloistEntity | null
  creators?: SoloistEntity[]
  duration_ms?: number
  covers?: SoloistCover[]
}

export const playbackStatuses = ['playing', 'paused', 'stopped', 'loading'] as const
export type PlaybackStatus = (typeof playbackStatuses)[number]
type Repeat = 'off' | 'context' | 'track'

/** The events as Encore reads them (the wire's, flattened by `parseFrame`). */
export type SoloistEvent =
  | { type: 'auth_state'; logged_in: boolean; is_active?: boolean }
  | {
      type: 'playback_state'
      status: PlaybackStatus
      is_active?: boolean
      item?: SoloistEntity | null
      context?: SoloistEntity | null
      position_ms?: number
      duration_ms?: number
      shuffle?: boolean
      repeat?: Repeat
      volume?: number
    }
  | { type: 'track_changed'; item: SoloistEntity | null }
  | { type: 'playback_changed'; status: PlaybackStatus }
  | { type: 'position_sync'; position_ms: number }
  | { type: 'options_changed'; shuffle?: boolean; repeat?: Repeat }
  | { type: 'volume_changed'; volume: number }
  | { type: 'device_changed'; is_active: boolean }
  | { type: 'queue_changed'; items: SoloistEntity[] }
  | { type: 'error'; code?: string; message?: string }
export type PlaybackStateEvent = Extract<SoloistEvent, { type: 'playback_state' }>

/** Soloist's words for its state, in Encore's four (buffering is loading; idle is stopped). */
function statusOf(word: string): PlaybackStatus {
  switch (word) {
    case 'playing':
    case 'paused':
    case 'stopped':
    case 'loading':
      return word
    case 'buffering':
      return 'loading'
    default:
      return 'stopped'
  }
}

/** Only pictures from where a cover may come (the CSP's img-src says the same): others are dropped. */
export function safeCoverUrl(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.username || parsed.password) return false
  if (parsed.protocol === 'http:') return parsed.hostname === '127.0.0.1'
  if (parsed.protocol !== 'https:') return false
  const host = parsed.hostname
  return host.endsWith('.scdn.co') || host.endsWith('.spotifycdn.com')
}

function entityOf(wire: WireEntity | null | undefined): SoloistEntity | null {
  if (!wire || wire.uri === '') return null
  const decorations = wire.decorations ?? {}
  const entity: SoloistEntity = { uri: wire.uri }
  const name = decorations.identity?.name
  if (typeof name === 'string') entity.name = name
  const parent = entityOf(decorations.parent?.entity)
  if (parent) entity.parent = parent
  if (decorations.creators) {
    entity.creators = decorations.creators.flatMap((creator) => entityOf(creator?.entity) ?? [])
  }
  const duration = decorations.playback?.duration_ms
  if (typeof duration === 'number') entity.duration_ms = duration
  const covers = (decorations.visual_identity?.cover ?? []).flatMap((cover) =>
    cover && safeCoverUrl(cover.url) ? [{ url: cover.url, size: cover.size ?? null }] : [],
  )
  if (covers.length > 0) entity.covers = covers
  return entity
}

const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>

function flatten(wire: WireEvent<WireType>): SoloistEvent {
  switch (wire.type) {
    case 'auth_state':
      return { type: 'auth_state', logged_in: wire.logged_in, ...optional('is_active', wire.is_active) }
    case 'playback_state': {
      const item = entityOf(wire.item)
      return {
        type: 'playback_state',
        status: statusOf(wire.status),
        ...optional('is_active', wire.is_active),
        item,
        context: entityOf(wire.context),
        ...optional('position_ms', wire.position?.position_ms),
        ...optional('duration_ms', item?.duration_ms),
        ...optional('shuffle', wire.options?.shuffle),
        ...optional('repeat', wire.options?.repeat),
        ...optional('volume', wire.volume),
      }
    }
    case 'track_changed':
      return { type: 'track_changed', item: entityOf(wire.item) }
    case 'playback_changed':
      return { type: 'playback_changed', status: statusOf(wire.status) }
    case 'position_sync':
      return { type: 'position_sync', position_ms: wire.position.position_ms }
    case 'options_changed':
      return {
        type: 'options_changed',
        ...optional('shuffle', wire.options.shuffle),
        ...optional('repeat', wire.options.repeat),
      }
    case 'volume_changed':
      return { type: 'volume_changed', volume: wire.volume }
    case 'device_changed':
      return { type: 'device_changed', is_active: wire.is_active }
    case 'queue_changed':
      return { type: 'queue_changed', items: wire.upcoming.flatMap((entry) => entityOf(entry?.item) ?? []) }
    case 'error':
      return { type: 'error', ...optional('code', wire.code), ...optional('message', wire.message) }
  }
}

export type ParsedFrame =
  | { kind: 'event'; event: SoloistEvent }
  /** A well-formed event of a type Encore does not read (`command_result`, a newer Soloist's): skipped. */
  | { kind: 'other'; type: string }
  /** Not JSON, no `type`, too long, or a known type whose fields do not fit: said in the log, never shown. */
  | { kind: 'refused'; reason: string }

const isWireType = (type: string): type is WireType =>
  Object.hasOwn(soloistWireSchemas().WireEventSchemas, type)

/**
 * Most brackets open at once in a frame: the deepest real event (a queue entry's item, its album, the album's
 * artist, their decorations) is under 30; a thousand would exhaust the stack of whatever walks it.
 */
export const MAX_JSON_DEPTH = 64

/** Whether the JSON text opens more than `limit` brackets at once; one pass, no recursion, strings skipped. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      // A backslash: the next character is escaped (a quote that does not end the string).
      if (char === 0x5c) index++
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true
    } else if (char === 0x7d || char === 0x5d) depth--
  }
  return false
}

/** Reads one text frame from the socket. */
export function parseFrame(frame: string): ParsedFrame {
  if (frame.length > MAX_FRAME_CHARS) return { kind: 'refused', reason: 'frame too long' }
  if (nestsDeeperThan(frame, MAX_JSON_DEPTH)) return { kind: 'refused', reason: 'nested too deep' }
  let value: unknown
  try {
    value = JSON.parse(frame)
  } catch {
    return { kind: 'refused', reason: 'not JSON' }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { kind: 'refused', reason: 'not an object' }
  const type = (value as { type?: unknown }).type
  if (typeof type !== 'string') return { kind: 'refused', reason: 'no type' }
  if (!isWireType(type)) return { kind: 'other', type: stripControls(type).slice(0, 60) }
  const parsed = soloistWireSchemas().WireEventSchemas[type].safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return {
      kind: 'refused',
      reason: `${type}: ${issue?.path.join('.') || 'event'} ${issue?.message ?? ''}`.trim(),
    }
  }
  return { kind: 'event', event: flatten(parsed.data) }
}
