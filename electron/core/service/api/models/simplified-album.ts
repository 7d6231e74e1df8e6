import type { SimplifiedArtist } from './artist'
import type { ExternalUrls, Image } from './common'

/*
 * An album as other objects name it (a track's album, a search hit). Kept apart from album.ts so a track can
 * name its album and an album list its tracks without the two files importing each other.
 */
export type AlbumType = 'album' | 'single' | 'compilation'

export interface SimplifiedAlbum {
  album_type: AlbumType
  total_tracks: number
  available_markets?: string[]
  external_urls: ExternalUrls
  href: string
  id: string
  images: Image[]
  name: string
  release_date: string
  release_date_precision: 'year' | 'month' | 'day'
  restrictions?: { reason?: 'market' | 'product' | 'explicit' }
  type: 'album'
  uri: string
  artists: SimplifiedArtist[]
}
