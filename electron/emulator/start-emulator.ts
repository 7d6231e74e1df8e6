import type { AddressInfo } from 'node:net'
import { AuthorizationCodes } from './accounts/authorization-codes'
import type { ConsentMode } from './accounts/consent'
import { TokenStore, type TokenResponse } from './accounts/token-store'
import { Catalog } from './catalog/catalog'
import type { CatalogSize } from './catalog/catalog-sizes'
import { createManualClock, systemClock, type Clock } from './clock'
import { resolveOptions, type ClockOf, type EmulatorOptions } from './emulator-options'
import { Faults, type FaultControl } from './faults/faults'
import { ServiceUrls } from './present/service-urls'
import { createRandom } from './random/prng'
import { KNOWN_SCOPES, isKnownScope } from './scopes'
import { buildServer } from './server'
import type { ServiceContext } from './service-context'
import { ServiceState } from './state/service-state'
import { attachUserState, type UserStateControls } from './user-state-setup'

export interface IssueTokenOptions {
  /** Default: every scope the emulator knows. */
  scopes?: readonly string[]
  /** Default: the emulator's token TTL. */
  ttlSeconds?: number
}

/** Plus the user-state controls of issue 4: `setPremium`, `flushState`, `stateFile` (user-state-setup.ts). */
export interface EmulatorHandle<C extends Clock = Clock> extends UserStateControls {
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
  /** Every refresh token stops working (the next refresh answers invalid_grant). */
  revokeRefreshTokens(): void
  /** Every access token stops working (the next request answers 401). */
  revokeAccessTokens(): void
  /** How /authorize answers from now on: consent page, approve at once, or deny at once. */
  setConsent(mode: ConsentMode): void
  /** On: the endpoints retired for new apps answer as the real service does (option `retiredEndpoints`). */
  setRetiredEndpoints(on: boolean): void
  /** The generated catalog (read-only), to pick ids in tests. */
  catalog: Catalog
  /** The live user and playlist state. */
  state: ServiceState
  close(): Promise<void>
}

/**
 * Starts an emulator on 127.0.0.1 and resolves once it listens. Builds the catalog first (the `large` size
 * takes a few seconds).
 */
export async function startEmulator<O extends EmulatorOptions = EmulatorOptions>(
  options?: O,
): Promise<EmulatorHandle<ClockOf<O>>> {
  const resolved = resolveOptions(options ?? {})
  const clockOption = options?.clock ?? 'system'
  const clock: Clock =
    clockOption === 'manual'
      ? createManualClock(options?.startAt)
      : clockOption === 'system'
        ? systemClock
        : clockOption
  const catalog = new Catalog({
    seed: resolved.seed,
    size: resolved.size,
    nowMs: clock.now(),
    country: resolved.country,
  })
  const urls = new ServiceUrls()
  const ctx: ServiceContext = {
    catalog,
    state: new ServiceState(catalog),
    urls,
    clock,
    faults: new Faults(clock, createRandom(`faults/${resolved.seed}`), resolved.faults),
    tokens: new TokenStore(clock, resolved.tokenTtlSeconds),
    codes: new AuthorizationCodes(clock, resolved.codeTtlSeconds * 1000),
    accounts: { clientIds: new Set(resolved.clientIds), consent: resolved.consent },
    retiredEndpoints: { on: resolved.retiredEndpoints },
  }
  const server = await buildServer(ctx)
  const userState = attachUserState(server, ctx, {
    ...(options?.stateFile !== undefined ? { stateFile: options.stateFile } : {}),
    ...(options?.premium !== undefined ? { premium: options.premium } : {}),
  })
  await server.listen({ host: '127.0.0.1', port: resolved.port })
  const port = (server.server.address() as AddressInfo).port
  const origin = `http://127.0.0.1:${port}`
  urls.setOrigin(origin)
  const clientId = resolved.clientIds[0] as string
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
    revokeRefreshTokens: () => ctx.tokens.revokeRefreshTokens(),
    revokeAccessTokens: () => ctx.tokens.revokeAccessTokens(),
    setConsent: (mode) => {
      ctx.accounts.consent = mode
    },
    setRetiredEndpoints: (on) => {
      ctx.retiredEndpoints.on = on
    },
    catalog,
    state: ctx.state,
    ...userState.controls,
    close: async () => {
      await server.close()
      await userState.close()
    },
  }
}
