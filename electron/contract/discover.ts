import { z } from 'zod'
import { spotifyUriSchema } from './links'
import {
  BROWSE_LOCALE_PATTERN,
  RADIO_LIMIT_MAX,
  RADIO_SEEDS_MAX,
  radioSeedKinds,
  topRanges,
  tunableNames,
  type TunableName,
} from './discover-rules'
import { mediaSchemas, pageOf } from './media'
import { marketSchemas } from './search'
import { lazyMethods, rowsSharing } from './lazy-methods'
import { areaSchemas } from './schema-areas'

export * from './discover-rules'

/**
 * Discover: the home page's shelves (recently played, top artists and tracks, new releases, featured
 * playlists, categories), browse (categories and their playlists), radio (recommendations from seeds, tuned by
 * audio attributes) and a track's sound (its audio features and analysis). Each method reads one thing, so a
 * section loads and fails on its own. What the service does not offer fails with `UNAVAILABLE` before any
 * request; pages check `app.capabilities` first and do not ask.
 */

/** A track's sound: its audio features and its analysis. Made by discoverSchemas, on first use. */
function soundSchemas() {
  const AudioFeatures = z.object({
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

  const SoundSection = z.object({
    start: z.number(),
    duration: z.number(),
    tempo: z.number(),
    loudness: z.number(),
    key: z.number(),
    mode: z.number(),
    timeSignature: z.number(),
  })

  /**
   * A track's audio analysis, shaped for drawing: seconds throughout; the loudness line as two parallel lists
   * (each segment's start and its peak loudness in dB), beats and bars as their start times.
   */
  const SoundTimeline = z.object({
    durationS: z.number(),
    tempo: z.number(),
    loudness: z.number(),
    key: z.number(),
    mode: z.number(),
    timeSignature: z.number(),
    sections: z.array(SoundSection),
    segments: z.object({ starts: z.array(z.number()), loudness: z.array(z.number()) }),
    beats: z.array(z.number()),
    bars: z.array(z.number()),
  })
  return { AudioFeatures, SoundSection, SoundTimeline }
}

/** Radio: seeds, tunings and what a radio answers. Made by discoverSchemas, on first use. */
function radioSchemas() {
  const RadioSeed = z.strictObject({
    kind: z.enum(radioSeedKinds),
    /** A track or artist id, or a genre from `radio.genres`. */
    id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Expected an id or a genre.'),
  })

  const Bounds = z.strictObject({
    min: z.number().optional(),
    max: z.number().optional(),
    target: z.number().optional(),
  })

  const Tunings = z
    .partialRecord(z.enum(tunableNames), Bounds)
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

  const RadioInput = z.strictObject({
    seeds: z
      .array(RadioSeed)
      .min(1, 'Choose at least one seed.')
      .max(RADIO_SEEDS_MAX, `A radio takes at most ${RADIO_SEEDS_MAX} seeds.`),
    tunings: Tunings.default({}),
    limit: z.number().int().min(1).max(RADIO_LIMIT_MAX).default(30),
    market: marketSchemas().MarketSchema.optional(),
  })

  const RadioResult = z.object({
    tracks: z.array(mediaSchemas().TrackSchema),
    /** How each seed fared: tracks left after the tunings filtered its pool. */
    seeds: z.array(z.object({ kind: z.enum(radioSeedKinds), id: z.string(), afterFiltering: z.number() })),
  })
  return { RadioSeed, Bounds, RadioInput, RadioResult }
}

/**
 * Discover's schemas, made the first time a Discover method is checked: a process that never opens Discover
 * (the tray, the mini player) holds none of them.
 */
const discoverSchemas = areaSchemas('discover', () => {
  const TopRange = z.enum(topRanges)
  const Locale = z
    .string()
    .regex(BROWSE_LOCALE_PATTERN, 'A locale is a language and a country, such as sv_SE.')

  const Category = z.object({ id: z.string(), name: z.string(), images: z.array(mediaSchemas().ImageSchema) })

  const PlayedTrack = z.object({
    track: mediaSchemas().TrackSchema,
    /** ISO 8601. */
    playedAt: z.string(),
    /** What it played from (an album, playlist or artist), when the service says. */
    contextUri: z.string().nullable(),
  })

  /** Featured or a category's playlists, with the service's headline ("Good morning") when it has one. */
  const PlaylistShelf = z.object({
    message: z.string().nullable(),
    playlists: pageOf(mediaSchemas().PlaylistSchema),
  })

  const Id = z.string().regex(/^[A-Za-z0-9]{1,100}$/, 'Expected an id of letters and digits.')
  /** Category ids are words (`toplists`, `hiphop`, `0JQ5DAqbMKFQ00XGBls6ym`). */
  const CategoryId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Expected a category id.')
  const page = {
    offset: z.number().int().min(0).max(1000).default(0),
    limit: z.number().int().min(1).max(50).default(20),
  }

  return {
    TopRange,
    Locale,
    Category,
    PlayedTrack,
    PlaylistShelf,
    Id,
    CategoryId,
    page,
    ...soundSchemas(),
    ...radioSchemas(),
  }
})
type Schemas = ReturnType<typeof discoverSchemas>

export type Category = z.infer<Schemas['Category']>
export type PlayedTrack = z.infer<Schemas['PlayedTrack']>
export type PlaylistShelf = z.infer<Schemas['PlaylistShelf']>
export type AudioFeatures = z.infer<Schemas['AudioFeatures']>
export type SoundSection = z.infer<Schemas['SoundSection']>
export type SoundTimeline = z.infer<Schemas['SoundTimeline']>
export type RadioSeed = z.infer<Schemas['RadioSeed']>
export type TuningBounds = z.infer<Schemas['Bounds']>
export type Tunings = Partial<Record<TunableName, TuningBounds>>
export type RadioInput = z.input<Schemas['RadioInput']>
export type RadioResult = z.infer<Schemas['RadioResult']>

/** A row of this table: its schemas and the shared ones made on first use. */
const row = rowsSharing(discoverSchemas)

/** The rows of the bridge's method table for Discover. */
export const discoverMethods = lazyMethods({
  'discover.recentlyPlayed': row((s) => ({
    input: z.strictObject({ limit: z.number().int().min(1).max(50).default(20) }),
    output: z.array(s.PlayedTrack),
  })),
  'discover.topArtists': row((s) => ({
    input: z.strictObject({ range: s.TopRange, ...s.page }),
    output: pageOf(mediaSchemas().ArtistSchema),
  })),
  'discover.topTracks': row((s) => ({
    input: z.strictObject({ range: s.TopRange, ...s.page }),
    output: pageOf(mediaSchemas().TrackSchema),
  })),
  'discover.newReleases': row((s) => ({
    input: z.strictObject(s.page),
    output: pageOf(mediaSchemas().AlbumSchema),
  })),
  'discover.featured': row((s) => ({
    input: z.strictObject({ locale: s.Locale.optional(), ...s.page }),
    output: s.PlaylistShelf,
  })),
  /** Categories in the locale (strings) and the user's country (which ones). */
  'discover.categories': row((s) => ({
    input: z.strictObject({ locale: s.Locale.optional(), ...s.page }),
    output: pageOf(s.Category),
  })),
  'discover.category': row((s) => ({
    input: z.strictObject({ id: s.CategoryId, locale: s.Locale.optional() }),
    output: s.Category,
  })),
  'discover.categoryPlaylists': row((s) => ({
    input: z.strictObject({ id: s.CategoryId, ...s.page }),
    output: s.PlaylistShelf,
  })),
  /** The genres a radio may start from. */
  'radio.genres': () => ({ input: z.undefined(), output: z.array(z.string()) }),
  'radio.tracks': row((s) => ({ input: s.RadioInput, output: s.RadioResult })),
  /** Saves a radio's tracks as a new playlist of yours (it shows in the library at once). */
  'radio.save': () => ({
    input: z.strictObject({
      name: z.string().trim().min(1, 'Give the playlist a name.').max(100),
      description: z.string().max(300).default(''),
      uris: z
        .array(spotifyUriSchema(['track']))
        .min(1)
        .max(RADIO_LIMIT_MAX),
    }),
    output: mediaSchemas().PlaylistSchema,
  }),
  'sound.track': row((s) => ({
    input: z.strictObject({ id: s.Id, market: marketSchemas().MarketSchema.optional() }),
    output: mediaSchemas().TrackSchema,
  })),
  'sound.features': row((s) => ({ input: z.strictObject({ id: s.Id }), output: s.AudioFeatures })),
  'sound.analysis': row((s) => ({ input: z.strictObject({ id: s.Id }), output: s.SoundTimeline })),
})
