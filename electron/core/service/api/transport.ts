import type { AxiosInstance, AxiosResponse } from 'axios'
import { axios } from './axios'
import { Redactor } from '../../base/security/redact'
import { AccessTokenSource } from './access-token'
import {
  AbortedError,
  AccountNotRegisteredError,
  InsufficientScopeError,
  NetworkError,
  NotSignedInError,
  OwnerPremiumRequiredError,
  RateLimitedError,
  UnexpectedResponseError,
  ValidationError,
} from './errors'
import { operationSpec, requiredScopes, type OperationSpec } from './operations'
import { parseRetryAfter, readBody, readServiceError, type ResponseBody } from './response-body'
import { backoffDelay, isIdempotent, neverReachedService, rateLimitDelay } from './retry-policy'
import { lanes } from './scheduler'
import { missingScopes } from './scopes'
import { failureOf } from './failure'
import { QuotaGate } from './quota-gate'
import { kindOf, urgencyOf } from './request-gate'
import { encodeQuery, expandPath } from './wire'
import { exchange } from './http-exchange'
import { sleep } from './sleep'
import type { ApiRequest, CallOptions, ResponseOrigin, TransportConfig } from './transport-types'

export type {
  AccountListener,
  ApiRequest,
  CallOptions,
  ResponseOrigin,
  TransportConfig,
} from './transport-types'
export { sleep } from './sleep'

interface Prepared extends ResponseOrigin {
  spec: OperationSpec
  method: OperationSpec['method']
  url: string
  data?: string
  contentType?: string
  pathParams: Readonly<Record<string, string>>
  expect: ApiRequest['expect']
}

/**
 * The one place that talks to the service. A request passes: scope check → scheduler lane → access token →
 * axios → classification (retry after 401 with a refreshed token, wait out a short 429, back off on 5xx and
 * network failures for idempotent requests) → typed result or typed error.
 */
export class Transport {
  readonly baseUrl: string
  private readonly http: AxiosInstance
  private readonly tokens: AccessTokenSource
  private readonly origins = new WeakMap<object, ResponseOrigin>()
  /** Until when the service told us (with a long Retry-After) to stay away; requests fail fast meanwhile. */
  private blockedUntil = 0
  private readonly quota = new QuotaGate()

  constructor(private readonly config: TransportConfig) {
    this.baseUrl = config.baseUrl
    this.tokens = new AccessTokenSource(config.tokenProvider, config.clock, config.refreshSkewMs)
    this.http = axios.create({
      // Status, body and retries are ours to interpret; axios only carries bytes.
      validateStatus: () => true,
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
      // A redirect would carry the Authorization header somewhere we did not choose; the service never sends one.
      maxRedirects: 0,
      ...(config.adapter ? { adapter: config.adapter } : {}),
    })
  }

  /** Sends one operation and resolves its parsed body (undefined for no content). */
  send<T>(request: ApiRequest, options: CallOptions = {}): Promise<T> {
    const spec = operationSpec(request.operation)
    const pathParams = request.pathParams ?? {}
    const prepared: Prepared = {
      operation: request.operation,
      spec,
      method: spec.method,
      url: `${this.baseUrl}${expandPath(spec.path, pathParams)}${encodeQuery(request.query)}`,
      scopes: requiredScopes(request.operation, request.scopeVariant, request.market),
      pathParams,
      expect: request.expect,
    }
    if (request.body && 'json' in request.body) {
      prepared.data = JSON.stringify(request.body.json)
      prepared.contentType = 'application/json'
    } else if (request.body) {
      prepared.data = request.body.jpegBase64
      prepared.contentType = 'image/jpeg'
    }
    return this.execute<T>(prepared, options)
  }

  /** GETs a paging URL (`next`) the service gave for a response of `origin`'s operation. */
  follow<T>(url: string, origin: ResponseOrigin, options: CallOptions = {}): Promise<T> {
    if (!this.isOurs(url)) {
      return Promise.reject(
        new UnexpectedResponseError(origin.operation, 'a paging URL points outside the service base URL'),
      )
    }
    const spec = operationSpec(origin.operation)
    return this.execute<T>({ ...origin, spec, method: 'GET', url, pathParams: {}, expect: 'json' }, options)
  }

