import { z } from 'zod'
import { lazyMethods } from './lazy-methods'
import { areaSchemas } from './schema-areas'

/**
 * The outbox: changes to the person's data (saves and follows, playlists made, their details and items) that
 * are shown as done at once and wait, written to disk, until the service can take them. Player commands never
 * wait here: a Play that could not go now must not happen later behind the person's back.
 */

/** The outbox area's schemas, made the first time one is read (schema-areas.ts). */
export const outboxSchemas = areaSchemas('outbox', () => {
  const OutboxEntrySchema = z.object({
    id: z.string(),
    /** What kind of change: saving, making a playlist, a playlist's details, a playlist's items. */
    kind: z.enum(['saved', 'playlist-create', 'playlist-details', 'playlist-edit']),
    /** The change in words: "Save “Heat Wave” to Your Library", "Add 2 tracks to “Road Trip”". */
    label: z.string(),
    /** The item saved or followed, or the playlist changed; null when there is none yet. */
    uri: z.string().nullable(),
    /** For a save or follow: whether it saves (follows) or removes (unfollows). */
    saved: z.boolean().nullable(),
    /** `sending`: on its way now; `checking`: an answer never came, the service is asked whether it arrived. */
    state: z.enum(['waiting', 'sending', 'checking']),
    reason: z.enum(outboxWaitReasons),
    /** Why it waits, in words ("Spotify cannot be reached. Encore sends it once it is back."). */
    why: z.string(),
    /** When it will be tried next (epoch ms); null when that is not a time (once the service is back). */
    until: z.number().nullable(),
    queuedAt: z.number(),
  })
  const OutboxStateSchema = z.object({
    /** The waiting changes of the signed-in user, oldest first (sent in this order). */
    entries: z.array(OutboxEntrySchema),
    /**
     * Saves and follows that left the outbox without reaching the service (refused for good, or cancelled), with
     * what they are again: pages that show them put them back. Only in the event that tells it.
     */
    rolledBack: z.array(z.object({ uri: z.string(), saved: z.boolean() })),
    /** Which telling of the list this is: core's stream (new each start) and the revision of its last change. */
    stream: z.string(),
    revision: z.number().int().nonnegative(),
  })
  /** Why the changes that are not on their way wait: the same for all of them. */
  const OutboxWaitSchema = OutboxEntrySchema.pick({ reason: true, why: true, until: true })
  /**
   * What changed in the list since the last revision (`outbox.changed`), not the list itself: thousands of
   * waiting saves must not be sent again with each one added. A page whose revision is not the one before, or
   * whose count then differs, reads the list again (`outbox.list`).
   */
  const OutboxDeltaSchema = z.object({
    stream: z.string(),
    revision: z.number().int().positive(),
    /** How many changes wait after this one. */
    count: z.number().int().nonnegative(),
    /** Why those not on their way wait now (their reason, why and until). */
    wait: OutboxWaitSchema,
    /** True when the order changed: `added` is then the whole list. */
    whole: z.boolean(),
    /** Changes new to the list, in order, after those kept. */
    added: z.array(OutboxEntrySchema),
    /** Changes kept in place whose details changed (on its way, checked, renamed). */
    updated: z.array(OutboxEntrySchema),
    /** The ids of the changes that left the list. */
    removed: z.array(z.string()),
    rolledBack: OutboxStateSchema.shape.rolledBack,
  })
  return { OutboxEntrySchema, OutboxStateSchema, OutboxWaitSchema, OutboxDeltaSchema }
})
type Schemas = ReturnType<typeof outboxSchemas>
/** Why the changes wait: the service cannot be reached, asked to wait, the quota is used up, … */
export const outboxWaitReasons = [
  /** Queued behind another change, or about to go. */
  'queued',
  'offline',
  'service-error',
  'rate-limited',
  'quota',
  /** The service refuses the whole account for now (the app's user list, the owner's Premium). */
  'account',
  /** Nobody is signed in as the user these changes are for. */
  'signed-out',
] as const
export type OutboxWaitReason = (typeof outboxWaitReasons)[number]

export type OutboxEntry = z.infer<Schemas['OutboxEntrySchema']>

export type OutboxState = z.infer<Schemas['OutboxStateSchema']>

export type OutboxWait = z.infer<Schemas['OutboxWaitSchema']>

export type OutboxDelta = z.infer<Schemas['OutboxDeltaSchema']>

/** The rows of the bridge's method table for the outbox. */
export const outboxMethods = lazyMethods({
  /** The waiting changes of the signed-in user (empty while nobody is signed in). */
  'outbox.list': () => ({ input: z.undefined(), output: outboxSchemas().OutboxStateSchema }),
  /** Takes a waiting change back (not one on its way): what it showed goes back as it was. */
  'outbox.cancel': () => ({
    input: z.strictObject({ id: z.string().min(1).max(100) }),
    output: outboxSchemas().OutboxStateSchema,
  }),
})
