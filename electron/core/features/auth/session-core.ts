import {
  Generation,
  type ServiceKind,
  type SessionState,
  type ShownLanguage,
  type SignOutReason,
  type TokenStorage,
  type UserSummary,
} from '../../../contract'
import { Emitter, type Event } from '../../base/emitter'
import { forPerson, SIGN_IN_FAILED_WORDS } from '../../base/person-words'
import { wordsIn, wordsNow } from '../../base/words'
import { signInWords } from './sign-in-words'
import { createKeptSessionStore, type KeptSession, type KeptSessionStore } from './kept-session'
import type { LoopbackReceiver } from './loopback-receiver'
import type { SessionDeps } from './session-deps'
import {
  createTokenHolder,
  type Credentials,
  type ServiceEndpoints,
  type TokenHolder,
} from './session-credentials'
import type { TokenEndpoint, TokenSet } from './token-endpoint'
import type { TokenProvider } from '../../service/api/token-provider'
import { initialPhase, nextPhase, publicState, type Phase, type SessionEvent } from './session-phase'
import { createWaitingLoop, type WaitingLoop } from './session-waiting'
import { complete, reach, type SessionAbout } from './session-reach'

export type { SessionAbout }

/** The I/O of the sign-in waiting for the user: where it signs in and the receiver listening for its answer. */
export interface LiveAttempt {
  id: number
  profile: ServiceKind
  endpoints: ServiceEndpoints | undefined
  receiver: LoopbackReceiver | undefined
}

/** Spotify ends every sign-in this many months after the person agreed, however often it was renewed. */
export const SIGN_IN_LIFETIME_MONTHS = 6

/** When a sign-in agreed to at `consentAt` ends (epoch ms), in calendar months. */
export function signInEndsAt(consentAt: number): number {
  const ends = new Date(consentAt)
  ends.setUTCMonth(ends.getUTCMonth() + SIGN_IN_LIFETIME_MONTHS)
  return ends.getTime()
}

/** The state the page shows: a Spotify sign-in says when the service will end it. */
function shownState(phase: Phase, profile: ServiceKind, consentAt: number | undefined): SessionState {
  const shown = publicState(phase, profile)
  if (shown.status !== 'signed-in' || shown.profile !== 'spotify' || consentAt === undefined) return shown
  return { ...shown, signInEndsAt: signInEndsAt(consentAt) }
}

/** Why nobody is signed in when the kept sign-in could not be read. */
const keptUnreadable = (reason: string, language: ShownLanguage): SignOutReason => ({
  code: 'kept-unreadable',
  message: wordsIn(signInWords, language)('reason.keptUnreadable', { reason }),
})

/** The language the session speaks now (its deps' port; absent: English). */
export const sessionSays = (deps: Pick<SessionDeps, 'language'>) => wordsNow(signInWords, deps.language)

export function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * What the parts of the session share: the phase (moved only through `nextPhase`), the generation that makes
 * late answers stale, the sign-in waiting for the user, the tokens and where they are kept, and how a session
 * ends or completes. The sign-in attempt (sign-in-attempt.ts), the renewal of a kept sign-in
 * (session-resume.ts), the demo's rejoin (demo-rejoin.ts) and the service (session.ts) drive it through these
 * operations only: the state itself is this core's own.
 */