  /** The operation a parsed response object came from, if it came from this transport. */
  originOf(response: unknown): ResponseOrigin | undefined {
    return typeof response === 'object' && response !== null ? this.origins.get(response) : undefined
  }

  /** Gives `derived` (pages merged into one) the origin of `source`, so its `next` can be followed too. */
  keepOrigin<T extends object>(derived: T, source: unknown): T {
    const origin = this.originOf(source)
    if (origin) this.origins.set(derived, origin)
    return derived
  }

  private isOurs(url: string): boolean {
    try {
      const target = new URL(url)
      const base = new URL(this.baseUrl)
      return target.origin === base.origin && target.pathname.startsWith(`${base.pathname}/`)
    } catch {
      return false
    }
  }

  private async execute<T>(request: Prepared, options: CallOptions): Promise<T> {
    const { operation } = request
    const { lane, timeoutMs, retry } = callSettings(options, this.config, operation)

    this.config.availability.assertAvailable(operation)
    const now = this.config.clock.now()
    this.quota.check(operation, now)
    const kind = kindOf(operation, options.purpose)
    this.config.gate?.admit(operation, urgencyOf(lane, kind, request.method), now)
    const blockedMs = this.blockedUntil - now
    if (blockedMs > 0) throw new RateLimitedError(Math.ceil(blockedMs / 1000), operation)

    const grant = this.tokens.current()
    if (!grant) throw new NotSignedInError(operation)
    const missing = missingScopes(request.scopes, grant.scopes)
    if (missing.length) throw new InsufficientScopeError(missing, operation)

    let serverRetries = 0
    let rateLimitRetries = 0
    let refreshedAfter401 = false
    for (;;) {
      const attempt = await this.config.scheduler.run(
        lane,
        async () => {
          // Asked again as it leaves the queue, and counted in the same tick: work that queued while the
          // budget was open cannot all go at once past it.
          const at = this.config.clock.now()
          this.config.gate?.admit(operation, urgencyOf(lane, kind, request.method), at)
          this.config.gate?.sent(at, kind)
          const wire = { http: this.http, tokens: this.tokens, clock: this.config.clock }
          const result = await exchange(wire, request, timeoutMs, options.signal)
          // Offline all morning must not spend the day: a request that never left this computer is not counted.
          if (result.kind === 'network' && neverReachedService(result.code))
            this.config.gate?.notReached(at, kind)
          return result
        },
        options.signal,
        () => new AbortedError(operation),
      )

      if (attempt.kind === 'network') {
        const retryable = isIdempotent(request.method) || neverReachedService(attempt.code)
        if (retryable && serverRetries < retry.maxServerRetries) {
          await this.pause(
            backoffDelay(serverRetries++, retry, this.config.random),
            request,
            options.signal,
            {
              why: 'network',
              code: attempt.code,
            },
          )
          continue
        }
        throw new NetworkError(operation, attempt.code ?? 'no response')
      }

      const { response, token } = attempt
      const status = response.status
      if (status >= 200 && status < 300) {
        this.config.account?.answered()
        return this.parseSuccess<T>(request, response)
      }

      const body = readBody(response.data)
      if (status === 401 && !refreshedAfter401) {
        refreshedAfter401 = true
        this.config.logger.debug('access token refused; refreshing once', { operation })
        await this.tokens.afterRejection(token)
        continue
      }
      if (status === 429 && readServiceError(body, response.statusText).reason === 'QUOTA_EXCEEDED') {
        // The quota, not the rate limit: never waited on or retried (see QuotaGate).
        const at = this.config.clock.now()
        const refusal = this.quota.refuse(operation, parseRetryAfter(header(response, 'retry-after'), at), at)
        this.config.gate?.quotaRefused(at, refusal.resumesAt)
        this.config.account?.refused(refusal)
        throw refusal
      }
      if (status === 429) {
        const retryAfter =
          parseRetryAfter(header(response, 'retry-after'), this.config.clock.now()) ??
          retry.defaultRetryAfterSeconds
        if (retryAfter > retry.maxRetryAfterSeconds) {
          // Waiting that long would hang the UI: fail now, and fail everything else fast until then.
          this.blockedUntil = Math.max(this.blockedUntil, this.config.clock.now() + retryAfter * 1000)
          throw new RateLimitedError(retryAfter, operation)
        }
        if (rateLimitRetries >= retry.maxRateLimitRetries) throw new RateLimitedError(retryAfter, operation)
        rateLimitRetries++
        // Everyone else would get a 429 too: hold the whole scheduler for the time asked.
        this.config.scheduler.holdUntil(this.config.clock.now() + retryAfter * 1000)
        await this.pause(rateLimitDelay(retryAfter, retry, this.config.random), request, options.signal, {
          why: 'rate limited',
          retryAfter,
        })
        continue
      }
      if (status >= 500 && isIdempotent(request.method) && serverRetries < retry.maxServerRetries) {
        await this.pause(backoffDelay(serverRetries++, retry, this.config.random), request, options.signal, {
          why: 'server error',
          status,
        })
        continue
      }
      const failure = this.errorFor(request, response, body, token)
      if (failure instanceof AccountNotRegisteredError || failure instanceof OwnerPremiumRequiredError) {
        this.config.account?.refused(failure)
      }
      throw failure
    }
  }

