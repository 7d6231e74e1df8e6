import type { AddressInfo } from 'node:net'
import { AccountRefusals, type AccountSettings } from './app-account/account-refusals'
import { AuthorizationCodes } from './accounts/authorization-codes'
import type { ConsentMode } from './accounts/consent'
import { TokenStore, type TokenResponse } from './accounts/token-store'
import { Catalog } from './catalog/catalog'
import type { CatalogSize } from './catalog/catalog-sizes'
import { buildRelease, type NewReleaseOptions } from './catalog/new-release'
import { createManualClock, systemClock, type Clock } from './clock'
import { deviceControls, type DeviceControls } from './device-controls'
import { resolveOptions, type ClockOf, type EmulatorOptions, type ResolvedOptions } from './emulator-options'
import { Faults, type FaultControl } from './faults/faults'
import { API_MODES, isApiMode, isToday, type ApiMode, type GenerationSwitch } from './generation'
import { RouteRegistry } from './http/route-registry'
import { TrafficLog, type TrafficControl } from './http/traffic-log'
import { ServiceUrls } from './present/service-urls'
import { createRandom } from './random/prng'
import { KNOWN_SCOPES, isKnownScope } from './scopes'
import { buildServer } from './server'
import type { ServiceContext } from './service-context'
import { startSoloistStandIn, type SoloistStandIn } from './soloist/stand-in'
import { ServiceState } from './state/service-state'
import { attachUserState, type UserStateControls } from './user-state-setup'

export interface IssueTokenOptions {
  /** Default: every scope the emulator knows. */
  scopes?: readonly string[]
  /** Default: the emulator's token TTL. */
  ttlSeconds?: number
}

/**
 * Plus the user-state controls: `setPremium`, `flushState`, `stateFile` (user-state-setup.ts), and the
 * device controls: `playOn`, `setResumePoint` (device-controls.ts).
 */
export interface EmulatorHandle<C extends Clock = Clock> extends UserStateControls, DeviceControls {
  /** `http://127.0.0.1:N/v1` */
  apiUrl: string
  /** `http://127.0.0.1:N` (also the origin of the generated images) */
  accountsUrl: string
  clientId: string
  port: number
  seed: string
  size: CatalogSize
  /** The demo user every token speaks for. */
  user: { id: string; displayName: string; country: string }
  clock: C
  faults: FaultControl
  /** Mints tokens for the demo user without the browser flow (as if /api/token had answered). */
  issueToken(options?: IssueTokenOptions): TokenResponse
  /** Every access and refresh token it has issued, oldest first (tests look for them where none may be). */
  issuedTokens(): string[]
  /** Every refresh token stops working (the next refresh answers invalid_grant). */
  revokeRefreshTokens(): void
  /** Every access token stops working (the next request answers 401). */
  revokeAccessTokens(): void
  /** How /authorize answers from now on: consent page, approve at once, or deny at once. */
  setConsent(mode: ConsentMode): void
  /** The API generation played now (option `apiMode`). */
  readonly apiMode: ApiMode
  /** Plays another generation from the next request on; `faults.reset()` leaves it alone. */
  setApiMode(mode: ApiMode): void
  /** Alias: `setApiMode(on ? '2024' : 'classic')`. */
  setRetiredEndpoints(on: boolean): void
  /** Requests per quota window (null: no quota; window a day unless given); the count starts again. */
  setQuota(quota: number | null, options?: { windowSeconds?: number }): void
  /** On: every /v1 call answers 403 "The user is not registered for this application…". */
  setUnregisteredUser(on: boolean): void
  /** On: every /v1 call answers 403 "Active premium subscription required for the owner of the app". */
  setOwnerPremiumLapsed(on: boolean): void
  /** The account settings in force (quota, window, the two switches). */
  account(): AccountSettings
  /** The last 10,000 /v1 requests and how each ended (a status, or `aborted`). */
  traffic: TrafficControl
  /** The generated catalog (read-only), to pick ids in tests. */
  catalog: Catalog
  /** The live user and playlist state. */
  state: ServiceState
  /** An artist's new album or single, out at `releasedAt` (default now, the emulator's clock); answers its ids. */
  addRelease(options: NewReleaseOptions): { albumId: string; trackIds: string[] }
  /** Every route the service answers (method and pattern, `/v1/albums/:id`), for tests that walk them all. */
  routes(): { method: string; url: string }[]
  /** The Soloist stand-in (option `soloist`), or null. */
  soloist: SoloistStandIn | null
  close(): Promise<void>
}

/** Six months, as the real service counts them for refresh tokens (service-2026.md §5): 182 days. */
const REFRESH_TOKEN_LIFETIME_MS = 182 * 86_400_000

/** The clock the options ask for: the system's (default), a manual one, or one given. */
function clockFor(options: EmulatorOptions | undefined): Clock {
  const clockOption = options?.clock ?? 'system'
  if (clockOption === 'manual') return createManualClock(options?.startAt)
  return clockOption === 'system' ? systemClock : clockOption
}

