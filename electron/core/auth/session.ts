import {
  Generation,
  type ServiceKind,
  type SessionState,
  type Settings,
  type SignOutReason,
  type TokenStorage,
  type UserSummary,
} from '../../contract'
import { SessionEndedError, type TokenProvider } from '../api/token-provider'
import { EncoreError } from '../errors'
import type { Clock, Logger, SecretStore, UrlOpener } from '../ports'
import type { Redactor } from '../security/redact'
import type { SettingsService } from '../settings/settings-service'
import { buildAuthorizeUrl } from './authorize-url'
import { createKeptSessionStore, type KeptSession } from './kept-session'
import { DEFAULT_SIGN_IN_TIMEOUT_MS, startLoopbackReceiver, type LoopbackReceiver } from './loopback-receiver'
import { createPkcePair, createState, type RandomSource } from './pkce'
import { refusalOf } from '../capabilities/capabilities'
import type { AccountsHttp } from './accounts-http'
import { approveWithoutBrowser } from './demo-consent'
import { createTokenHolder, type ServiceEndpoints } from './session-credentials'

export type { ServiceEndpoints }
import { initialPhase, nextPhase, publicState, type Phase, type SessionEvent } from './session-phase'
import { createTokenEndpoint } from './token-endpoint'

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
  /** The sign-in could not be written to the secret store (why): it lasts until Encore quits. */
  onNotKept?: (reason: string) => void
  timeoutMs?: number
  /** Test seam: the HTTP of the sign-in (token endpoint, the demo's consent). */
  accountsHttp?: AccountsHttp
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

/** The I/O of the sign-in waiting for the user: where it signs in and the receiver listening for its answer. */
interface LiveAttempt {
  id: number
  profile: ServiceKind
  endpoints: ServiceEndpoints | undefined
  receiver: LoopbackReceiver | undefined
}

/** Why nobody is signed in when the kept sign-in could not be read. */
const keptUnreadable = (reason: string): SignOutReason => ({
  code: 'kept-unreadable',
  message: `Encore could not read the sign-in it kept on this computer: ${reason}. Sign in again.`,
})

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * The sign-in session: Authorization Code with PKCE over a loopback redirect, the token lifecycle (refresh
 * with rotation, invalid_grant → signed out with a reason), and where the refresh token is kept. The phase
 * moves only through `nextPhase` (session-phase.ts); this driver does the I/O and reports events. Tokens stay
 * inside this object: the state it publishes never holds one.
 */
