import type { TrackRecord } from '../catalog/catalog-types'
import { isToday } from '../generation'
import { fixedPageUrl, page, type PageUrl, type Paging } from '../http/paging'
import type { PlaylistItem, PlaylistState } from '../state/playlist-store'
import { playlistImages } from './playlist-images'
import type { PresentContext } from './present-context'
import { presentTrack } from './track'
import { presentOwner, presentPlaylistUser } from './user'

/** Items embedded in a full playlist; the rest is paged from `tracks.next` (`items.next` in API mode 2026). */
export const EMBEDDED_PLAYLIST_ITEMS = 100

/**
 * API mode 2026 shows a playlist's items only to its owner and its collaborators (service-2026.md §2); the
 * emulator counts everyone as a collaborator of a collaborative playlist, as it does for edits.
 */
export function mayReadItems(playlist: PlaylistState, userId: string): boolean {
  return playlist.ownerId === userId || playlist.collaborative
}

/** Where the items are: `/tracks` (classic) or `/items` (2026, where playlists say `items` for `tracks`). */
const itemsKey = (ctx: PresentContext) => (isToday(ctx.generation) ? 'items' : 'tracks')

function playlistBase(ctx: PresentContext, playlist: PlaylistState) {
  return {
    collaborative: playlist.collaborative,
    description: playlist.description,
    external_urls: { spotify: ctx.urls.openUrl('playlist', playlist.id) },
    href: ctx.urls.href('playlists', playlist.id),
    id: playlist.id,
    images: playlistImages(ctx.urls, playlist),
    name: playlist.name,
    owner: presentOwner(ctx, playlist.ownerId),
    primary_color: null,
    public: playlist.public,
    snapshot_id: playlist.snapshotId,
    type: 'playlist' as const,
    uri: `spotify:playlist:${playlist.id}`,
  }
}

export function presentSimplifiedPlaylist(ctx: PresentContext, playlist: PlaylistState) {
  const key = itemsKey(ctx)
  return {
    ...playlistBase(ctx, playlist),
    [key]: { href: `${ctx.urls.href('playlists', playlist.id)}/${key}`, total: playlist.items.length },
  }
}

export function presentPlaylistItem(ctx: PresentContext, item: PlaylistItem, market: string | undefined) {
  const track = presentTrack(ctx, ctx.catalog.track(item.trackId) as TrackRecord, market)
  return {
    added_at: item.addedAt,
    added_by: presentPlaylistUser(ctx, item.addedBy),
    is_local: false,
    // 2026 names the entry `item`; the deprecated `track` is still sent beside it, as people report.
    ...(isToday(ctx.generation) ? { item: track } : {}),
    primary_color: null,
    track,
    video_thumbnail: { url: null },
  }
}

export function presentPlaylistItems(
  ctx: PresentContext,
  playlist: PlaylistState,
  pageUrl: PageUrl,
  offset: number,
  limit: number,
  market: string | undefined,
): Paging<ReturnType<typeof presentPlaylistItem>> {
  const items = playlist.items
    .slice(offset, offset + limit)
    .map((item) => presentPlaylistItem(ctx, item, market))
  return page(pageUrl, { offset, limit, total: playlist.items.length }, items)
}

/** A full playlist for `viewerId`; in API mode 2026 without items unless the viewer may read them. */
export function presentPlaylist(
  ctx: PresentContext,
  playlist: PlaylistState,
  market: string | undefined,
  viewerId: string,
) {
  const key = itemsKey(ctx)
  const withItems = !isToday(ctx.generation) || mayReadItems(playlist, viewerId)
  return {
    ...playlistBase(ctx, playlist),
    followers: { href: null, total: playlist.followers },
    ...(withItems
      ? {
          [key]: presentPlaylistItems(
            ctx,
            playlist,
            fixedPageUrl(`${ctx.urls.href('playlists', playlist.id)}/${key}`, { market }),
            0,
            EMBEDDED_PLAYLIST_ITEMS,
            market,
          ),
        }
      : {}),
  }
}
