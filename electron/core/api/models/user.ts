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

/** The signed-in user's own profile; `country`, `email`, `product`… appear when the scopes allow. */
export interface PrivateUser extends PublicUser {
  country?: string
  email?: string
  explicit_content?: { filter_enabled: boolean; filter_locked: boolean }
  product?: string
  birthdate?: string
}
