import type { ServiceKind, SessionState, SignOutReason, TokenStorage, UserSummary } from '../../../contract'

/**
 * The sign-in session as a state machine: the phases it can be in, the events that move it, and `nextPhase`,
 * a pure function from one to the other. The driver (`session.ts`) does the I/O (receivers, token requests,
 * the kept sign-in) and reports what happened as events; whatever the page sees is derived from the phase.
 */

/** A sign-in waiting for the user, as far as anyone outside the driver needs to know. */
export interface AttemptView {
  id: number
  profile: ServiceKind
  /** The page to open; null while it is being prepared, or when no browser is needed. */
  authorizeUrl: string | null
  openedBy: 'system-browser' | 'page' | 'none'
  redirectUri: string | null
  /** When the wait ends by itself (epoch ms). */
  expiresAt: number
}

export type Phase =
  | { kind: 'signed-out'; reason: SignOutReason | null }
  | { kind: 'restoring'; profile: ServiceKind }
  | { kind: 'signing-in'; attempt: AttemptView }
  | {
      kind: 'signed-in'
      profile: ServiceKind
      user: UserSummary
      storage: TokenStorage
      scopes: readonly string[]
      /** Kept, but the service has not answered yet: shown signed in and offline until it does. */
      waiting: boolean
    }

export type PhaseKind = Phase['kind']
export const phaseKinds: readonly PhaseKind[] = ['signed-out', 'restoring', 'signing-in', 'signed-in']

/** Where a waiting sign-in listens and until when: known once its loopback receiver runs. */
interface Listening {
  redirectUri: string
  expiresAt: number
}

export type SessionEvent =
  /** A new sign-in starts; it replaces any other attempt (a live session must have ended first). */
  | {
      type: 'attempt-started'
      attemptId: number
      profile: ServiceKind
      openedBy: AttemptView['openedBy']
      expiresAt: number
    }
  /** The demo approves by itself: no page to open. */
  | ({ type: 'consent-skipped'; attemptId: number } & Listening)
  /** The consent page is ready for the user (opened by the system browser or by the page). */
  | ({
      type: 'page-ready'
      attemptId: number
      authorizeUrl: string
      openedBy: Exclude<AttemptView['openedBy'], 'none'>
    } & Listening)
  /** The attempt ended without a sign-in (declined, wrong answer, timed out, the exchange failed). */
  | { type: 'attempt-failed'; attemptId: number; reason: SignOutReason }
  /** The user cancelled the wait (`message`: why, in the language spoken; absent: English). */
  | { type: 'cancelled'; message?: string }
  /** A kept sign-in is being renewed (a live session must have ended first). */
  | { type: 'restore-started'; profile: ServiceKind }
  /** Renewing it failed for a reason that keeps it (the service was unreachable, say). */
  | { type: 'restore-failed'; reason: SignOutReason }
  /**
   * Tokens in hand and the profile read; or (`waiting`) a kept sign-in the service could not confirm yet, shown
   * with the user it was kept with.
   */
  | {
      type: 'signed-in'
      profile: ServiceKind
      user: UserSummary
      storage: TokenStorage
      scopes: readonly string[]
      waiting?: boolean
    }
  /** A token renewal of the live session is slow to answer: shown waiting for the service meanwhile. */
  | { type: 'renewal-slow' }
  /** The service answered a waiting session: it goes on as the user it read. */
  | { type: 'reached'; user: UserSummary; scopes: readonly string[] }
  /** Where the refresh token lives changed (a rotation or the user's storage choice). */
  | { type: 'storage-changed'; storage: TokenStorage }
  /** A refresh granted other scopes. */
  | { type: 'scopes-changed'; scopes: readonly string[] }
  /** The session ended: signed out, switched service, or refused by the service. */
  | { type: 'ended'; reason: SignOutReason | null }

export type SessionEventType = SessionEvent['type']

export const initialPhase: Phase = { kind: 'signed-out', reason: null }

const cancelledReason: SignOutReason = { code: 'cancelled', message: 'You cancelled the sign-in.' }

/** True when `phase` is waiting for exactly this attempt. */
function isAttempt(phase: Phase, attemptId: number): phase is Extract<Phase, { kind: 'signing-in' }> {
  return phase.kind === 'signing-in' && phase.attempt.id === attemptId
}

