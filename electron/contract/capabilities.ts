import { z } from 'zod'
import { accountRefusalCodes, features, serviceGenerations } from './capability-rules'
import { areaSchemas } from './schema-areas'

export * from './capability-rules'

/**
 * What the signed-in service offers, for every view to read: which generation of the Web API it speaks, the
 * features it does not offer (with one line that says why, shown instead of an error), and a refusal of the
 * whole account when there is one (the quota used up, the user not on the app's list, the owner's Premium).
 */

/** The capabilities area's schemas, made the first time one is read (schema-areas.ts). */
export const capabilitiesSchemas = areaSchemas('capabilities', () => {
  const ServiceGenerationSchema = z.enum(serviceGenerations)

  const FeatureSchema = z.enum(features)

  const AccountRefusalSchema = z.object({
    code: z.enum(accountRefusalCodes),
    /** What happened and what to do, in words. */
    message: z.string(),
    /** Where to fix it (the developer dashboard), when a page can help. */
    link: z.string().nullable(),
    /** For the quota: when requests may go again (epoch ms). */
    resumesAt: z.number().nullable(),
  })
  const CapabilitiesSchema = z.object({
    generation: ServiceGenerationSchema,
    unavailable: z.array(z.object({ feature: FeatureSchema, reason: z.string() })),
    refusal: AccountRefusalSchema.nullable(),
  })
  return { ServiceGenerationSchema, FeatureSchema, AccountRefusalSchema, CapabilitiesSchema }
})
type Schemas = ReturnType<typeof capabilitiesSchemas>
export type AccountRefusal = z.infer<Schemas['AccountRefusalSchema']>

export type Capabilities = z.infer<Schemas['CapabilitiesSchema']>
