import type { Paging } from '../../operations'
import type { FastifyRequest } from 'fastify'
import type { ServiceUrls } from '../present/service-urls'

export type { Paging }

/** Builds the absolute URL of the page at (offset, limit). */
export type PageUrl = (offset: number, limit: number) => string

/** Pages of the current request's own URL: every other query parameter is kept as it was sent. */
export function requestPageUrl(
  urls: ServiceUrls,
  request: FastifyRequest,
  overrides: Record<string, string> = {},
): PageUrl {
  const url = new URL(request.url, urls.origin)
  for (const [key, value] of Object.entries(overrides)) url.searchParams.set(key, value)
  return (offset, limit) => {
    url.searchParams.set('offset', String(offset))
    url.searchParams.set('limit', String(limit))
    return url.toString()
  }
}

/** Pages of a fixed URL (the tracks of an album embedded in the album, …). */
export function fixedPageUrl(base: string, query: Record<string, string | undefined> = {}): PageUrl {
  return (offset, limit) => {
    const url = new URL(base)
    url.searchParams.set('offset', String(offset))
    url.searchParams.set('limit', String(limit))
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) url.searchParams.set(key, value)
    return url.toString()
  }
}

/**
 * `next` while items remain (and, with `reachable`, while the next page would still be allowed), `previous`
 * while the page does not start at 0.
 */
export function page<T>(
  pageUrl: PageUrl,
  window: { offset: number; limit: number; total: number; reachable?: number },
  items: T[],
): Paging<T> {
  const { offset, limit, total, reachable } = window
  const nextOffset = offset + limit
  // Where a cap applies (search: offset + limit <= 10000), the last link shrinks its limit to stay allowed.
  const nextLimit = reachable === undefined ? limit : Math.min(limit, reachable - nextOffset)
  return {
    href: pageUrl(offset, limit),
    items,
    limit,
    next: nextOffset < total && nextLimit > 0 ? pageUrl(nextOffset, nextLimit) : null,
    offset,
    previous: offset > 0 ? pageUrl(Math.max(0, offset - limit), limit) : null,
    total,
  }
}

/** Slices `all` for a page and presents the slice. */
export function pageOf<R, T>(
  pageUrl: PageUrl,
  all: readonly R[],
  offset: number,
  limit: number,
  present: (record: R) => T,
): Paging<T> {
  return page(pageUrl, { offset, limit, total: all.length }, all.slice(offset, offset + limit).map(present))
}
