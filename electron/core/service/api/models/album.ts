import type { Copyright, ExternalIds, Paging } from './common'
import type { SimplifiedAlbum } from './simplified-album'
import type { SimplifiedTrack } from './track'

export type { AlbumType, SimplifiedAlbum } from './simplified-album'

/** Values of `include_groups` and of an artist album's `album_group`. */
export type AlbumGroup = 'album' | 'single' | 'appears_on' | 'compilation'
export const albumGroups: readonly AlbumGroup[] = ['album', 'single', 'appears_on', 'compilation']

/** Optional fields are the ones a 2026 service no longer sends (service-2026.md §3). */
export interface Album extends SimplifiedAlbum {
  tracks: Paging<SimplifiedTrack>
  copyrights: Copyright[]
  external_ids: ExternalIds
  genres: string[]
  label?: string
  popularity?: number
}

/** An album as listed for an artist: says how the artist relates to it (not in 2026). */
export interface ArtistAlbum extends SimplifiedAlbum {
  album_group?: AlbumGroup
}

export interface SavedAlbum {
  added_at: string
  album: Album
}
