import { z } from 'zod'
import { areaSchemas, spotifyUriSchema } from '../../../contract'

/** The commands of Soloist's local WebSocket API (protocol.ts reads its events), and how they go on the wire. */

const command = <C extends string>(name: C) =>
  z.strictObject({ type: z.literal('command'), command: z.literal(name) })
const toggle = <C extends string>(name: C) => command(name).extend({ enabled: z.boolean() })

/**
 * The commands Encore sends; each is `{"type":"command","command":…}` with its own arguments. Repeat is two
 * toggles on the wire (context and track), so a repeat mode is sent as both. Made the first time one is sent.
 */
export const soloistCommandSchemas = areaSchemas('soloist-commands', () => ({
  CommandSchema: z.discriminatedUnion('command', [
    command('play'),
    command('pause'),
    command('skip_next'),
    command('skip_prev'),
    command('get_state'),
    command('seek').extend({ position_ms: z.number().finite().int().min(0).max(86_400_000) }),
    command('set_volume').extend({ volume: z.number().int().min(0).max(100) }),
    toggle('set_shuffle'),
    toggle('set_repeat_context'),
    toggle('set_repeat_track'),
    // Encore's queue hands This computer its next item this way, with no request (features/your-queue).
    command('add_to_queue').extend({ uri: spotifyUriSchema(['track', 'episode']) }),
  ]),
}))
export type SoloistCommand = z.infer<ReturnType<typeof soloistCommandSchemas>['CommandSchema']>

/** One command as the frame to send; a command that does not fit the protocol throws (a bug of ours). */
export function encodeCommand(command: SoloistCommand): string {
  return JSON.stringify(soloistCommandSchemas().CommandSchema.parse(command))
}

/** Reads one client frame (what a test's stand-in receives). */
export function parseCommand(frame: string): SoloistCommand | undefined {
  if (frame.length > 10_000) return undefined
  try {
    const parsed = soloistCommandSchemas().CommandSchema.safeParse(JSON.parse(frame))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
