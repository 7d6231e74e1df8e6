import type { Capabilities } from './capabilities'

/** The values and pure rules of the capability list, with no schema library (the page uses them). */

export const serviceGenerations = ['classic', '2024', '2026'] as const
export type ServiceGeneration = (typeof serviceGenerations)[number]

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
export type Feature = (typeof features)[number]

export const accountRefusalCodes = [
  'QUOTA_EXCEEDED',
  'ACCOUNT_NOT_REGISTERED',
  'OWNER_PREMIUM_REQUIRED',
] as const

/** Why a feature is not offered, or null when it is. */
export function unavailableReason(
  capabilities: Pick<Capabilities, 'unavailable'> | null,
  feature: Feature,
): string | null {
  return capabilities?.unavailable.find((entry) => entry.feature === feature)?.reason ?? null
}

export const SPOTIFY_DASHBOARD_URL = 'https://developer.spotify.com/dashboard'
