import { z } from 'zod'

/**
 * Runtime schemas of shared wire shapes (OpenAPI components), for the responses the client checks as they
 * arrive (podcasts and audiobooks). Objects are loose: fields the client does not know pass through, so a
 * service that adds one breaks nothing.
 */
export const ImageSchema = z.looseObject({
  url: z.string(),
  height: z.number().nullable(),
  width: z.number().nullable(),
})

export const ExternalUrlsSchema = z.looseObject({ spotify: z.string().optional() })

export const CopyrightSchema = z.looseObject({ text: z.string(), type: z.string() })

export const ReleasePrecisionSchema = z.enum(['year', 'month', 'day'])

/** Why an item cannot be played here (`market`, `product`, `explicit`, …). */
export const RestrictionsSchema = z.looseObject({ reason: z.string().optional() })

/** An offset-paged list (the Paging type of common.ts). */
export function pagingOf<T extends z.ZodType>(item: T) {
  return z.looseObject({
    href: z.string(),
    items: z.array(item),
    limit: z.number(),
    next: z.string().nullable(),
    offset: z.number(),
    previous: z.string().nullable(),
    total: z.number(),
  })
}

/** Where the user stopped in an episode or chapter (with user-read-playback-position). */
export const ResumePointSchema = z.looseObject({
  fully_played: z.boolean(),
  resume_position_ms: z.number(),
})

/**
 * What shows and audiobooks share (ShowBase, AudiobookBase). `available_markets` and `publisher` are
 * optional: a 2026 service leaves them out.
 */
export const spokenWorkFields = {
  available_markets: z.array(z.string()).optional(),
  copyrights: z.array(CopyrightSchema),
  description: z.string(),
  html_description: z.string(),
  explicit: z.boolean(),
  external_urls: ExternalUrlsSchema,
  href: z.string(),
  id: z.string(),
  images: z.array(ImageSchema),
  languages: z.array(z.string()),
  media_type: z.string(),
  name: z.string(),
  publisher: z.string().optional(),
  uri: z.string(),
}

/**
 * What episodes and chapters share (EpisodeBase, ChapterBase). Optional: the deprecated audio preview (null
 * today), `is_playable` and `restrictions` (with a market), `resume_point` (with user-read-playback-position).
 */
export const spokenPartFields = {
  audio_preview_url: z.string().nullable().optional(),
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
  uri: z.string(),
}
