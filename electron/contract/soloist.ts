import { z } from 'zod'
import { lazyMethods } from './lazy-methods'
import { areaSchemas } from './schema-areas'

/**
 * Settings → This computer: Spotify Soloist as Encore's own speaker (Linux). Read with `soloist.get`, changed
 * with `soloist.set`, followed with `soloist.changed`. The API key goes in and never comes back: the page only
 * learns whether one is set.
 */

/** The soloist area's schemas, made the first time one is read (schema-areas.ts). */
export const soloistSchemas = areaSchemas('soloist', () => {
  const SoloistPhaseSchema = z.enum(soloistPhases)
  const SoloistStateSchema = z.strictObject({
    /** Soloist exists for Linux only; elsewhere the section says so (the demo's stand-in runs anywhere). */
    supported: z.boolean(),
    /** `own`: Encore starts Soloist itself; `demo`: the demo service's stand-in plays "This computer". */
    source: z.enum(['own', 'demo']),
    enabled: z.boolean(),
    /** The Soloist program chosen or typed; empty while none is. */
    binary: z.string(),
    /** A Soloist program found on the PATH, offered when none is chosen; null when none is there. */
    foundOnPath: z.string().nullable(),
    /** Whether the desktop app can open a file dialog to choose the program (not in browser mode). */
    canChooseFile: z.boolean(),
    deviceName: z.string(),
    /** Whether an API key is kept; the key itself never leaves core. */
    keySet: z.boolean(),
    /** Where the key is kept, in a sentence for Settings (the keyring, a private file, or until Encore quits). */
    keyKept: z.string(),
    phase: SoloistPhaseSchema,
    /** The Connect device's name as Soloist registered it, once it runs: the picker shows it as This computer. */
    deviceShown: z.string().nullable(),
    /** Days the build said it has left at its last start. */
    daysLeft: z.number().int().min(0).nullable(),
    /** From two weeks before the build stops: when, and what to do. */
    warning: z.string().nullable(),
    /** What is wrong and how to fix it, in words; null while all is well. */
    message: z.string().nullable(),
  })
  /**
   * One change from Settings. Shapes and bounds only: core checks the values and says in words what is wrong
   * with one (a relative path, an empty name), since the person typed them.
   */
  const SoloistChangeSchema = z
    .strictObject({
      enabled: z.boolean().optional(),
      binary: z.string().max(4_096).optional(),
      deviceName: z.string().max(200).optional(),
      /** Sent once, when the person sets it; kept in the secret store. */
      apiKey: z.string().max(1_000).optional(),
      forgetKey: z.literal(true).optional(),
    })
    .refine((change) => !(change.apiKey !== undefined && change.forgetKey), {
      message: 'A key cannot be set and forgotten at once.',
    })
  return { SoloistPhaseSchema, SoloistStateSchema, SoloistChangeSchema }
})
type Schemas = ReturnType<typeof soloistSchemas>
export const soloistPhases = [
  /** Turned off (the default), or not offered on this system. */
  'off',
  /** Turned on but something is missing first: the binary or the API key. */
  'needs-setup',
  'starting',
  /** Listening: its device is on the account and its feed is connected (or connecting). */
  'running',
  /** It stopped by itself; Encore starts it again after a wait. */
  'restarting',
  /** The build's 90 days are over (exit code 10): a newer build is needed. */
  'expired',
  /** It could not be started, or said something Encore cannot fix alone (a key, a port, a pairing). */
  'failed',
] as const
export type SoloistPhase = z.infer<Schemas['SoloistPhaseSchema']>

export type SoloistState = z.infer<Schemas['SoloistStateSchema']>

export type SoloistChange = z.infer<Schemas['SoloistChangeSchema']>

export const soloistMethods = lazyMethods({
  'soloist.get': () => ({ input: z.undefined(), output: soloistSchemas().SoloistStateSchema }),
  'soloist.set': () => ({
    input: soloistSchemas().SoloistChangeSchema,
    output: soloistSchemas().SoloistStateSchema,
  }),
  /** The desktop app's file dialog; the program chosen becomes the binary (cancelled: nothing changes). */
  'soloist.chooseBinary': () => ({ input: z.undefined(), output: soloistSchemas().SoloistStateSchema }),
})
