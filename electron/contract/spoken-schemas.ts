import { z } from 'zod'
import { ImageSchema } from './media'

/**
 * Podcasts and audiobooks as the page sees them: shows and their episodes, audiobooks and their chapters, in
 * Encore's camelCase shape (core/service/media maps the wire). Descriptions come only with a page's detail
 * (spoken.ts).
 */

/** Where the user stopped; null where the service does not say (sign-ins without user-read-playback-position). */
export const ResumePointSchema = z.object({ fullyPlayed: z.boolean(), positionMs: z.number() })

export const ShowSchema = z.object({
  id: z.string(),
  uri: z.string(),
  name: z.string(),
  /** Null where today's service no longer says. */
  publisher: z.string().nullable(),
  images: z.array(ImageSchema),
  explicit: z.boolean(),
  totalEpisodes: z.number(),
})
export type Show = z.infer<typeof ShowSchema>

/** The show an episode belongs to, as an episode names it. */
export const ShowRefSchema = ShowSchema.pick({
  id: true,
  uri: true,
  name: true,
  publisher: true,
  images: true,
})
export type ShowRef = z.infer<typeof ShowRefSchema>

export const EpisodeSchema = z.object({
  id: z.string(),
  uri: z.string(),
  name: z.string(),
  /** Null in a show's own list (the page knows the show). */
  show: ShowRefSchema.nullable(),
  images: z.array(ImageSchema),
  durationMs: z.number(),
  /** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
  releaseDate: z.string(),
  explicit: z.boolean(),
  /** Known only with a market. */
  isPlayable: z.boolean().nullable(),
  resumePoint: ResumePointSchema.nullable(),
})
export type Episode = z.infer<typeof EpisodeSchema>

export const AudiobookSchema = z.object({
  id: z.string(),
  uri: z.string(),
  name: z.string(),
  authors: z.array(z.string()),
  narrators: z.array(z.string()),
  publisher: z.string().nullable(),
  images: z.array(ImageSchema),
  explicit: z.boolean(),
  /** `Unabridged`, `Abridged`, … when the service says. */
  edition: z.string().nullable(),
  totalChapters: z.number(),
})
export type Audiobook = z.infer<typeof AudiobookSchema>

export const ChapterSchema = z.object({
  id: z.string(),
  /** A chapter plays as an episode: `spotify:episode:…`. */
  uri: z.string(),
  name: z.string(),
  chapterNumber: z.number(),
  durationMs: z.number(),
  images: z.array(ImageSchema),
  isPlayable: z.boolean().nullable(),
  resumePoint: ResumePointSchema.nullable(),
})
export type Chapter = z.infer<typeof ChapterSchema>
