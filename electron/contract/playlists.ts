import { z } from 'zod'
import { spotifyUriSchema } from './links'
import { mediaSchemas } from './media'
import {
  COLLABORATIVE_RULE,
  COVER_MAX_BYTES,
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_EDIT_MAX,
  PLAYLIST_NAME_MAX,
} from './playlist-rules'
import { LIBRARY_WINDOW_MAX } from './library-rules'
import { lazyMethods } from './lazy-methods'
import { areaSchemas } from './schema-areas'

export * from './playlist-rules'

/**
 * A playlist as its page shows it, and its editing. Edits name entries by `key` (stable while the playlist is
 * open, whatever moves around them), so an edit still means the same tracks after another client changed the
 * playlist. Core shows each edit at once, sends them one after another with the playlist's `snapshot_id`, and
 * pushes `playlist.changed` whenever what is shown changes (an edit, its confirmation, a rollback, a re-read).
 */

/** The playlists area's schemas, made the first time one is read (schema-areas.ts). */
export const playlistSchemas = areaSchemas('playlists', () => {
  const ItemUriSchema = spotifyUriSchema(['track', 'episode'], 'Expected a track URI such as spotify:track:…')
  const NameSchema = z
    .string()
    .trim()
    .min(1, 'Give the playlist a name.')
    .max(PLAYLIST_NAME_MAX, `A name is at most ${PLAYLIST_NAME_MAX} characters.`)
  const DescriptionSchema = z
    .string()
    .max(PLAYLIST_DESCRIPTION_MAX, `A description is at most ${PLAYLIST_DESCRIPTION_MAX} characters.`)
  /** Base64 of a JPEG the page made: at most 256 KB once decoded. */
  const CoverSchema = z
    .string()
    .regex(/^[A-Za-z0-9+/]+=*$/, 'Expected the JPEG as base64.')
    .max(Math.ceil(COVER_MAX_BYTES / 3) * 4, 'A cover is at most 256 KB of JPEG.')
  const PlaylistDetailSchema = mediaSchemas().PlaylistSchema.extend({
    /** Today's service no longer says (null). */
    followers: z.number().nullable(),
    /** The signed-in user owns it: details, cover and visibility can be changed. */
    isOwn: z.boolean(),
    /** Items can be added, removed and moved (owned or collaborative). */
    canEdit: z.boolean(),
    /** Whether it is in the user's list (followed, or owned and listed). */
    followed: z.boolean(),
    /** Why its items cannot be shown (today's service shows them only to owners and collaborators), or null. */
    itemsUnavailable: z.string().nullable(),
    /** Moves with every change of what is shown; windows read at an older revision are stale. */
    revision: z.number().int(),
    /** Shown from the copy read at this time: the service cannot be reached now. */
    offlineReadAt: z.number().optional(),
  })
  const PlaylistEntrySchema = z.object({
    /** Names this entry while the playlist is open (duplicates of a track have different keys). */
    key: z.string(),
    position: z.number().int(),
    track: mediaSchemas().TrackSchema,
    addedAt: z.string().nullable(),
    addedBy: z.string().nullable(),
    /** Shown before the service confirmed it (an edit on its way). */
    pending: z.boolean(),
  })
  const PlaylistEditStateSchema = z.object({
    id: z.string(),
    revision: z.number().int(),
    total: z.number().int(),
    /** Edits shown but not yet confirmed by the service. */
    pending: z.number().int(),
    snapshotId: z.string(),
  })
  const IdSchema = z.string().regex(/^[A-Za-z0-9]{1,100}$/, 'Expected a playlist id of letters and digits.')
  const KeysSchema = z
    .array(z.string().min(1).max(100))
    .min(1, 'Choose at least one track.')
    .max(PLAYLIST_EDIT_MAX)
  const DetailsSchema = z.strictObject({
    name: NameSchema,
    description: DescriptionSchema.optional(),
    public: z.boolean().optional(),
    collaborative: z.boolean().optional(),
  })
  return {
    ItemUriSchema,
    NameSchema,
    DescriptionSchema,
    CoverSchema,
    PlaylistDetailSchema,
    PlaylistEntrySchema,
    PlaylistEditStateSchema,
    IdSchema,
    KeysSchema,
    DetailsSchema,
  }
})
type Schemas = ReturnType<typeof playlistSchemas>
export type PlaylistDetail = z.infer<Schemas['PlaylistDetailSchema']>

