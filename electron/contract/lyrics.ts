import { z } from 'zod'
import { lazyMethods } from './lazy-methods'
import { areaSchemas } from './schema-areas'

export * from './lyrics-logic'

/**
 * Lyrics of what plays, from LRCLIB (an open database of synced lyrics), only while the person has turned them
 * on (`settings.lyrics.enabled`). Core asks LRCLIB from the main process, once per track, and keeps the answers
 * on disk; the page asks `lyrics.current` while it shows lyrics and finds the line that plays itself, with
 * `positionAt` and `currentLineIndex`.
 */

/** The lyrics area's schemas, made the first time one is read (schema-areas.ts). */
export const lyricsSchemas = areaSchemas('lyrics', () => {
  const LyricLineSchema = z.object({
    /** When the line starts, from the start of the track (the LRC's offset applied). */
    startMs: z.number().int().min(0),
    /** Empty: a pause in the singing. */
    text: z.string(),
    /** The line in Latin letters (Settings → Lyrics, romanized lines), when it is Japanese, Korean or Chinese. */
    romanized: z.string().optional(),
  })
  /** A track as LRCLIB is asked for it, or as the record it answered names it. */
  const LyricsSearchSchema = z.object({
    trackName: z.string(),
    artistName: z.string(),
    albumName: z.string(),
    durationS: z.number(),
  })
  const ofTrack = { trackUri: z.string() }

  /**
   * `off`: lyrics are turned off, nothing was asked. `idle`: nothing plays. `synced`: timed lines. `plain`: text
   * without times. `instrumental`: LRCLIB knows the track and says it has no words. `not-found`: LRCLIB has
   * nothing for it (`search`: what was asked). `unavailable`: LRCLIB could not be asked or answered something
   * unusable (`message` says which). `match` is how LRCLIB's record names the track.
   */
  const LyricsSchema = z.discriminatedUnion('status', [
    z.object({ status: z.literal('off') }),
    z.object({ status: z.literal('idle') }),
    z.object({
      status: z.literal('synced'),
      ...ofTrack,
      lines: z.array(LyricLineSchema),
      match: LyricsSearchSchema,
    }),
    z.object({
      status: z.literal('plain'),
      ...ofTrack,
      text: z.string(),
      /** `text` line by line in Latin letters (an empty line where a line has nothing to romanize), when asked. */
      romanized: z.string().optional(),
      match: LyricsSearchSchema,
    }),
    z.object({ status: z.literal('instrumental'), ...ofTrack, match: LyricsSearchSchema }),
    z.object({ status: z.literal('not-found'), ...ofTrack, search: LyricsSearchSchema }),
    z.object({ status: z.literal('unavailable'), ...ofTrack, message: z.string() }),
  ])
  return { LyricLineSchema, LyricsSearchSchema, LyricsSchema, ofTrack }
})
type Schemas = ReturnType<typeof lyricsSchemas>
export type LyricLine = z.infer<Schemas['LyricLineSchema']>

export type LyricsSearch = z.infer<Schemas['LyricsSearchSchema']>

export type Lyrics = z.infer<Schemas['LyricsSchema']>

/** The rows of the bridge's method table for lyrics. */
export const lyricsMethods = lazyMethods({
  /**
   * The lyrics of what plays now. Asks LRCLIB when they are not known yet (once per track; a slow LRCLIB
   * answers `unavailable` after its timeout, and is not asked again for that track for a minute unless `retry`:
   * the person asked to try again), `off` without asking anything while lyrics are off. Pages call it only
   * while they show lyrics.
   */
  'lyrics.current': () => ({
    input: z.strictObject({ retry: z.boolean().optional() }).optional(),
    output: lyricsSchemas().LyricsSchema,
  }),
})
