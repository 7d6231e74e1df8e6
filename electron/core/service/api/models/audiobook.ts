import { z } from 'zod'
import { pagingOf, spokenPartFields, spokenWorkFields } from './wire-schemas'

/**
 * Audiobooks on the wire (OpenAPI AudiobookObject, ChapterObject). Sold only in US, GB, CA, IE, NZ and AU:
 * elsewhere the service answers 404. As for shows, a 2026 service leaves out `available_markets` and
 * `publisher`.
 */
const PersonSchema = z.looseObject({ name: z.string() })

export const SimplifiedAudiobookSchema = z.looseObject({
  ...spokenWorkFields,
  authors: z.array(PersonSchema),
  edition: z.string().optional(),
  narrators: z.array(PersonSchema),
  type: z.literal('audiobook'),
  total_chapters: z.number(),
})

/**
 * A chapter. The description types it `episode` with a `spotify:episode:` URI (chapters play as episodes);
 * field reports show `chapter` too: either is taken.
 */
export const SimplifiedChapterSchema = z.looseObject({
  ...spokenPartFields,
  available_markets: z.array(z.string()).optional(),
  chapter_number: z.number(),
  type: z.enum(['episode', 'chapter']),
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
