/** Every failure that crosses the bridge has one of these codes; the renderer switches on them. */
export const bridgeErrorCodes = [
  'INVALID_INPUT',
  'UNKNOWN_METHOD',
  'FORBIDDEN',
  'NOT_SIGNED_IN',
  'INSUFFICIENT_SCOPE',
  'PREMIUM_REQUIRED',
  'NO_ACTIVE_DEVICE',
  'RATE_LIMITED',
  'NETWORK',
  'TIMEOUT',
  'ABORTED',
  'SERVICE_ERROR',
  'UNAVAILABLE',
  /** The app's request quota is used up; `details.resumesAt` (epoch ms) says when calls may go again. */
  'QUOTA_EXCEEDED',
  /** The signed-in user is not on the app's user list (Spotify dashboard, User Management). */
  'ACCOUNT_NOT_REGISTERED',
  /** The owner of the app (the Client ID) has no active Premium subscription. */
  'OWNER_PREMIUM_REQUIRED',
  'TRANSPORT_CLOSED',
  /** Browser mode: the page has not read Encore's earlier answers yet, so new calls wait until it has. */
  'BACKLOGGED',
  'INTERNAL',
] as const

export type BridgeErrorCode = (typeof bridgeErrorCodes)[number]

/** The serialisable shape of a failure: never a stack trace, never a token. */
export interface BridgeError {
  code: BridgeErrorCode
  message: string
  details?: Record<string, unknown> | undefined
}

export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: BridgeError }

const codeSet: ReadonlySet<string> = new Set(bridgeErrorCodes)

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Checked by hand, not with the schema: the page uses it and needs no schema library for it. */
export function isBridgeError(value: unknown): value is BridgeError {
  return (
    isRecord(value) &&
    typeof value['code'] === 'string' &&
    codeSet.has(value['code']) &&
    typeof value['message'] === 'string' &&
    (value['details'] === undefined || isRecord(value['details']))
  )
}

/** A result envelope as the preload or the WebSocket delivers it: `{ ok: true, value }` or `{ ok: false, error }`. */
export function isBridgeResult(value: unknown): value is BridgeResult<unknown> {
  if (!isRecord(value)) return false
  // JSON drops a value of undefined, so the key may be missing on a result that carries nothing.
  if (value['ok'] === true) return true
  return value['ok'] === false && isBridgeError(value['error'])
}
