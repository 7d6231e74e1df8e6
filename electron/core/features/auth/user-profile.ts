import type { UserSummary } from '../../../contract'

/** The fields of `GET /me` that the profile summary shows. */
export interface CurrentUserProfile {
  id: string
  display_name?: string | null
  email?: string | null
  product?: string | null
  country?: string | null
  images?: readonly { url: string; width?: number | null; height?: number | null }[] | null
}

/** The user's profile as the page shows it: a name (the id when there is none) and the largest picture. */
export function summarizeUser(profile: CurrentUserProfile): UserSummary {
  const images = [...(profile.images ?? [])].sort((a, b) => (b.width ?? 0) - (a.width ?? 0))
  return {
    id: profile.id,
    displayName: profile.display_name?.trim() || profile.id,
    imageUrl: images[0]?.url ?? null,
    email: profile.email ?? null,
    product: profile.product ?? null,
    country: profile.country ?? null,
  }
}
