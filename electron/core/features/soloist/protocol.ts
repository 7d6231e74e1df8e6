import { z } from 'zod'
import { stripControls } from '../../base/security/safe-text'

/**
 * Spotify Soloist's local WebSocket API, in one place: the events it pushes and the commands it takes
 * (developer.spotify.com/documentation/soloist/reference/websocket-api). Every message is a JSON text frame;
 * every server event has a `type`; every client message has `"type": "command"`. The socket has no
 * authentication, so whatever arrives is a stranger's text: strings are bounded and stripped of control
 * characters, numbers must be finite, and a message that does not fit is refused whole rather than half-read.
 *
 * Only the fields Encore reads are named; the rest of an event passes through untouched (loose objects), so a
 * newer Soloist that adds fields still parses.
 */

/** Longest text field kept (a track or device name); longer text is a malformed message, not a name. */
const MAX_TEXT = 1_000
/** Longest frame read at all: a queue of a few hundred entries fits many times over. */
export const MAX_FRAME_CHARS = 1_048_576
/** Most entries a queue or creator list may carry. */
const MAX_ENTRIES = 1_000

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

/**
 * The common entity envelope: playback items, contexts, queue entries, parents (an item's album or show) and
 * creators (artists, a show's publisher) all have this shape.
 */
export interface SoloistEntity {
  uri: string
  name?: string
  parent?: SoloistEntity | null
  creators?: SoloistEntity[]
  duration_ms?: number
}

export const EntitySchema: z.ZodType<SoloistEntity> = z.lazy(() =>
  z.looseObject({
    uri: SpotifyUri,
    name: Text.optional(),
    parent: EntitySchema.nullable().optional(),
    creators: z.array(EntitySchema).max(MAX_ENTRIES).optional(),
    duration_ms: Milliseconds.optional(),
  }),
)

export const AuthStateEventSchema = z.looseObject({
  type: z.literal('auth_state'),
  logged_in: z.boolean(),
  /** Whether this Soloist is the account's active Connect device. */
  is_active: z.boolean().optional(),
})

export const playbackStatuses = ['playing', 'paused', 'stopped', 'loading'] as const

export const PlaybackStateEventSchema = z.looseObject({
  type: z.literal('playback_state'),
  status: z.enum(playbackStatuses),
  is_active: z.boolean().optional(),
  item: EntitySchema.nullable().optional(),
  context: EntitySchema.nullable().optional(),
  position_ms: Milliseconds.optional(),
  duration_ms: Milliseconds.optional(),
  shuffle: z.boolean().optional(),
  repeat: z.enum(['off', 'context', 'track']).optional(),
  volume: z.number().finite().min(0).max(100).optional(),
})

export const QueueChangedEventSchema = z.looseObject({
  type: z.literal('queue_changed'),
  items: z.array(EntitySchema).max(MAX_ENTRIES),
})

/** Soloist's answer to a command it could not carry out (or a frame it could not read). */
export const ErrorEventSchema = z.looseObject({
  type: z.literal('error'),
  code: Text.optional(),
  message: Text.optional(),
})

export const ServerEventSchema = z.discriminatedUnion('type', [
  AuthStateEventSchema,
  PlaybackStateEventSchema,
  QueueChangedEventSchema,
  ErrorEventSchema,
])
export type SoloistEvent = z.infer<typeof ServerEventSchema>
export type PlaybackStateEvent = z.infer<typeof PlaybackStateEventSchema>

export type ParsedFrame =
  | { kind: 'event'; event: SoloistEvent }
  /** A well-formed event of a type Encore does not read (a newer Soloist's): skipped, not an error. */
  | { kind: 'other'; type: string }
  /** Not JSON, no `type`, too long, or a known type whose fields do not fit: said in the log, never shown. */
  | { kind: 'refused'; reason: string }

const knownTypes = new Set(['auth_state', 'playback_state', 'queue_changed', 'error'])

/** Reads one text frame from the socket. */
export function parseFrame(frame: string): ParsedFrame {
  if (frame.length > MAX_FRAME_CHARS) return { kind: 'refused', reason: 'frame too long' }
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
  if (!knownTypes.has(type)) return { kind: 'other', type: stripControls(type).slice(0, 60) }
  const parsed = ServerEventSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return {
      kind: 'refused',
      reason: `${type}: ${issue?.path.join('.') || 'event'} ${issue?.message ?? ''}`.trim(),
    }
  }
  return { kind: 'event', event: parsed.data }
}

/** The commands Encore sends; each is `{"type":"command","command":…}` with its own arguments. */
export const CommandSchema = z.discriminatedUnion('command', [
  z.strictObject({ type: z.literal('command'), command: z.literal('play') }),
  z.strictObject({ type: z.literal('command'), command: z.literal('pause') }),
  z.strictObject({ type: z.literal('command'), command: z.literal('next') }),
  z.strictObject({ type: z.literal('command'), command: z.literal('previous') }),
  z.strictObject({ type: z.literal('command'), command: z.literal('seek'), position_ms: Milliseconds }),
  z.strictObject({
    type: z.literal('command'),
    command: z.literal('volume'),
    volume: z.number().int().min(0).max(100),
  }),
  z.strictObject({ type: z.literal('command'), command: z.literal('shuffle'), enabled: z.boolean() }),
  z.strictObject({
    type: z.literal('command'),
    command: z.literal('repeat'),
    mode: z.enum(['off', 'context', 'track']),
  }),
])
export type SoloistCommand = z.infer<typeof CommandSchema>

/** One command as the frame to send; a command that does not fit the protocol throws (a bug of ours). */
export function encodeCommand(command: SoloistCommand): string {
  return JSON.stringify(CommandSchema.parse(command))
}

/** Reads one client frame (the stand-in's side of the socket). */
export function parseCommand(frame: string): SoloistCommand | undefined {
  if (frame.length > 10_000) return undefined
  try {
    const parsed = CommandSchema.safeParse(JSON.parse(frame))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
