import { z } from 'zod'
import { historyExportFormats, listeningRanges } from './history-rules'
import { mediaSchemas } from './media'
import { playbackSchemas } from './playback'
import { lazyMethods } from './lazy-methods'
import { areaSchemas } from './schema-areas'

export * from './history-rules'

/**
 * Your listening, kept by Encore on this computer: every play it saw (the player's reads) or read (the
 * service's recently played), once; the Home shelves made from it (Jump back in, On repeat, Rediscover,
 * Recently played, New from artists you follow) and the "Your listening" page. Everything but the new releases
 * is answered from the local history with no request. Times are epoch ms.
 */

/** The plays and Home's shelves: the first half of the history area's schemas (historySchemas makes them). */
function historyPlaySchemas() {
  /** How Encore knows of a play: it saw it on the player, read it from the service, or both. */
  const PlaySourceSchema = z.enum(['player', 'service', 'both'])
  const ListenedPlaySchema = z.object({
    /** When it ended or was left (the service's `played_at` when the service told of it). */
    playedAt: z.number(),
    /** The track (an episode shows as a track whose one artist and album are its show). */
    track: mediaSchemas().TrackSchema,
    /** What it played from; the name when Encore knows it. */
    context: playbackSchemas().PlaybackContextSchema.nullable(),
    /** How long it played, when Encore saw it play; null when only the service told of it. */
    playedMs: z.number().nullable(),
    /** The device's name, when Encore saw it play. */
    device: z.string().nullable(),
    source: PlaySourceSchema,
  })
  /** What the history holds (Settings, the empty states), pushed as `history.changed` whenever it changes. */
  const HistoryStatusSchema = z.object({
    /** Null while nobody is signed in (the history is each user's own). */
    owner: z.object({ service: z.string(), userId: z.string() }).nullable(),
    /** Advances with every change: answers of an older revision are stale. */
    revision: z.number(),
    plays: z.number(),
    firstPlayedAt: z.number().nullable(),
    lastPlayedAt: z.number().nullable(),
    /** When the service's recently played was last read (null: not yet). */
    serviceReadAt: z.number().nullable(),
    /** Why the service's recently played cannot be read, in words (a missing permission), or null. */
    serviceProblem: z.string().nullable(),
    /** The folder on this computer that holds it (Settings says where); null while it is kept in memory only. */
    folder: z.string().nullable(),
  })
  /**
   * An album, playlist or artist played from recently, and where to go on ("Jump back in"); a podcast's episodes
   * count by their show (`show`), an audiobook's chapters by the book (`audiobook`), wherever they played from.
   */
  const JumpBackInItemSchema = z.object({
    kind: z.enum(['album', 'playlist', 'artist', 'show', 'audiobook']),
    uri: z.string(),
    /** Null for a playlist or artist whose name Encore never saw (the page names it by kind). */
    name: z.string().nullable(),
    /** The artists of what played there last; for a show or book, the episode or chapter played last. */
    subtitle: z.string(),
    images: z.array(mediaSchemas().ImageSchema),
    lastPlayedAt: z.number(),
    /**
     * Where you left it: the last track played there, how far in when it was left before its end, and whether
     * it played to its end (then the next one is where to go on: a start past the track's length, `durationMs`,
     * starts the next, as the service does). Albums, playlists, shows and books start there (`playback.play` with
     * `offset.uri` and `positionMs`); an artist starts afresh (null).
     */
    resume: z
      .object({ trackUri: z.string(), positionMs: z.number(), finished: z.boolean(), durationMs: z.number() })
      .nullable(),
  })
  /** A track with how often and how long it played in a span. */
  const TrackPlaysSchema = z.object({
    track: mediaSchemas().TrackSchema,
    plays: z.number(),
    playedMs: z.number(),
    lastPlayedAt: z.number(),
  })
  const RediscoverItemSchema = z.object({
    track: mediaSchemas().TrackSchema,
    /** When it was saved, when the service said. */
    addedAt: z.number().nullable(),
    /** The last play the history holds (six months ago or more), or null when it holds none. */
    lastPlayedAt: z.number().nullable(),
    /** Plays the history holds of it. */
    plays: z.number(),
  })
  const RecentPlaysSchema = z.object({
    items: z.array(ListenedPlaySchema),
    /** Pass as `before` for the plays before these; null at the start of the history. */
    nextBefore: z.number().nullable(),
  })
  return {
    PlaySourceSchema,
    ListenedPlaySchema,
    HistoryStatusSchema,
    JumpBackInItemSchema,
    TrackPlaysSchema,
    RediscoverItemSchema,
    RecentPlaysSchema,
  }
}

