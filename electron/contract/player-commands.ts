import { z } from 'zod'
import { repeatModes } from './playback-logic'
import {
  playerCommandIds,
  type PlayerCommandArgs,
  type PlayerCommandCall,
  type PlayerCommandId,
  type PlayerCommandOutcome,
} from './player-command-words'

export * from './player-command-words'

/** The player commands' arguments as schemas (the words and ids are in player-command-words.ts): checked at the bridge. */

const nothing = z.strictObject({})
const DAY_MS = 86_400_000
const SpotifyUriSchema = z
  .string()
  .regex(/^spotify:[a-z]+:[A-Za-z0-9]+$/, 'Expected a Spotify URI such as spotify:track:…')

export const playerCommandArgSchemas = {
  'player.play': z.strictObject({ uri: SpotifyUriSchema.optional() }),
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether `value` is one command with the arguments it takes. */
function isPlayerCommandCall(value: unknown): value is PlayerCommandCall {
  if (!isRecord(value)) return false
  const keys = Object.keys(value)
  if (keys.some((key) => key !== 'id' && key !== 'args')) return false
  const id = value['id']
  if (typeof id !== 'string' || !(playerCommandIds as readonly string[]).includes(id)) return false
  return playerCommandArgSchemas[id as PlayerCommandId].safeParse(value['args'] ?? {}).success
}

/** Each command's call as a plain schema (what a fuzzer or a reader can walk), then checked as one command. */
const callShapes = playerCommandIds.map((id) =>
  z.strictObject({ id: z.literal(id), args: playerCommandArgSchemas[id].optional() }),
)

export const PlayerCommandCallSchema = z.union(callShapes).transform((call, context): PlayerCommandCall => {
  if (isPlayerCommandCall(call)) return call
  context.addIssue({
    code: 'custom',
    message: 'Expected one of the player’s commands with the arguments it takes.',
  })
  return z.NEVER
})

export const PlayerCommandOutcomeSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('done') }),
  z.strictObject({ status: z.literal('refused'), reason: z.string(), code: z.string().nullable() }),
]) satisfies z.ZodType<PlayerCommandOutcome>
