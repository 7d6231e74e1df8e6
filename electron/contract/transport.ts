import { z } from 'zod'
import { BridgeErrorSchema } from './bridge-error'

/** Electron IPC channels: one for calls, one for events. Method and event names travel inside. */
export const IPC_INVOKE_CHANNEL = 'encore:invoke'
export const IPC_EVENT_CHANNEL = 'encore:event'
/** The page cancels a numbered call on this channel (a send, not an invoke: nothing answers it). */
export const IPC_CANCEL_CHANNEL = 'encore:cancel'

/** The browser-mode WebSocket path and message shapes. Same semantics as IPC: request ids, results, events. */
export const WS_PATH = '/bridge'

export const WsCallSchema = z.strictObject({
  type: z.literal('call'),
  id: z.number().int().nonnegative(),
  method: z.string().max(100),
  input: z.unknown().optional(),
})
export type WsCall = z.infer<typeof WsCallSchema>

/** Cancels the call with this id: core aborts its work (and the requests it made); the answer is ABORTED. */
export const WsCancelSchema = z.strictObject({
  type: z.literal('cancel'),
  id: z.number().int().nonnegative(),
})
export type WsCancel = z.infer<typeof WsCancelSchema>

export const WsClientMessageSchema = z.discriminatedUnion('type', [WsCallSchema, WsCancelSchema])
export type WsClientMessage = z.infer<typeof WsClientMessageSchema>

const ResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: BridgeErrorSchema }),
])

export const WsServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('result'), id: z.number(), result: ResultSchema }),
  z.object({ type: z.literal('event'), event: z.string(), payload: z.unknown() }),
  /** A message that could not be read at all (not JSON, no id): answered without an id. */
  z.object({ type: z.literal('protocol-error'), error: BridgeErrorSchema }),
])
export type WsServerMessage = z.infer<typeof WsServerMessageSchema>

/** Messages larger than this are refused before parsing. */
export const WS_MAX_MESSAGE_BYTES = 1024 * 1024
