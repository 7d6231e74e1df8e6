import type { SimplifiedAlbum } from './album'
import type { Artist } from './artist'
import type { Paging } from './common'
import type { SimplifiedPlaylist } from './playlist'
import type { Track } from './track'

export type SearchType = 'album' | 'artist' | 'playlist' | 'track'
export const searchTypes: readonly SearchType[] = ['album', 'artist', 'playlist', 'track']

/** One page per type asked for; the real service may put null in a playlist page for removed playlists. */
export interface SearchResults {
  albums?: Paging<SimplifiedAlbum>
  artists?: Paging<Artist>
  playlists?: Paging<SimplifiedPlaylist | null>
  tracks?: Paging<Track>
}
