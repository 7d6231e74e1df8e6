import type { SimplifiedAlbum } from './simplified-album'
import type { SimplifiedArtist } from './artist'
import type { ExternalIds, ExternalUrls } from './common'
import type { Episode } from './show'

/** The track a relinked track stands in for (present with `market`). */
export interface LinkedTrack {
  external_urls: ExternalUrls
  href: string
  id: string
  type: string
  uri: string
}

export interface SimplifiedTrack {
  artists: SimplifiedArtist[]
  available_markets?: string[]
  disc_number: number
  duration_ms: number
  explicit: boolean
  external_urls: ExternalUrls
  href: string
  id: string
  is_playable?: boolean
  linked_from?: LinkedTrack
  restrictions?: { reason?: string }
  name: string
  preview_url?: string | null
  track_number: number
  type: 'track'
  uri: string
  is_local: boolean
}

/** `available_markets`, `linked_from` and `popularity` are gone in 2026 (service-2026.md §3). */
export interface Track extends SimplifiedTrack {
  album: SimplifiedAlbum
  external_ids: ExternalIds
  popularity?: number
}

export interface SavedTrack {
  added_at: string
  track: Track
}

/** What playlists, the player and the queue hold: a track, or a podcast episode (or a chapter, as one). */
export type PlayableItem = Track | Episode
