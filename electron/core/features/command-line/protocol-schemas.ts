import { z } from 'zod'
import { RepeatModeSchema, SpotifyLinkSchema } from '../../../contract'
import { simpleCommandNames, type Command, type OutputOptions } from './command'
import { PROTOCOL_VERSION, type CommandRequest } from './protocol'
import { escapeModes } from '../../base/security/safe-text'

/** Encore's check of every request that reaches its socket (the client's parser made it; anyone may send one). */

const AmountSchema = z.discriminatedUnion('relative', [
  z.strictObject({ relative: z.literal(false), value: z.number().int().min(0).max(86_400_000) }),
  z.strictObject({ relative: z.literal(true), delta: z.number().int().min(-86_400_000).max(86_400_000) }),
])

export const CommandSchema = z.union([
  z.strictObject({ name: z.literal('play'), link: SpotifyLinkSchema.nullable() }),
  z.strictObject({ name: z.enum([...simpleCommandNames, 'queue-list']) }),
  z.strictObject({ name: z.literal('seek'), ms: AmountSchema }),
  z.strictObject({ name: z.literal('volume'), percent: AmountSchema }),
  z.strictObject({ name: z.literal('shuffle'), to: z.enum(['on', 'off', 'toggle']) }),
  z.strictObject({ name: z.literal('repeat'), to: z.union([RepeatModeSchema, z.literal('cycle')]) }),
  z.strictObject({ name: z.literal('device'), target: z.string().min(1).max(200) }),
  z.strictObject({ name: z.enum(['queue', 'open']), link: SpotifyLinkSchema }),
]) satisfies z.ZodType<Command>

const OutputSchema = z.strictObject({
  json: z.boolean(),
  format: z.string().max(1000).nullable(),
  follow: z.boolean(),
  escape: z.enum(escapeModes).optional(),
}) satisfies z.ZodType<OutputOptions>

/** Only the version first: a client of another version is told so, whatever the rest of its request. */
export const VersionSchema = z.object({ v: z.number().int() })

export const CommandRequestSchema = z.strictObject({
  v: z.literal(PROTOCOL_VERSION),
  key: z.string().max(200),
  invocation: z.strictObject({ command: CommandSchema, output: OutputSchema }),
}) satisfies z.ZodType<CommandRequest>
