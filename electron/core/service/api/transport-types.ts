import type { AxiosAdapter } from 'axios'
import type { RequestKind } from '../../../contract'
import type { Clock, Logger } from '../../base/ports'
import type { OperationAvailability } from './availability'
import type { AccountNotRegisteredError, OwnerPremiumRequiredError, QuotaExceededError } from './errors'
import type { OperationId, ScopeVariant } from './operations'
import type { RequestGate } from './request-gate'
import type { ResolvedRetryOptions } from './retry-policy'
import type { Lane, RequestScheduler } from './scheduler'
import type { ScopeRequirement } from './scopes'
import type { TokenProvider } from './token-provider'
import type { QueryParams } from './wire'

/** What the transport is given and what it is asked: its configuration, a request, the options of a call. */

/** The options every client method takes last. */
export interface CallOptions {
  /** Scheduler lane; `interactive` when absent. */
  lane?: Lane
  signal?: AbortSignal
  /** Per-attempt timeout in ms; the client's default when absent. */
  timeoutMs?: number
  /**
   * `false`: one attempt only. No backoff after a 5xx or a network failure, no waiting out a 429 (it fails at
   * once with RateLimitedError and its Retry-After). For reads that run again on their own (the player's
   * polling) and for commands nobody should repeat behind the user's back.
   */
  retries?: false
  /** What the request is for, as the day's budget counts it; from the operation when absent. */
  purpose?: RequestKind
}

/** What a resource module asks the transport to send. */
export interface ApiRequest {
  operation: OperationId
  pathParams?: Readonly<Record<string, string>>
  query?: QueryParams
  body?: { json: Record<string, unknown> } | { jpegBase64: string }
  /** Decides the public/private scope variant. */
  scopeVariant?: ScopeVariant
  /** The `market` sent, if any: `from_token` needs user-read-private. */
  market?: string | undefined
  /** `json`: a body is promised; `optional-json`: a body or no content; `none`: any body is ignored. */
  expect: 'json' | 'optional-json' | 'none'
}

export interface TransportConfig {
  baseUrl: string
  /** What the generation offers and what the client learned is gone; consulted before every request. */
  availability: OperationAvailability
  tokenProvider: TokenProvider
  clock: Clock
  logger: Logger
  random: () => number
  scheduler: RequestScheduler
  retry: ResolvedRetryOptions
  timeoutMs: number
  refreshSkewMs: number
  /** Replaces axios's HTTP adapter; only for unit tests of situations the real service cannot produce. */
  adapter?: AxiosAdapter | undefined
  /** Told of refusals of the whole account (quota, user not registered, owner's Premium) and of answers. */
  account?: AccountListener | undefined
  /** The day's request budget: asked before each request, told of each sent and of quota refusals. */
  gate?: RequestGate | undefined
}

/**
 * Hears how the service treats the account as a whole: `refused` with the typed error of a refusal that every
 * request would meet (the app shows it as a state), `answered` after every success (such a refusal is over).
 */
export interface AccountListener {
  refused(error: QuotaExceededError | AccountNotRegisteredError | OwnerPremiumRequiredError): void
  answered(): void
}

/** Where a response came from, so that following its `next` URL keeps the operation's name and scopes. */
export interface ResponseOrigin {
  operation: OperationId
  scopes: ScopeRequirement
}
