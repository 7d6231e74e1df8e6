import { z } from 'zod'
import { linkSchemas } from './links'
import { repeatModes } from './playback-logic'
import { playerCommandIds } from './command-surfaces'
import {
  type PlayerCommandArgs,
  type PlayerCommandCall,
  type PlayerCommandId,
  type PlayerCommandOutcome,
} from './player-command-words'
import { areaSchemas } from './schema-areas'

export * from './player-command-words'

/** The player commands' arguments as schemas (the words and ids are in player-command-words.ts): checked at the bridge. */

/** The player-commands area's schemas, made the first time one is read (schema-areas.ts). */
export const playerCommandSchemas = areaSchemas('player-commands', () => {
  const nothing = z.strictObject({})
  const playerCommandArgSchemas = {
    'player.play': z.strictObject({ uri: linkSchemas().SpotifyUriSchema.optional() }),
    'player.pause': nothing,
    'player.toggle': nothing,
    'player.next': nothing,
    'player.previous': nothing,
    'player.seekBy': z.strictObject({ deltaMs: z.number().int().min(-DAY_MS).max(DAY_MS) }),
    'player.seekTo': z.strictObject({ positionMs: z.number().int().min(0).max(DAY_MS) }),
    'player.volumeBy': z.strictObject({ delta: z.number().int().min(-100).max(100) }),
    'player.volumeTo': z.strictObject({ percent: z.number().int().min(0).max(100) }),
    'player.mute': nothing,
    'player.unmute': nothing,
    'player.toggleMute': nothing,
    'player.setShuffle': z.strictObject({ on: z.boolean() }),
    'player.toggleShuffle': nothing,
    'player.setRepeat': z.strictObject({ mode: z.enum(repeatModes) }),
    'player.cycleRepeat': nothing,
    'player.setSaved': z.strictObject({ saved: z.boolean() }),
    'player.toggleSaved': nothing,
  } satisfies { [I in PlayerCommandId]: z.ZodType<PlayerCommandArgs[I]> }

  /**
   * One command with the arguments it takes: a union of plain objects (what a reader or the bridge's fuzzers can
   * walk), `args` required where the command takes some. Typed as the call it checks, which the union's widened
   * inference cannot say by itself.
   */
  const callShapes = playerCommandIds.map((id) => {
    const args = playerCommandArgSchemas[id]
    return z.strictObject({
      id: z.literal(id),
      args: Object.keys(args.shape).length > 0 ? args : args.optional(),
    })
  })

  const PlayerCommandCallSchema = z.union(callShapes) as z.ZodType<PlayerCommandCall, PlayerCommandCall>

  const PlayerCommandOutcomeSchema = z.discriminatedUnion('status', [
    z.strictObject({ status: z.literal('done') }),
    z.strictObject({ status: z.literal('refused'), reason: z.string(), code: z.string().nullable() }),
  ]) satisfies z.ZodType<PlayerCommandOutcome>

  return { playerCommandArgSchemas, PlayerCommandCallSchema, PlayerCommandOutcomeSchema, nothing, callShapes }
})
const DAY_MS = 86_400_000
