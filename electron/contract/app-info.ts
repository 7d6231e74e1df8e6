import { z } from 'zod'
import { areaSchemas } from './schema-areas'

/** The app area's schemas, made the first time one is read (schema-areas.ts). */
export const appInfoSchemas = areaSchemas('app', () => {
  const AppModeSchema = z.enum(['electron', 'browser'])
  const ServiceKindSchema = z.enum(['demo', 'spotify'])

  const AppInfoSchema = z.object({
    name: z.string(),
    version: z.string(),
    mode: AppModeSchema,
    service: ServiceKindSchema,
  })
  const PingInputSchema = z.strictObject({
    nonce: z.string().min(1, 'nonce must not be empty').max(64, 'nonce must be at most 64 characters'),
  })
  const PingOutputSchema = z.object({ nonce: z.string(), receivedAt: z.number() })

  const RequestSavingSchema = z.enum(requestSavings)
  const count = z.number().int().nonnegative()
  /** One hour of the last 24, by kind. */
  const RequestHourSchema = z.object({
    /** When the hour starts (epoch ms). */
    start: z.number(),
    player: count,
    library: count,
    history: count,
    other: count,
  })
  /** Requests sent to the service (every lane), counted by the API client: a personal app has a daily quota. */
  const RequestCountsSchema = z.object({
    lastHour: count,
    lastDay: count,
    /** When counting started (epoch ms): the counts cover no time before it (kept across restarts). */
    since: z.number(),
    /** The budget in force: the setting, or less when a refusal taught Encore a lower limit. */
    budget: count,
    /** The person's setting (Settings → Requests). */
    setting: count,
    /**
     * The limit learned from the service's last quota refusal, as it stands now (never under a floor, rising a
     * tenth a day); null when none is in force.
     */
    learned: z
      .object({
        limit: count,
        /** When the refusal came (epoch ms). */
        at: z.number(),
        /** Until when the service said to wait (its Retry-After; epoch ms). */
        until: z.number(),
        /** When it is forgotten if no other refusal comes (epoch ms). */
        forgetAt: z.number(),
      })
      .nullable(),
    saving: RequestSavingSchema,
    /** What the saving means, in words; null while `normal`. */
    savingWords: z.string().nullable(),
    /** When the oldest request counted leaves the 24-hour window (epoch ms); null when none is counted. */
    oldestLeavesAt: z.number().nullable(),
    /** Until when the service refuses every request (its quota); null when it does not. */
    lockedUntil: z.number().nullable(),
    /** The last 24 hours, oldest first, by kind. */
    hours: z.array(RequestHourSchema),
  })
  return {
    AppModeSchema,
    ServiceKindSchema,
    AppInfoSchema,
    PingInputSchema,
    PingOutputSchema,
    RequestSavingSchema,
    RequestHourSchema,
    RequestCountsSchema,
    count,
  }
})
type Schemas = ReturnType<typeof appInfoSchemas>
export type AppInfo = z.infer<Schemas['AppInfoSchema']>
export type AppMode = z.infer<Schemas['AppModeSchema']>
export type ServiceKind = z.infer<Schemas['ServiceKindSchema']>

/** What a request was for, as Settings → Requests charts them. */
export const requestKinds = ['player', 'library', 'history', 'other'] as const
export type RequestKind = (typeof requestKinds)[number]

/**
 * How hard the day's request budget asks Encore to save, from the share of it already spent: `normal`;
 * `upkeep-waits` (library sync and history upkeep wait); `every-minute` (the player reads at most once a
 * minute); `track-ends` (only at a track's end and after the person's own commands); `stopped` (nothing is
 * sent until enough requests leave the 24-hour window).
 */
export const requestSavings = ['normal', 'upkeep-waits', 'every-minute', 'track-ends', 'stopped'] as const
export type RequestSaving = z.infer<Schemas['RequestSavingSchema']>

export type RequestHour = z.infer<Schemas['RequestHourSchema']>

export type RequestCounts = z.infer<Schemas['RequestCountsSchema']>
