import { z } from 'zod'
import type { AlbumRecord, CategoryRecord } from '../catalog/catalog-types'
import { featuredFor } from '../catalog/featured'
import { resolveLocale } from '../catalog/locales'
import { notFound } from '../http/api-error'
import { pageOf, requestPageUrl } from '../http/paging'
import { countryParam, limitParam, localeParam, offsetParam, timestampParam } from '../http/query-params'
import { presentSimplifiedAlbum } from '../present/album'
import { presentCategory } from '../present/category'
import { presentSimplifiedPlaylist } from '../present/playlist'
import type { ServiceContext } from '../service-context'
import type { PlaylistState } from '../state/playlist-store'
import type { RouteModule } from './route-module'

const availableIn = (category: CategoryRecord, country: string | undefined) =>
  country === undefined || category.countries === null || category.countries.includes(country)

/** Without `country` the list holds what is relevant globally: no country-only categories. */
const listedIn = (category: CategoryRecord, country: string | undefined) =>
  country === undefined ? category.countries === null : availableIn(category, country)

/**
 * Browse: categories (localised, filtered by country), one category, its playlists, featured playlists (by
 * timestamp, with a greeting) and new releases (filtered by country).
 */
export const browseRoutes: RouteModule = (app, ctx) => {
  categoryRoutes(app, ctx)
  featuredRoutes(app, ctx)
  newReleaseRoutes(app, ctx)
}

/** The playlists that still exist, in the order of `ids`. */
const playlistsOf = (ctx: ServiceContext, ids: readonly string[]): PlaylistState[] =>
  ids.flatMap((id) => {
    const playlist = ctx.state.playlists.get(id)
    return playlist ? [playlist] : []
  })

/** The category list, one category and its playlists. */
const categoryRoutes: RouteModule = (app, ctx) => {
  const categoryOf = (id: string, country: string | undefined): CategoryRecord => {
    const category = ctx.catalog.category(id)
    if (!category) throw notFound(`Non existing id: no category with id '${id}'`)
    if (!availableIn(category, country)) throw notFound(`Category '${id}' does not exist in ${country}`)
    return category
  }

  app.get(
    '/browse/categories',
    {
      schema: {
        querystring: z.object({
          country: countryParam(),
          locale: localeParam(),
          limit: limitParam(20, 50),
          offset: offsetParam(),
        }),
      },
    },
    async (request) => {
      const { country, limit, offset } = request.query
      const locale = resolveLocale(request.query.locale)
      const categories = ctx.catalog.categories.filter((category) => listedIn(category, country))
      return {
        categories: pageOf(requestPageUrl(ctx.urls, request), categories, offset, limit, (category) =>
          presentCategory(ctx, category, locale),
        ),
      }
    },
  )

  app.get(
    '/browse/categories/:category_id',
    {
      schema: {
        params: z.object({ category_id: z.string() }),
        querystring: z.object({ country: countryParam(), locale: localeParam() }),
      },
    },
    async (request) =>
      presentCategory(
        ctx,
        categoryOf(request.params.category_id, request.query.country),
        resolveLocale(request.query.locale),
      ),
  )

  app.get(
    '/browse/categories/:category_id/playlists',
    {
      schema: {
        params: z.object({ category_id: z.string() }),
        querystring: z.object({ country: countryParam(), limit: limitParam(20, 50), offset: offsetParam() }),
      },
    },
    async (request) => {
      const category = categoryOf(request.params.category_id, request.query.country)
      return {
        playlists: pageOf(
          requestPageUrl(ctx.urls, request),
          playlistsOf(ctx, category.playlistIds),
          request.query.offset,
          request.query.limit,
          (playlist) => presentSimplifiedPlaylist(ctx, playlist),
        ),
      }
    },
  )
}

/** Featured playlists: the editors' pick for the moment asked about, with a greeting. */
const featuredRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/browse/featured-playlists',
    {
      schema: {
        querystring: z.object({
          locale: localeParam(),
          country: countryParam(),
          timestamp: timestampParam(),
          limit: limitParam(20, 50),
          offset: offsetParam(),
        }),
      },
    },
    async (request) => {
      const { country, timestamp, limit, offset } = request.query
      const featured = featuredFor(ctx.catalog, {
        nowMs: ctx.clock.now(),
        timestampMs: timestamp,
        country,
        locale: resolveLocale(request.query.locale),
      })
      return {
        message: featured.message,
        playlists: pageOf(
          requestPageUrl(ctx.urls, request),
          playlistsOf(ctx, featured.playlistIds),
          offset,
          limit,
          (p) => presentSimplifiedPlaylist(ctx, p),
        ),
      }
    },
  )
}

/** New releases, newest first, only those available in the country when one is given. */
const newReleaseRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/browse/new-releases',
    {
      schema: {
        querystring: z.object({ country: countryParam(), limit: limitParam(20, 50), offset: offsetParam() }),
      },
    },
    async (request) => {
      const { country, limit, offset } = request.query
      const albums: readonly AlbumRecord[] =
        country === undefined
          ? ctx.catalog.newReleases
          : ctx.catalog.newReleases.filter((album) => album.markets.has(country))
      return {
        albums: pageOf(requestPageUrl(ctx.urls, request), albums, offset, limit, (album) =>
          presentSimplifiedAlbum(ctx, album, country),
        ),
      }
    },
  )
}
