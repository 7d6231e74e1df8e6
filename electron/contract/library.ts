import { z } from 'zod'
import { SpotifyUriSchema } from './links'
import { bridgeErrorCodes } from './bridge-error'
import {
  kindSyncStates,
  LIBRARY_FILTER_MAX,
  LIBRARY_WINDOW_MAX,
  libraryKinds,
  librarySorts,
  syncStates,
} from './library-rules'
import { AlbumSchema, ArtistSchema, ImageSchema, PlaylistSchema, TrackSchema } from './media'
import { PlaybackStateSchema } from './playback'
import { AudiobookSchema, EpisodeSchema, ShowSchema } from './spoken-schemas'
import { lazyMethods } from './lazy-methods'

export * from './library-rules'

/**
 * The library as the page sees it: a status pushed as `library.changed` (counts, where the sync is, a revision
 * that moves with every change), and windows of each list read on demand, filtered and sorted by core. The page
 * never holds a whole library: it asks for the rows it shows.
 */

const BridgeErrorCodeSchema = z.enum(bridgeErrorCodes)

export const LibraryKindSchema = z.enum(libraryKinds)
export const LibrarySortSchema = z.enum(librarySorts)

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

const CountsSchema = perKind(z.number().int())

export const KindSyncSchema = z.object({
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
export type KindSync = z.infer<typeof KindSyncSchema>

export const LibraryStatusSchema = z.object({
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
export type LibraryStatus = z.infer<typeof LibraryStatusSchema>

export const LibraryWindowInputSchema = z.strictObject({
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
export type LibraryWindowInput = z.input<typeof LibraryWindowInputSchema>

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

export const SavedTrackRowSchema = z.object({ track: TrackSchema, addedAt: z.string().nullable() })
export type SavedTrackRow = z.infer<typeof SavedTrackRowSchema>
export const SavedAlbumRowSchema = z.object({ album: AlbumSchema, addedAt: z.string().nullable() })
export type SavedAlbumRow = z.infer<typeof SavedAlbumRowSchema>

/**
 * A followed show, and how many of its newest episodes are unplayed (`count` of the `of` looked at); null until
 * counted, or where the service does not say where you are in episodes.
 */
export const SavedShowRowSchema = z.object({
  show: ShowSchema,
  addedAt: z.string().nullable(),
  unplayed: z.object({ count: z.number().int(), of: z.number().int() }).nullable(),
})
export type SavedShowRow = z.infer<typeof SavedShowRowSchema>
export const SavedEpisodeRowSchema = z.object({ episode: EpisodeSchema, addedAt: z.string().nullable() })
export type SavedEpisodeRow = z.infer<typeof SavedEpisodeRowSchema>
export const SavedAudiobookRowSchema = z.object({
  audiobook: AudiobookSchema,
  addedAt: z.string().nullable(),
})
export type SavedAudiobookRow = z.infer<typeof SavedAudiobookRowSchema>

export const PaletteMatchSchema = z.object({
  kind: z.enum(['playlist', 'album', 'artist', 'track', 'show']),
  id: z.string(),
  uri: z.string(),
  name: z.string(),
  /** The owner of a playlist, the artists of an album or a track, a show's publisher; empty for an artist. */
  subtitle: z.string(),
  images: z.array(ImageSchema),
})
export type PaletteMatch = z.infer<typeof PaletteMatchSchema>

const UriListSchema = z.array(SpotifyUriSchema).min(1).max(LIBRARY_WINDOW_MAX)
const noInput = z.undefined()

/** The rows of the bridge's method table for the library. */
export const libraryMethods = lazyMethods({
  'library.status': () => ({ input: noInput, output: LibraryStatusSchema }),
  /** Refreshes every list (incrementally from the cache; `full` reads everything again). */
  'library.sync': () => ({
    input: z.strictObject({ full: z.boolean().optional() }).optional(),
    output: LibraryStatusSchema,
  }),
  /** Stops the sync in progress; what was read stays and the next sync goes on from there. */
  'library.cancelSync': () => ({ input: noInput, output: LibraryStatusSchema }),
  'library.tracks': () => ({ input: LibraryWindowInputSchema, output: windowOf(SavedTrackRowSchema) }),
  'library.albums': () => ({ input: LibraryWindowInputSchema, output: windowOf(SavedAlbumRowSchema) }),
  'library.playlists': () => ({ input: LibraryWindowInputSchema, output: windowOf(PlaylistSchema) }),
  'library.artists': () => ({ input: LibraryWindowInputSchema, output: windowOf(ArtistSchema) }),
  /** Followed shows (counting a window's unplayed episodes may follow, announced by `library.changed`). */
  'library.shows': () => ({ input: LibraryWindowInputSchema, output: windowOf(SavedShowRowSchema) }),
  /** Saved episodes ("Your Episodes"). */
  'library.episodes': () => ({ input: LibraryWindowInputSchema, output: windowOf(SavedEpisodeRowSchema) }),
  'library.audiobooks': () => ({
    input: LibraryWindowInputSchema,
    output: windowOf(SavedAudiobookRowSchema),
  }),
  /** Fuzzy match over the playlists, albums, artists, shows and saved tracks of the library (the palette). */
  'library.find': () => ({
    input: z.strictObject({
      query: z.string().max(LIBRARY_FILTER_MAX),
      limit: z.number().int().min(1).max(50),
    }),
    output: z.array(PaletteMatchSchema),
  }),
  /** Whether each item is in the library (saved tracks, albums, episodes, audiobooks; followed artists, playlists, shows). */
  'library.contains': () => ({
    input: z.strictObject({ uris: UriListSchema }),
    output: z.array(z.boolean()),
  }),
  /**
   * Saves or removes tracks, albums, episodes and audiobooks, follows or unfollows artists, playlists and shows:
   * shown at once, and sent through the outbox (it waits there while the service cannot take it). `names` (in the
   * order of `uris`, where the page knows them) name each change in the list of what waits.
   */
  'library.setSaved': () => ({
    input: z.strictObject({
      uris: UriListSchema,
      saved: z.boolean(),
      names: z.array(z.string().max(300)).max(LIBRARY_WINDOW_MAX).optional(),
    }),
    output: z.array(z.boolean()),
  }),
  /** Plays the saved tracks from one row of a filtered, sorted list on (up to 100 of them). */
  'library.play': () => ({
    input: LibraryWindowInputSchema.omit({ limit: true, revision: true }),
    output: PlaybackStateSchema,
  }),
})
