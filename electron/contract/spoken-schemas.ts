import { z } from 'zod'
import { mediaSchemas } from './media'
import { areaSchemas } from './schema-areas'

/**
 * Podcasts and audiobooks as the page sees them: shows and their episodes, audiobooks and their chapters, in
 * Encore's camelCase shape (core/service/media maps the wire). Descriptions come only with a page's detail
 * (spoken.ts).
 */

/** The spoken area's schemas, made the first time one is read (schema-areas.ts). */
export const spokenSchemas = areaSchemas('spoken', () => {
  /** Where the user stopped; null where the service does not say (sign-ins without user-read-playback-position). */
  const ResumePointSchema = z.object({ fullyPlayed: z.boolean(), positionMs: z.number() })

  const ShowSchema = z.object({
    id: z.string(),
    uri: z.string(),
    name: z.string(),
    /** Null where today's service no longer says. */
    publisher: z.string().nullable(),
    images: z.array(mediaSchemas().ImageSchema),
    explicit: z.boolean(),
    totalEpisodes: z.number(),
  })
  /** The show an episode belongs to, as an episode names it. */
  const ShowRefSchema = ShowSchema.pick({
    id: true,
    uri: true,
    name: true,
    publisher: true,
    images: true,
  })
  const EpisodeSchema = z.object({
    id: z.string(),
    uri: z.string(),
    name: z.string(),
    /** Null in a show's own list (the page knows the show). */
    show: ShowRefSchema.nullable(),
    images: z.array(mediaSchemas().ImageSchema),
    durationMs: z.number(),
    /** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
    releaseDate: z.string(),
    explicit: z.boolean(),
    /** Known only with a market. */
    isPlayable: z.boolean().nullable(),
    resumePoint: ResumePointSchema.nullable(),
  })
  const AudiobookSchema = z.object({
    id: z.string(),
    uri: z.string(),
    name: z.string(),
    authors: z.array(z.string()),
    narrators: z.array(z.string()),
    publisher: z.string().nullable(),
    images: z.array(mediaSchemas().ImageSchema),
    explicit: z.boolean(),
    /** `Unabridged`, `Abridged`, … when the service says. */
    edition: z.string().nullable(),
    totalChapters: z.number(),
  })
  const ChapterSchema = z.object({
    id: z.string(),
    /** A chapter plays as an episode: `spotify:episode:…`. */
    uri: z.string(),
    name: z.string(),
    chapterNumber: z.number(),
    durationMs: z.number(),
    images: z.array(mediaSchemas().ImageSchema),
    isPlayable: z.boolean().nullable(),
    resumePoint: ResumePointSchema.nullable(),
  })
  return { ResumePointSchema, ShowSchema, ShowRefSchema, EpisodeSchema, AudiobookSchema, ChapterSchema }
})
type Schemas = ReturnType<typeof spokenSchemas>
export type Show = z.infer<Schemas['ShowSchema']>

export type ShowRef = z.infer<Schemas['ShowRefSchema']>

export type Episode = z.infer<Schemas['EpisodeSchema']>

export type Audiobook = z.infer<Schemas['AudiobookSchema']>

export type Chapter = z.infer<Schemas['ChapterSchema']>
