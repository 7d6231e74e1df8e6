import { z } from 'zod'
import {
  CopyrightSchema,
  ExternalUrlsSchema,
  ImageSchema,
  pagingOf,
  ReleasePrecisionSchema,
  RestrictionsSchema,
} from './wire-schemas'

/**
 * Podcasts on the wire: shows and episodes (OpenAPI ShowObject, EpisodeObject). Optional fields are those a
 * 2026 service leaves out (`available_markets`, `publisher`), those only some answers carry (`resume_point`
 * with user-read-playback-position, `is_playable` and `restrictions` with a market), and deprecated ones.
 */

/** Where the user stopped in an episode or chapter. */
export const ResumePointSchema = z.looseObject({
  fully_played: z.boolean(),
  resume_position_ms: z.number(),
})

export const SimplifiedShowSchema = z.looseObject({
  available_markets: z.array(z.string()).optional(),
  copyrights: z.array(CopyrightSchema),
  description: z.string(),
  html_description: z.string(),
  explicit: z.boolean(),
  external_urls: ExternalUrlsSchema,
  href: z.string(),
  id: z.string(),
  images: z.array(ImageSchema),
  /** The description: "might be null in some cases". */
  is_externally_hosted: z.boolean().nullable(),
  languages: z.array(z.string()),
  media_type: z.string(),
  name: z.string(),
  publisher: z.string().optional(),
  type: z.literal('show'),
  uri: z.string(),
  total_episodes: z.number(),
})

export const SimplifiedEpisodeSchema = z.looseObject({
  /** Deprecated: the service sends null today. */
  audio_preview_url: z.string().nullable().optional(),
  description: z.string(),
  html_description: z.string(),
  duration_ms: z.number(),
  explicit: z.boolean(),
  external_urls: ExternalUrlsSchema,
  href: z.string(),
  id: z.string(),
  images: z.array(ImageSchema),
  is_externally_hosted: z.boolean(),
  is_playable: z.boolean().optional(),
  languages: z.array(z.string()),
  name: z.string(),
  release_date: z.string(),
  release_date_precision: ReleasePrecisionSchema,
  resume_point: ResumePointSchema.optional(),
  restrictions: RestrictionsSchema.optional(),
  type: z.literal('episode'),
  uri: z.string(),
})

/**
 * An episode with its show: what GET /episodes/{id}, the saved episodes and the player give. A chapter on the
 * player is such an episode too, whose `show` is its book (`uri` `spotify:audiobook:…`).
 */
export const EpisodeSchema = SimplifiedEpisodeSchema.extend({ show: SimplifiedShowSchema })

/** The service has been seen to put null in a show's episode list: pages of episodes allow it. */
export const EpisodePageSchema = pagingOf(SimplifiedEpisodeSchema.nullable())

export const ShowSchema = SimplifiedShowSchema.extend({ episodes: EpisodePageSchema })

export const SavedShowSchema = z.looseObject({ added_at: z.string(), show: SimplifiedShowSchema })
export const SavedEpisodeSchema = z.looseObject({ added_at: z.string(), episode: EpisodeSchema })

export type ResumePoint = z.infer<typeof ResumePointSchema>
export type SimplifiedShow = z.infer<typeof SimplifiedShowSchema>
export type Show = z.infer<typeof ShowSchema>
export type SimplifiedEpisode = z.infer<typeof SimplifiedEpisodeSchema>
export type Episode = z.infer<typeof EpisodeSchema>
export type SavedShow = z.infer<typeof SavedShowSchema>
export type SavedEpisode = z.infer<typeof SavedEpisodeSchema>
