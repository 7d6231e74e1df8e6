import type { ExternalUrls, Followers, Image, Paging } from './common'
import type { PlayableItem } from './track'

export interface PlaylistUser {
  external_urls: ExternalUrls
  href: string
  id: string
  type: 'user'
  uri: string
}

export interface PlaylistOwner extends PlaylistUser {
  display_name?: string | null
}

/** One entry of a playlist: `track` classic, `item` in 2026 (which may still send `track`); read it with `itemOf`. */
export interface PlaylistItem {
  added_at: string | null
  added_by: PlaylistUser | null
  is_local: boolean
  item?: PlayableItem | null
  track?: PlayableItem | null
}

export interface SimplifiedPlaylist {
  collaborative: boolean
  description: string | null
  external_urls: ExternalUrls
  href: string
  id: string
  images: Image[] | null
  name: string
  owner: PlaylistOwner
  public: boolean | null
  snapshot_id: string
  /** Where the items are and how many: `tracks` classic, `items` in 2026 (read either with `itemsOf`). */
  tracks?: { href: string; total: number } | null
  items?: { href: string; total: number } | null
  type: 'playlist'
  uri: string
}

/**
 * The items come under `tracks` (classic) or `items` (2026), and not at all from a 2026 service for a
 * playlist the user neither owns nor collaborates on.
 */
export interface Playlist extends Omit<SimplifiedPlaylist, 'tracks' | 'items'> {
  followers: Followers
  tracks?: Paging<PlaylistItem>
  items?: Paging<PlaylistItem>
}

/**
 * What every playlist read answers, a list's simplified entry or one playlist in full: the fields a playlist
 * is shown by. `tracks`/`items` hold a total in both (a link in a list, the first page of items in full).
 */
export type PlaylistSummary = Omit<SimplifiedPlaylist, 'tracks' | 'items'> & {
  tracks?: { total: number } | null
  items?: { total: number } | null
}

/** What a `fields` filter leaves of a value: any part may be missing. */
export type Filtered<T> = T extends readonly (infer U)[]
  ? Filtered<U>[]
  : T extends object
    ? { [K in keyof T]?: Filtered<T[K]> }
    : T
