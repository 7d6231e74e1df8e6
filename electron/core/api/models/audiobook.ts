import { z } from 'zod'
import { ResumePointSchema } from './show'
import {
  CopyrightSchema,
  ExternalUrlsSchema,
  ImageSchema,
  pagingOf,
  ReleasePrecisionSchema,
  RestrictionsSchema,
} from './wire-schemas'

/**
 * Audiobooks on the wire (OpenAPI AudiobookObject, ChapterObject). Sold only in US, GB, CA, IE, NZ and AU:
 * elsewhere the service answers 404. As for shows, a 2026 service leaves out `available_markets` and
 * `publisher`.
 */
const PersonSchema = z.looseObject({ name: z.string() })

export const SimplifiedAudiobookSchema = z.looseObject({
  authors: z.array(PersonSchema),
  available_markets: z.array(z.string()).optional(),
  copyrights: z.array(CopyrightSchema),
  description: z.string(),
  html_description: z.string(),
  edition: z.string().optional(),
  explicit: z.boolean(),
  external_urls: ExternalUrlsSchema,
  href: z.string(),
  id: z.string(),
  images: z.array(ImageSchema),
  languages: z.array(z.string()),
  media_type: z.string(),
  name: z.string(),
  narrators: z.array(PersonSchema),
  publisher: z.string().optional(),
  type: z.literal('audiobook'),
  uri: z.string(),
  total_chapters: z.number(),
})

/**
 * A chapter. The description types it `episode` with a `spotify:episode:` URI (chapters play as episodes);
 * field reports show `chapter` too: either is taken.
 */
export const SimplifiedChapterSchema = z.looseObject({
  audio_preview_url: z.string().nullable().optional(),
  available_markets: z.array(z.string()).optional(),
  chapter_number: z.number(),
  description: z.string(),
  html_description: z.string(),
  duration_ms: z.number(),
  explicit: z.boolean(),
  external_urls: ExternalUrlsSchema,
  href: z.string(),
  id: z.string(),
  images: z.array(ImageSchema),
  is_playable: z.boolean().optional(),
  languages: z.array(z.string()),
  name: z.string(),
  release_date: z.string(),
  release_date_precision: ReleasePrecisionSchema,
  resume_point: ResumePointSchema.optional(),
  restrictions: RestrictionsSchema.optional(),
  type: z.enum(['episode', 'chapter']),
  uri: z.string(),
})

export const ChapterSchema = SimplifiedChapterSchema.extend({ audiobook: SimplifiedAudiobookSchema })

export const ChapterPageSchema = pagingOf(SimplifiedChapterSchema.nullable())

export const AudiobookSchema = SimplifiedAudiobookSchema.extend({ chapters: ChapterPageSchema })

export const SavedAudiobookSchema = z.looseObject({ added_at: z.string(), audiobook: AudiobookSchema })

export type SimplifiedAudiobook = z.infer<typeof SimplifiedAudiobookSchema>
export type Audiobook = z.infer<typeof AudiobookSchema>
export type SimplifiedChapter = z.infer<typeof SimplifiedChapterSchema>
export type Chapter = z.infer<typeof ChapterSchema>
export type SavedAudiobook = z.infer<typeof SavedAudiobookSchema>
