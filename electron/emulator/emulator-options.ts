import type { ConsentMode } from './accounts/consent'
import { CATALOG_SIZES, type CatalogSize } from './catalog/catalog-sizes'
import { isMarket } from './catalog/markets'
import type { Clock, ManualClock } from './clock'
import type { FaultSettings } from './faults/fault-settings'

export const DEFAULT_CLIENT_ID = 'encore-demo-client'

export interface EmulatorOptions {
  /** TCP port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /** Catalog seed: the same seed (and size) always gives the same ids and data. Default `encore`. */
  seed?: string | number
  /** Catalog size, default `demo`. */
  size?: CatalogSize
  /** GET /authorize redirects at once with a code instead of showing the consent page. */
  autoApprove?: boolean
  /** Access token lifetime, default 3600 s. */
  tokenTtlSeconds?: number
  /** Authorization code lifetime, default 600 s. */
  codeTtlSeconds?: number
  /** The client id the accounts service knows, default `encore-demo-client`. */
  clientId?: string
  /** More client ids to accept (the first one stays `clientId`). */
  extraClientIds?: readonly string[]
  /**
   * The clock: `system` (default, real time), `manual` (a ManualClock starting at `startAt`, moved only by
   * `clock.advance(ms)`), or your own Clock.
   */
  clock?: 'system' | 'manual' | Clock
  /** Start of a manual clock (Unix ms), default 2025-06-02T09:00:00Z. */
  startAt?: number
  /** The demo user's country (what `market=from_token` means), default US. */
  country?: string
  /** Initial fault settings (latency, errors, rate limit, down). `faults.reset()` returns to these. */
  faults?: Partial<FaultSettings>
  /** Issue 4: keep the user state in this JSON file (loaded at start, written atomically after changes). */
  stateFile?: string
  /** Issue 4: false makes the demo user a free user (player commands answer PREMIUM_REQUIRED). Default true. */
  premium?: boolean
  /**
   * Answer as the real service does for an app registered since Nov 2024: related artists, recommendations,
   * genre seeds, featured and category playlists 404; audio features and analysis 403. Default false.
   */
  retiredEndpoints?: boolean
}

/** The handle's clock type follows the option: a ManualClock for `clock: 'manual'`. */
export type ClockOf<O> = O extends { clock: 'manual' }
  ? ManualClock
  : O extends { clock: infer C extends Clock }
    ? C
    : Clock

export interface ResolvedOptions {
  port: number
  seed: string
  size: CatalogSize
  consent: ConsentMode
  tokenTtlSeconds: number
  codeTtlSeconds: number
  clientIds: string[]
  country: string
  faults: Partial<FaultSettings>
  retiredEndpoints: boolean
}

/** Checks and completes the options; throws a RangeError naming the option when one is wrong. */
export function resolveOptions(options: EmulatorOptions): ResolvedOptions {
  const port = options.port ?? 0
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new RangeError('port must be an integer 0-65535')
  const size = options.size ?? 'demo'
  if (!CATALOG_SIZES.includes(size)) throw new RangeError(`size must be one of ${CATALOG_SIZES.join(', ')}`)
  const positive = (name: string, value: number) => {
    if (!Number.isFinite(value) || value <= 0)
      throw new RangeError(`${name} must be a positive number of seconds`)
    return value
  }
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID
  if (clientId === '') throw new RangeError('clientId must not be empty')
  const country = options.country ?? 'US'
  if (!isMarket(country))
    throw new RangeError(`country must be a market of the service; ${country} is not one`)
  return {
    port,
    seed: String(options.seed ?? 'encore'),
    size,
    consent: options.autoApprove ? 'approve' : 'ask',
    tokenTtlSeconds: positive('tokenTtlSeconds', options.tokenTtlSeconds ?? 3600),
    codeTtlSeconds: positive('codeTtlSeconds', options.codeTtlSeconds ?? 600),
    clientIds: [clientId, ...(options.extraClientIds ?? [])],
    country,
    faults: options.faults ?? {},
    retiredEndpoints: options.retiredEndpoints ?? false,
  }
}
