import { z } from 'zod'
import { accountRefusalCodes, features, serviceGenerations } from './capability-rules'

export * from './capability-rules'

/**
 * What the signed-in service offers, for every view to read: which generation of the Web API it speaks, the
 * features it does not offer (with one line that says why, shown instead of an error), and a refusal of the
 * whole account when there is one (the quota used up, the user not on the app's list, the owner's Premium).
 */

export const ServiceGenerationSchema = z.enum(serviceGenerations)

export const FeatureSchema = z.enum(features)

export const AccountRefusalSchema = z.object({
  code: z.enum(accountRefusalCodes),
  /** What happened and what to do, in words. */
  message: z.string(),
  /** Where to fix it (the developer dashboard), when a page can help. */
  link: z.string().nullable(),
  /** For the quota: when requests may go again (epoch ms). */
  resumesAt: z.number().nullable(),
})
export type AccountRefusal = z.infer<typeof AccountRefusalSchema>

export const CapabilitiesSchema = z.object({
  generation: ServiceGenerationSchema,
  unavailable: z.array(z.object({ feature: FeatureSchema, reason: z.string() })),
  refusal: AccountRefusalSchema.nullable(),
})
export type Capabilities = z.infer<typeof CapabilitiesSchema>
