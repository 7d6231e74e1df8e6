import {
  Generation,
  type ServiceKind,
  type SessionState,
  type SignOutReason,
  type TokenStorage,
} from '../../contract'
import { createKeptSessionStore, type KeptSessionStore } from './kept-session'
import type { LoopbackReceiver } from './loopback-receiver'
import type { SessionDeps } from './session'
import { createTokenHolder, type ServiceEndpoints, type TokenHolder } from './session-credentials'
import { initialPhase, nextPhase, publicState, type Phase, type SessionEvent } from './session-phase'

/** The I/O of the sign-in waiting for the user: where it signs in and the receiver listening for its answer. */
export interface LiveAttempt {
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

export function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * What the parts of the session share: the phase (moved only through `nextPhase`), the generation that makes
 * late answers stale, the sign-in waiting for the user, the tokens and where they are kept, and how a session
 * ends or completes. The sign-in attempt (sign-in-attempt.ts), the renewal of a kept sign-in
 * (session-resume.ts) and the service (session.ts) drive it.
 */
export interface SessionCore {
  readonly deps: SessionDeps
  /** Advances whenever a session or sign-in ends or starts: late answers of the old one are then dropped. */
  readonly generation: Generation
  readonly tokens: TokenHolder
  readonly keptStore: KeptSessionStore
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
  /** Forgets every token (memory and disk), drops per-user caches, publishes signed-out with the reason. */
  endSession(reason: SignOutReason | null): Promise<void>
  /** Finishes a sign-in with tokens in hand: reads the profile, keeps the token, publishes signed-in. */
  completeWith(startedIn: number, profile: ServiceKind): Promise<'signed-in' | 'stale'>
  onSessionEnded(listener: () => void): () => void
}

export function createSessionCore(deps: SessionDeps): SessionCore {
  const { logger, clock, redactor } = deps
  let phase: Phase = initialPhase
  let live: LiveAttempt | undefined
  const generation = new Generation()
  const endedListeners = new Set<() => void>()
  const keptStore = createKeptSessionStore({
    secretStore: deps.secretStore,
    logger,
    redactor,
    allowUnencrypted: () => deps.settings.get().security.allowUnencryptedTokenStorage,
    onNotKept: deps.onNotKept,
    // Nobody is signed in though someone was: the page says why (a damaged secrets file, say).
    onUnreadable: (reason) => move({ type: 'ended', reason: keptUnreadable(reason) }),
  })

  const state = (): SessionState => publicState(phase, deps.settings.get().profile)
  const move = (event: SessionEvent) => {
    const next = nextPhase(phase, event)
    if (next === phase) return
    phase = next
    deps.emit(state())
  }
  const keep = async (): Promise<TokenStorage> => {
    const current = tokens.current()
    return current ? keptStore.keep(current) : 'memory'
  }
  const stopAttempt = () => {
    live?.receiver?.cancel()
    live = undefined
  }

  async function endSession(reason: SignOutReason | null): Promise<void> {
    generation.advance()
    stopAttempt()
    const hadSession =
      tokens.current() !== undefined || phase.kind === 'signed-in' || phase.kind === 'restoring'
    tokens.clear()
    move({ type: 'ended', reason })
    await keptStore.forget()
    if (!hadSession) return
    for (const listener of endedListeners) {
      try {
        listener()
      } catch (error) {
        logger.error('A session-ended listener failed', { error: message(error) })
      }
    }
  }

  const tokens = createTokenHolder({
    clock,
    redactor,
    onRefused: (reason) => endSession({ code: 'session-ended', message: reason }),
    async onRenewed(renewed, rotated) {
      if (rotated) move({ type: 'storage-changed', storage: await keep() })
      move({ type: 'scopes-changed', scopes: renewed.scopes })
    },
  })

  return {
    deps,
    generation,
    tokens,
    keptStore,
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
    async completeWith(startedIn, profile) {
      const creds = tokens.current()
      if (!creds) return 'stale'
      const user = await deps.loadProfile(creds.endpoints, tokens.provider)
      if (!generation.isCurrent(startedIn)) return 'stale'
      const storage = await keep()
      if (!generation.isCurrent(startedIn)) return 'stale'
      const current = tokens.current() ?? creds
      move({ type: 'signed-in', profile: current.endpoints.profile, user, storage, scopes: current.scopes })
      logger.info('Signed in', { profile, scopes: current.scopes.length })
      return 'signed-in'
    },
    onSessionEnded(listener) {
      endedListeners.add(listener)
      return () => endedListeners.delete(listener)
    },
  }
}
