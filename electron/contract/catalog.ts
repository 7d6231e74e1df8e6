import { z } from 'zod'
import { mediaSchemas, pageOf } from './media'
import { albumGroups } from './library-rules'
import { marketSchemas } from './search'
import { lazyMethods, rowsSharing } from './lazy-methods'
import { areaSchemas } from './schema-areas'

/**
 * The pages of the catalog: an album with its tracks, an artist with top tracks and albums by group, a user's
 * profile and public playlists. Core reads them on the interactive lane; the caller's signal cancels them.
 */

/** The catalog pages' schemas, made the first time one of its methods is checked (the tray opens none). */
const catalogSchemas = areaSchemas('catalog', () => {
  const AlbumDetail = mediaSchemas().AlbumSchema.extend({
    /** The record label; today's service no longer says (null). */
    label: z.string().nullable(),
    genres: z.array(z.string()),
    /** Every track, each with this album as its album. */
    tracks: z.array(mediaSchemas().TrackSchema),
    totalMs: z.number(),
    /** Shown from the copy read then (ms since the epoch) because the service cannot be reached now; absent when fresh. */
    offlineReadAt: z.number().optional(),
  })

  const ArtistDetail = z.object({
    artist: mediaSchemas().ArtistSchema,
    /** Today's service no longer says (null). */
    followers: z.number().nullable(),
    /** The top tracks in the market; null when the service does not offer them (`topTracksUnavailable` says why). */
    topTracks: z.array(mediaSchemas().TrackSchema).nullable(),
    topTracksUnavailable: z.string().nullable(),
    /** Shown from the copy read then (ms since the epoch) because the service cannot be reached now; absent when fresh. */
    offlineReadAt: z.number().optional(),
  })

  const UserProfile = z.object({
    id: z.string(),
    uri: z.string(),
    displayName: z.string(),
    images: z.array(mediaSchemas().ImageSchema),
    followers: z.number().nullable(),
  })

  const Id = z.string().regex(/^[A-Za-z0-9]{1,100}$/, 'Expected an id of letters and digits.')
  /** User ids may also hold dots, dashes and underscores (old accounts chose their own). */
  const UserId = z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'Expected a user id.')
  const PageInput = {
    offset: z.number().int().min(0).max(1000).default(0),
    limit: z.number().int().min(1).max(50),
  }
  return { AlbumDetail, ArtistDetail, UserProfile, Id, UserId, PageInput }
})
type Schemas = ReturnType<typeof catalogSchemas>

export type AlbumDetail = z.infer<Schemas['AlbumDetail']>
export type ArtistDetail = z.infer<Schemas['ArtistDetail']>
export type UserProfile = z.infer<Schemas['UserProfile']>

/** A row of this table: its schemas and the shared ones made on first use. */
const row = rowsSharing(catalogSchemas)

/** The rows of the bridge's method table for the catalog's pages. */
export const catalogMethods = lazyMethods({
  'catalog.album': row((s) => ({
    input: z.strictObject({ id: s.Id, market: marketSchemas().MarketSchema.optional() }),
    output: s.AlbumDetail,
  })),
  'catalog.artist': row((s) => ({
    input: z.strictObject({ id: s.Id, market: marketSchemas().MarketSchema.optional() }),
    output: s.ArtistDetail,
  })),
  /** One page of an artist's albums of one group (albums, singles, appears on, compilations). */
  'catalog.artistAlbums': row((s) => ({
    input: z.strictObject({
      id: s.Id,
      group: z.enum(albumGroups),
      market: marketSchemas().MarketSchema.optional(),
      ...s.PageInput,
    }),
    output: pageOf(mediaSchemas().AlbumSchema),
  })),
  'catalog.user': row((s) => ({ input: z.strictObject({ id: s.UserId }), output: s.UserProfile })),
  'catalog.userPlaylists': row((s) => ({
    input: z.strictObject({ id: s.UserId, ...s.PageInput }),
    output: pageOf(mediaSchemas().PlaylistSchema),
  })),
})
