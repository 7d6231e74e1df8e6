import { z } from 'zod'
import { linkSchemas } from './links'
import { mediaSchemas } from './media'
import { playbackStatuses, playerActions, repeatModes } from './playback-logic'
import { playingItemTypes } from './spoken-rules'
import { playerCommandSchemas } from './player-commands'
import { lazyMethods } from './lazy-methods'
import { areaSchemas } from './schema-areas'

export * from './playback-logic'

/**
 * The player as the page sees it: one state object pushed by core (`playback.state`) and readable on demand
 * (`playback.get`), the devices (`devices.changed`, `playback.devices`) and the queue (`playback.queue`).
 * Core does not push every second: the page extrapolates progress itself with `positionAt`.
 */

/** The player's state, devices and queue: the first half of the playback area's schemas (playbackSchemas makes them). */
function playerStateSchemas() {
  const PlaybackStatusSchema = z.enum(playbackStatuses)

  const RepeatModeSchema = z.enum(repeatModes)

  const DeviceSchema = z.object({
    id: z.string(),
    name: z.string(),
    /** `Computer`, `Smartphone`, `Speaker`, `TV`, … as the service says. */
    type: z.string(),
    isActive: z.boolean(),
    /** A restricted device accepts no commands from the Web API. */
    isRestricted: z.boolean(),
    /** Null: this device's volume cannot be controlled. */
    volumePercent: z.number().int().min(0).max(100).nullable(),
  })
  const PlayerActionSchema = z.enum(playerActions)

  const DisallowedSchema = z.object({ action: PlayerActionSchema, reason: z.string() })
  const PlaybackContextSchema = z.object({
    /** `album`, `playlist`, `artist`, `collection` (the saved tracks), … */
    type: z.string(),
    uri: z.string(),
    /** Known for albums, artists and playlists once read; null until then. */
    name: z.string().nullable(),
  })
  /**
   * What spoken word plays from: an episode's show, or a chapter's audiobook. The player's `track` carries it too
   * (as its one artist and its album), so readers that know only tracks show "<episode> — <show>".
   */
  const PlayingShowSchema = z.object({
    kind: z.enum(['show', 'audiobook']),
    id: z.string(),
    uri: z.string(),
    name: z.string(),
    /** A show's publisher, a book's authors; null where the service does not say. */
    publisher: z.string().nullable(),
  })
  const PlaybackStateSchema = z.object({
    status: PlaybackStatusSchema,
    /** What the status means and what to do, in words, when it is not `ok`. */
    message: z.string().nullable(),
    /**
     * What plays, as a track: an episode or chapter too, its show (or book) as the artist and the album, so that
     * readers of tracks show it whole. `itemType` says which it is.
     */
    track: mediaSchemas().TrackSchema.nullable(),
    /** A track, a podcast episode or an audiobook chapter; `track` while nothing plays. */
    itemType: z.enum(playingItemTypes),
    /** The show of an episode, the book of a chapter; null for a track or nothing. */
    show: PlayingShowSchema.nullable(),
    /** Progress at `sampledAt` (epoch ms); extrapolate with `positionAt`. */
    progressMs: z.number(),
    sampledAt: z.number(),
    isPlaying: z.boolean(),
    device: DeviceSchema.nullable(),
    repeat: RepeatModeSchema,
    shuffle: z.boolean(),
    context: PlaybackContextSchema.nullable(),
    /**
     * Whether what plays is in the user's library (a track, an episode; for a chapter its book); null while
     * unknown.
     */
    saved: z.boolean().nullable(),
    disallowed: z.array(DisallowedSchema),
    /** When core last read the player from the service (epoch ms); null before the first read. */
    readAt: z.number().nullable(),
    /** While `rate-limited`: when reads and commands resume (epoch ms). */
    retryAt: z.number().nullable(),
    /**
     * What the day's request budget does to the player's updates, in words ("Saving requests: updates every
     * minute"); null or absent while it does nothing.
     */
    saving: z.string().nullable().optional(),
    /**
     * A Next (or Previous) is on its way and what it lands on cannot be known before the service says: the page
     * says "Skipping…" rather than show the old title as if nothing happened. Null or absent otherwise.
     */
    skipping: z.enum(['next', 'previous']).nullable().optional(),
  })
  const QueueSchema = z.object({
    /** What plays next: the queue, then the context's next tracks. */
    upNext: z.array(mediaSchemas().TrackSchema),
  })
  /** Something to start when nothing plays: an album or playlist played recently, or a track. */
  const SuggestionSchema = z.object({
    kind: z.enum(['album', 'playlist', 'artist', 'track']),
    uri: z.string(),
    name: z.string(),
    /** Artists of an album or track; the owner of a playlist. */
    subtitle: z.string(),
    images: z.array(mediaSchemas().ImageSchema),
  })
  return {
    PlaybackStatusSchema,
    RepeatModeSchema,
    DeviceSchema,
    PlayerActionSchema,
    DisallowedSchema,
    PlaybackContextSchema,
    PlayingShowSchema,
    PlaybackStateSchema,
    QueueSchema,
    SuggestionSchema,
  }
}

