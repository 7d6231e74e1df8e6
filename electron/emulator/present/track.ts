import type { Catalog } from '../catalog/catalog'
import type { TrackRecord } from '../catalog/catalog-types'
import { presentSimplifiedAlbum } from './album'
import { presentArtistsOf } from './artist'
import type { PresentContext } from './present-context'
import { asGenerationShows } from './removed-fields'

/** How a track shows in a market: itself, its relinked twin, or itself marked unplayable. */
export interface TrackInMarket {
  shown: TrackRecord
  linkedFrom?: TrackRecord
  /** undefined without a market: the real service only says `is_playable` when a market is given. */
  playable?: boolean
}

export function trackInMarket(
  catalog: Catalog,
  track: TrackRecord,
  market: string | undefined,
): TrackInMarket {
  if (market === undefined) return { shown: track }
  if (track.markets.has(market)) return { shown: track, playable: true }
  const twin = track.twinId === undefined ? undefined : catalog.track(track.twinId)
  if (twin?.markets.has(market)) return { shown: twin, linkedFrom: track, playable: true }
  return { shown: track, playable: false }
}

/** Fields shared by full and simplified tracks, with relinking applied. */
function trackCore(ctx: PresentContext, track: TrackRecord, market: string | undefined) {
  const { shown, linkedFrom, playable } = trackInMarket(ctx.catalog, track, market)
  return {
    shown,
    fields: {
      artists: presentArtistsOf(ctx, shown),
      // With a market the real service leaves out the (long) market list.
      ...(market === undefined ? { available_markets: [...shown.markets.list] } : {}),
      disc_number: shown.discNumber,
      duration_ms: shown.durationMs,
      explicit: shown.explicit,
      external_urls: { spotify: ctx.urls.openUrl('track', shown.id) },
      href: ctx.urls.href('tracks', shown.id),
      id: shown.id,
      ...(playable !== undefined ? { is_playable: playable } : {}),
      ...(linkedFrom
        ? {
            linked_from: {
              external_urls: { spotify: ctx.urls.openUrl('track', linkedFrom.id) },
              href: ctx.urls.href('tracks', linkedFrom.id),
              id: linkedFrom.id,
              type: 'track',
              uri: `spotify:track:${linkedFrom.id}`,
            },
          }
        : {}),
      ...(playable === false ? { restrictions: { reason: 'market' } } : {}),
      name: shown.name,
      preview_url: null,
      track_number: shown.trackNumber,
      type: 'track' as const,
      uri: `spotify:track:${shown.id}`,
      is_local: false,
    },
  }
}

export function presentSimplifiedTrack(ctx: PresentContext, track: TrackRecord, market: string | undefined) {
  return asGenerationShows(ctx, 'track', trackCore(ctx, track, market).fields)
}

export function presentTrack(ctx: PresentContext, track: TrackRecord, market: string | undefined) {
  const { shown, fields } = trackCore(ctx, track, market)
  const album = ctx.catalog.album(shown.albumId)
  return asGenerationShows(ctx, 'track', {
    ...(album ? { album: presentSimplifiedAlbum(ctx, album, market) } : {}),
    ...fields,
    external_ids: { isrc: shown.isrc },
    popularity: shown.popularity,
  })
}
