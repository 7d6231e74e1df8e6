import type { BridgeErrorCode } from '../../contract'
import { EncoreError } from '../errors'

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
 * The service refuses the operation itself (not one id): it was retired for apps like ours. The UI explains
 * this instead of breaking.
 */
export class UnavailableOperationError extends EncoreError {
  constructor(
    readonly operation: string,
    readonly status: number,
  ) {
    super('UNAVAILABLE', `${operation} is not available from this service (it answered ${status}).`, {
      operation,
      status,
    })
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
