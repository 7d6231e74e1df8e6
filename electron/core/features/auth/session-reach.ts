import type { Generation, ServiceKind, SignOutReason, TokenStorage, UserSummary } from '../../../contract'
import { refusalOf } from '../../service/capabilities/capabilities'
import { EncoreError } from '../../base/errors'
import type { SessionDeps } from './session-deps'
import type { SessionEvent } from './session-phase'
import type { TokenHolder } from './session-credentials'
import { restoreFailureOf } from './session-waiting'

/** Reaching the service with tokens in hand: a sign-in's completion and a waiting sign-in's tries. */

/** What is kept beside the tokens: who signed in (from the profile) and when they agreed (epoch ms). */
export interface SessionAbout {
  user?: UserSummary | undefined
  consentAt?: number | undefined
}

/** What of the session core finishing a sign-in reaches (its own state, shared with session-core.ts). */
export interface SessionShared {
  deps: SessionDeps
  keep(): Promise<TokenStorage>
  move(event: SessionEvent): void
  endSession(reason: SignOutReason | null): Promise<void>
  tokens: TokenHolder
  generation: Generation
  about: SessionAbout & { restoring?: UserSummary | undefined }
}

/** Shows a kept sign-in the service has not answered yet as signed in, and tries it again (session-core.ts). */
type WaitFor = (startedIn: number, profile: ServiceKind, user: UserSummary) => Promise<void>

/**
 * Finishes a sign-in with tokens in hand: reads the profile, keeps the token, publishes signed-in. When the
 * service does not answer and a kept sign-in is being restored, it is shown signed in and waiting instead.
 */
export async function complete(
  core: SessionShared,
  startedIn: number,
  profile: ServiceKind,
  waitFor: WaitFor,
): Promise<'signed-in' | 'waiting' | 'stale'> {
  const { deps, tokens, generation, about, keep, move } = core
  const creds = tokens.current()
  if (!creds) return 'stale'
  let user: UserSummary
  try {
    user = await deps.loadProfile(creds.endpoints, tokens.provider)
  } catch (error) {
    const kept = about.restoring
    if (!kept || restoreFailureOf(error) !== 'passing' || !generation.isCurrent(startedIn)) throw error
    await waitFor(startedIn, profile, kept)
    return 'waiting'
  }
  if (!generation.isCurrent(startedIn)) return 'stale'
  about.user = user
  about.restoring = undefined
  const storage = await keep()
  if (!generation.isCurrent(startedIn)) return 'stale'
  const current = tokens.current() ?? creds
  move({ type: 'signed-in', profile: current.endpoints.profile, user, storage, scopes: current.scopes })
  deps.logger.info('Signed in', { profile, scopes: current.scopes.length })
  return 'signed-in'
}

/** One try to confirm a waiting sign-in: renew the token if none is in hand, then read who is signed in. */
export async function reach(
  core: SessionShared,
  startedIn: number,
  renew: () => Promise<unknown>,
): Promise<'done' | 'again' | 'stop'> {
  const { deps, tokens, generation, about, keep, move, endSession } = core
  const creds = tokens.current()
  if (!creds || !generation.isCurrent(startedIn)) return 'stop'
  try {
    if (creds.accessToken === undefined) await renew()
    const now = tokens.current()
    if (!now || !generation.isCurrent(startedIn)) return 'stop'
    const user = await deps.loadProfile(now.endpoints, tokens.provider)
    if (!generation.isCurrent(startedIn)) return 'stop'
    about.user = user
    about.restoring = undefined
    const storage = await keep()
    if (!generation.isCurrent(startedIn)) return 'stop'
    move({ type: 'reached', user, scopes: tokens.current()?.scopes ?? now.scopes })
    move({ type: 'storage-changed', storage })
    deps.logger.info('The service answered; the kept sign-in goes on')
    return 'done'
  } catch (error) {
    const failure = restoreFailureOf(error)
    // A refused token already ended the session (the token holder's onRefused).
    if (failure === 'ended') return 'stop'
    if (failure === 'account-refused' && generation.isCurrent(startedIn)) {
      const refusal = error instanceof EncoreError ? refusalOf(error) : null
      await endSession({
        code: 'account-refused',
        message: refusal?.message ?? (error instanceof Error ? error.message : String(error)),
      })
      return 'stop'
    }
    return generation.isCurrent(startedIn) ? 'again' : 'stop'
  }
}