export interface SessionCore {
  readonly deps: SessionDeps
  /** A session or sign-in starts or ends: late answers of the one before are dropped from now on. */
  advance(): number
  /** Whether `startedIn` (what advance answered) is still the session or sign-in under way. */
  isCurrent(startedIn: number): boolean
  /** The live session's tokens, if any (read only: they change through the operations below). */
  credentials(): Credentials | undefined
  /** What the API client asks for a token (and a renewal) through. */
  readonly tokenProvider: TokenProvider
  /** Keeps the tokens of a token endpoint's answer. */
  adoptTokens(endpoints: ServiceEndpoints, endpoint: TokenEndpoint, answer: TokenSet): void
  /** Holds a kept refresh token with no access token yet; the first renewal renews it. */
  holdTokens(credentials: Credentials): void
  /** Forgets the tokens in memory (the kept sign-in stays). */
  clearTokens(): void
  /** The sign-in kept on this computer, if one is. */
  readKept(): Promise<KeptSession | undefined>
  /** Forgets the sign-in kept on this computer. */
  forgetKept(): Promise<void>
  phase(): Phase
  state(): SessionState
  /** Moves the phase by one event and publishes the new state when it changed. */
  move(event: SessionEvent): void
  /** The sign-in waiting for the user, if one is. */
  live(): LiveAttempt | undefined
  setLive(attempt: LiveAttempt | undefined): void
  /** Stops the waiting sign-in's receiver; its late answers are ignored from now on. */
  stopAttempt(): void
  /** Saves the live session according to the policy; answers where the token now lives. */
  keep(): Promise<TokenStorage>
  /** The user a kept sign-in being restored was for (shown while the service does not answer). */
  restoring(): UserSummary | undefined
  /** A kept sign-in for `user` is being restored; undefined: the sign-in under way is not a kept one. */
  restoreAs(user: UserSummary | undefined): void
  /** When the person agreed to this sign-in (epoch ms): it ends six months later. */
  consentedAt(at: number | undefined): void
  /** Tries `attempt` until it is done or stops, with backoff (see session-waiting.ts). */
  keepTrying(attempt: () => Promise<'done' | 'again' | 'stop'>): void
  /** What waits for the service tries at once (backoff starts over). */
  retryNow(): void
  stopTrying(): void
  /** Forgets every token (memory and disk), drops per-user caches, publishes signed-out with the reason. */
  endSession(reason: SignOutReason | null): Promise<void>
  /**
   * Finishes a sign-in with tokens in hand: reads the profile, keeps the token, publishes signed-in. When the
   * service does not answer and a kept sign-in is being restored, it is shown signed in and waiting instead.
   */
  completeWith(startedIn: number, profile: ServiceKind): Promise<'signed-in' | 'waiting' | 'stale'>
  /**
   * A kept sign-in the service has not answered yet (`startedIn` its generation): shown signed in as the user
   * it was kept for, and tried again with backoff until the service answers or refuses it.
   */
  waitFor(
    startedIn: number,
    profile: ServiceKind,
    user: UserSummary,
    renew?: () => Promise<unknown>,
  ): Promise<void>
  onSessionEnded: Event<void>
}

