import { z } from 'zod'

export const AppModeSchema = z.enum(['electron', 'browser'])
export const ServiceKindSchema = z.enum(['demo', 'spotify'])

export const AppInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  mode: AppModeSchema,
  service: ServiceKindSchema,
})
export type AppInfo = z.infer<typeof AppInfoSchema>
export type AppMode = z.infer<typeof AppModeSchema>
export type ServiceKind = z.infer<typeof ServiceKindSchema>

export const PingInputSchema = z.strictObject({
  nonce: z.string().min(1, 'nonce must not be empty').max(64, 'nonce must be at most 64 characters'),
})
export const PingOutputSchema = z.object({ nonce: z.string(), receivedAt: z.number() })

/** Requests sent to the service (every lane), counted by the API client: a personal app has a daily quota. */
export const RequestCountsSchema = z.object({
  lastHour: z.number().int().nonnegative(),
  lastDay: z.number().int().nonnegative(),
  /** When counting started (epoch ms): the counts cover no time before it. */
  since: z.number(),
})
export type RequestCounts = z.infer<typeof RequestCountsSchema>
