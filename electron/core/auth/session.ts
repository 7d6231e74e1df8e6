import {
  CALLBACK_PATH,
  type ServiceKind,
  type SessionState,
  type Settings,
  type SignOutReason,
  type TokenStorage,
  type UserSummary,
} from '../../contract'
import { SessionEndedError, type TokenGrant, type TokenProvider } from '../api/token-provider'
import { sessionEndedReason } from './session-ended'
import { EncoreError } from '../errors'
import type { Clock, Logger, SecretStore, UrlOpener } from '../ports'
import type { Redactor } from '../security/redact'
import type { SettingsService } from '../settings/settings-service'
import { buildAuthorizeUrl } from './authorize-url'
import { createKeptSessionStore, type KeptSession } from './kept-session'
import { DEFAULT_SIGN_IN_TIMEOUT_MS, startLoopbackReceiver, type LoopbackReceiver } from './loopback-receiver'
import { createPkcePair, createState, type RandomSource } from './pkce'
import { createTokenEndpoint, TokenEndpointError, type TokenEndpoint, type TokenSet } from './token-endpoint'

/** Where one profile's service lives. */
export interface ServiceEndpoints {
  profile: ServiceKind
  /** Ends with /v1. */
  apiUrl: string
  accountsUrl: string
  clientId: string
}

export interface SessionDeps {
  settings: SettingsService
  /** Demo: starts the emulator; Spotify: the configured URLs and Client ID. Throws EncoreError when it cannot. */
  resolveEndpoints(profile: ServiceKind): Promise<ServiceEndpoints>
  /** Reads the signed-in user's profile (GET /me through the API client). */
  loadProfile(endpoints: ServiceEndpoints, tokens: TokenProvider): Promise<UserSummary>
  secretStore?: SecretStore
  /** Opens the authorize page in the system browser; absent in browser mode (the page opens it). */
  urlOpener?: UrlOpener
  redactor: Redactor
  clock: Clock
  logger: Logger
  emit(state: SessionState): void
  timeoutMs?: number
  fetch?: typeof globalThis.fetch
  random?: RandomSource
}

export interface SessionService {
  state(): SessionState
  /** For the API client: the live access token, single-flight refresh, invalid_grant → signed out. */
  readonly tokenProvider: TokenProvider
  /** The signed-in (or signing-in) session's service, for the API client. */
  endpoints(): ServiceEndpoints | undefined
  /** Origins the sign-in may send the system browser to right now (the accounts page of an attempt). */
  signInOrigins(): string[]
  signIn(input?: {
    profile?: ServiceKind | undefined
    skipConsent?: boolean | undefined
  }): Promise<SessionState>
  cancelSignIn(): SessionState
  /** Opens the waiting sign-in's page in the system browser again (the user closed the tab). */
  reopenSignInPage(): Promise<SessionState>
  signOut(): Promise<SessionState>
  /** At start: renews a kept sign-in, or signs in to the demo again when consent is skipped. */
  restore(): Promise<void>
  /** Called whenever a session ends (sign out, switch, revoked): per-user caches are dropped here. */
  onSessionEnded(listener: () => void): () => void
  dispose(): Promise<void>
}

interface Credentials {
  endpoints: ServiceEndpoints
  endpoint: TokenEndpoint
  accessToken: string | undefined
  refreshToken: string
  expiresAt: number
  scopes: string[]
}

interface Attempt {
  id: number
  profile: ServiceKind
  endpoints: ServiceEndpoints | undefined
  receiver: LoopbackReceiver | undefined
  authorizeUrl: string | null
  openedBy: 'system-browser' | 'page' | 'none'
  expiresAt: number
  done: boolean
}

type Phase =
  | { kind: 'signed-out'; reason: SignOutReason | null }
  | { kind: 'restoring'; profile: ServiceKind }
  | { kind: 'signing-in'; attempt: Attempt }
  | { kind: 'signed-in'; user: UserSummary; storage: TokenStorage }

const serviceLabel = (profile: ServiceKind) => (profile === 'demo' ? 'The demo service' : 'Spotify')

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * The sign-in session: Authorization Code with PKCE over a loopback redirect, the token lifecycle (refresh
 * with rotation, invalid_grant → signed out with a reason), and where the refresh token is kept. Tokens stay
 * inside this object: the state it publishes never holds one.
 */
