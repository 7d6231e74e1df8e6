import { z } from 'zod'
import type { WsCall, WsCancel } from './transport'

/** What core accepts from a page over the WebSocket: a call, or the cancel of one. Checked in core only. */
export const WsCallSchema = z.strictObject({
  type: z.literal('call'),
  id: z.number().int().nonnegative(),
  method: z.string().max(100),
  input: z.unknown().optional(),
}) satisfies z.ZodType<WsCall>

export const WsCancelSchema = z.strictObject({
  type: z.literal('cancel'),
  id: z.number().int().nonnegative(),
}) satisfies z.ZodType<WsCancel>

export const WsClientMessageSchema = z.discriminatedUnion('type', [WsCallSchema, WsCancelSchema])
