import type { CategoriesPage, Category, NewReleases, PlaylistsWithMessage } from '../models'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import type { PageParams } from './albums'
import { limits, type ResourceContext } from './context'

/**
 * Browse lists. Without `country` items are relevant globally; without `locale` (or when it is unavailable)
 * strings are in American English; combining the two carelessly gives mixed results.
 */
export interface CountryParam {
  /** ISO 3166-1 alpha-2 country code. */
  country?: string
}

export interface LocaleParam {
  /** `sv_SE`: lowercase language, underscore, uppercase country. */
  locale?: string
}

export interface FeaturedPlaylistsParams extends CountryParam, LocaleParam, PageParams {
  /** ISO 8601 `yyyy-MM-ddTHH:mm:ss`; the current UTC time when absent or when the service has no data for it. */
  timestamp?: string
}

function checkPage(rules: Rules, params: PageParams): void {
  rules.limit(params.limit, limits.pageLimit)
  rules.offset(params.offset)
}

export function createBrowseApi({ transport }: ResourceContext) {
  return {
    /** GET /browse/categories. */
    async getCategories(
      params: CountryParam & LocaleParam & PageParams = {},
      options?: CallOptions,
    ): Promise<CategoriesPage> {
      const rules = new Rules('browse.getCategories')
      rules.country(params.country)
      rules.locale(params.locale)
      checkPage(rules, params)
      return transport.send(
        {
          operation: 'browse.getCategories',
          query: {
            country: params.country,
            locale: params.locale,
            limit: params.limit,
            offset: params.offset,
          },
          expect: 'json',
        },
        options,
      )
    },

    /** GET /browse/categories/{id}: `country` ensures the category exists there. */
    async getCategory(
      categoryId: string,
      params: CountryParam & LocaleParam = {},
      options?: CallOptions,
    ): Promise<Category> {
      const rules = new Rules('browse.getCategory')
      rules.requiredId('categoryId', categoryId)
      rules.country(params.country)
      rules.locale(params.locale)
      return transport.send(
        {
          operation: 'browse.getCategory',
          pathParams: { category_id: categoryId },
          query: { country: params.country, locale: params.locale },
          expect: 'json',
        },
        options,
      )
    },

    /** GET /browse/categories/{id}/playlists. */
    async getCategoryPlaylists(
      categoryId: string,
      params: CountryParam & PageParams = {},
      options?: CallOptions,
    ): Promise<PlaylistsWithMessage> {
      const rules = new Rules('browse.getCategoryPlaylists')
      rules.requiredId('categoryId', categoryId)
      rules.country(params.country)
      checkPage(rules, params)
      return transport.send(
        {
          operation: 'browse.getCategoryPlaylists',
          pathParams: { category_id: categoryId },
          query: { country: params.country, limit: params.limit, offset: params.offset },
          expect: 'json',
        },
        options,
      )
    },

    /** GET /browse/featured-playlists. */
    async getFeaturedPlaylists(
      params: FeaturedPlaylistsParams = {},
      options?: CallOptions,
    ): Promise<PlaylistsWithMessage> {
      const rules = new Rules('browse.getFeaturedPlaylists')
      rules.locale(params.locale)
      rules.country(params.country)
      rules.timestamp(params.timestamp)
      checkPage(rules, params)
      return transport.send(
        {
          operation: 'browse.getFeaturedPlaylists',
          query: {
            locale: params.locale,
            country: params.country,
            timestamp: params.timestamp,
            limit: params.limit,
            offset: params.offset,
          },
          expect: 'json',
        },
        options,
      )
    },

    /** GET /browse/new-releases. */
    async getNewReleases(
      params: CountryParam & PageParams = {},
      options?: CallOptions,
    ): Promise<NewReleases> {
      const rules = new Rules('browse.getNewReleases')
      rules.country(params.country)
      checkPage(rules, params)
      return transport.send(
        {
          operation: 'browse.getNewReleases',
          query: { country: params.country, limit: params.limit, offset: params.offset },
          expect: 'json',
        },
        options,
      )
    },
  }
}

export type BrowseApi = ReturnType<typeof createBrowseApi>
