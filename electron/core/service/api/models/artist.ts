import type { ExternalUrls, Followers, Image } from './common'

export interface SimplifiedArtist {
  external_urls: ExternalUrls
  href: string
  id: string
  name: string
  type: 'artist'
  uri: string
}

/** `followers` and `popularity` are gone in 2026; `genres` is deprecated (service-2026.md §3). */
export interface Artist extends SimplifiedArtist {
  followers?: Followers
  genres?: string[]
  images: Image[]
  popularity?: number
}
