import { z } from 'zod'
import { AlbumSchema, ArtistSchema, ImageSchema, pageOf, PlaylistSchema, TrackSchema } from './media'
import { albumGroups } from './library-rules'
import { MarketSchema } from './search'
import { lazyMethods } from './lazy-methods'

/**
 * The pages of the catalog: an album with its tracks, an artist with top tracks and albums by group, a user's
 * profile and public playlists. Core reads them on the interactive lane; the caller's signal cancels them.
 */

export const AlbumDetailSchema = AlbumSchema.extend({
  /** The record label; today's service no longer says (null). */
  label: z.string().nullable(),
  genres: z.array(z.string()),
  /** Every track, each with this album as its album. */
  tracks: z.array(TrackSchema),
  totalMs: z.number(),
  /** Shown from the copy read then (ms since the epoch) because the service cannot be reached now; absent when fresh. */
  offlineReadAt: z.number().optional(),
})
export type AlbumDetail = z.infer<typeof AlbumDetailSchema>

export const ArtistDetailSchema = z.object({
  artist: ArtistSchema,
  /** Today's service no longer says (null). */
  followers: z.number().nullable(),
  /** The top tracks in the market; null when the service does not offer them (`topTracksUnavailable` says why). */
  topTracks: z.array(TrackSchema).nullable(),
  topTracksUnavailable: z.string().nullable(),
  /** Shown from the copy read then (ms since the epoch) because the service cannot be reached now; absent when fresh. */
  offlineReadAt: z.number().optional(),
})
export type ArtistDetail = z.infer<typeof ArtistDetailSchema>

export const UserProfileSchema = z.object({
  id: z.string(),
  uri: z.string(),
  displayName: z.string(),
  images: z.array(ImageSchema),
  followers: z.number().nullable(),
})
export type UserProfile = z.infer<typeof UserProfileSchema>

const IdSchema = z.string().regex(/^[A-Za-z0-9]{1,100}$/, 'Expected an id of letters and digits.')
/** User ids may also hold dots, dashes and underscores (old accounts chose their own). */
const UserIdSchema = z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'Expected a user id.')
const PageInput = {
  offset: z.number().int().min(0).max(1000).default(0),
  limit: z.number().int().min(1).max(50),
}

/** The rows of the bridge's method table for the catalog's pages. */
export const catalogMethods = lazyMethods({
  'catalog.album': () => ({
    input: z.strictObject({ id: IdSchema, market: MarketSchema.optional() }),
    output: AlbumDetailSchema,
  }),
  'catalog.artist': () => ({
    input: z.strictObject({ id: IdSchema, market: MarketSchema.optional() }),
    output: ArtistDetailSchema,
  }),
  /** One page of an artist's albums of one group (albums, singles, appears on, compilations). */
  'catalog.artistAlbums': () => ({
    input: z.strictObject({
      id: IdSchema,
      group: z.enum(albumGroups),
      market: MarketSchema.optional(),
      ...PageInput,
    }),
    output: pageOf(AlbumSchema),
  }),
  'catalog.user': () => ({ input: z.strictObject({ id: UserIdSchema }), output: UserProfileSchema }),
  'catalog.userPlaylists': () => ({
    input: z.strictObject({ id: UserIdSchema, ...PageInput }),
    output: pageOf(PlaylistSchema),
  }),
})
