import { refusalOf } from '../../service/capabilities/capabilities'
import { EncoreError } from '../../base/errors'
import type { Clock } from '../../base/ports'
import type { KeptSession } from './kept-session'
import { message, sessionSays, type SessionCore } from './session-core'
import { SLOW_RENEWAL_MS, type ServiceEndpoints } from './session-credentials'
import { restoreFailureOf } from './session-waiting'
import { createTokenEndpoint } from './token-endpoint'

/** Whether `work` settled within `ms` on `clock` (its outcome is the caller's to await). */
function settlesWithin(work: Promise<unknown>, clock: Clock, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = clock.setTimeout(() => resolve(false), ms)
    const settled = () => {
      clock.clearTimeout(timer)
      resolve(true)
    }
    work.then(settled, settled)
  })
}

/**
 * Renews a kept Spotify sign-in without a browser: the kept refresh token buys an access token, then the
 * profile completes the sign-in. `ended`: the kept one was for other settings (forgotten) or was refused;
 * `failed`: it could not be renewed now (it stays kept). A service that does not answer never ends it: the
 * person is shown signed in and offline with who was kept, and it is tried again until the service answers.
 */
export async function resumeKept(
  core: SessionCore,
  kept: Extract<KeptSession, { profile: 'spotify' }>,
): Promise<'signed-in' | 'ended' | 'failed'> {
  const { deps } = core
  const current = deps.settings.get().spotify
  if (kept.clientId !== current.clientId || kept.accountsUrl !== current.accountsUrl) {
    await core.forgetKept()
    return 'ended'
  }
  const startedIn = core.advance()
  const endpoints: ServiceEndpoints = {
    profile: 'spotify',
    apiUrl: current.apiUrl,
    accountsUrl: kept.accountsUrl,
    clientId: kept.clientId,
  }
  core.holdTokens({
    endpoints,
    endpoint: createTokenEndpoint({
      accountsUrl: endpoints.accountsUrl,
      clientId: endpoints.clientId,
      ...(deps.accountsHttp ? { http: deps.accountsHttp } : {}),
      ...(deps.language ? { language: deps.language } : {}),
    }),
    accessToken: undefined,
    refreshToken: kept.refreshToken,
    expiresAt: 0,
    scopes: kept.scopes,
  })
  core.restoreAs(kept.user)
  core.consentedAt(kept.consentAt)
  core.move({ type: 'restore-started', profile: 'spotify' })
  const renewing = core.tokenProvider.refresh()
  try {
    if (kept.user && !(await settlesWithin(renewing, deps.clock, SLOW_RENEWAL_MS))) {
      // Slow, not gone: the waiting loop awaits this very renewal (the token holder shares the one in flight),
      // and meets its refusal or failure.
      renewing.catch(() => undefined)
      if (!core.isCurrent(startedIn)) return 'failed'
      await core.waitFor(startedIn, 'spotify', kept.user)
      return 'signed-in'
    }
    await renewing
    const done = await core.completeWith(startedIn, 'spotify')
    return done === 'stale' ? 'failed' : 'signed-in'
  } catch (error) {
    const failure = restoreFailureOf(error)
    if (failure === 'ended') return 'ended'
    if (!core.isCurrent(startedIn)) return 'failed'
    if (failure === 'account-refused') {
      const refusal = error instanceof EncoreError ? refusalOf(error) : null
      await core.endSession({ code: 'account-refused', message: refusal?.message ?? message(error) })
      return 'ended'
    }
    // Never given up for the service's absence: shown signed in and offline while Encore tries again.
    if (failure === 'passing' && kept.user) {
      await core.waitFor(startedIn, 'spotify', kept.user)
      return 'signed-in'
    }
    deps.logger.warn('The kept sign-in could not be renewed', { error: deps.redactor.redact(message(error)) })
    if (failure === 'passing') {
      // Kept by a version that did not keep who signed in: nobody to show, so it waits as restoring.
      core.keepTrying(() => retryRestore(core))
      return 'failed'
    }
    core.clearTokens()
    core.restoreAs(undefined)
    core.move({
      type: 'restore-failed',
      reason: {
        code: 'failed',
        message: sessionSays(deps)('reason.renewFailed'),
      },
    })
    return 'failed'
  }
}

/** One more try of a kept sign-in that waits with nobody to show (the phase stays restoring meanwhile). */
async function retryRestore(core: SessionCore): Promise<'done' | 'again' | 'stop'> {
  if (core.phase().kind !== 'restoring') return 'stop'
  // Read again: a refresh that went through meanwhile kept a rotated token.
  const kept = await core.readKept()
  if (kept?.profile !== 'spotify') return 'stop'
  const outcome = await resumeKept(core, kept)
  if (outcome === 'failed' && core.phase().kind === 'restoring') return 'again'
  return 'done'
}
