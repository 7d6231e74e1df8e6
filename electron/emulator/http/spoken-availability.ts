import type { FastifyRequest } from 'fastify'
import type { Catalog } from '../catalog/catalog'
import { AUDIOBOOK_MARKETS } from '../catalog/markets'
import type { AudiobookRecord, ChapterRecord } from '../catalog/spoken-types'
import { notFound } from './api-error'
import { resolveMarket } from './market'
import type { MarketValue } from './query-params'
import { grantOf } from './request-grant'

/**
 * The market an audiobook is judged in: the one asked for, else the country of the token's user (with a user
 * token the service always knows one).
 */
export function listeningMarket(
  catalog: Catalog,
  request: FastifyRequest,
  market: MarketValue | undefined,
): string {
  return resolveMarket(catalog, request, market) ?? catalog.user(grantOf(request).userId)?.country ?? 'US'
}

const soldOnlyIn = `audiobooks are available in ${AUDIOBOOK_MARKETS.list.join(', ')}`

/** The audiobook, or 404 as the service answers for an unknown one or one not sold in `market`. */
export function audiobookIn(catalog: Catalog, id: string, market: string): AudiobookRecord {
  const book = catalog.spoken.audiobook(id)
  if (!book) throw notFound(`Non existing id: no audiobook with id '${id}'`)
  if (!book.markets.has(market))
    throw notFound(`Non existing id: audiobook '${id}' is not available in ${market} (${soldOnlyIn})`)
  return book
}

/** The chapter, or 404 when unknown or when its audiobook is not sold in `market`. */
export function chapterIn(catalog: Catalog, id: string, market: string): ChapterRecord {
  const chapter = catalog.spoken.chapter(id)
  if (!chapter) throw notFound(`Non existing id: no chapter with id '${id}'`)
  if (!catalog.spoken.audiobookOf(chapter).markets.has(market))
    throw notFound(`Non existing id: chapter '${id}' is not available in ${market} (${soldOnlyIn})`)
  return chapter
}
