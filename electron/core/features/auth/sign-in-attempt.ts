import type { ServiceKind, SessionState, Settings, SignOutReason } from '../../../contract'
import { refusalOf } from '../../service/capabilities/capabilities'
import { EncoreError } from '../../base/errors'
import { forPerson, SIGN_IN_FAILED_WORDS } from '../../base/person-words'
import { buildAuthorizeUrl } from './authorize-url'
import { AccountsUnreachable } from './accounts-http'
import { approveWithoutBrowser } from './demo-consent'
import { startLoopbackReceiver, type LoopbackReceiver } from './loopback-receiver'
import { createPkcePair, createState } from './pkce'
import { message, sessionSays, type LiveAttempt, type SessionCore } from './session-core'
import { waitForDemo } from './demo-rejoin'
import { restoreFailureOf } from './session-waiting'
import { createTokenEndpoint } from './token-endpoint'

/** Where the user approves: the system browser in the desktop app, the page itself in browser mode. */
const pageOpener = (core: SessionCore): 'system-browser' | 'page' =>
  core.deps.urlOpener ? 'system-browser' : 'page'

/**
 * A demo sign-in restored at start that the service did not answer: shown signed in as the user kept, waiting,
 * instead of failed. Answers false when this failure is not one to wait out.
 */
function waitInstead(core: SessionCore, attempt: LiveAttempt, startedIn: number, error: unknown): boolean {
  const user = core.restoring()
  if (!user || !attempt.endpoints || core.live() !== attempt || !core.isCurrent(startedIn)) return false
  if (restoreFailureOf(error) !== 'passing') return false
  core.stopAttempt()
  void waitForDemo(core, startedIn, attempt.endpoints, user)
  return true
}

/** Why, in the language spoken: the accounts service out of reach in words, else the error's own. */
function whyIn(deps: Parameters<typeof sessionSays>[0], error: unknown): string {
  if (!(error instanceof AccountsUnreachable)) return message(error)
  const key = error.timedOut ? 'rare.accountsTimedOut' : 'rare.accountsUnreachable'
  return sessionSays(deps)(key, { reason: error.reason })
}

function failAttempt(core: SessionCore, attempt: LiveAttempt, reason: SignOutReason): void {
  if (core.live() !== attempt) return
  core.stopAttempt()
  core.clearTokens()
  // A later sign-in the person starts is theirs: it fails as itself rather than waiting as the kept one.
  core.restoreAs(undefined)
  core.deps.logger.info('Sign-in did not complete', { reason: reason.code })
  core.move({
    type: 'attempt-failed',
    attemptId: attempt.id,
    reason: forPerson(reason, core.deps.logger, 'A sign-in', SIGN_IN_FAILED_WORDS),
  })
}

/** Waits for the answer, exchanges the code, loads the profile. Runs after the sign-in has answered. */
async function runAttempt(
  core: SessionCore,
  attempt: LiveAttempt,
  receiver: LoopbackReceiver,
  verifier: string,
  startedIn: number,
): Promise<void> {
  const { deps } = core
  const endpoints = attempt.endpoints!
  const outcome = await receiver.outcome
  if (core.live() !== attempt || !core.isCurrent(startedIn)) return
  if (!outcome.ok) {
    failAttempt(core, attempt, { code: outcome.reason, message: outcome.message })
    return
  }
  try {
    const endpoint = createTokenEndpoint({
      accountsUrl: endpoints.accountsUrl,
      clientId: endpoints.clientId,
      ...(deps.accountsHttp ? { http: deps.accountsHttp } : {}),
      ...(deps.language ? { language: deps.language } : {}),
    })
    const answer = await endpoint.exchangeCode({
      code: outcome.code,
      redirectUri: receiver.redirectUri,
      codeVerifier: verifier,
    })
    if (core.live() !== attempt || !core.isCurrent(startedIn)) return
    core.adoptTokens(endpoints, endpoint, answer)
    // The person agreed just now: the service ends this sign-in six months from here.
    core.consentedAt(deps.clock.now())
    if ((await core.completeWith(startedIn, attempt.profile)) !== 'stale' && core.live() === attempt)
      core.setLive(undefined)
  } catch (error) {
    if (!core.isCurrent(startedIn)) return
    if (attempt.profile === 'demo' && waitInstead(core, attempt, startedIn, error)) return
    const refused = error instanceof EncoreError ? refusalOf(error) : null
    failAttempt(
      core,
      attempt,
      refused
        ? { code: 'account-refused', message: refused.message }
        : {
            code: 'failed',
            message: sessionSays(deps)('service.notCompleted', {
              reason: deps.redactor.redact(whyIn(deps, error)),
            }),
          },
    )
  }
}

/**
 * Starts a sign-in with a browser (Authorization Code with PKCE over a loopback redirect): resolves the
 * service, listens for its answer, and hands the authorize page to the user, or approves the demo's at once
 * when consent is skipped. Answers as soon as the user has something to do; the rest runs on.
 */
export async function startAttempt(
  core: SessionCore,
  attemptId: number,
  profile: ServiceKind,
  current: Settings,
  timeoutMs: number,
): Promise<SessionState> {
  const { deps } = core
  const { clock, redactor } = deps
  const startedIn = core.advance()
  const attempt: LiveAttempt = { id: attemptId, profile, endpoints: undefined, receiver: undefined }
  core.setLive(attempt)
  core.move({
    type: 'attempt-started',
    attemptId: attempt.id,
    profile,
    openedBy: pageOpener(core),
    expiresAt: clock.now() + timeoutMs,
  })

  try {
    attempt.endpoints = await deps.resolveEndpoints(profile)
    if (core.live() !== attempt) return core.state()
    const pkce = createPkcePair(deps.random)
    const stateParam = createState(deps.random)
    const receiver = await startLoopbackReceiver({
      state: stateParam,
      port: profile === 'spotify' ? current.spotify.redirectPort : null,
      timeoutMs,
      clock,
      ...(deps.language ? { language: deps.language } : {}),
    })
    if (core.live() !== attempt) {
      receiver.cancel()
      return core.state()
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
    void runAttempt(core, attempt, receiver, pkce.verifier, startedIn)

    if (profile === 'demo' && current.demo.skipConsent) {
      core.move({ type: 'consent-skipped', attemptId: attempt.id, ...listening })
      const silent = sessionSays(deps)('refusal.demoSilent')
      if (await approveWithoutBrowser(authorizeUrl, receiver.redirectUri, deps.accountsHttp, silent))
        return core.state()
      // The demo showed its consent page after all: hand it to the user like any other.
    }
    if (core.live() !== attempt) return core.state()
    core.move({
      type: 'page-ready',
      attemptId: attempt.id,
      authorizeUrl,
      openedBy: pageOpener(core),
      ...listening,
    })
    if (deps.urlOpener) await deps.urlOpener.open(authorizeUrl)
    return core.state()
  } catch (error) {
    if (profile === 'demo' && waitInstead(core, attempt, startedIn, error)) return core.state()
    if (core.isCurrent(startedIn)) {
      failAttempt(core, attempt, {
        code: 'failed',
        message:
          error instanceof EncoreError
            ? redactor.redact(error.message)
            : sessionSays(deps)('service.notStarted', { reason: redactor.redact(whyIn(deps, error)) }),
      })
    }
    return core.state()
  }
}
