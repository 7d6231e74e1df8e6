import { z } from 'zod'
import { pageOf } from './media'
import { marketSchemas } from './search'
import { spokenSchemas } from './spoken-schemas'
import { lazyMethods } from './lazy-methods'
import { areaSchemas } from './schema-areas'

export * from './spoken-rules'
export * from './spoken-schemas'

/**
 * The pages of podcasts and audiobooks: a show, an episode, a book, with their descriptions (an episode's notes
 * are plain text: the page makes its web links clickable and renders nothing else).
 */

/** The spoken-catalog area's schemas, made the first time one is read (schema-areas.ts). */
export const spokenCatalogSchemas = areaSchemas('spoken-catalog', () => {
  const described = {
    /** Plain text (the service's `description`); never markup. */
    description: z.string(),
    languages: z.array(z.string()),
  }

  const ShowDetailSchema = spokenSchemas().ShowSchema.extend({
    ...described,
    /** The newest episodes, newest first; more with `catalog.showEpisodes`. */
    episodes: pageOf(spokenSchemas().EpisodeSchema),
  })
  const EpisodeDetailSchema = spokenSchemas().EpisodeSchema.extend(described)
  const AudiobookDetailSchema = spokenSchemas().AudiobookSchema.extend({
    ...described,
    /** The first chapters, in order; more with `catalog.audiobookChapters`. */
    chapters: pageOf(spokenSchemas().ChapterSchema),
  })
  const IdSchema = z.string().regex(/^[A-Za-z0-9]{1,100}$/, 'Expected an id of letters and digits.')
  const PageInput = {
    offset: z.number().int().min(0).max(10_000).default(0),
    limit: z.number().int().min(1).max(50),
  }

  return { ShowDetailSchema, EpisodeDetailSchema, AudiobookDetailSchema, described, IdSchema, PageInput }
})
type Schemas = ReturnType<typeof spokenCatalogSchemas>
export type ShowDetail = z.infer<Schemas['ShowDetailSchema']>

export type EpisodeDetail = z.infer<Schemas['EpisodeDetailSchema']>

export type AudiobookDetail = z.infer<Schemas['AudiobookDetailSchema']>

/**
 * The rows of the bridge's method table for the podcast and audiobook pages (the catalog's area: each answers
 * NOT_SIGNED_IN while nobody is signed in). `market` defaults to the user's country.
 */
export const spokenCatalogMethods = lazyMethods({
  /** A show with its newest episodes (one request). */
  'catalog.show': () => ({
    input: z.strictObject({
      id: spokenCatalogSchemas().IdSchema,
      market: marketSchemas().MarketSchema.optional(),
    }),
    output: spokenCatalogSchemas().ShowDetailSchema,
  }),
  /** A page of a show's episodes, newest first. */
  'catalog.showEpisodes': () => ({
    input: z.strictObject({
      id: spokenCatalogSchemas().IdSchema,
      market: marketSchemas().MarketSchema.optional(),
      ...spokenCatalogSchemas().PageInput,
    }),
    output: pageOf(spokenSchemas().EpisodeSchema),
  }),
  'catalog.episode': () => ({
    input: z.strictObject({
      id: spokenCatalogSchemas().IdSchema,
      market: marketSchemas().MarketSchema.optional(),
    }),
    output: spokenCatalogSchemas().EpisodeDetailSchema,
  }),
  /** A book with its first chapters; NOT_FOUND where audiobooks are not sold. */
  'catalog.audiobook': () => ({
    input: z.strictObject({
      id: spokenCatalogSchemas().IdSchema,
      market: marketSchemas().MarketSchema.optional(),
    }),
    output: spokenCatalogSchemas().AudiobookDetailSchema,
  }),
  'catalog.audiobookChapters': () => ({
    input: z.strictObject({
      id: spokenCatalogSchemas().IdSchema,
      market: marketSchemas().MarketSchema.optional(),
      ...spokenCatalogSchemas().PageInput,
    }),
    output: pageOf(spokenSchemas().ChapterSchema),
  }),
})
