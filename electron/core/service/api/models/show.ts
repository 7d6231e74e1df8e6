import { z } from 'zod'
import { ResumePointSchema, pagingOf, spokenPartFields, spokenWorkFields } from './wire-schemas'

/**
 * Podcasts on the wire: shows and episodes (OpenAPI ShowObject, EpisodeObject). Optional fields are those a
 * 2026 service leaves out (`available_markets`, `publisher`), those only some answers carry (`resume_point`
 * with user-read-playback-position, `is_playable` and `restrictions` with a market), and deprecated ones.
 */

export { ResumePointSchema }

export const SimplifiedShowSchema = z.looseObject({
  ...spokenWorkFields,
  /** The description: "might be null in some cases". */
  is_externally_hosted: z.boolean().nullable(),
  type: z.literal('show'),
  total_episodes: z.number(),
})

export const SimplifiedEpisodeSchema = z.looseObject({
  ...spokenPartFields,
  is_externally_hosted: z.boolean(),
  type: z.literal('episode'),
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
