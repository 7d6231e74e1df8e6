import type { BridgeErrorCode } from '../../../contract'
import { EncoreError } from '../../base/errors'

/**
 * Every failure of the Web API client. Each class carries a bridge code, so a failure crosses the bridge as
 * `{ code, message, details? }` without a mapping table elsewhere. No message or detail ever holds a token:
 * messages are built from operation names, statuses and the service's own error text only.
 */

/** The player's reasons that the UI treats specially; other reasons stay plain service errors. */
const reasonCodes: Partial<Record<string, BridgeErrorCode>> = {
  NO_ACTIVE_DEVICE: 'NO_ACTIVE_DEVICE',
  PREMIUM_REQUIRED: 'PREMIUM_REQUIRED',
}

/** The service answered with a status of 400 or more. */
export class ApiError extends EncoreError {
  constructor(
    readonly status: number,
    message: string,
    readonly operation: string,
    readonly reason?: string,
    readonly retryAfter?: number,
  ) {
    super(
      reasonCodes[reason ?? ''] ?? 'SERVICE_ERROR',
      `${operation}: the service answered ${status}${message.trim() ? `: ${message}` : ' without saying why'}.`,
      {
        status,
        operation,
        ...(reason ? { reason } : {}),
        ...(retryAfter !== undefined ? { retryAfter } : {}),
      },
    )
  }
}

/** A parameter broke a rule of the API; nothing was sent. */
export class ValidationError extends EncoreError {
  constructor(
    readonly parameter: string,
    readonly rule: string,
    readonly operation: string,
  ) {
    super('INVALID_INPUT', `${operation}: ${parameter} ${rule}.`, { parameter, rule, operation })
  }
}

/** The session's granted scopes do not cover the operation; nothing was sent. */
export class InsufficientScopeError extends EncoreError {
  constructor(
    readonly missingScopes: readonly string[],
    readonly operation: string,
  ) {
    super(
      'INSUFFICIENT_SCOPE',
      missingScopes.length
        ? `${operation} needs the scope ${missingScopes.join(', ')}, which this session was not granted.`
        : `${operation}: the service refused the request for insufficient scope.`,
      { missingScopes: [...missingScopes], operation },
    )
  }
}

/** The service asked us to wait longer than we are willing to, or the retry budget ran out. */
export class RateLimitedError extends EncoreError {
  constructor(
    /** Seconds the service asked us to wait. */
    readonly retryAfter: number,
    readonly operation: string,
  ) {
    super('RATE_LIMITED', `${operation}: the service is rate limiting; try again in ${retryAfter} s.`, {
      retryAfter,
      operation,
    })
  }
}

/** The request never got a response: connection refused or reset, DNS failure and the like. */
export class NetworkError extends EncoreError {
  constructor(
    readonly operation: string,
    cause: string,
  ) {
    super('NETWORK', `${operation}: the service could not be reached (${cause}).`, { operation, cause })
  }
}

export class TimeoutError extends EncoreError {
  constructor(
    readonly operation: string,
    readonly timeoutMs: number,
  ) {
    super('TIMEOUT', `${operation}: no answer within ${timeoutMs} ms.`, { operation, timeoutMs })
  }
}

/** The caller's AbortSignal fired before the request finished. */
export class AbortedError extends EncoreError {
  constructor(readonly operation: string) {
    super('ABORTED', `${operation}: the request was cancelled.`, { operation })
  }
}

/**
 * Why an operation is unavailable: the service refused it just now (`refused`, with its status), the
 * generation of the service does not offer it (`generation`), or the service refused it before (`learned`).
 * In the last two cases nothing was sent.
 */
export type UnavailableCause =
  { why: 'refused'; status: number } | { why: 'generation'; generation: string } | { why: 'learned' }

function describeUnavailable(operation: string, cause: UnavailableCause): string {
  switch (cause.why) {
    case 'refused':
      return `${operation} is not available from this service (it answered ${cause.status}).`
    case 'generation':
      return `${operation} is not offered by this service to apps like this one (API generation ${cause.generation}); nothing was sent.`
    case 'learned':
      return `${operation} is not available from this service (it refused it before); nothing was sent.`
  }
}

