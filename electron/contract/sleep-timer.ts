import { z } from 'zod'
import { lazyMethods } from './lazy-methods'
import { SLEEP_MINUTES, sleepRefusalCodes } from './sleep-words'
import { areaSchemas } from './schema-areas'

export * from './sleep-words'

/**
 * The sleep timer: Encore pauses after some minutes, or at the end of the track that plays. Core keeps it
 * (`sleep.get`, `sleep.set`) and tells every page and the tray where it stands (`sleep.changed`), so the player
 * and the mini player show the time left.
 */

/** The sleep area's schemas, made the first time one is read (schema-areas.ts). */
export const sleepSchemas = areaSchemas('sleep', () => {
  const SleepTimerStateSchema = z.discriminatedUnion('mode', [
    z.strictObject({ mode: z.literal('off') }),
    /** Pauses at `endsAt` (epoch ms), the volume lowered in the last seconds where the device allows it. */
    z.strictObject({ mode: z.literal('time'), endsAt: z.number() }),
    /** Pauses when the track `trackUri` ends. */
    z.strictObject({ mode: z.literal('track'), trackUri: z.string() }),
  ])
  const SleepRequestSchema = z.discriminatedUnion('mode', [
    z.strictObject({ mode: z.literal('off') }),
    z.strictObject({
      mode: z.literal('time'),
      minutes: z.number().int().min(SLEEP_MINUTES.min).max(SLEEP_MINUTES.max),
    }),
    z.strictObject({ mode: z.literal('track') }),
  ])
  /** How setting it went: the timer as it stands, or why it was refused (in a listener's words, and by `code`). */
  const SleepAnswerSchema = z.discriminatedUnion('status', [
    z.strictObject({ status: z.literal('done'), timer: SleepTimerStateSchema }),
    z.strictObject({
      status: z.literal('refused'),
      reason: z.string(),
      code: z.enum(sleepRefusalCodes),
      timer: SleepTimerStateSchema,
    }),
  ])
  return { SleepTimerStateSchema, SleepRequestSchema, SleepAnswerSchema }
})
type Schemas = ReturnType<typeof sleepSchemas>
export type SleepTimerState = z.infer<Schemas['SleepTimerStateSchema']>

export type SleepRequest = z.infer<Schemas['SleepRequestSchema']>

export type SleepAnswer = z.infer<Schemas['SleepAnswerSchema']>

export const sleepMethods = lazyMethods({
  'sleep.get': () => ({ input: z.undefined(), output: sleepSchemas().SleepTimerStateSchema }),
  /** Sets the timer (or turns it off); refused while nothing plays or nobody is signed in. */
  'sleep.set': () => ({ input: sleepSchemas().SleepRequestSchema, output: sleepSchemas().SleepAnswerSchema }),
})
