import { z } from 'zod'
import type { AlbumRecord, ArtistRecord, TrackRecord } from '../catalog/catalog-types'
import { generationLimitParam } from '../http/generation-params'
import { resolveMarket } from '../http/market'
import { pageOf, requestPageUrl } from '../http/paging'
import { enumListParam, idListParam, marketParam, offsetParam } from '../http/query-params'
import { presentArtistAlbum } from '../present/album'
import { presentArtist } from '../present/artist'
import { presentTrack, trackInMarket } from '../present/track'
import { found, idParams } from './route-helpers'
import type { RouteModule } from './route-module'

const ALBUM_GROUPS = ['album', 'single', 'appears_on', 'compilation'] as const
type AlbumGroup = (typeof ALBUM_GROUPS)[number]
const TOP_TRACKS = 10

/**
 * GET /artists/{id}, /artists?ids (≤50), albums, top tracks, related artists. In API mode 2026 the several
 * read and top tracks are removed and albums come 10 a page at most (5 by default).
 */
export const artistRoutes: RouteModule = (app, ctx) => {
  const artistOf = (id: string): ArtistRecord => found(ctx.catalog.artist(id), 'artist', id)

  app.get('/artists/:id', { schema: { params: idParams } }, async (request) =>
    presentArtist(ctx, artistOf(request.params.id)),
  )

  app.get('/artists', { schema: { querystring: z.object({ ids: idListParam(50) }) } }, async (request) => ({
    artists: request.query.ids.map((id) => {
      const artist = ctx.catalog.artist(id)
      return artist ? presentArtist(ctx, artist) : null
    }),
  }))

  app.get(
    '/artists/:id/albums',
    {
      schema: {
        params: idParams,
        querystring: z.object({
          include_groups: enumListParam(ALBUM_GROUPS),
          market: marketParam(),
          limit: generationLimitParam(ctx.generation, {
            classic: { default: 20, max: 50 },
            today: { default: 5, max: 10, refusal: 'Invalid limit' },
          }),
          offset: offsetParam(),
        }),
      },
    },
    async (request) => {
      const artist = artistOf(request.params.id)
      const market = resolveMarket(ctx.catalog, request, request.query.market)
      const groups = new Set<AlbumGroup>(request.query.include_groups ?? ALBUM_GROUPS)
      const own = artist.albumIds.map((id) => ctx.catalog.album(id) as AlbumRecord)
      const listed: { album: AlbumRecord; group: AlbumGroup }[] = [
        ...own
          .filter((album) => album.albumType === 'album')
          .map((album) => ({ album, group: 'album' as const })),
        ...own
          .filter((album) => album.albumType === 'single')
          .map((album) => ({ album, group: 'single' as const })),
        ...own
          .filter((album) => album.albumType === 'compilation')
          .map((album) => ({ album, group: 'compilation' as const })),
        ...artist.appearsOnIds.map((id) => ({
          album: ctx.catalog.album(id) as AlbumRecord,
          group: 'appears_on' as const,
        })),
      ].filter(({ album, group }) => groups.has(group) && (market === undefined || album.markets.has(market)))
      return pageOf(
        requestPageUrl(ctx.urls, request),
        listed,
        request.query.offset,
        request.query.limit,
        (entry) => presentArtistAlbum(ctx, entry.album, entry.group, market),
      )
    },
  )

  app.get(
    '/artists/:id/top-tracks',
    {
      schema: { params: idParams, querystring: z.object({ market: marketParam({ required: true }) }) },
    },
    async (request) => {
      const artist = artistOf(request.params.id)
      const market = resolveMarket(ctx.catalog, request, request.query.market) as string
      const seen = new Set<string>()
      const top: TrackRecord[] = []
      const byPopularity = [...ctx.catalog.tracksOfArtist(artist.id)].sort(
        (a, b) => b.popularity - a.popularity || (a.id < b.id ? -1 : 1),
      )
      for (const track of byPopularity) {
        const view = trackInMarket(ctx.catalog, track, market)
        // An edition and its twin are one song: list it once, in its playable form.
        if (!view.playable || seen.has(view.shown.isrc)) continue
        seen.add(view.shown.isrc)
        top.push(track)
        if (top.length === TOP_TRACKS) break
      }
      return { tracks: top.map((track) => presentTrack(ctx, track, market)) }
    },
  )

  app.get('/artists/:id/related-artists', { schema: { params: idParams } }, async (request) => ({
    artists: ctx.catalog
      .relatedArtists(artistOf(request.params.id).id)
      .map((artist) => presentArtist(ctx, artist)),
  }))
}