/**
 * The service does not offer the operation itself (not one id): it was removed for apps like ours. The UI
 * explains this instead of breaking.
 */
export class UnavailableOperationError extends EncoreError {
  /** The status the service answered; undefined when nothing was sent. */
  readonly status: number | undefined
  readonly why: UnavailableCause['why']

  constructor(
    readonly operation: string,
    cause: UnavailableCause,
    message = describeUnavailable(operation, cause),
    extra: Record<string, unknown> = {},
  ) {
    super('UNAVAILABLE', message, { operation, ...cause, ...extra })
    this.status = cause.why === 'refused' ? cause.status : undefined
    this.why = cause.why
  }
}

/**
 * The items of a playlist the user neither owns nor collaborates on: the 2026 service refuses them (403) and
 * shows such a playlist without items. Not a removal of the operation: other playlists' items still come.
 */
export class PlaylistItemsUnavailableError extends UnavailableOperationError {
  /**
   * `generation`: the client knew the generation refuses it and sent nothing (the operation table's
   * `ownPlaylistsOnlyIn`); otherwise the service answered 403.
   */
  constructor(
    operation: string,
    readonly playlistId: string,
    generation?: string,
  ) {
    super(
      operation,
      generation === undefined ? { why: 'refused', status: 403 } : { why: 'generation', generation },
      `${operation}: the service shows the items of a playlist only to its owner and collaborators (playlist ${playlistId}).`,
      { playlistId, scope: 'playlist' },
    )
  }
}

/**
 * The app's request quota is used up (429 QUOTA_EXCEEDED). Nothing is sent before `resumesAt`: every call
 * fails fast with this error until then, and none is retried or waited on inside the client.
 */
export class QuotaExceededError extends EncoreError {
  constructor(
    readonly operation: string,
    /** Seconds until the quota returns, from now. */
    readonly retryAfter: number,
    /** When calls may go again (epoch ms). */
    readonly resumesAt: number,
  ) {
    super(
      'QUOTA_EXCEEDED',
      `${operation}: the app's request quota is used up until ${new Date(resumesAt).toISOString()} (in ${retryAfter} s); nothing is sent before then.`,
      { operation, retryAfter, resumesAt },
    )
  }
}

/** Where a Spotify app's owner lists the people who may use it. */
export const DASHBOARD_URL = 'https://developer.spotify.com/dashboard'

/** The signed-in user is not on the app's user list: every call is refused until the owner adds them. */
export class AccountNotRegisteredError extends EncoreError {
  constructor(readonly operation: string) {
    super(
      'ACCOUNT_NOT_REGISTERED',
      `${operation}: this account is not registered for the app; add it under User Management of the app at ${DASHBOARD_URL}.`,
      { operation, dashboardUrl: DASHBOARD_URL },
    )
  }
}

/** The app owner's Premium subscription lapsed: every call is refused until a few hours after renewal. */
export class OwnerPremiumRequiredError extends EncoreError {
  constructor(readonly operation: string) {
    super(
      'OWNER_PREMIUM_REQUIRED',
      `${operation}: the owner of the app (the Client ID) needs an active Premium subscription; calls work again a few hours after it is renewed.`,
      { operation, dashboardUrl: DASHBOARD_URL },
    )
  }
}

/** No session: nobody is signed in. */
export class NotSignedInError extends EncoreError {
  constructor(readonly operation: string) {
    super('NOT_SIGNED_IN', `${operation} needs a signed-in session.`, { operation })
  }
}

/** A 2xx whose body is not what the operation promises (or a paging URL pointing elsewhere). */
export class UnexpectedResponseError extends EncoreError {
  constructor(
    readonly operation: string,
    problem: string,
  ) {
    super('SERVICE_ERROR', `${operation}: unexpected response from the service: ${problem}.`, {
      operation,
      problem,
    })
  }
}
