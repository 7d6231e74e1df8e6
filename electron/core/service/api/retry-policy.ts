import type { HttpMethod } from './operations'

export interface RetryOptions {
  /** Retries of a 5xx answer or network failure (idempotent requests only). Default 3. */
  maxServerRetries?: number
  /** First backoff in ms; doubles per retry. Default 250. */
  baseDelayMs?: number
  /** Largest backoff in ms. Default 8,000. */
  maxDelayMs?: number
  /** Retries after a 429 within one call. Default 3. */
  maxRateLimitRetries?: number
  /** The longest Retry-After (s) worth waiting for; a longer one fails at once with RateLimitedError. Default 30. */
  maxRetryAfterSeconds?: number
  /** Wait when a 429 comes without Retry-After (s). Default 1. */
  defaultRetryAfterSeconds?: number
  /** Random extra wait after a Retry-After, so that waiting requests do not all return at once. Default 1,000 ms. */
  rateLimitJitterMs?: number
}

export type ResolvedRetryOptions = Required<RetryOptions>

export function resolveRetryOptions(options: RetryOptions = {}): ResolvedRetryOptions {
  return {
    maxServerRetries: options.maxServerRetries ?? 3,
    baseDelayMs: options.baseDelayMs ?? 250,
    maxDelayMs: options.maxDelayMs ?? 8_000,
    maxRateLimitRetries: options.maxRateLimitRetries ?? 3,
    maxRetryAfterSeconds: options.maxRetryAfterSeconds ?? 30,
    defaultRetryAfterSeconds: options.defaultRetryAfterSeconds ?? 1,
    rateLimitJitterMs: options.rateLimitJitterMs ?? 1_000,
  }
}

/**
 * GET, PUT and DELETE say "make it so" and may be repeated; a POST (add items, create, skip, queue) may act
 * twice when repeated after it reached the service.
 */
export function isIdempotent(method: HttpMethod): boolean {
  return method !== 'POST'
}

/** Exponential backoff with "equal jitter": half the delay fixed, half random, so retries spread out. */
export function backoffDelay(retry: number, options: ResolvedRetryOptions, random: () => number): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retry)
  return ceiling / 2 + random() * (ceiling / 2)
}

/** The wait after a 429: what the service asked for plus jitter. */
export function rateLimitDelay(
  retryAfterSeconds: number,
  options: ResolvedRetryOptions,
  random: () => number,
): number {
  return retryAfterSeconds * 1000 + random() * options.rateLimitJitterMs
}

/**
 * Network failures in which the request certainly never reached the service (nothing listening, no such
 * host), so even a POST may be sent again.
 */
export function neverReachedService(code: string | undefined): boolean {
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN'
}
