import { z } from 'zod'
import { lazyMethods } from './lazy-methods'
import { SLEEP_MINUTES } from './sleep-words'

export * from './sleep-words'

/**
 * The sleep timer: Encore pauses after some minutes, or at the end of the track that plays. Core keeps it
 * (`sleep.get`, `sleep.set`) and tells every page and the tray where it stands (`sleep.changed`), so the player
 * and the mini player show the time left.
 */

export const SleepTimerStateSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('off') }),
  /** Pauses at `endsAt` (epoch ms), the volume lowered in the last seconds where the device allows it. */
  z.strictObject({ mode: z.literal('time'), endsAt: z.number() }),
  /** Pauses when the track `trackUri` ends. */
  z.strictObject({ mode: z.literal('track'), trackUri: z.string() }),
])
export type SleepTimerState = z.infer<typeof SleepTimerStateSchema>

export const SleepRequestSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('off') }),
  z.strictObject({
    mode: z.literal('time'),
    minutes: z.number().int().min(SLEEP_MINUTES.min).max(SLEEP_MINUTES.max),
  }),
  z.strictObject({ mode: z.literal('track') }),
])
export type SleepRequest = z.infer<typeof SleepRequestSchema>

/** How setting it went: the timer as it stands, or why it was refused (in a listener's words). */
export const SleepAnswerSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('done'), timer: SleepTimerStateSchema }),
  z.strictObject({ status: z.literal('refused'), reason: z.string(), timer: SleepTimerStateSchema }),
])
export type SleepAnswer = z.infer<typeof SleepAnswerSchema>

export const sleepMethods = lazyMethods({
  'sleep.get': () => ({ input: z.undefined(), output: SleepTimerStateSchema }),
  /** Sets the timer (or turns it off); refused while nothing plays. */
  'sleep.set': () => ({ input: SleepRequestSchema, output: SleepAnswerSchema }),
})
