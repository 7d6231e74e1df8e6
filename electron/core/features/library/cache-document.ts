import { z } from 'zod'
import { areaSchemas, mediaSchemas } from '../../../contract'

/** The library-cache area's schemas, made the first time one is read (schema-areas.ts). */
export const libraryCacheSchemas = areaSchemas('library-cache', () => {
  const ImageTupleSchema = z.tuple([z.string(), z.number().nullable(), z.number().nullable()])
  const PartialSchema = z.object({
    total: z.number().int(),
    head: z.tuple([z.string().nullable(), z.number().nullable()]).nullable(),
    pageSize: z.number().int().positive(),
    pages: z.record(z.string(), z.array(z.unknown())),
  })
  const completeKeys = {
    tracks: z.boolean(),
    albums: z.boolean(),
    playlists: z.boolean(),
    artists: z.boolean(),
  }

  const CacheDocumentSchema = z.object({
    format: z.literal(CACHE_FORMAT),
    version: z.literal(CACHE_VERSION),
    service: z.string(),
    userId: z.string(),
    savedAt: z.number(),
    complete: z.object(completeKeys),
    albumRefs: z.array(z.tuple([z.string(), z.string().nullable(), z.string(), z.array(ImageTupleSchema)])),
    artistRefs: z.array(z.tuple([z.string(), z.string().nullable(), z.string()])),
    // Rows are checked by hand as they are read (`rowOf`): 50,000 of them through a schema would copy each.
    tracks: z.array(z.unknown()),
    albums: z.array(z.object({ album: mediaSchemas().AlbumSchema, addedAt: z.number().nullable() })),
    playlists: z.array(mediaSchemas().PlaylistSchema),
    artists: z.array(mediaSchemas().ArtistSchema),
    playlistItems: z.record(
      z.string(),
      z.object({
        snapshotId: z.string(),
        rows: z.array(z.unknown()).nullable(),
        addedBy: z.array(z.string().nullable()),
        unavailable: z.string().nullable(),
      }),
    ),
    partial: z.object({ tracks: PartialSchema.optional(), albums: PartialSchema.optional() }),
    // Podcasts and audiobooks (spoken-cache.ts): absent from files written before them, checked on its own.
    spoken: z.unknown().optional(),
  })
  return { PartialSchema, CacheDocumentSchema, ImageTupleSchema, completeKeys }
})
type Schemas = ReturnType<typeof libraryCacheSchemas>
/**
 * The shape of the library cache file, version 1 (cache-format.ts encodes and decodes it): the document as a
 * schema, and a track's row as the short array the file keeps, checked by hand (50,000 through a schema would
 * copy each).
 */
export const CACHE_FORMAT = 'encore-library'
export const CACHE_VERSION = 1

export type ImageTuple = [string, number | null, number | null]
export type RowTuple = [
  uri: string,
  id: string | null,
  name: string,
  durationMs: number,
  flags: number,
  album: number,
  artists: number[],
  addedAt: number | null,
  unplayableReason: string | null,
  linkedFromUri: string | null,
]

const isText = (value: unknown): value is string => typeof value === 'string'
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string'
const isWhole = (value: unknown): value is number => Number.isInteger(value)

/** A row as the file keeps it, checked field by field. */
export function isRowTuple(value: unknown): value is RowTuple {
  if (!Array.isArray(value) || value.length !== 10) return false
  const [uri, id, name, durationMs, flags, album, artists, addedAt, reason, linked] = value as unknown[]
  return (
    isText(uri) &&
    isTextOrNull(id) &&
    isText(name) &&
    typeof durationMs === 'number' &&
    isWhole(flags) &&
    isWhole(album) &&
    Array.isArray(artists) &&
    artists.every(isWhole) &&
    (addedAt === null || typeof addedAt === 'number') &&
    isTextOrNull(reason) &&
    isTextOrNull(linked)
  )
}
export type CacheDocument = z.infer<Schemas['CacheDocumentSchema']>
