import type { ExternalUrls, Followers, Image } from './common'

export interface PublicUser {
  display_name: string | null
  external_urls: ExternalUrls
  followers?: Followers
  href: string
  id: string
  images: Image[]
  type: 'user'
  uri: string
}

/**
 * The signed-in user's own profile; `country`, `email`, `product`… appear when the scopes allow, and never
 * from a 2026 service, which sends `account_id` instead (Premium then shows only as PREMIUM_REQUIRED).
 */
export interface PrivateUser extends PublicUser {
  /** A stable, pseudonymous id of the account (2026). */
  account_id?: string
  country?: string
  email?: string
  explicit_content?: { filter_enabled: boolean; filter_locked: boolean }
  product?: string
  birthdate?: string
}
