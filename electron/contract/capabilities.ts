import { z } from 'zod'

/**
 * What the signed-in service offers, for every view to read: which generation of the Web API it speaks, the
 * features it does not offer (with one line that says why, shown instead of an error), and a refusal of the
 * whole account when there is one (the quota used up, the user not on the app's list, the owner's Premium).
 */

export const serviceGenerations = ['classic', '2024', '2026'] as const
export const ServiceGenerationSchema = z.enum(serviceGenerations)
export type ServiceGeneration = z.infer<typeof ServiceGenerationSchema>

/** The features of Encore that today's service may not offer. */
export const features = [
  'artist.topTracks',
  'artist.related',
  'recommendations',
  'audio.features',
  'audio.analysis',
  'browse.featured',
  'browse.categories',
  'browse.categoryPlaylists',
  'browse.newReleases',
  'users.profiles',
  'users.playlists',
] as const
export const FeatureSchema = z.enum(features)
export type Feature = z.infer<typeof FeatureSchema>

export const accountRefusalCodes = [
  'QUOTA_EXCEEDED',
  'ACCOUNT_NOT_REGISTERED',
  'OWNER_PREMIUM_REQUIRED',
] as const
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

/** Why a feature is not offered, or null when it is. */
export function unavailableReason(
  capabilities: Pick<Capabilities, 'unavailable'> | null,
  feature: Feature,
): string | null {
  return capabilities?.unavailable.find((entry) => entry.feature === feature)?.reason ?? null
}

export const SPOTIFY_DASHBOARD_URL = 'https://developer.spotify.com/dashboard'
