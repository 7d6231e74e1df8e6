import type { AlbumRecord } from '../catalog/catalog-types'
import { fixedPageUrl, pageOf } from '../http/paging'
import { presentArtistsOf } from './artist'
import { imagesOf } from './images'
import type { PresentContext } from './present-context'
import { asGenerationShows } from './removed-fields'
import { presentSimplifiedTrack } from './track'

/** Tracks embedded in a full album, as the real service does (the rest is paged from `next`). */
const EMBEDDED_TRACKS = 50

export function presentSimplifiedAlbum(ctx: PresentContext, album: AlbumRecord, market: string | undefined) {
  return asGenerationShows(ctx, 'album', {
    album_type: album.albumType,
    total_tracks: album.trackIds.length,
    // Required by the description even with a market, so always sent.
    available_markets: [...album.markets.list],
    external_urls: { spotify: ctx.urls.openUrl('album', album.id) },
    href: ctx.urls.href('albums', album.id),
    id: album.id,
    images: imagesOf(ctx.urls, 'album', album.editionOf ?? album.id),
    name: album.name,
    release_date: album.releaseDate,
    release_date_precision: album.releasePrecision,
    ...(market !== undefined && !album.markets.has(market)
      ? { restrictions: { reason: 'market' as const } }
      : {}),
    type: 'album' as const,
    uri: `spotify:album:${album.id}`,
    artists: presentArtistsOf(ctx, album),
  })
}

/** An album as listed on an artist's page: `album_group` says how the artist relates to it. */
export function presentArtistAlbum(
  ctx: PresentContext,
  album: AlbumRecord,
  group: 'album' | 'single' | 'compilation' | 'appears_on',
  market: string | undefined,
) {
  return asGenerationShows(ctx, 'album', {
    ...presentSimplifiedAlbum(ctx, album, market),
    album_group: group,
  })
}

export function presentAlbum(ctx: PresentContext, album: AlbumRecord, market: string | undefined) {
  const tracks = album.trackIds.flatMap((id) => {
    const track = ctx.catalog.track(id)
    return track ? [track] : []
  })
  const year = album.releaseDate.slice(0, 4)
  return asGenerationShows(ctx, 'album', {
    ...presentSimplifiedAlbum(ctx, album, market),
    tracks: pageOf(
      fixedPageUrl(`${ctx.urls.href('albums', album.id)}/tracks`, { market }),
      tracks,
      0,
      EMBEDDED_TRACKS,
      (track) => presentSimplifiedTrack(ctx, track, market),
    ),
    copyrights: [
      { text: `© ${year} ${album.copyrightHolder}`, type: 'C' },
      { text: `℗ ${year} ${album.copyrightHolder}`, type: 'P' },
    ],
    external_ids: { upc: album.upc },
    genres: [...album.genres],
    label: album.label,
    popularity: album.popularity,
  })
}
