import { z } from 'zod'
import { lazyMethods } from './lazy-methods'
import { mediaSchemas } from './media'
import { areaSchemas } from './schema-areas'
import { YOUR_QUEUE_MAX } from './your-queue-rules'

/**
 * Encore's queue ("Queued by you"): what the person queues through Encore, kept by Encore in order and handed to
 * Spotify one item at a time, just before it is needed, so it can be moved and removed until then. Core keeps
 * it (`yourQueue.*`) and tells every page where it stands (`yourQueue.changed`).
 */

/** The your-queue area's schemas, made the first time one is read (schema-areas.ts). */
export const yourQueueSchemas = areaSchemas('your-queue', () => {
  const UriSchema = z
    .string()
    .regex(/^spotify:(track|episode):[A-Za-z0-9]+$/, 'Only tracks and episodes can be queued.')
  const PositionSchema = z.number().int().min(1).max(YOUR_QUEUE_MAX)

  const YourQueueItemSchema = z.strictObject({
    /** Tells two queued copies of one track apart. */
    key: z.string(),
    uri: z.string(),
    /** What the page knew of it when it was queued; null when queued by link (the command line). */
    track: mediaSchemas().TrackSchema.nullable(),
    /** Already handed to Spotify: it plays next. */
    withSpotify: z.boolean(),
  })
  const YourQueueStateSchema = z.strictObject({
    items: z.array(YourQueueItemSchema),
    /** An item handed to Spotify and then removed (or moved): "Already with Spotify: Encore skips it". */
    skipping: z.strictObject({ uri: z.string(), track: mediaSchemas().TrackSchema.nullable() }).nullable(),
  })
  /** How a change went: the queue as it stands, or why it was refused (in a listener's words). */
  const YourQueueAnswerSchema = z.discriminatedUnion('status', [
    z.strictObject({ status: z.literal('done'), queue: YourQueueStateSchema }),
    z.strictObject({
      status: z.literal('refused'),
      reason: z.string(),
      /** `POSITION`: a position out of range (the reason names the range); `FULL`; `NOT_SIGNED_IN`. */
      code: z.enum(['POSITION', 'FULL', 'NOT_SIGNED_IN']),
      /** With `POSITION`: the position (from 1) out of range; the range is the queue's length. */
      position: z.number().optional(),
      queue: YourQueueStateSchema,
    }),
  ])
  const YourQueueAddSchema = z.strictObject({
    uri: UriSchema,
    /** The track as the page shows it (so the row has its name without a request). */
    track: mediaSchemas().TrackSchema.nullable().default(null),
    /** `end`: Add to queue; `next`: Play next (to the top). */
    at: z.enum(['end', 'next']).default('end'),
  })
  return {
    UriSchema,
    YourQueueItemSchema,
    YourQueueStateSchema,
    YourQueueAnswerSchema,
    YourQueueAddSchema,
    PositionSchema,
  }
})
type Schemas = ReturnType<typeof yourQueueSchemas>

export type YourQueueItem = z.infer<Schemas['YourQueueItemSchema']>

export type YourQueueState = z.infer<Schemas['YourQueueStateSchema']>

export type YourQueueAnswer = z.infer<Schemas['YourQueueAnswerSchema']>

export type YourQueueAdd = z.input<Schemas['YourQueueAddSchema']>

export const yourQueueMethods = lazyMethods({
  'yourQueue.get': () => ({ input: z.undefined(), output: yourQueueSchemas().YourQueueStateSchema }),
  'yourQueue.add': () => ({
    input: yourQueueSchemas().YourQueueAddSchema,
    output: yourQueueSchemas().YourQueueAnswerSchema,
  }),
  /** Moves the item at `from` to `to` (both from 1). */
  'yourQueue.move': () => ({
    input: z.strictObject({ from: yourQueueSchemas().PositionSchema, to: yourQueueSchemas().PositionSchema }),
    output: yourQueueSchemas().YourQueueAnswerSchema,
  }),
  'yourQueue.remove': () => ({
    input: z.strictObject({ position: yourQueueSchemas().PositionSchema }),
    output: yourQueueSchemas().YourQueueAnswerSchema,
  }),
  'yourQueue.clear': () => ({ input: z.undefined(), output: yourQueueSchemas().YourQueueAnswerSchema }),
})
