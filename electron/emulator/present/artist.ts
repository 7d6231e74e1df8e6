import type { ArtistRecord } from '../catalog/catalog-types'
import { imagesOf } from './images'
import type { PresentContext } from './present-context'
import { asGenerationShows } from './removed-fields'

export function presentSimplifiedArtist(ctx: PresentContext, artist: ArtistRecord) {
  return {
    external_urls: { spotify: ctx.urls.openUrl('artist', artist.id) },
    href: ctx.urls.href('artists', artist.id),
    id: artist.id,
    name: artist.name,
    type: 'artist' as const,
    uri: `spotify:artist:${artist.id}`,
  }
}

export function presentArtist(ctx: PresentContext, artist: ArtistRecord) {
  return asGenerationShows(ctx, 'artist', {
    external_urls: { spotify: ctx.urls.openUrl('artist', artist.id) },
    followers: { href: null, total: artist.followers },
    genres: [...artist.genres],
    href: ctx.urls.href('artists', artist.id),
    id: artist.id,
    images: imagesOf(ctx.urls, 'artist', artist.id),
    name: artist.name,
    popularity: artist.popularity,
    type: 'artist' as const,
    uri: `spotify:artist:${artist.id}`,
  })
}

export function presentArtistsOf(ctx: PresentContext, record: { artistIds: readonly string[] }) {
  return record.artistIds.flatMap((id) => {
    const artist = ctx.catalog.artist(id)
    return artist ? [presentSimplifiedArtist(ctx, artist)] : []
  })
}
