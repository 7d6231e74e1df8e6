import { z } from 'zod'
import { areaSchemas } from './schema-areas'

/**
 * What the page shows of the catalog: tracks, albums, artists, playlists, in Encore's own camelCase shape.
 * Core maps the service's wire JSON to these (core/service/media), so views never see a service's quirks (missing
 * fields on today's service, `item` or `track`, relinked tracks).
 */

/** The media area's schemas, made the first time one is read (schema-areas.ts). */
export const mediaSchemas = areaSchemas('media', () => {
  const ImageSchema = z.object({
    url: z.string(),
    width: z.number().nullable(),
    height: z.number().nullable(),
  })
  const ArtistRefSchema = z.object({ id: z.string().nullable(), name: z.string(), uri: z.string() })
  const AlbumRefSchema = z.object({
    id: z.string().nullable(),
    name: z.string(),
    uri: z.string(),
    images: z.array(ImageSchema),
  })
  const TrackSchema = z.object({
    /** Null for a local file in a playlist. */
    id: z.string().nullable(),
    uri: z.string(),
    name: z.string(),
    artists: z.array(ArtistRefSchema),
    album: AlbumRefSchema.nullable(),
    durationMs: z.number(),
    explicit: z.boolean(),
    isLocal: z.boolean(),
    /** Known only when a market was given; null otherwise. */
    isPlayable: z.boolean().nullable(),
    /** Why it cannot play here (`market`, `product`, `explicit`), when the service says. */
    unplayableReason: z.string().nullable(),
    /** The track this one stands in for after relinking, by URI. */
    linkedFromUri: z.string().nullable(),
  })
  const AlbumSchema = z.object({
    id: z.string(),
    uri: z.string(),
    name: z.string(),
    artists: z.array(ArtistRefSchema),
    images: z.array(ImageSchema),
    albumType: z.string(),
    releaseDate: z.string(),
    totalTracks: z.number(),
  })
  const ArtistSchema = z.object({
    id: z.string(),
    uri: z.string(),
    name: z.string(),
    images: z.array(ImageSchema),
    genres: z.array(z.string()),
  })
  const PlaylistSchema = z.object({
    id: z.string(),
    uri: z.string(),
    name: z.string(),
    description: z.string(),
    owner: z.object({ id: z.string(), name: z.string() }),
    images: z.array(ImageSchema),
    public: z.boolean().nullable(),
    collaborative: z.boolean(),
    totalItems: z.number().nullable(),
    snapshotId: z.string(),
  })
  return {
    ImageSchema,
    ArtistRefSchema,
    AlbumRefSchema,
    TrackSchema,
    AlbumSchema,
    ArtistSchema,
    PlaylistSchema,
  }
})
type Schemas = ReturnType<typeof mediaSchemas>
export type Image = z.infer<Schemas['ImageSchema']>

export type ArtistRef = z.infer<Schemas['ArtistRefSchema']>

export type AlbumRef = z.infer<Schemas['AlbumRefSchema']>

export type Track = z.infer<Schemas['TrackSchema']>

export type Album = z.infer<Schemas['AlbumSchema']>

export type Artist = z.infer<Schemas['ArtistSchema']>

export type Playlist = z.infer<Schemas['PlaylistSchema']>

/** One page of a longer list: the items, where they start, and how many there are in all. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    offset: z.number(),
    total: z.number(),
    /** True when more items follow this page. */
    hasMore: z.boolean(),
  })
}
export interface Page<T> {
  items: T[]
  offset: number
  total: number
  hasMore: boolean
}
