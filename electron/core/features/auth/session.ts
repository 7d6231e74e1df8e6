import type { ServiceKind, SessionState } from '../../../contract'
import type { TokenProvider } from '../../service/api/token-provider'
import type { Disposable } from '../../base/disposables'
import type { Event } from '../../base/emitter'
import { EncoreError } from '../../base/errors'
import type { SettingsService } from '../settings'
import { DEFAULT_SIGN_IN_TIMEOUT_MS } from './loopback-receiver'
import { createSessionCore, sessionSays, type SessionCore } from './session-core'
import type { ServiceEndpoints } from './session-credentials'
import { resumeKept } from './session-resume'
import type { SessionDeps } from './session-deps'
import { startAttempt } from './sign-in-attempt'

export type { ServiceEndpoints }
export type { SessionDeps }

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
    again?: boolean | undefined
  }): Promise<SessionState>
  cancelSignIn(): SessionState
  /** Opens the waiting sign-in's page in the system browser again (the user closed the tab). */
  reopenSignInPage(): Promise<SessionState>
  signOut(): Promise<SessionState>
  /** At start: renews a kept sign-in, or signs in to the demo again when consent is skipped. */
  restore(): Promise<void>
  /**
   * The service the kept sign-in is for (its profile, Client ID and addresses; never its token), for settings
   * repaired at start to follow it rather than lose it.
   */
  keptService(): Promise<KeptService | undefined>
  /** The service may be back (resume from sleep, a network change): a waiting sign-in is tried at once. */
  retryNow(): void
  /** Called whenever a session ends (sign out, switch, revoked): per-user caches are dropped here. */
  onSessionEnded: Event<void>
  dispose(): Promise<void>
}

/**
 * The sign-in session: Authorization Code with PKCE over a loopback redirect (sign-in-attempt.ts), the token
 * lifecycle (refresh with rotation, invalid_grant → signed out with a reason), the renewal of a kept sign-in
 * (session-resume.ts), and where the refresh token is kept. The phase moves only through `nextPhase`
 * (session-phase.ts); session-core.ts holds what these parts share. Tokens stay inside: the state it publishes
 * never holds one.
 */
export type KeptService =
  { profile: 'demo' } | { profile: 'spotify'; clientId: string; accountsUrl: string; apiUrl: string }

export function createSessionService(deps: SessionDeps): SessionService {
  const timeoutMs = deps.timeoutMs ?? DEFAULT_SIGN_IN_TIMEOUT_MS
  const core = createSessionCore(deps)
  let nextAttemptId = 1

  async function signIn(
    input: {
      profile?: ServiceKind | undefined
      skipConsent?: boolean | undefined
      again?: boolean | undefined
    } = {},
  ) {
    const patch: Parameters<SettingsService['update']>[0] = {}
    const before = deps.settings.get()
    if (input.profile && input.profile !== before.profile) patch.profile = input.profile
    if (input.skipConsent !== undefined && input.skipConsent !== before.demo.skipConsent)
      patch.demo = { skipConsent: input.skipConsent }
    if (Object.keys(patch).length) deps.settings.update(patch)

    const current = deps.settings.get()
    const profile = current.profile
    if (profile === 'spotify' && !current.spotify.clientId) {
      throw new EncoreError('INVALID_INPUT', sessionSays(deps)('refusal.clientId'), {
        field: 'spotify.clientId',
      })
    }

    // A new sign-in replaces whatever was there.
    core.stopAttempt()
    if (core.phase().kind === 'signed-in' || core.credentials()) await core.endSession(null)

    // Signing in again agrees anew on the service's page: the kept sign-in is not renewed instead.
    if (profile === 'spotify' && !input.again) {
      const kept = await core.readKept()
      if (kept?.profile === 'spotify' && (await resumeKept(core, kept)) !== 'ended') return core.state()
    }
    return startAttempt(core, nextAttemptId++, profile, current, timeoutMs)
  }

  const stopFollowing = followSettings(core)

  return {
    state: core.state,
    tokenProvider: core.tokenProvider,
    endpoints: () => core.credentials()?.endpoints ?? core.live()?.endpoints,
    signInOrigins: () => signInOrigins(core),
    signIn,
    async reopenSignInPage() {
      const phase = core.phase()
      if (phase.kind !== 'signing-in' || !phase.attempt.authorizeUrl) {
        throw new EncoreError('INVALID_INPUT', sessionSays(deps)('refusal.nothingWaiting'))
      }
      if (!deps.urlOpener) {
        throw new EncoreError('UNAVAILABLE', sessionSays(deps)('refusal.noBrowser'))
      }
      await deps.urlOpener.open(phase.attempt.authorizeUrl)
      return core.state()
    },
    cancelSignIn() {
      if (core.phase().kind !== 'signing-in') return core.state()
      core.stopAttempt()
      core.advance()
      core.clearTokens()
      core.move({ type: 'cancelled', message: sessionSays(deps)('reason.cancelled') })
      return core.state()
    },
    async signOut() {
      await core.endSession({
        code: 'signed-out',
        message: sessionSays(deps)('reason.signedOut'),
      })
      return core.state()
    },
    async restore() {
      const kept = await core.readKept()
      if (!kept) return
      const settings = deps.settings.get()
      if (kept.profile !== settings.profile) {
        await core.forgetKept()
        return
      }
      if (kept.profile === 'demo') {
        if (!settings.demo.skipConsent) return
        // The demo signs in afresh; should it not answer then, it is shown as the user kept, waiting.
        core.restoreAs(kept.user)
        await signIn()
        return
      }
      await resumeKept(core, kept)
    },
    keptService: () => keptService(core),
    retryNow: () => core.retryNow(),
    onSessionEnded: core.onSessionEnded,
    async dispose() {
      stopFollowing.dispose()
      core.stopTrying()
      core.stopAttempt()
      core.advance()
    },
  }
}

