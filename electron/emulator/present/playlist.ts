import type { TrackRecord } from '../catalog/catalog-types'
import { fixedPageUrl, page, type PageUrl, type Paging } from '../http/paging'
import type { PlaylistItem, PlaylistState } from '../state/playlist-store'
import { playlistImages } from './playlist-images'
import type { PresentContext } from './present-context'
import { presentTrack } from './track'
import { presentOwner, presentPlaylistUser } from './user'

/** Items embedded in a full playlist; the rest is paged from `tracks.next`. */
export const EMBEDDED_PLAYLIST_ITEMS = 100

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
  return {
    ...playlistBase(ctx, playlist),
    tracks: { href: `${ctx.urls.href('playlists', playlist.id)}/tracks`, total: playlist.items.length },
  }
}

export function presentPlaylistItem(ctx: PresentContext, item: PlaylistItem, market: string | undefined) {
  const track = ctx.catalog.track(item.trackId) as TrackRecord
  return {
    added_at: item.addedAt,
    added_by: presentPlaylistUser(ctx, item.addedBy),
    is_local: false,
    primary_color: null,
    track: presentTrack(ctx, track, market),
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

export function presentPlaylist(ctx: PresentContext, playlist: PlaylistState, market: string | undefined) {
  return {
    ...playlistBase(ctx, playlist),
    followers: { href: null, total: playlist.followers },
    tracks: presentPlaylistItems(
      ctx,
      playlist,
      fixedPageUrl(`${ctx.urls.href('playlists', playlist.id)}/tracks`, { market }),
      0,
      EMBEDDED_PLAYLIST_ITEMS,
      market,
    ),
  }
}
