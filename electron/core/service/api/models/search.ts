import type { SimplifiedAlbum } from './album'
import type { Artist } from './artist'
import type { SimplifiedAudiobook } from './audiobook'
import type { Paging } from './common'
import type { SimplifiedPlaylist } from './playlist'
import type { SimplifiedEpisode, SimplifiedShow } from './show'
import type { Track } from './track'

export type SearchType = 'album' | 'artist' | 'playlist' | 'track' | 'show' | 'episode' | 'audiobook'
export const searchTypes: readonly SearchType[] = [
  'album',
  'artist',
  'playlist',
  'track',
  'show',
  'episode',
  'audiobook',
]

/** One page per type asked for; the real service may put null in a playlist page for removed playlists. */
export interface SearchResults {
  albums?: Paging<SimplifiedAlbum>
  artists?: Paging<Artist>
  playlists?: Paging<SimplifiedPlaylist | null>
  tracks?: Paging<Track>
  /** Podcasts and audiobooks (audiobooks only where they are sold); the service may put null in these too. */
  shows?: Paging<SimplifiedShow | null>
  episodes?: Paging<SimplifiedEpisode | null>
  audiobooks?: Paging<SimplifiedAudiobook | null>
}
