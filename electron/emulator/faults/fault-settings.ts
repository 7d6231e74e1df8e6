import { z } from 'zod'

/** The knobs of misbehaviour. All of them can be changed while the emulator runs. */
export interface FaultSettings {
  /** Added to every request before it is answered, in milliseconds (real time, not the emulator clock). */
  latencyMs: number
  /**
   * Every answer held this long after its request was handled, in milliseconds (real time): a stalled service
   * or a slow way back, where the work is done (a refresh token rotated) but the answer arrives late.
   */
  stallMs: number
  /** A random extra delay of 0..jitterMs on top of `latencyMs`. */
  jitterMs: number
  /** Fraction (0..1) of requests answered with one of `errorStatuses` instead of their real answer. */
  errorRate: number
  errorStatuses: (500 | 502 | 503)[]
  /** Requests to /v1 allowed in any rolling `rateWindowMs`; beyond it 429 with Retry-After. null: unlimited. */
  rateLimit: number | null
  rateWindowMs: number
  /** Every request fails with 503 while true. */
  down: boolean
  /**
   * Fraction (0..1) of /v1 requests answered 429 whatever the rate (a storm: the app's shared limit used up
   * by its other users), each with a Retry-After drawn from `throttleRetryAfterSeconds`.
   */
  throttleRate: number
  /** [min, max] whole seconds of a storm's Retry-After. */
  throttleRetryAfterSeconds: [number, number]
}

export const DEFAULT_FAULTS: FaultSettings = {
  latencyMs: 0,
  stallMs: 0,
  jitterMs: 0,
  errorRate: 0,
  errorStatuses: [500, 502, 503],
  rateLimit: null,
  rateWindowMs: 30_000,
  down: false,
  throttleRate: 0,
  throttleRetryAfterSeconds: [1, 3],
}

const faultSettingsSchema = z
  .object({
    latencyMs: z.number().int().min(0).max(600_000),
    stallMs: z.number().int().min(0).max(600_000),
    jitterMs: z.number().int().min(0).max(600_000),
    errorRate: z.number().min(0).max(1),
    errorStatuses: z.array(z.union([z.literal(500), z.literal(502), z.literal(503)])).min(1),
    rateLimit: z.number().int().min(1).nullable(),
    rateWindowMs: z.number().int().min(1),
    down: z.boolean(),
    throttleRate: z.number().min(0).max(1),
    throttleRetryAfterSeconds: z
      .tuple([z.number().int().min(1).max(3600), z.number().int().min(1).max(3600)])
      .refine(([min, max]) => min <= max, 'min must not exceed max'),
  })
  .strict()

/** Merges `patch` into `base`, refusing unknown keys and out-of-range values with a readable message. */
export function mergeFaults(base: FaultSettings, patch: Partial<FaultSettings>): FaultSettings {
  const result = faultSettingsSchema.safeParse({ ...base, ...patch })
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new RangeError(`invalid fault setting ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`)
  }
  return {
    ...result.data,
    errorStatuses: [...result.data.errorStatuses],
    throttleRetryAfterSeconds: [...result.data.throttleRetryAfterSeconds],
  }
}
