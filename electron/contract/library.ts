import { z } from 'zod'
import { linkSchemas } from './links'
import { bridgeErrorCodes } from './bridge-error'
import {
  kindSyncStates,
  LIBRARY_FILTER_MAX,
  LIBRARY_WINDOW_MAX,
  libraryKinds,
  librarySorts,
  syncStates,
} from './library-rules'
import { mediaSchemas } from './media'
import { playbackSchemas } from './playback'
import { spokenSchemas } from './spoken-schemas'
import { lazyMethods } from './lazy-methods'
import { areaSchemas } from './schema-areas'

export * from './library-rules'

/**
 * The library as the page sees it: a status pushed as `library.changed` (counts, where the sync is, a revision
 * that moves with every change), and windows of each list read on demand, filtered and sorted by core. The page
 * never holds a whole library: it asks for the rows it shows.
 */

/** The library area's schemas, made the first time one is read (schema-areas.ts). */
export const librarySchemas = areaSchemas('library', () => {
  const BridgeErrorCodeSchema = z.enum(bridgeErrorCodes)

  const LibraryKindSchema = z.enum(libraryKinds)
  const LibrarySortSchema = z.enum(librarySorts)

  const CountsSchema = perKind(z.number().int())

  const KindSyncSchema = z.object({
    state: z.enum(kindSyncStates),
    /** Items read so far in this sync. */
    loaded: z.number().int(),
    /** How many the service says there are; null until its first page. */
    total: z.number().int().nullable(),
    /** Why this list could not be read (a missing scope says INSUFFICIENT_SCOPE). */
    error: z.object({ code: BridgeErrorCodeSchema, message: z.string() }).nullable(),
    /**
     * `held`: when reading this list goes on by itself (epoch ms), the day's request budget (or the service's
     * quota) having room again; what was read so far is shown and kept. Null otherwise.
     */
    resumesAt: z.number().nullable(),
  })
  const LibraryStatusSchema = z.object({
    /** `none` while nobody is signed in: the page holds nothing then. */
    status: z.enum(['none', 'ready']),
    /** Moves with every change of any list; windows read at an older revision are stale. */
    revision: z.number().int(),
    counts: CountsSchema,
    /** Shown from the cache on disk; the refresh has not finished yet. */
    fromCache: z.boolean(),
    /** When the cache was last written (epoch ms); null without one. */
    cachedAt: z.number().nullable(),
    /** A cache file that could not be read: said once, and rebuilt by the sync. */
    cacheProblem: z.string().nullable(),
    sync: z.object({
      state: z.enum(syncStates),
      kinds: perKind(KindSyncSchema),
      startedAt: z.number().nullable(),
      finishedAt: z.number().nullable(),
    }),
  })
  const LibraryWindowInputSchema = z.strictObject({
    offset: z.number().int().min(0),
    limit: z
      .number()
      .int()
      .min(1)
      .max(LIBRARY_WINDOW_MAX, `A window holds at most ${LIBRARY_WINDOW_MAX} rows.`),
    sort: LibrarySortSchema.default('recent'),
    reverse: z.boolean().default(false),
    filter: z
      .string()
      .max(LIBRARY_FILTER_MAX, `A filter is at most ${LIBRARY_FILTER_MAX} characters.`)
      .default(''),
    /** The revision the page holds, if any (the answer says the current one either way). */
    revision: z.number().int().optional(),
  })
  const SavedTrackRowSchema = z.object({ track: mediaSchemas().TrackSchema, addedAt: z.string().nullable() })
  const SavedAlbumRowSchema = z.object({ album: mediaSchemas().AlbumSchema, addedAt: z.string().nullable() })
  /**
   * A followed show, and how many of its newest episodes are unplayed (`count` of the `of` looked at); null until
   * counted, or where the service does not say where you are in episodes.
   */
  const SavedShowRowSchema = z.object({
    show: spokenSchemas().ShowSchema,
    addedAt: z.string().nullable(),
    unplayed: z.object({ count: z.number().int(), of: z.number().int() }).nullable(),
  })
  const SavedEpisodeRowSchema = z.object({
    episode: spokenSchemas().EpisodeSchema,
    addedAt: z.string().nullable(),
  })
  const SavedAudiobookRowSchema = z.object({
    audiobook: spokenSchemas().AudiobookSchema,
    addedAt: z.string().nullable(),
  })
  const PaletteMatchSchema = z.object({
    kind: z.enum(['playlist', 'album', 'artist', 'track', 'show']),
    id: z.string(),
    uri: z.string(),
    name: z.string(),
    /** The owner of a playlist, the artists of an album or a track, a show's publisher; empty for an artist. */
    subtitle: z.string(),
    images: z.array(mediaSchemas().ImageSchema),
  })
  const UriListSchema = z.array(linkSchemas().SpotifyUriSchema).min(1).max(LIBRARY_WINDOW_MAX)
  const noInput = z.undefined()

  return {
    LibraryKindSchema,
    LibrarySortSchema,
    KindSyncSchema,
    LibraryStatusSchema,
    LibraryWindowInputSchema,
    SavedTrackRowSchema,
    SavedAlbumRowSchema,
    SavedShowRowSchema,
    SavedEpisodeRowSchema,
    SavedAudiobookRowSchema,
    PaletteMatchSchema,
    BridgeErrorCodeSchema,
    CountsSchema,
    UriListSchema,
    noInput,
  }
})
type Schemas = ReturnType<typeof librarySchemas>
/** One value per list of the library. */
const perKind = <T extends z.ZodType>(value: T) =>
  z.object({
    tracks: value,
    albums: value,
    playlists: value,
    artists: value,
    shows: value,
    episodes: value,
    audiobooks: value,
  })

