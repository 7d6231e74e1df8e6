import { z } from 'zod'
import {
  BROWSE_LOCALE_PATTERN,
  RADIO_LIMIT_MAX,
  RADIO_SEEDS_MAX,
  radioSeedKinds,
  topRanges,
  tunableNames,
  type TunableName,
} from './discover-rules'
import { AlbumSchema, ArtistSchema, ImageSchema, pageOf, PlaylistSchema, TrackSchema } from './media'
import { MarketSchema } from './search'

export * from './discover-rules'

/**
 * Discover: the home page's shelves (recently played, top artists and tracks, new releases, featured
 * playlists, categories), browse (categories and their playlists), radio (recommendations from seeds, tuned by
 * audio attributes) and a track's sound (its audio features and analysis). Each method reads one thing, so a
 * section loads and fails on its own. What the service does not offer fails with `UNAVAILABLE` before any
 * request; pages check `app.capabilities` first and do not ask.
 */

export const TopRangeSchema = z.enum(topRanges)
export const LocaleSchema = z
  .string()
  .regex(BROWSE_LOCALE_PATTERN, 'A locale is a language and a country, such as sv_SE.')

export const CategorySchema = z.object({ id: z.string(), name: z.string(), images: z.array(ImageSchema) })
export type Category = z.infer<typeof CategorySchema>

export const PlayedTrackSchema = z.object({
  track: TrackSchema,
  /** ISO 8601. */
  playedAt: z.string(),
  /** What it played from (an album, playlist or artist), when the service says. */
  contextUri: z.string().nullable(),
})
export type PlayedTrack = z.infer<typeof PlayedTrackSchema>

/** Featured or a category's playlists, with the service's headline ("Good morning") when it has one. */
export const PlaylistShelfSchema = z.object({
  message: z.string().nullable(),
  playlists: pageOf(PlaylistSchema),
})
export type PlaylistShelf = z.infer<typeof PlaylistShelfSchema>

const IdSchema = z.string().regex(/^[A-Za-z0-9]{1,100}$/, 'Expected an id of letters and digits.')
/** Category ids are words (`toplists`, `hiphop`, `0JQ5DAqbMKFQ00XGBls6ym`). */
const CategoryIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Expected a category id.')
const page = {
  offset: z.number().int().min(0).max(1000).default(0),
  limit: z.number().int().min(1).max(50).default(20),
}

export const AudioFeaturesSchema = z.object({
  trackId: z.string(),
  acousticness: z.number(),
  danceability: z.number(),
  energy: z.number(),
  instrumentalness: z.number(),
  liveness: z.number(),
  speechiness: z.number(),
  valence: z.number(),
  /** Decibels, usually -60 to 0. */
  loudness: z.number(),
  /** Beats per minute. */
  tempo: z.number(),
  /** Pitch class 0–11, -1 when none was detected. */
  key: z.number(),
  /** 1 major, 0 minor. */
  mode: z.number(),
  timeSignature: z.number(),
  durationMs: z.number(),
})
export type AudioFeatures = z.infer<typeof AudioFeaturesSchema>

export const SoundSectionSchema = z.object({
  start: z.number(),
  duration: z.number(),
  tempo: z.number(),
  loudness: z.number(),
  key: z.number(),
  mode: z.number(),
  timeSignature: z.number(),
})
export type SoundSection = z.infer<typeof SoundSectionSchema>

/**
 * A track's audio analysis, shaped for drawing: seconds throughout; the loudness line as two parallel lists
 * (each segment's start and its peak loudness in dB), beats and bars as their start times.
 */
export const SoundTimelineSchema = z.object({
  durationS: z.number(),
  tempo: z.number(),
  loudness: z.number(),
  key: z.number(),
  mode: z.number(),
  timeSignature: z.number(),
  sections: z.array(SoundSectionSchema),
  segments: z.object({ starts: z.array(z.number()), loudness: z.array(z.number()) }),
  beats: z.array(z.number()),
  bars: z.array(z.number()),
})
export type SoundTimeline = z.infer<typeof SoundTimelineSchema>

export const RadioSeedSchema = z.strictObject({
  kind: z.enum(radioSeedKinds),
  /** A track or artist id, or a genre from `radio.genres`. */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Expected an id or a genre.'),
})
export type RadioSeed = z.infer<typeof RadioSeedSchema>