  private parseSuccess<T>(request: Prepared, response: AxiosResponse<string>): T {
    if (request.expect === 'none') return undefined as T // a 2xx body, JSON or not, is tolerated and ignored
    const body = readBody(response.data)
    if (body.kind === 'json') {
      if (typeof body.value === 'object' && body.value !== null) {
        this.origins.set(body.value, { operation: request.operation, scopes: request.scopes })
      }
      return body.value as T
    }
    if (request.expect === 'optional-json') return undefined as T
    throw new UnexpectedResponseError(
      request.operation,
      body.kind === 'empty'
        ? `status ${response.status} without the promised body`
        : 'a body that is not JSON',
    )
  }

  private errorFor(
    request: Prepared,
    response: AxiosResponse<string>,
    body: ResponseBody,
    token: string,
  ): Error {
    const info = readServiceError(body, response.statusText)
    // The message is the service's text; should it ever echo a credential, it is masked before it goes on.
    const redactor = new Redactor()
    redactor.addSecret(token)
    return failureOf(
      {
        operation: request.operation,
        spec: request.spec,
        pathParams: request.pathParams,
        status: response.status,
        message: redactor.redact(info.message),
        reason: info.reason,
      },
      this.config.availability,
      this.config.logger,
    )
  }

  private pause(
    ms: number,
    request: Prepared,
    signal: AbortSignal | undefined,
    why: Record<string, unknown>,
  ) {
    this.config.logger.debug('retrying after a wait', {
      operation: request.operation,
      waitMs: Math.round(ms),
      ...why,
    })
    return sleep(this.config.clock, ms, signal, () => new AbortedError(request.operation))
  }
}

/** The lane, timeout and retry policy a call asks for, checked; an aborted call goes no further. */
function callSettings(options: CallOptions, config: TransportConfig, operation: string) {
  const lane = options.lane ?? 'interactive'
  const timeoutMs = options.timeoutMs ?? config.timeoutMs
  const retry =
    options.retries === false
      ? { ...config.retry, maxServerRetries: 0, maxRateLimitRetries: 0 }
      : config.retry
  if (!lanes.includes(lane))
    throw new ValidationError('lane', `must be one of ${lanes.join(', ')}`, operation)
  if (!(timeoutMs > 0)) throw new ValidationError('timeoutMs', 'must be a positive number of ms', operation)
  if (options.retries !== undefined && options.retries !== false)
    throw new ValidationError('retries', 'must be false or absent', operation)
  if (options.signal?.aborted) throw new AbortedError(operation)
  return { lane, timeoutMs, retry }
}

function header(response: AxiosResponse, name: string): string | undefined {
  const value: unknown = response.headers[name]
  return typeof value === 'string' ? value : Array.isArray(value) ? String(value[0]) : undefined
}