/** The history area's schemas, made the first time one is read (schema-areas.ts). */
export const historySchemas = areaSchemas('history', () => {
  const first = historyPlaySchemas()
  const TimeSchema = z.object({ playedMs: z.number(), plays: z.number() })
  /** "Your listening": a range's time per day, totals, tops, and listening by hour and weekday (local time). */
  const ListeningSchema = z.object({
    range: z.enum(listeningRanges),
    /** The range's first instant and the instant after its end (local midnights); `all` ends tomorrow. */
    from: z.number(),
    to: z.number(),
    totals: z.object({
      playedMs: z.number(),
      plays: z.number(),
      tracks: z.number(),
      artists: z.number(),
      /** Days of the range with any listening. */
      days: z.number(),
    }),
    /** Every day of the range, oldest first (`date` is the local YYYY-MM-DD); all time from the first play. */
    days: z.array(TimeSchema.extend({ date: z.string(), start: z.number() })),
    /** `images`: the artist's pictures where Encore knows or could read them, else empty. */
    topArtists: z.array(
      TimeSchema.extend({
        artist: mediaSchemas().ArtistRefSchema,
        images: z.array(mediaSchemas().ImageSchema),
      }),
    ),
    topTracks: z.array(TimeSchema.extend({ track: mediaSchemas().TrackSchema })),
    topAlbums: z.array(
      TimeSchema.extend({
        album: mediaSchemas().AlbumRefSchema,
        artists: z.array(mediaSchemas().ArtistRefSchema),
      }),
    ),
    /** Podcasts and audiobooks by time listened: their episodes and chapters count here, by show or book. */
    topShows: z.array(
      TimeSchema.extend({
        show: z.object({
          uri: z.string(),
          name: z.string().nullable(),
          images: z.array(mediaSchemas().ImageSchema),
        }),
      }),
    ),
    /** 24 hours of the day, from midnight. */
    byHour: z.array(TimeSchema).length(24),
    /** 7 days of the week, Monday first. */
    byWeekday: z.array(TimeSchema).length(7),
    /** The first play the history holds (how far back "All time" goes), or null for an empty history. */
    firstPlayedAt: z.number().nullable(),
  })
  const NewReleaseSchema = z.object({
    album: mediaSchemas().AlbumSchema,
    /** The release date as an instant (a date alone: its local midnight). */
    releasedAt: z.number(),
  })
  const NewReleasesSchema = z.object({
    /** Newest first. */
    items: z.array(NewReleaseSchema),
    /** Artists you follow, as the library last read them (null: not known yet). */
    followedArtists: z.number().nullable(),
    /** Of those, how many were checked in the last eight weeks (at most 60 are checked a day). */
    checkedArtists: z.number(),
    /** The last check (null: none yet). */
    checkedAt: z.number().nullable(),
  })
  const HistoryExportSchema = z.object({
    fileName: z.string(),
    mimeType: z.string(),
    /** This part (from 0) and how many there are: the page asks for each and joins their `text` in order. */
    part: z.number(),
    parts: z.number(),
    /** Pass it back with the next parts: plays after it are left out, so the parts agree. */
    until: z.number(),
    text: z.string(),
  })
  const noInput = z.undefined()

  return {
    ...first,
    ListeningSchema,
    NewReleaseSchema,
    NewReleasesSchema,
    HistoryExportSchema,
    TimeSchema,
    noInput,
  }
})
type Schemas = ReturnType<typeof historySchemas>
export type PlaySource = z.infer<Schemas['PlaySourceSchema']>

export type ListenedPlay = z.infer<Schemas['ListenedPlaySchema']>

export type HistoryStatus = z.infer<Schemas['HistoryStatusSchema']>

export type JumpBackInItem = z.infer<Schemas['JumpBackInItemSchema']>

export type TrackPlays = z.infer<Schemas['TrackPlaysSchema']>

export type RediscoverItem = z.infer<Schemas['RediscoverItemSchema']>

export type RecentPlays = z.infer<Schemas['RecentPlaysSchema']>

export type ListeningTime = z.infer<Schemas['TimeSchema']>

export type Listening = z.infer<Schemas['ListeningSchema']>

export type NewRelease = z.infer<Schemas['NewReleaseSchema']>

export type NewReleases = z.infer<Schemas['NewReleasesSchema']>

export type HistoryExport = z.infer<Schemas['HistoryExportSchema']>

const limit = (max: number, fallback: number) => z.number().int().min(1).max(max).default(fallback)
/** The rows of the bridge's method table for the listening history. */
export const historyMethods = lazyMethods({
  'history.status': () => ({ input: historySchemas().noInput, output: historySchemas().HistoryStatusSchema }),
  /** Home: the albums, playlists and artists played from most recently. */
  'history.jumpBackIn': () => ({
    input: z.strictObject({ limit: limit(50, 12) }),
    output: z.array(historySchemas().JumpBackInItemSchema),
  }),
  /** Home: the tracks played most in the last 30 days (twice at least). */
  'history.onRepeat': () => ({
    input: z.strictObject({ limit: limit(50, 12) }),
    output: z.array(historySchemas().TrackPlaysSchema),
  }),
  /** Home: saved tracks not played for six months or more (from the library and the history). */
  'history.rediscover': () => ({
    input: z.strictObject({ limit: limit(50, 12) }),
    output: z.array(historySchemas().RediscoverItemSchema),
  }),
  /** Home ("Play again") and the history's own list: newest first, a page at a time. */
  'history.recentlyPlayed': () => ({
    input: z.strictObject({ limit: limit(200, 20), before: z.number().int().min(0).optional() }),
    output: historySchemas().RecentPlaysSchema,
  }),
  /** Home: albums and singles released in the last eight weeks by the artists you follow, newest first. */
  'history.newReleases': () => ({
    input: z.strictObject({ limit: limit(50, 20) }),
    output: historySchemas().NewReleasesSchema,
  }),
  /** "Your listening" for a range holding `at` (default now). */
  'history.listening': () => ({
    input: z.strictObject({
      range: z.enum(listeningRanges),
      at: z.number().int().min(0).optional(),
      limit: limit(50, 10),
    }),
    output: historySchemas().ListeningSchema,
  }),
  /** One part of the history as a CSV or JSON file (the page saves the joined parts as a download). */
  'history.export': () => ({
    input: z.strictObject({
      format: z.enum(historyExportFormats),
      part: z.number().int().min(0).default(0),
      until: z.number().int().min(0).optional(),
    }),
    output: historySchemas().HistoryExportSchema,
  }),
  /** "Forget my listening history": erases the signed-in user's history on this computer (asked first). */
  'history.forget': () => ({ input: historySchemas().noInput, output: historySchemas().HistoryStatusSchema }),
})