export function createSessionCore(deps: SessionDeps): SessionCore {
  const { logger, clock, redactor } = deps
  let phase: Phase = initialPhase
  let live: LiveAttempt | undefined
  const generation = new Generation()
  const ended = new Emitter<void>((error) =>
    deps.logger.error('A session-ended listener failed', { error: message(error) }),
  )
  // Who is signed in and since when, kept with the sign-in; `restoring`: the user a kept sign-in was for.
  const about: SessionAbout & { restoring?: UserSummary | undefined } = {}
  const waiting = createWaitingLoop(clock, logger)
  const keptStore = createKeptSessionStore({
    secretStore: deps.secretStore,
    logger,
    redactor,
    allowUnencrypted: () => deps.settings.get().security.allowUnencryptedTokenStorage,
    onNotKept: deps.onNotKept,
    // Nobody is signed in though someone was: the page says why (a damaged secrets file, say).
    onUnreadable: (reason) =>
      move({ type: 'ended', reason: keptUnreadable(reason, deps.language?.() ?? 'en') }),
  })

  const state = () => shownState(phase, deps.settings.get().profile, about.consentAt)
  const move = (event: SessionEvent) => {
    const next = nextPhase(phase, event)
    if (next === phase) return
    phase = next
    deps.emit(state())
  }
  const keep = async (): Promise<TokenStorage> => {
    const current = tokens.current()
    return current ? keptStore.keep({ ...current, user: about.user, consentAt: about.consentAt }) : 'memory'
  }
  const stopAttempt = () => {
    live?.receiver?.cancel()
    live = undefined
  }

  async function endSession(reason: SignOutReason | null): Promise<void> {
    generation.advance()
    stopAttempt()
    waiting.stop()
    about.user = undefined
    about.consentAt = undefined
    about.restoring = undefined
    const hadSession =
      tokens.current() !== undefined || phase.kind === 'signed-in' || phase.kind === 'restoring'
    tokens.clear()
    move({ type: 'ended', reason: reason && forPerson(reason, logger, 'A session', SIGN_IN_FAILED_WORDS) })
    await keptStore.forget()
    if (!hadSession) return
    ended.fire()
  }

  const tokens = createTokenHolder({
    clock,
    redactor,
    onRefused: (reason) => endSession({ code: 'session-ended', message: reason }),
    ...(deps.language ? { language: deps.language } : {}),
    // A slow renewal of the live session: "Waiting for Spotify…" until it answers (at start, resumeKept's).
    onSlow: () => move({ type: 'renewal-slow' }),
    async onRenewed(renewed, rotated) {
      if (rotated) move({ type: 'storage-changed', storage: await keep() })
      move({ type: 'scopes-changed', scopes: renewed.scopes })
      if (phase.kind === 'signed-in' && phase.waiting && !waiting.running())
        move({ type: 'reached', user: phase.user, scopes: renewed.scopes })
      // A read of the player renewed a waiting sign-in: the service answers, confirm it now.
      waiting.now()
    },
  })

  const shared = { deps, tokens, generation, about, keep, move, endSession }

  async function waitFor(
    startedIn: number,
    profile: ServiceKind,
    user: UserSummary,
    renew: () => Promise<unknown> = () => tokens.provider.refresh(),
  ): Promise<void> {
    const creds = tokens.current()
    if (!creds || !generation.isCurrent(startedIn)) return
    about.user = user
    logger.info('The service did not answer; signed in with the kept sign-in, waiting for it', { profile })
    move({
      type: 'signed-in',
      profile,
      user,
      storage: keptStore.policy(profile),
      scopes: creds.scopes,
      waiting: true,
    })
    waiting.start(() => reach(shared, startedIn, renew))
  }

  return {
    deps,
    ...operationsOn({ generation, tokens, keptStore, waiting }),
    restoring: () => about.restoring,
    restoreAs: (user) => {
      about.restoring = user
    },
    consentedAt: (at) => {
      about.consentAt = at
    },
    phase: () => phase,
    state,
    move,
    live: () => live,
    setLive: (attempt) => {
      live = attempt
    },
    stopAttempt,
    keep,
    endSession,
    completeWith: (startedIn, profile) => complete(shared, startedIn, profile, waitFor),
    waitFor,
    onSessionEnded: ended.event,
  }
}

/** The generation, the tokens, the kept sign-in and the waiting loop, as the other parts reach them. */
type Operations = Pick<
  SessionCore,
  | 'advance'
  | 'isCurrent'
  | 'credentials'
  | 'tokenProvider'
  | 'adoptTokens'
  | 'holdTokens'
  | 'clearTokens'
  | 'readKept'
  | 'forgetKept'
  | 'keepTrying'
  | 'retryNow'
  | 'stopTrying'
>

/** The named operations the other parts of the session change the core's own state through. */
function operationsOn(own: {
  generation: Generation
  tokens: TokenHolder
  keptStore: KeptSessionStore
  waiting: WaitingLoop
}): Operations {
  const { generation, tokens, keptStore, waiting } = own
  return {
    advance: () => generation.advance(),
    isCurrent: (startedIn) => generation.isCurrent(startedIn),
    credentials: () => tokens.current(),
    tokenProvider: tokens.provider,
    adoptTokens: (endpoints, endpoint, answer) => {
      tokens.adopt(endpoints, endpoint, answer)
    },
    holdTokens: (credentials) => tokens.hold(credentials),
    clearTokens: () => tokens.clear(),
    readKept: () => keptStore.read(),
    forgetKept: () => keptStore.forget(),
    keepTrying: (attempt) => waiting.start(attempt),
    retryNow: () => waiting.now(),
    stopTrying: () => waiting.stop(),
  }
}