export type PlaylistEntry = z.infer<Schemas['PlaylistEntrySchema']>

export type PlaylistEditState = z.infer<Schemas['PlaylistEditStateSchema']>

const noCollaborativePublic = (details: {
  public?: boolean | undefined
  collaborative?: boolean | undefined
}) => !(details.collaborative === true && details.public !== false)

/** The rows of the bridge's method table for playlists. */
export const playlistMethods = lazyMethods({
  /** Reads the playlist (details, followers, whether you can edit it) and opens it for editing. */
  'playlists.get': () => ({
    input: z.strictObject({ id: playlistSchemas().IdSchema }),
    output: playlistSchemas().PlaylistDetailSchema,
  }),
  /** A window of the entries as shown (edits on their way included). */
  'playlists.items': () => ({
    input: z.strictObject({
      id: playlistSchemas().IdSchema,
      offset: z.number().int().min(0),
      limit: z.number().int().min(1).max(LIBRARY_WINDOW_MAX),
      revision: z.number().int().optional(),
    }),
    output: z.object({
      revision: z.number().int(),
      offset: z.number().int(),
      total: z.number().int(),
      items: z.array(playlistSchemas().PlaylistEntrySchema),
    }),
  }),
  'playlists.create': () => ({
    input: playlistSchemas().DetailsSchema.refine(noCollaborativePublic, {
      message: COLLABORATIVE_RULE,
      path: ['collaborative'],
    }),
    output: mediaSchemas().PlaylistSchema,
  }),
  'playlists.changeDetails': () => ({
    input: playlistSchemas()
      .DetailsSchema.partial()
      .extend({ id: playlistSchemas().IdSchema })
      .refine(noCollaborativePublic, { message: COLLABORATIVE_RULE, path: ['collaborative'] }),
    output: playlistSchemas().PlaylistDetailSchema,
  }),
  /** Adds tracks at `position` of the list as shown (at the end when absent). */
  'playlists.addItems': () => ({
    input: z.strictObject({
      id: playlistSchemas().IdSchema,
      uris: z.array(playlistSchemas().ItemUriSchema).min(1).max(PLAYLIST_EDIT_MAX),
      position: z.number().int().min(0).optional(),
    }),
    output: playlistSchemas().PlaylistEditStateSchema,
  }),
  'playlists.removeItems': () => ({
    input: z.strictObject({ id: playlistSchemas().IdSchema, keys: playlistSchemas().KeysSchema }),
    output: playlistSchemas().PlaylistEditStateSchema,
  }),
  /** Moves entries (kept in their order) to before `beforeKey`, or to the end when it is null. */
  'playlists.moveItems': () => ({
    input: z.strictObject({
      id: playlistSchemas().IdSchema,
      keys: playlistSchemas().KeysSchema,
      beforeKey: z.string().min(1).max(100).nullable(),
    }),
    output: playlistSchemas().PlaylistEditStateSchema,
  }),
  /** The playlist becomes exactly these tracks; an empty list clears it. */
  'playlists.replaceItems': () => ({
    input: z.strictObject({
      id: playlistSchemas().IdSchema,
      uris: z.array(playlistSchemas().ItemUriSchema).max(PLAYLIST_EDIT_MAX),
    }),
    output: playlistSchemas().PlaylistEditStateSchema,
  }),
  'playlists.uploadCover': () => ({
    input: z.strictObject({ id: playlistSchemas().IdSchema, jpegBase64: playlistSchemas().CoverSchema }),
    output: playlistSchemas().PlaylistDetailSchema,
  }),
  /** Follows the playlist (adds it to your list) or unfollows it. */
  'playlists.setFollowed': () => ({
    input: z.strictObject({ id: playlistSchemas().IdSchema, followed: z.boolean() }),
    output: playlistSchemas().PlaylistDetailSchema,
  }),
})
