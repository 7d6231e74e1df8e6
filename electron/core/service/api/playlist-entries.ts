import type { PlayableItem, Playlist, PlaylistItem, SimplifiedPlaylist, Paging } from './models'

/** The track or episode of a playlist entry, whichever key the service used (`item` in 2026, else `track`). */
export function itemOf(entry: PlaylistItem): PlayableItem | null {
  return entry.item ?? entry.track ?? null
}

/**
 * A playlist's items (full playlist: the first page; simplified: where they are and how many), whichever key
 * the service used (`items` in 2026, else `tracks`); undefined when the service showed none.
 */
export function itemsOf(playlist: Playlist): Paging<PlaylistItem> | undefined
export function itemsOf(playlist: SimplifiedPlaylist): { href: string; total: number } | undefined
export function itemsOf(
  playlist: Playlist | SimplifiedPlaylist,
): Paging<PlaylistItem> | { href: string; total: number } | undefined {
  return playlist.items ?? playlist.tracks ?? undefined
}
