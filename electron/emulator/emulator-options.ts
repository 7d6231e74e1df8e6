import type { StateFileProblem } from './state/persistence'
import { checkAccountSettings, DEFAULT_ACCOUNT, type AccountSettings } from './app-account/account-refusals'
import type { ConsentMode } from './accounts/consent'
import { CATALOG_SIZES, type CatalogSize } from './catalog/catalog-sizes'
import { isMarket } from './catalog/markets'
import type { Clock, ManualClock } from './clock'
import type { FaultSettings } from './faults/fault-settings'
import { API_MODES, isApiMode, type ApiMode } from './generation'

export const DEFAULT_CLIENT_ID = 'encore-demo-client'
/**
 * The client id `npm run emulator` prints and accepts unless given one: 32 characters of 0–9 and a–f, as a
 * Spotify app's Client ID is, so Encore's Spotify setup form takes it (the demo's `encore-demo-client` is
 * accepted beside it).
 */
export const CLI_CLIENT_ID = 'e0c0de00e0c0de00e0c0de00e0c0de00'

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
  /** Keep the user state in this JSON file (loaded at start, written atomically after changes). */
  stateFile?: string
  /**
   * Told when the state file cannot be used (set aside at start) or written (changes last until the emulator
   * stops), besides the line on stderr: the demo service passes it on to the app, which tells the page.
   */
  onStateProblem?: (problem: StateFileProblem) => void
  /**
   * Starts a Spotify Soloist stand-in beside the service (soloist/stand-in.ts): its socket's endpoint goes to
   * `ws.addr`/`ws.port` in `dataDir`, and the demo user gains its device ("This computer (Encore)").
   */
  soloist?: { dataDir: string; deviceName?: string }
  /** False makes the demo user a free user (player commands answer PREMIUM_REQUIRED). Default true. */
  premium?: boolean
  /**
   * The generation of the Web API to play (README, "Generations"): `classic` (api-spec.md, the default),
   * `2024` (the endpoints removed in Nov 2024 answer as removed), `2026` (every rule of service-2026.md).
   */
  apiMode?: ApiMode
  /** Alias of `apiMode: '2024'` (true) or `'classic'` (false), kept for older callers. */
  retiredEndpoints?: boolean
  /** Requests allowed per quota window, in every mode; beyond, 429 QUOTA_EXCEEDED. Default: no quota. */
  quota?: number | null
  /** The quota window in seconds, default a day (86,400). */
  quotaWindowSeconds?: number
  /** Every /v1 call answers 403 "The user is not registered for this application…". */
  unregisteredUser?: boolean
  /** Every /v1 call answers 403 "Active premium subscription required for the owner of the app". */
  ownerPremiumLapsed?: boolean
  /**
   * The demo user's saved tracks: this many of the catalog's tracks instead of the seeded few, the newest
   * saved at the clock's start and each one a minute before the next (a big library, for benchmarks).
   */
  savedTracks?: number
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
  apiMode: ApiMode
  account: AccountSettings
  savedTracks: number | undefined
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
    apiMode: resolveApiMode(options),
    savedTracks: checkSavedTracks(options.savedTracks),
    account: checkAccountSettings({
      quota: options.quota ?? DEFAULT_ACCOUNT.quota,
      quotaWindowSeconds: options.quotaWindowSeconds ?? DEFAULT_ACCOUNT.quotaWindowSeconds,
      unregisteredUser: options.unregisteredUser ?? false,
      ownerPremiumLapsed: options.ownerPremiumLapsed ?? false,
    }),
  }
}

function checkSavedTracks(count: number | undefined): number | undefined {
  if (count !== undefined && (!Number.isInteger(count) || count < 0))
    throw new RangeError('savedTracks must be a whole number of tracks, 0 or more')
  return count
}

/** `apiMode`, or what its alias `retiredEndpoints` says; both at once must agree. */
function resolveApiMode(options: EmulatorOptions): ApiMode {
  const { apiMode, retiredEndpoints } = options
  if (apiMode !== undefined && !isApiMode(apiMode))
    throw new RangeError(`apiMode must be one of ${API_MODES.join(', ')}`)
  const alias = retiredEndpoints === undefined ? undefined : retiredEndpoints ? '2024' : 'classic'
  if (apiMode !== undefined && alias !== undefined && apiMode !== alias) {
    throw new RangeError(
      `retiredEndpoints: ${String(retiredEndpoints)} is apiMode '${alias}', which contradicts apiMode '${apiMode}'`,
    )
  }
  return apiMode ?? alias ?? 'classic'
}