const BoundsSchema = z.strictObject({
  min: z.number().optional(),
  max: z.number().optional(),
  target: z.number().optional(),
})
export type TuningBounds = z.infer<typeof BoundsSchema>
export type Tunings = Partial<Record<TunableName, TuningBounds>>

const TuningsSchema = z
  .partialRecord(z.enum(tunableNames), BoundsSchema)
  .refine(
    (tunings) =>
      Object.values(tunings).every(
        (bounds) => bounds?.min === undefined || bounds.max === undefined || bounds.min <= bounds.max,
      ),
    'A minimum must not exceed its maximum.',
  )
  .refine(
    (tunings) =>
      Object.values(tunings).every(
        (bounds) =>
          bounds?.target === undefined ||
          ((bounds.min === undefined || bounds.min <= bounds.target) &&
            (bounds.max === undefined || bounds.target <= bounds.max)),
      ),
    'A target must lie between its minimum and maximum.',
  )

export const RadioInputSchema = z.strictObject({
  seeds: z
    .array(RadioSeedSchema)
    .min(1, 'Choose at least one seed.')
    .max(RADIO_SEEDS_MAX, `A radio takes at most ${RADIO_SEEDS_MAX} seeds.`),
  tunings: TuningsSchema.default({}),
  limit: z.number().int().min(1).max(RADIO_LIMIT_MAX).default(30),
  market: MarketSchema.optional(),
})
export type RadioInput = z.input<typeof RadioInputSchema>

export const RadioResultSchema = z.object({
  tracks: z.array(TrackSchema),
  /** How each seed fared: tracks left after the tunings filtered its pool. */
  seeds: z.array(z.object({ kind: z.enum(radioSeedKinds), id: z.string(), afterFiltering: z.number() })),
})
export type RadioResult = z.infer<typeof RadioResultSchema>

/** The rows of the bridge's method table for Discover. */
export const discoverMethods = {
  'discover.recentlyPlayed': {
    input: z.strictObject({ limit: z.number().int().min(1).max(50).default(20) }),
    output: z.array(PlayedTrackSchema),
  },
  'discover.topArtists': {
    input: z.strictObject({ range: TopRangeSchema, ...page }),
    output: pageOf(ArtistSchema),
  },
  'discover.topTracks': {
    input: z.strictObject({ range: TopRangeSchema, ...page }),
    output: pageOf(TrackSchema),
  },
  'discover.newReleases': { input: z.strictObject(page), output: pageOf(AlbumSchema) },
  'discover.featured': {
    input: z.strictObject({ locale: LocaleSchema.optional(), ...page }),
    output: PlaylistShelfSchema,
  },
  /** Categories in the locale (strings) and the user's country (which ones). */
  'discover.categories': {
    input: z.strictObject({ locale: LocaleSchema.optional(), ...page }),
    output: pageOf(CategorySchema),
  },
  'discover.category': {
    input: z.strictObject({ id: CategoryIdSchema, locale: LocaleSchema.optional() }),
    output: CategorySchema,
  },
  'discover.categoryPlaylists': {
    input: z.strictObject({ id: CategoryIdSchema, ...page }),
    output: PlaylistShelfSchema,
  },
  /** The genres a radio may start from. */
  'radio.genres': { input: z.undefined(), output: z.array(z.string()) },
  'radio.tracks': { input: RadioInputSchema, output: RadioResultSchema },
  /** Saves a radio's tracks as a new playlist of yours (it shows in the library at once). */
  'radio.save': {
    input: z.strictObject({
      name: z.string().trim().min(1, 'Give the playlist a name.').max(100),
      description: z.string().max(300).default(''),
      uris: z
        .array(z.string().regex(/^spotify:track:[A-Za-z0-9]{1,100}$/))
        .min(1)
        .max(RADIO_LIMIT_MAX),
    }),
    output: PlaylistSchema,
  },
  'sound.track': {
    input: z.strictObject({ id: IdSchema, market: MarketSchema.optional() }),
    output: TrackSchema,
  },
  'sound.features': { input: z.strictObject({ id: IdSchema }), output: AudioFeaturesSchema },
  'sound.analysis': { input: z.strictObject({ id: IdSchema }), output: SoundTimelineSchema },
} as const