/** While a sign-in waits, the origin of its service's sign-in page (the page may be framed from there only). */
function signInOrigins(core: SessionCore): string[] {
  const live = core.live()
  if (core.phase().kind !== 'signing-in' || !live?.endpoints) return []
  try {
    return [new URL(live.endpoints.accountsUrl).origin]
  } catch {
    return []
  }
}

/** The service of the kept sign-in, without its tokens: repaired settings follow it. */
async function keptService(core: SessionCore): Promise<KeptService | undefined> {
  const kept = await core.readKept()
  if (!kept) return undefined
  if (kept.profile === 'demo') return { profile: 'demo' }
  return { profile: 'spotify', clientId: kept.clientId, accountsUrl: kept.accountsUrl, apiUrl: kept.apiUrl }
}

/**
 * Settings that end the session: another profile, other Spotify endpoints or Client ID. Allowing or refusing
 * unencrypted storage keeps the signed-in session where it may now live.
 */
function followSettings(core: SessionCore): Disposable {
  // The bus says what the settings are now; what they were is remembered here.
  let known = core.deps.settings.get()
  return core.deps.bus.on('settings.changed', ({ values: next }) => {
    const previous = known
    known = next
    if (next.profile !== previous.profile) {
      if (core.phase().kind !== 'signed-out' || core.credentials()) {
        void core.endSession({
          code: 'service-changed',
          message: sessionSays(core.deps)(
            next.profile === 'demo' ? 'reason.switchedToDemo' : 'reason.switchedToSpotify',
          ),
        })
      }
      return
    }
    const liveProfile = core.credentials()?.endpoints.profile ?? core.live()?.profile
    if (liveProfile === 'spotify') {
      const a = previous.spotify
      const b = next.spotify
      if (a.clientId !== b.clientId || a.accountsUrl !== b.accountsUrl || a.apiUrl !== b.apiUrl) {
        void core.endSession({
          code: 'service-changed',
          message: sessionSays(core.deps)('reason.spotifyChanged'),
        })
        return
      }
    }
    if (
      next.security.allowUnencryptedTokenStorage !== previous.security.allowUnencryptedTokenStorage &&
      core.phase().kind === 'signed-in'
    ) {
      void core.keep().then((storage) => core.move({ type: 'storage-changed', storage }))
    }
  })
}
