import { z } from 'zod'
import {
  EpisodePageSchema,
  EpisodeSchema,
  ShowSchema,
  SimplifiedShowSchema,
  type Episode,
  type Show,
  type SimplifiedShow,
} from '../models/show'
import type { CallOptions } from '../transport'
import type { MarketParams, PageParams } from './albums'
import type { ResourceContext } from './context'
import { spokenReads } from './spoken-reads'

const ManyShowsSchema = z.looseObject({ shows: z.array(SimplifiedShowSchema.nullable()) })
const ManyEpisodesSchema = z.looseObject({ episodes: z.array(EpisodeSchema.nullable()) })

/**
 * Podcasts: shows and their episodes. No scope is needed; with user-read-playback-position granted, every
 * episode carries the user's `resume_point`. A show lists its episodes newest first.
 */
export function createShowsApi(context: ResourceContext) {
  const reads = spokenReads(context)
  const api = {
    /** GET /shows/{id}: the show with its first episodes (`episodes`, a page; follow `next` for more). */
    getShow: (showId: string, params: MarketParams = {}, options?: CallOptions): Promise<Show> =>
      reads.one('shows.getShow', ShowSchema, 'show_id', showId, params, options),

    /**
     * GET /shows: at most 50 ids, in order, null for an unknown id. Where the service no longer reads several
     * at once (2026), one GET /shows/{id} per id, together within the lane (full shows then).
     */
    getShows: (
      ids: readonly string[],
      params: MarketParams = {},
      options: CallOptions = {},
    ): Promise<(SimplifiedShow | null)[]> =>
      reads.several(
        'shows.getShows',
        { key: 'shows', schema: ManyShowsSchema },
        ids,
        params,
        (id, signal) => api.getShow(id, params, { ...options, signal }),
        options,
      ),

    /** GET /shows/{id}/episodes: newest first, limit 1–50 (default 20). */
    getShowEpisodes: (showId: string, params: PageParams & MarketParams = {}, options?: CallOptions) =>
      reads.page('shows.getShowEpisodes', EpisodePageSchema, 'show_id', showId, params, options),

    /** GET /episodes/{id}: the episode with its show. */
    getEpisode: (episodeId: string, params: MarketParams = {}, options?: CallOptions): Promise<Episode> =>
      reads.one('shows.getEpisode', EpisodeSchema, 'episode_id', episodeId, params, options),

    /** GET /episodes: at most 50 ids, in order, null for an unknown id (2026: one read per id). */
    getEpisodes: (
      ids: readonly string[],
      params: MarketParams = {},
      options: CallOptions = {},
    ): Promise<(Episode | null)[]> =>
      reads.several(
        'shows.getEpisodes',
        { key: 'episodes', schema: ManyEpisodesSchema },
        ids,
        params,
        (id, signal) => api.getEpisode(id, params, { ...options, signal }),
        options,
      ),
  }
  return api
}

export type ShowsApi = ReturnType<typeof createShowsApi>