export function createSessionService(deps: SessionDeps): SessionService {
  const { logger, clock, redactor } = deps
  const timeoutMs = deps.timeoutMs ?? DEFAULT_SIGN_IN_TIMEOUT_MS
  let phase: Phase = initialPhase
  /** Advances whenever a session or sign-in ends or starts: late answers of the old one are then dropped. */
  const generation = new Generation()
  let nextAttemptId = 1
  let live: LiveAttempt | undefined
  const endedListeners = new Set<() => void>()

  const settings = (): Settings => deps.settings.get()
  const keptStore = createKeptSessionStore({
    secretStore: deps.secretStore,
    logger,
    redactor,
    allowUnencrypted: () => settings().security.allowUnencryptedTokenStorage,
    onNotKept: deps.onNotKept,
    // Nobody is signed in though someone was: the page says why (a damaged secrets file, say).
    onUnreadable: (reason) => move({ type: 'ended', reason: keptUnreadable(reason) }),
  })
  /** Saves the live session according to the policy; answers where the token now lives. */
  const keep = async (): Promise<TokenStorage> => {
    const current = tokens.current()
    return current ? keptStore.keep(current) : 'memory'
  }

  const state = (): SessionState => publicState(phase, settings().profile)

  /** Moves the phase by one event and publishes the new state when it changed. */
  const move = (event: SessionEvent) => {
    const next = nextPhase(phase, event)
    if (next === phase) return
    phase = next
    deps.emit(state())
  }

  // ---- tokens -----------------------------------------------------------------------------------------

  const tokens = createTokenHolder({
    clock,
    redactor,
    onRefused: (reason) => endSession({ code: 'session-ended', message: reason }),
    async onRenewed(renewed, rotated) {
      if (rotated) move({ type: 'storage-changed', storage: await keep() })
      move({ type: 'scopes-changed', scopes: renewed.scopes })
    },
  })
  const tokenProvider = tokens.provider

  // ---- ending a session ------------------------------------------------------------------------------

  /** Stops the waiting sign-in's receiver; its late answers are ignored from now on. */
  const stopAttempt = () => {
    live?.receiver?.cancel()
    live = undefined
  }

  /** Forgets every token (memory and disk), drops per-user caches, publishes signed-out with the reason. */
  async function endSession(reason: SignOutReason | null): Promise<void> {
    generation.advance()
    stopAttempt()
    const hadSession =
      tokens.current() !== undefined || phase.kind === 'signed-in' || phase.kind === 'restoring'
    tokens.clear()
    move({ type: 'ended', reason })
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
    const creds = tokens.current()
    if (!creds) return 'stale'
    const user = await deps.loadProfile(creds.endpoints, tokenProvider)
    if (!generation.isCurrent(startedIn)) return 'stale'
    const storage = await keep()
    if (!generation.isCurrent(startedIn)) return 'stale'
    const current = tokens.current() ?? creds
    move({ type: 'signed-in', profile: current.endpoints.profile, user, storage, scopes: current.scopes })
    logger.info('Signed in', { profile, scopes: current.scopes.length })
    return 'signed-in'
  }

  const failAttempt = (attempt: LiveAttempt, reason: SignOutReason) => {
    if (live !== attempt) return
    stopAttempt()
    tokens.clear()
    logger.info('Sign-in did not complete', { reason: reason.code })
    move({ type: 'attempt-failed', attemptId: attempt.id, reason })
  }

  /** Waits for the answer, exchanges the code, loads the profile. Runs after signIn has answered. */
  const runAttempt = async (
    attempt: LiveAttempt,
    receiver: LoopbackReceiver,
    verifier: string,
    startedIn: number,
  ) => {
    const endpoints = attempt.endpoints!
    const outcome = await receiver.outcome
    if (live !== attempt || !generation.isCurrent(startedIn)) return
    if (!outcome.ok) {
      failAttempt(attempt, { code: outcome.reason, message: outcome.message })
      return
    }
    try {
      const endpoint = createTokenEndpoint({
        accountsUrl: endpoints.accountsUrl,
        clientId: endpoints.clientId,
        ...(deps.accountsHttp ? { http: deps.accountsHttp } : {}),
      })
      const answer = await endpoint.exchangeCode({
        code: outcome.code,
        redirectUri: receiver.redirectUri,
        codeVerifier: verifier,
      })
      if (live !== attempt || !generation.isCurrent(startedIn)) return
      tokens.adopt(endpoints, endpoint, answer)
      if ((await completeWith(startedIn, attempt.profile)) === 'signed-in' && live === attempt)
        live = undefined
    } catch (error) {
      if (!generation.isCurrent(startedIn)) return
      const refused = error instanceof EncoreError ? refusalOf(error) : null
      failAttempt(
        attempt,
        refused
          ? { code: 'account-refused', message: refused.message }
          : {
              code: 'failed',
              message: `The sign-in could not be completed: ${redactor.redact(message(error))}`,
            },
      )
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
    const startedIn = generation.advance()
    const endpoints: ServiceEndpoints = {
      profile: 'spotify',
      apiUrl: current.apiUrl,
      accountsUrl: kept.accountsUrl,
      clientId: kept.clientId,
    }
    tokens.hold({
      endpoints,
      endpoint: createTokenEndpoint({
        accountsUrl: endpoints.accountsUrl,
        clientId: endpoints.clientId,
        ...(deps.accountsHttp ? { http: deps.accountsHttp } : {}),
      }),
      accessToken: undefined,
      refreshToken: kept.refreshToken,
      expiresAt: 0,
      scopes: kept.scopes,
    })
    move({ type: 'restore-started', profile: 'spotify' })
    try {
      await tokenProvider.refresh()
      return (await completeWith(startedIn, 'spotify')) === 'signed-in' ? 'signed-in' : 'failed'
    } catch (error) {
      if (error instanceof SessionEndedError) return 'ended'
      if (generation.isCurrent(startedIn)) {
        tokens.clear()
        move({
          type: 'restore-failed',
          reason: {
            code: 'failed',
            message: `Encore could not renew your Spotify sign-in (${redactor.redact(message(error))}). It is still kept: choose Sign in to try again.`,
          },
        })
      }
      return 'failed'
    }
  }

  /** Where the user approves: the system browser in the desktop app, the page itself in browser mode. */
  const pageOpener = (): 'system-browser' | 'page' => (deps.urlOpener ? 'system-browser' : 'page')

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
    stopAttempt()
    if (phase.kind === 'signed-in' || tokens.current()) await endSession(null)

    if (profile === 'spotify') {
      const kept = await keptStore.read()
      if (kept?.profile === 'spotify') {
        const resumed = await resume(kept)
        if (resumed !== 'ended') return state()
      }
    }

    const startedIn = generation.advance()
    const attempt: LiveAttempt = { id: nextAttemptId++, profile, endpoints: undefined, receiver: undefined }
    live = attempt
    move({
      type: 'attempt-started',
      attemptId: attempt.id,
      profile,
      openedBy: pageOpener(),
      expiresAt: clock.now() + timeoutMs,
    })

    try {
      attempt.endpoints = await deps.resolveEndpoints(profile)
      if (live !== attempt) return state()
      const pkce = createPkcePair(deps.random)
      const stateParam = createState(deps.random)
      const receiver = await startLoopbackReceiver({
        state: stateParam,
        port: profile === 'spotify' ? current.spotify.redirectPort : null,
        timeoutMs,
        clock,
      })
      if (live !== attempt) {
        receiver.cancel()
        return state()
      }
      attempt.receiver = receiver
      const listening = { redirectUri: receiver.redirectUri, expiresAt: clock.now() + timeoutMs }
      const authorizeUrl = buildAuthorizeUrl({
        accountsUrl: attempt.endpoints.accountsUrl,
        clientId: attempt.endpoints.clientId,
        redirectUri: receiver.redirectUri,
        codeChallenge: pkce.challenge,
        state: stateParam,
        // The user chose to see the demo's consent page: show it even when approved before.
        showDialog: profile === 'demo' && !current.demo.skipConsent,
      })
      void runAttempt(attempt, receiver, pkce.verifier, startedIn)

      if (profile === 'demo' && current.demo.skipConsent) {
        move({ type: 'consent-skipped', attemptId: attempt.id, ...listening })
        if (await approveWithoutBrowser(authorizeUrl, receiver.redirectUri, deps.accountsHttp)) return state()
        // The demo showed its consent page after all: hand it to the user like any other.
      }
      if (live !== attempt) return state()
      move({ type: 'page-ready', attemptId: attempt.id, authorizeUrl, openedBy: pageOpener(), ...listening })
      if (deps.urlOpener) await deps.urlOpener.open(authorizeUrl)
      return state()
    } catch (error) {
      if (generation.isCurrent(startedIn)) {
        failAttempt(attempt, {
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
      if (phase.kind !== 'signed-out' || tokens.current()) {
        void endSession({
          code: 'signed-out',
          message: `You switched to ${next.profile === 'demo' ? 'the demo service' : 'Spotify'}; sign in to continue.`,
        })
      }
      return
    }
    const liveProfile = tokens.current()?.endpoints.profile ?? live?.profile
    if (liveProfile === 'spotify') {
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
      void keep().then((storage) => move({ type: 'storage-changed', storage }))
    }
  })

  return {
    state,
    tokenProvider,
    endpoints: () => tokens.current()?.endpoints ?? live?.endpoints,
    signInOrigins: () => {
      if (phase.kind !== 'signing-in' || !live?.endpoints) return []
      try {
        return [new URL(live.endpoints.accountsUrl).origin]
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
      stopAttempt()
      generation.advance()
      tokens.clear()
      move({ type: 'cancelled' })
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
      generation.advance()
    },
  }
}