/** The service's catalog, state, tokens and switches, as the options set them. */
function serviceContext(resolved: ResolvedOptions, clock: Clock): ServiceContext {
  const catalog = new Catalog({
    seed: resolved.seed,
    size: resolved.size,
    nowMs: clock.now(),
    country: resolved.country,
  })
  const generation: GenerationSwitch = { mode: resolved.apiMode }
  return {
    catalog,
    state: new ServiceState(catalog, { savedTracks: resolved.savedTracks, nowMs: clock.now() }),
    urls: new ServiceUrls(),
    clock,
    faults: new Faults(clock, createRandom(`faults/${resolved.seed}`), resolved.faults),
    // Apps of 2026 lose their refresh token six months after consent (service-2026.md §5).
    tokens: new TokenStore(clock, resolved.tokenTtlSeconds, () =>
      isToday(generation) ? REFRESH_TOKEN_LIFETIME_MS : null,
    ),
    codes: new AuthorizationCodes(clock, resolved.codeTtlSeconds * 1000),
    accounts: { clientIds: new Set(resolved.clientIds), consent: resolved.consent },
    generation,
    account: new AccountRefusals(clock, resolved.account),
    traffic: new TrafficLog(clock),
  }
}

/**
 * Starts an emulator on 127.0.0.1 and resolves once it listens. Builds the catalog first (the `large` size
 * takes a few seconds).
 */
export async function startEmulator<O extends EmulatorOptions = EmulatorOptions>(
  options?: O,
): Promise<EmulatorHandle<ClockOf<O>>> {
  const resolved = resolveOptions(options ?? {})
  const clock = clockFor(options)
  const ctx = serviceContext(resolved, clock)
  const { catalog, urls, generation } = ctx
  const routes = new RouteRegistry()
  const server = await buildServer(ctx, routes)
  const userState = attachUserState(server, ctx, {
    ...(options?.stateFile !== undefined ? { stateFile: options.stateFile } : {}),
    ...(options?.premium !== undefined ? { premium: options.premium } : {}),
    ...(options?.onStateProblem ? { onStateProblem: options.onStateProblem } : {}),
  })
  await server.listen({ host: '127.0.0.1', port: resolved.port })
  const port = (server.server.address() as AddressInfo).port
  const origin = `http://127.0.0.1:${port}`
  urls.setOrigin(origin)
  const clientId = resolved.clientIds[0] as string
  const soloist = options?.soloist ? await startSoloistStandIn(ctx, options.soloist) : null
  const demoUser = catalog.user(catalog.demoUserId)

  return {
    apiUrl: urls.api,
    accountsUrl: origin,
    clientId,
    port,
    seed: resolved.seed,
    size: resolved.size,
    user: {
      id: catalog.demoUserId,
      displayName: demoUser?.displayName ?? catalog.demoUserId,
      country: demoUser?.country ?? resolved.country,
    },
    clock: clock as ClockOf<O>,
    faults: ctx.faults,
    issueToken: (issue = {}) => {
      const scopes = issue.scopes ?? KNOWN_SCOPES
      const unknown = scopes.filter((scope) => !isKnownScope(scope))
      if (unknown.length > 0) throw new RangeError(`unknown scope: ${unknown.join(', ')}`)
      if (issue.ttlSeconds !== undefined && !(issue.ttlSeconds > 0)) {
        throw new RangeError('ttlSeconds must be a positive number')
      }
      return ctx.tokens.issue({
        userId: catalog.demoUserId,
        clientId,
        scopes,
        ...(issue.ttlSeconds !== undefined ? { ttlSeconds: issue.ttlSeconds } : {}),
      })
    },
    issuedTokens: () => ctx.tokens.issued(),
    revokeRefreshTokens: () => ctx.tokens.revokeRefreshTokens(),
    revokeAccessTokens: () => ctx.tokens.revokeAccessTokens(),
    setConsent: (mode) => {
      ctx.accounts.consent = mode
    },
    get apiMode() {
      return generation.mode
    },
    setApiMode: (mode) => {
      if (!isApiMode(mode)) throw new RangeError(`apiMode must be one of ${API_MODES.join(', ')}`)
      generation.mode = mode
    },
    setRetiredEndpoints: (on) => {
      generation.mode = on ? '2024' : 'classic'
    },
    setQuota: (quota, quotaOptions = {}) => {
      ctx.account.setQuota(quota, quotaOptions.windowSeconds)
    },
    setUnregisteredUser: (on) => {
      ctx.account.set({ unregisteredUser: on })
    },
    setOwnerPremiumLapsed: (on) => {
      ctx.account.set({ ownerPremiumLapsed: on })
    },
    account: () => ctx.account.get(),
    traffic: ctx.traffic,
    catalog,
    state: ctx.state,
    addRelease: (release) => {
      const { album, tracks } = buildRelease(catalog, release, clock.now())
      catalog.addRelease(album, tracks)
      return { albumId: album.id, trackIds: [...album.trackIds] }
    },
    routes: () => routes.list(),
    ...userState.controls,
    ...deviceControls(ctx),
    soloist,
    close: async () => {
      await soloist?.close()
      await server.close()
      await userState.close()
    },
  }
}
