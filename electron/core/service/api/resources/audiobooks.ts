import { z } from 'zod'
import {
  AudiobookSchema,
  ChapterPageSchema,
  ChapterSchema,
  type Audiobook,
  type Chapter,
} from '../models/audiobook'
import type { CallOptions } from '../transport'
import type { MarketParams, PageParams } from './albums'
import type { ResourceContext } from './context'
import { spokenReads } from './spoken-reads'

const ManyAudiobooksSchema = z.looseObject({ audiobooks: z.array(AudiobookSchema.nullable()) })
const ManyChaptersSchema = z.looseObject({ chapters: z.array(ChapterSchema.nullable()) })

/**
 * Audiobooks and their chapters. The service sells them only in US, GB, CA, IE, NZ and AU (judged by
 * `market`, else the user's country): elsewhere a read fails with a 404 ApiError, and a several-at-once read
 * gives null in its place.
 */
export function createAudiobooksApi(context: ResourceContext) {
  const reads = spokenReads(context)
  const api = {
    /** GET /audiobooks/{id}: the book with its first chapters (`chapters`, a page). */
    getAudiobook: (
      audiobookId: string,
      params: MarketParams = {},
      options?: CallOptions,
    ): Promise<Audiobook> =>
      reads.one('audiobooks.getAudiobook', AudiobookSchema, 'audiobook_id', audiobookId, params, options),

    /** GET /audiobooks: at most 50 ids, in order, null for an unknown or unsold one (2026: one read per id). */
    getAudiobooks: (
      ids: readonly string[],
      params: MarketParams = {},
      options: CallOptions = {},
    ): Promise<(Audiobook | null)[]> =>
      reads.several(
        'audiobooks.getAudiobooks',
        { key: 'audiobooks', schema: ManyAudiobooksSchema },
        ids,
        params,
        (id, signal) => api.getAudiobook(id, params, { ...options, signal }),
        options,
      ),

    /** GET /audiobooks/{id}/chapters: in order, limit 1–50 (default 20). */
    getAudiobookChapters: (
      audiobookId: string,
      params: PageParams & MarketParams = {},
      options?: CallOptions,
    ) =>
      reads.page(
        'audiobooks.getAudiobookChapters',
        ChapterPageSchema,
        'audiobook_id',
        audiobookId,
        params,
        options,
      ),

    /** GET /chapters/{id}: the chapter with its book. */
    getChapter: (chapterId: string, params: MarketParams = {}, options?: CallOptions): Promise<Chapter> =>
      reads.one('audiobooks.getChapter', ChapterSchema, 'chapter_id', chapterId, params, options),

    /** GET /chapters: at most 50 ids, in order, null for an unknown or unsold one (2026: one read per id). */
    getChapters: (
      ids: readonly string[],
      params: MarketParams = {},
      options: CallOptions = {},
    ): Promise<(Chapter | null)[]> =>
      reads.several(
        'audiobooks.getChapters',
        { key: 'chapters', schema: ManyChaptersSchema },
        ids,
        params,
        (id, signal) => api.getChapter(id, params, { ...options, signal }),
        options,
      ),
  }
  return api
}

export type AudiobooksApi = ReturnType<typeof createAudiobooksApi>
