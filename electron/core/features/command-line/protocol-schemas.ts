import { z } from 'zod'
import { areaSchemas, playerCommandSchemas, sleepSchemas, linkSchemas } from '../../../contract'
import type { OutputOptions } from './command'
import type { AppCommand, WireCommand } from './player-call'
import { PROTOCOL_VERSION, type CommandRequest } from './protocol'
import { escapeModes } from '../../base/security/safe-text'

/**
 * Encore's check of every request that reaches its socket (the client's parser made it; anyone may send one).
 * The player's commands are checked by the player's own schemas (contract/player-commands.ts), not a second table.
 */

/** The command-line-protocol area's schemas, made the first time one is read (schema-areas.ts). */
export const commandLineSchemas = areaSchemas('command-line-protocol', () => {
  /** A position in Encore's queue, from 1; whether it is one of the queue's is core's to say, with the range. */
  const QueuePosition = z.number().int().min(1).max(1_000_000)

  const AppCommandSchema = z.union([
    z.strictObject({
      name: z.enum([
        'status',
        'diagnose',
        'devices',
        'queue-list',
        'queue-clear',
        'show',
        'hide',
        'mini',
        'quit',
      ]),
    }),
    z.strictObject({ name: z.literal('device'), target: z.string().min(1).max(200) }),
    z.strictObject({ name: z.enum(['queue', 'open']), link: linkSchemas().SpotifyLinkSchema }),
    z.strictObject({ name: z.literal('sleep'), to: sleepSchemas().SleepRequestSchema }),
    z.strictObject({ name: z.literal('queue-move'), from: QueuePosition, to: QueuePosition }),
    z.strictObject({ name: z.literal('queue-remove'), position: QueuePosition }),
  ]) satisfies z.ZodType<AppCommand>

  const CommandSchema = z.union([
    AppCommandSchema,
    playerCommandSchemas().PlayerCommandCallSchema,
  ]) satisfies z.ZodType<WireCommand>

  const OutputSchema = z.strictObject({
    json: z.boolean(),
    format: z.string().max(1000).nullable(),
    follow: z.boolean(),
    escape: z.enum(escapeModes).optional(),
  }) satisfies z.ZodType<OutputOptions>

  /** Only the version first: a client of another version is told so, whatever the rest of its request. */
  const VersionSchema = z.object({ v: z.number().int() })

  const CommandRequestSchema = z.strictObject({
    v: z.literal(PROTOCOL_VERSION),
    key: z.string().max(200),
    invocation: z.strictObject({ command: CommandSchema, output: OutputSchema }),
  }) satisfies z.ZodType<CommandRequest>

  return { CommandSchema, VersionSchema, CommandRequestSchema, QueuePosition, AppCommandSchema, OutputSchema }
})