export type KindSync = z.infer<Schemas['KindSyncSchema']>

export type LibraryStatus = z.infer<Schemas['LibraryStatusSchema']>

export type LibraryWindowInput = z.input<Schemas['LibraryWindowInputSchema']>

function windowOf<T extends z.ZodType>(item: T) {
  return z.object({
    revision: z.number().int(),
    offset: z.number().int(),
    /** Rows that match the filter. */
    total: z.number().int(),
    items: z.array(item),
  })
}
export interface LibraryWindow<T> {
  revision: number
  offset: number
  total: number
  items: T[]
}

export type SavedTrackRow = z.infer<Schemas['SavedTrackRowSchema']>
export type SavedAlbumRow = z.infer<Schemas['SavedAlbumRowSchema']>

export type SavedShowRow = z.infer<Schemas['SavedShowRowSchema']>
export type SavedEpisodeRow = z.infer<Schemas['SavedEpisodeRowSchema']>
export type SavedAudiobookRow = z.infer<Schemas['SavedAudiobookRowSchema']>

export type PaletteMatch = z.infer<Schemas['PaletteMatchSchema']>

/** The rows of the bridge's method table for the library. */
export const libraryMethods = lazyMethods({
  'library.status': () => ({ input: librarySchemas().noInput, output: librarySchemas().LibraryStatusSchema }),
  /** Refreshes every list (incrementally from the cache; `full` reads everything again). */
  'library.sync': () => ({
    input: z.strictObject({ full: z.boolean().optional() }).optional(),
    output: librarySchemas().LibraryStatusSchema,
  }),
  /** Stops the sync in progress; what was read stays and the next sync goes on from there. */
  'library.cancelSync': () => ({
    input: librarySchemas().noInput,
    output: librarySchemas().LibraryStatusSchema,
  }),
  'library.tracks': () => ({
    input: librarySchemas().LibraryWindowInputSchema,
    output: windowOf(librarySchemas().SavedTrackRowSchema),
  }),
  'library.albums': () => ({
    input: librarySchemas().LibraryWindowInputSchema,
    output: windowOf(librarySchemas().SavedAlbumRowSchema),
  }),
  'library.playlists': () => ({
    input: librarySchemas().LibraryWindowInputSchema,
    output: windowOf(mediaSchemas().PlaylistSchema),
  }),
  'library.artists': () => ({
    input: librarySchemas().LibraryWindowInputSchema,
    output: windowOf(mediaSchemas().ArtistSchema),
  }),
  /** Followed shows (counting a window's unplayed episodes may follow, announced by `library.changed`). */
  'library.shows': () => ({
    input: librarySchemas().LibraryWindowInputSchema,
    output: windowOf(librarySchemas().SavedShowRowSchema),
  }),
  /** Saved episodes ("Your Episodes"). */
  'library.episodes': () => ({
    input: librarySchemas().LibraryWindowInputSchema,
    output: windowOf(librarySchemas().SavedEpisodeRowSchema),
  }),
  'library.audiobooks': () => ({
    input: librarySchemas().LibraryWindowInputSchema,
    output: windowOf(librarySchemas().SavedAudiobookRowSchema),
  }),
  /** Fuzzy match over the playlists, albums, artists, shows and saved tracks of the library (the palette). */
  'library.find': () => ({
    input: z.strictObject({
      query: z.string().max(LIBRARY_FILTER_MAX),
      limit: z.number().int().min(1).max(50),
    }),
    output: z.array(librarySchemas().PaletteMatchSchema),
  }),
  /** Whether each item is in the library (saved tracks, albums, episodes, audiobooks; followed artists, playlists, shows). */
  'library.contains': () => ({
    input: z.strictObject({ uris: librarySchemas().UriListSchema }),
    output: z.array(z.boolean()),
  }),
  /**
   * Saves or removes tracks, albums, episodes and audiobooks, follows or unfollows artists, playlists and shows:
   * shown at once, and sent through the outbox (it waits there while the service cannot take it). `names` (in the
   * order of `uris`, where the page knows them) name each change in the list of what waits.
   */
  'library.setSaved': () => ({
    input: z.strictObject({
      uris: librarySchemas().UriListSchema,
      saved: z.boolean(),
      names: z.array(z.string().max(300)).max(LIBRARY_WINDOW_MAX).optional(),
    }),
    output: z.array(z.boolean()),
  }),
  /** Plays the saved tracks from one row of a filtered, sorted list on (up to 100 of them). */
  'library.play': () => ({
    input: librarySchemas().LibraryWindowInputSchema.omit({ limit: true, revision: true }),
    output: playbackSchemas().PlaybackStateSchema,
  }),
})