/** The playback area's schemas, made the first time one is read (schema-areas.ts). */
export const playbackSchemas = areaSchemas('playback', () => {
  const noInput = z.undefined()
  const PercentSchema = z.number().int('A volume is a whole percent.').min(0).max(100)

  const PlayInputSchema = z
    .strictObject({
      /** An album, artist, playlist, show or audiobook to play; or `uris`. */
      contextUri: linkSchemas().SpotifyUriSchema.optional(),
      uris: z.array(linkSchemas().SpotifyUriSchema).min(1).max(100).optional(),
      /** Where to start in an album, playlist, show or audiobook context, or in `uris`. */
      offset: z
        .union([
          z.strictObject({ position: z.number().int().min(0) }),
          z.strictObject({ uri: linkSchemas().SpotifyUriSchema }),
        ])
        .optional(),
      positionMs: z.number().int().min(0).optional(),
    })
    .refine(
      (input) => !(input.contextUri && input.uris),
      'Play either a context or a list of tracks, not both.',
    )
    .optional()
  return {
    ...playerStateSchemas(),
    PlayInputSchema,
    noInput,
    PercentSchema,
  }
})
type Schemas = ReturnType<typeof playbackSchemas>
export type Device = z.infer<Schemas['DeviceSchema']>

export type Disallowed = z.infer<Schemas['DisallowedSchema']>

export type PlaybackContext = z.infer<Schemas['PlaybackContextSchema']>

export type PlayingShow = z.infer<Schemas['PlayingShowSchema']>

export type PlaybackState = z.infer<Schemas['PlaybackStateSchema']>

export type Queue = z.infer<Schemas['QueueSchema']>

export type Suggestion = z.infer<Schemas['SuggestionSchema']>

export type PlayInput = z.input<Schemas['PlayInputSchema']>

/** The rows of the bridge's method table for the player. */
export const playbackMethods = lazyMethods({
  'playback.get': () => ({ input: playbackSchemas().noInput, output: playbackSchemas().PlaybackStateSchema }),
  /**
   * Runs one of the player's commands by id (player-command-words.ts): what every control calls. Answers once
   * the player decided: done, or refused with the reason.
   */
  'playback.run': () => ({
    input: playerCommandSchemas().PlayerCommandCallSchema,
    output: playerCommandSchemas().PlayerCommandOutcomeSchema,
  }),
  /** Resumes, or starts a context or tracks (optimistic; confirmed by the next read). */
  'playback.play': () => ({
    input: playbackSchemas().PlayInputSchema,
    output: playbackSchemas().PlaybackStateSchema,
  }),
  /** While a slider moves: at most 4 requests a second reach the service, and the last value always does. */
  'playback.seek': () => ({
    input: z.strictObject({ positionMs: z.number().int().min(0) }),
    output: playbackSchemas().PlaybackStateSchema,
  }),
  'playback.setVolume': () => ({
    input: z.strictObject({ percent: playbackSchemas().PercentSchema }),
    output: playbackSchemas().PlaybackStateSchema,
  }),
  /** Moves playback to a device (keeps playing). */
  'playback.transfer': () => ({
    input: z.strictObject({ deviceId: z.string().min(1).max(200), play: z.boolean().optional() }),
    output: playbackSchemas().PlaybackStateSchema,
  }),
  'playback.addToQueue': () => ({
    input: z.strictObject({ uri: linkSchemas().SpotifyUriSchema }),
    output: playbackSchemas().QueueSchema,
  }),
  /** The device picker closed without a choice: what waited for a device (a play, a queue) is forgotten. */
  'playback.cancelWaiting': () => ({ input: playbackSchemas().noInput, output: z.undefined() }),
  /** Reads the devices now (the picker opens). */
  'playback.devices': () => ({
    input: playbackSchemas().noInput,
    output: z.array(playbackSchemas().DeviceSchema),
  }),
  /** Reads the queue now (the Now playing view shows it). */
  'playback.queue': () => ({ input: playbackSchemas().noInput, output: playbackSchemas().QueueSchema }),
  /** Albums and playlists played recently, to start one when nothing plays. */
  'playback.suggestions': () => ({
    input: playbackSchemas().noInput,
    output: z.array(playbackSchemas().SuggestionSchema),
  }),
  /**
   * A window or page shows the player (`visible`) or not, and whether it has the focus (`focused`; absent: as
   * focused, what a viewer that does not say meant before): core reads more often while one is shown, and
   * most often while a shown one has the focus. A viewer's word lasts `PRESENCE_LEASE_MS`; pages say it again
   * while they stay visible.
   */
  'playback.setVisible': () => ({
    input: z.strictObject({
      viewer: z.string().min(1).max(100),
      visible: z.boolean(),
      focused: z.boolean().optional(),
    }),
    output: z.undefined(),
  }),
})