const sameScopes = (a: readonly string[], b: readonly string[]) => a.join(' ') === b.join(' ')

/**
 * The next phase. An event that does not apply to the current phase (an answer for an attempt that was
 * replaced, a storage change while nobody is signed in) answers the same phase object, so the driver knows
 * nothing changed and publishes nothing.
 */
export function nextPhase(phase: Phase, event: SessionEvent): Phase {
  switch (event.type) {
    case 'attempt-started':
      // The driver ends a live session before starting another sign-in.
      if (phase.kind === 'signed-in') return phase
      return {
        kind: 'signing-in',
        attempt: {
          id: event.attemptId,
          profile: event.profile,
          authorizeUrl: null,
          openedBy: event.openedBy,
          redirectUri: null,
          expiresAt: event.expiresAt,
        },
      }
    case 'consent-skipped':
      if (!isAttempt(phase, event.attemptId)) return phase
      return {
        kind: 'signing-in',
        attempt: {
          ...phase.attempt,
          openedBy: 'none',
          redirectUri: event.redirectUri,
          expiresAt: event.expiresAt,
        },
      }
    case 'page-ready':
      if (!isAttempt(phase, event.attemptId)) return phase
      return {
        kind: 'signing-in',
        attempt: {
          ...phase.attempt,
          authorizeUrl: event.authorizeUrl,
          openedBy: event.openedBy,
          redirectUri: event.redirectUri,
          expiresAt: event.expiresAt,
        },
      }
    case 'attempt-failed':
      return isAttempt(phase, event.attemptId) ? { kind: 'signed-out', reason: event.reason } : phase
    case 'cancelled':
      if (phase.kind !== 'signing-in') return phase
      return {
        kind: 'signed-out',
        reason: event.message ? { ...cancelledReason, message: event.message } : cancelledReason,
      }
    case 'restore-started':
      return phase.kind === 'signed-in' ? phase : { kind: 'restoring', profile: event.profile }
    case 'restore-failed':
      return phase.kind === 'restoring' ? { kind: 'signed-out', reason: event.reason } : phase
    case 'signed-in':
      if (phase.kind !== 'signing-in' && phase.kind !== 'restoring') return phase
      return {
        kind: 'signed-in',
        profile: event.profile,
        user: event.user,
        storage: event.storage,
        scopes: [...event.scopes],
        waiting: event.waiting ?? false,
      }
    case 'renewal-slow':
      return phase.kind === 'signed-in' && !phase.waiting ? { ...phase, waiting: true } : phase
    case 'reached':
      if (phase.kind !== 'signed-in' || !phase.waiting) return phase
      return { ...phase, user: event.user, scopes: [...event.scopes], waiting: false }
    case 'storage-changed':
      if (phase.kind !== 'signed-in' || phase.storage === event.storage) return phase
      return { ...phase, storage: event.storage }
    case 'scopes-changed':
      if (phase.kind !== 'signed-in' || sameScopes(phase.scopes, event.scopes)) return phase
      return { ...phase, scopes: [...event.scopes] }
    case 'ended':
      return { kind: 'signed-out', reason: event.reason }
  }
}

/** The state the page sees: the phase without the driver's internals (`profile` names the chosen service). */
export function publicState(phase: Phase, profile: ServiceKind): SessionState {
  switch (phase.kind) {
    case 'signed-out':
      return { status: 'signed-out', profile, reason: phase.reason }
    case 'restoring':
      return { status: 'restoring', profile: phase.profile }
    case 'signing-in': {
      const { attempt } = phase
      return {
        status: 'signing-in',
        profile: attempt.profile,
        authorizeUrl: attempt.authorizeUrl,
        openedBy: attempt.openedBy,
        redirectUri: attempt.redirectUri,
        expiresAt: attempt.expiresAt,
      }
    }
    case 'signed-in':
      return {
        status: 'signed-in',
        profile: phase.profile,
        user: phase.user,
        scopes: [...phase.scopes],
        tokenStorage: phase.storage,
        ...(phase.waiting ? { waiting: true } : {}),
      }
  }
}
