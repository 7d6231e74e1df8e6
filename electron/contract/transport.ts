import type { BridgeError, BridgeResult } from './bridge-error'

/** Electron IPC channels: one for calls, one for events. Method and event names travel inside. */
export const IPC_INVOKE_CHANNEL = 'encore:invoke'
export const IPC_EVENT_CHANNEL = 'encore:event'
/** The page cancels a numbered call on this channel (a send, not an invoke: nothing answers it). */
export const IPC_CANCEL_CHANNEL = 'encore:cancel'

/** The browser-mode WebSocket path and message shapes. Same semantics as IPC: request ids, results, events. */
export const WS_PATH = '/bridge'

/**
 * Browser mode's page key: a secret of this start of Encore that the page receives once, in the fragment of the
 * address the launch link redirects to (`#encore-key=…`, never sent to a server), keeps in its origin's storage
 * (which no other port's page can read, unlike cookies), and offers with every WebSocket upgrade as a
 * subprotocol beside WS_PROTOCOL. The session cookie alone opens no bridge.
 */
export const WS_PROTOCOL = 'encore-bridge'
export const WS_KEY_PROTOCOL_PREFIX = 'encore-key.'
export const PAGE_KEY_FRAGMENT = 'encore-key='

/** The subprotocols a page offers: the bridge's, and its key when it has one. */
export function bridgeProtocols(pageKey: string | null): string[] {
  return pageKey ? [WS_PROTOCOL, `${WS_KEY_PROTOCOL_PREFIX}${pageKey}`] : [WS_PROTOCOL]
}

/** Messages larger than this are refused before parsing. */
export const WS_MAX_MESSAGE_BYTES = 1024 * 1024

/**
 * Why the host closed a page's socket, as close codes the page explains: a frame over WS_MAX_MESSAGE_BYTES
 * (the WebSocket standard's 1009), a page that left too many answers unread, a page without this start's key.
 */
export const WS_CLOSE_TOO_LARGE = 1009
export const WS_CLOSE_BACKLOGGED = 4008
export const WS_CLOSE_NOT_THIS_START = 4003

/** What the host says in those close frames (at most 123 bytes each); the page shows it. */
export const WS_CLOSE_REASONS = {
  backlogged: "This page stopped reading Encore's answers, so Encore closed its connection.",
  notThisStart:
    'This page is not signed in to this start of Encore. Open the link Encore printed when it started.',
} as const

export interface WsCall {
  type: 'call'
  id: number
  method: string
  input?: unknown
}

/** Cancels the call with this id: core aborts its work (and the requests it made); the answer is ABORTED. */
export interface WsCancel {
  type: 'cancel'
  id: number
}

export type WsClientMessage = WsCall | WsCancel

export type WsServerMessage =
  | { type: 'result'; id: number; result: BridgeResult<unknown> }
  | { type: 'event'; event: string; payload: unknown }
  /** A message that could not be read at all (not JSON, no id): answered without an id. */
  | { type: 'protocol-error'; error: BridgeError }