export function createSessionService(deps: SessionDeps): SessionService {
  const { logger, clock, redactor } = deps
  const timeoutMs = deps.timeoutMs ?? DEFAULT_SIGN_IN_TIMEOUT_MS
  let phase: Phase = { kind: 'signed-out', reason: null }
  let credentials: Credentials | undefined
  let generation = 0
  let nextAttemptId = 1
  let refreshing: Promise<TokenGrant> | undefined
  const endedListeners = new Set<() => void>()

  const settings = (): Settings => deps.settings.get()
  const keptStore = createKeptSessionStore({
    secretStore: deps.secretStore,
    logger,
    redactor,
    allowUnencrypted: () => settings().security.allowUnencryptedTokenStorage,
  })
  /** Saves the live session according to the policy; answers where the token now lives. */
  const keep = async (): Promise<TokenStorage> => (credentials ? keptStore.keep(credentials) : 'memory')

  const state = (): SessionState => {
    switch (phase.kind) {
      case 'signed-out':
        return { status: 'signed-out', profile: settings().profile, reason: phase.reason }
      case 'restoring':
        return { status: 'restoring', profile: phase.profile }
      case 'signing-in': {
        const { attempt } = phase
        return {
          status: 'signing-in',
          profile: attempt.profile,
          authorizeUrl: attempt.authorizeUrl,
          openedBy: attempt.openedBy,
          redirectUri: attempt.receiver?.redirectUri ?? null,
          expiresAt: attempt.expiresAt,
        }
      }
      case 'signed-in':
        return {
          status: 'signed-in',
          profile: credentials?.endpoints.profile ?? settings().profile,
          user: phase.user,
          scopes: [...(credentials?.scopes ?? [])],
          tokenStorage: phase.storage,
        }
    }
  }

  const setPhase = (next: Phase) => {
    phase = next
    deps.emit(state())
  }

  // ---- tokens -----------------------------------------------------------------------------------------

  const adopt = (
    endpoints: ServiceEndpoints,
    endpoint: TokenEndpoint,
    tokens: TokenSet,
    previous?: Credentials,
  ) => {
    redactor.addSecret(tokens.accessToken)
    redactor.addSecret(tokens.refreshToken)
    const refreshToken = tokens.refreshToken ?? previous?.refreshToken
    if (!refreshToken) {
      throw new EncoreError('SERVICE_ERROR', `${serviceLabel(endpoints.profile)} granted no refresh token.`)
    }
    credentials = {
      endpoints,
      endpoint,
      accessToken: tokens.accessToken,
      refreshToken,
      expiresAt: clock.now() + tokens.expiresInSeconds * 1000,
      scopes: tokens.scopes ?? previous?.scopes ?? [],
    }
    return credentials
  }

  const grantOf = (creds: Credentials): TokenGrant | undefined =>
    creds.accessToken === undefined
      ? undefined
      : { accessToken: creds.accessToken, expiresAt: creds.expiresAt, scopes: [...creds.scopes] }

  const doRefresh = async (): Promise<TokenGrant> => {
    const creds = credentials
    if (!creds) throw new EncoreError('NOT_SIGNED_IN', 'Nobody is signed in.')
    const startedIn = generation
    let tokens: TokenSet
    try {
      tokens = await creds.endpoint.refresh(creds.refreshToken)
    } catch (error) {
      if (error instanceof TokenEndpointError && error.error === 'invalid_grant') {
        const { kind, reason } = sessionEndedReason(creds.endpoints.profile, error.description)
        if (generation === startedIn) await endSession({ code: 'session-ended', message: reason })
        throw new SessionEndedError(reason, kind)
      }
      throw error
    }
    if (generation !== startedIn || credentials !== creds) {
      throw new EncoreError('NOT_SIGNED_IN', 'The session ended while its token was being renewed.')
    }
    const scopesBefore = creds.scopes.join(' ')
    const renewed = adopt(creds.endpoints, creds.endpoint, tokens, creds)
    if (tokens.refreshToken && tokens.refreshToken !== creds.refreshToken) {
      const storage = await keep()
      if (phase.kind === 'signed-in' && phase.storage !== storage) setPhase({ ...phase, storage })
    }
    if (phase.kind === 'signed-in' && renewed.scopes.join(' ') !== scopesBefore) setPhase(phase)
    return grantOf(renewed)!
  }

  const tokenProvider: TokenProvider = {
    current: () => (credentials ? grantOf(credentials) : undefined),
    refresh() {
      refreshing ??= doRefresh().finally(() => {
        refreshing = undefined
      })
      return refreshing
    },
  }

  // ---- ending a session ------------------------------------------------------------------------------

  const stopAttempt = () => {
    if (phase.kind !== 'signing-in') return
    phase.attempt.done = true
    phase.attempt.receiver?.cancel()
  }

  /** Forgets every token (memory and disk), drops per-user caches, publishes signed-out with the reason. */
  async function endSession(reason: SignOutReason | null): Promise<void> {
    generation++
    stopAttempt()
    const hadSession = credentials !== undefined || phase.kind === 'signed-in' || phase.kind === 'restoring'
    credentials = undefined
    refreshing = undefined
    setPhase({ kind: 'signed-out', reason })
    await keptStore.forget()
    if (hadSession) {
      for (const listener of endedListeners) {
        try {
          listener()
        } catch (error) {
          logger.error('A session-ended listener failed', { error: message(error) })
        }
      }
    }
  }

  // ---- signing in ------------------------------------------------------------------------------------

  /** Finishes a sign-in with tokens in hand: reads the profile, keeps the token, publishes signed-in. */
  const completeWith = async (startedIn: number, profile: ServiceKind): Promise<'signed-in' | 'stale'> => {
    const creds = credentials
    if (!creds) return 'stale'
    const user = await deps.loadProfile(creds.endpoints, tokenProvider)
    if (generation !== startedIn) return 'stale'
    const storage = await keep()
    if (generation !== startedIn) return 'stale'
    setPhase({ kind: 'signed-in', user, storage })
    logger.info('Signed in', { profile, scopes: creds.scopes.length })
    return 'signed-in'
  }

  /** Follows the demo's auto-approved authorize redirect in-process; false when a consent page answered. */
  const approveWithoutBrowser = async (authorizeUrl: string, redirectUri: string): Promise<boolean> => {
    const doFetch = deps.fetch ?? globalThis.fetch
    const response = await doFetch(authorizeUrl, { redirect: 'manual', signal: AbortSignal.timeout(15_000) })
    const location = response.headers.get('location')
    await response.body?.cancel().catch(() => {})
    if (response.status < 300 || response.status > 399 || !location) return false
    const target = new URL(location, authorizeUrl)
    const expected = new URL(redirectUri)
    if (target.origin !== expected.origin || target.pathname !== CALLBACK_PATH) return false
    const answer = await doFetch(target, { signal: AbortSignal.timeout(15_000) })
    await answer.body?.cancel().catch(() => {})
    return true
  }

  const failAttempt = async (attempt: Attempt, reason: SignOutReason) => {
    if (attempt.done) return
    attempt.done = true
    attempt.receiver?.cancel()
    credentials = undefined
    logger.info('Sign-in did not complete', { reason: reason.code })
    setPhase({ kind: 'signed-out', reason })
  }

  /** Waits for the answer, exchanges the code, loads the profile. Runs after signIn has answered. */
  const runAttempt = async (attempt: Attempt, verifier: string, startedIn: number) => {
    const receiver = attempt.receiver!
    const endpoints = attempt.endpoints!
    const outcome = await receiver.outcome
    if (attempt.done || generation !== startedIn) return
    if (!outcome.ok) {
      await failAttempt(attempt, { code: outcome.reason, message: outcome.message })
      return
    }
    try {
      const endpoint = createTokenEndpoint({
        accountsUrl: endpoints.accountsUrl,
        clientId: endpoints.clientId,
        fetch: deps.fetch,
      })
      const tokens = await endpoint.exchangeCode({
        code: outcome.code,
        redirectUri: receiver.redirectUri,
        codeVerifier: verifier,
      })
      if (attempt.done || generation !== startedIn) return
      adopt(endpoints, endpoint, tokens)
      if ((await completeWith(startedIn, attempt.profile)) === 'signed-in') attempt.done = true
    } catch (error) {
      if (generation !== startedIn) return
      await failAttempt(attempt, {
        code: 'failed',
        message: `The sign-in could not be completed: ${redactor.redact(message(error))}`,
      })
    }
  }

  /** Renews a kept Spotify sign-in without a browser. */
  const resume = async (
    kept: Extract<KeptSession, { profile: 'spotify' }>,
  ): Promise<'signed-in' | 'ended' | 'failed'> => {
    const current = settings().spotify
    if (kept.clientId !== current.clientId || kept.accountsUrl !== current.accountsUrl) {
      await keptStore.forget()
      return 'ended'
    }
    generation++
    const startedIn = generation
    const endpoints: ServiceEndpoints = {
      profile: 'spotify',
      apiUrl: current.apiUrl,
      accountsUrl: kept.accountsUrl,
      clientId: kept.clientId,
    }
    credentials = {
      endpoints,
      endpoint: createTokenEndpoint({
        accountsUrl: endpoints.accountsUrl,
        clientId: endpoints.clientId,
        fetch: deps.fetch,
      }),
      accessToken: undefined,
      refreshToken: kept.refreshToken,
      expiresAt: 0,
      scopes: kept.scopes,
    }
    setPhase({ kind: 'restoring', profile: 'spotify' })
    try {
      await tokenProvider.refresh()
      return (await completeWith(startedIn, 'spotify')) === 'signed-in' ? 'signed-in' : 'failed'
    } catch (error) {
      if (error instanceof SessionEndedError) return 'ended'
      if (generation === startedIn) {
        credentials = undefined
        setPhase({
          kind: 'signed-out',
          reason: {
            code: 'failed',
            message: `Encore could not renew your Spotify sign-in (${redactor.redact(message(error))}). It is still kept: choose Sign in to try again.`,
          },
        })
      }
      return 'failed'
    }
  }

  async function signIn(
    input: { profile?: ServiceKind | undefined; skipConsent?: boolean | undefined } = {},
  ) {
    const patch: Parameters<SettingsService['update']>[0] = {}
    if (input.profile && input.profile !== settings().profile) patch.profile = input.profile
    if (input.skipConsent !== undefined && input.skipConsent !== settings().demo.skipConsent)
      patch.demo = { skipConsent: input.skipConsent }
    if (Object.keys(patch).length) deps.settings.update(patch)

    const current = settings()
    const profile = current.profile
    if (profile === 'spotify' && !current.spotify.clientId) {
      throw new EncoreError(
        'INVALID_INPUT',
        'Spotify needs your own Client ID first: create an app in the Spotify developer dashboard and enter its Client ID in Settings.',
        { field: 'spotify.clientId' },
      )
    }

    // A new sign-in replaces whatever was there.
    if (phase.kind === 'signing-in') stopAttempt()
    if (phase.kind === 'signed-in' || credentials) await endSession(null)

    if (profile === 'spotify') {
      const kept = await keptStore.read()
      if (kept?.profile === 'spotify') {
        const resumed = await resume(kept)
        if (resumed !== 'ended') return state()
      }
    }

    generation++
    const startedIn = generation
    const attempt: Attempt = {
      id: nextAttemptId++,
      profile,
      endpoints: undefined,
      receiver: undefined,
      authorizeUrl: null,
      openedBy: deps.urlOpener ? 'system-browser' : 'page',
      expiresAt: clock.now() + timeoutMs,
      done: false,
    }
    setPhase({ kind: 'signing-in', attempt })

    try {
      attempt.endpoints = await deps.resolveEndpoints(profile)
      if (attempt.done) return state()
      const pkce = createPkcePair(deps.random)
      const stateParam = createState(deps.random)
      attempt.receiver = await startLoopbackReceiver({
        state: stateParam,
        port: profile === 'spotify' ? current.spotify.redirectPort : null,
        timeoutMs,
        clock,
      })
      if (attempt.done) {
        attempt.receiver.cancel()
        return state()
      }
      attempt.expiresAt = clock.now() + timeoutMs
      const authorizeUrl = buildAuthorizeUrl({
        accountsUrl: attempt.endpoints.accountsUrl,
        clientId: attempt.endpoints.clientId,
        redirectUri: attempt.receiver.redirectUri,
        codeChallenge: pkce.challenge,
        state: stateParam,
        // The user chose to see the demo's consent page: show it even when approved before.
        showDialog: profile === 'demo' && !current.demo.skipConsent,
      })
      void runAttempt(attempt, pkce.verifier, startedIn)

      if (profile === 'demo' && current.demo.skipConsent) {
        attempt.openedBy = 'none'
        setPhase(phase)
        if (await approveWithoutBrowser(authorizeUrl, attempt.receiver.redirectUri)) return state()
        // The demo showed its consent page after all: hand it to the user like any other.
        attempt.openedBy = deps.urlOpener ? 'system-browser' : 'page'
      }
      if (attempt.done) return state()
      attempt.authorizeUrl = authorizeUrl
      setPhase(phase)
      if (deps.urlOpener) await deps.urlOpener.open(authorizeUrl)
      return state()
    } catch (error) {
      if (generation === startedIn) {
        await failAttempt(attempt, {
          code: 'failed',
          message:
            error instanceof EncoreError
              ? redactor.redact(error.message)
              : `The sign-in could not start: ${redactor.redact(message(error))}`,
        })
      }
      return state()
    }
  }

  // ---- reacting to settings ----------------------------------------------------------------------

  deps.settings.subscribe((next, previous) => {
    if (next.profile !== previous.profile) {
      if (phase.kind !== 'signed-out' || credentials) {
        void endSession({
          code: 'signed-out',
          message: `You switched to ${next.profile === 'demo' ? 'the demo service' : 'Spotify'}; sign in to continue.`,
        })
      }
      return
    }
    const live =
      credentials?.endpoints.profile ?? (phase.kind === 'signing-in' ? phase.attempt.profile : undefined)
    if (live === 'spotify') {
      const a = previous.spotify
      const b = next.spotify
      if (a.clientId !== b.clientId || a.accountsUrl !== b.accountsUrl || a.apiUrl !== b.apiUrl) {
        void endSession({
          code: 'signed-out',
          message: 'Your Spotify settings changed; sign in again to use them.',
        })
        return
      }
    }
    if (
      next.security.allowUnencryptedTokenStorage !== previous.security.allowUnencryptedTokenStorage &&
      phase.kind === 'signed-in'
    ) {
      void keep().then((storage) => {
        if (phase.kind === 'signed-in') setPhase({ ...phase, storage })
      })
    }
  })

  return {
    state,
    tokenProvider,
    endpoints: () =>
      credentials?.endpoints ?? (phase.kind === 'signing-in' ? phase.attempt.endpoints : undefined),
    signInOrigins: () => {
      if (phase.kind !== 'signing-in' || !phase.attempt.endpoints) return []
      try {
        return [new URL(phase.attempt.endpoints.accountsUrl).origin]
      } catch {
        return []
      }
    },
    signIn,
    async reopenSignInPage() {
      if (phase.kind !== 'signing-in' || !phase.attempt.authorizeUrl) {
        throw new EncoreError('INVALID_INPUT', 'No sign-in is waiting for its page: start the sign-in again.')
      }
      if (!deps.urlOpener) {
        throw new EncoreError(
          'UNAVAILABLE',
          'Encore cannot open a browser here; use the link to the sign-in page.',
        )
      }
      await deps.urlOpener.open(phase.attempt.authorizeUrl)
      return state()
    },
    cancelSignIn() {
      if (phase.kind !== 'signing-in') return state()
      const { attempt } = phase
      attempt.done = true
      attempt.receiver?.cancel()
      generation++
      credentials = undefined
      setPhase({ kind: 'signed-out', reason: { code: 'cancelled', message: 'You cancelled the sign-in.' } })
      return state()
    },
    async signOut() {
      await endSession({
        code: 'signed-out',
        message: 'You signed out. Your sign-in was forgotten on this computer.',
      })
      return state()
    },
    async restore() {
      const kept = await keptStore.read()
      if (!kept) return
      const profile = settings().profile
      if (kept.profile !== profile) {
        await keptStore.forget()
        return
      }
      if (kept.profile === 'demo') {
        if (settings().demo.skipConsent) await signIn()
        return
      }
      await resume(kept)
    },
    onSessionEnded(listener) {
      endedListeners.add(listener)
      return () => endedListeners.delete(listener)
    },
    async dispose() {
      stopAttempt()
      generation++
    },
  }
}
