import type { PlaybackStatus, SessionState, Settings } from '../../../contract'

/**
 * What the account does when something changes, as a pure function: `accountStep(event)` answers the effects
 * its driver (index.ts) runs on the API clients, the capabilities, the demo service and core's bus. The account
 * keeps no state of its own here: what it needs to know (the session, the settings) comes with the event.
 */

export type AccountEvent =
  /** The session service told a new state. */
  | { type: 'session-changed'; state: SessionState }
  | { type: 'settings-changed'; next: Settings; previous: Settings }
  /** The player read the service: it answered (or not) with this status. */
  | { type: 'playback-read'; status: PlaybackStatus; session: SessionState }
  /** The signed-in session ended (signed out, another user, another service). */
  | { type: 'session-ended' }

export type AccountEffect =
  /** The capabilities follow the API client of the session now (`signed-in`) or none. */
  | { type: 'follow-capabilities'; of: 'signed-in' | 'nobody' }
  | { type: 'refresh-capabilities' }
  /** The API clients (and anything they cached) are dropped: the next call makes a new one. */
  | { type: 'forget-clients' }
  /** The demo service hears the session (it stops once nobody uses it). */
  | { type: 'tell-demo'; state: SessionState }
  | { type: 'publish-session'; state: SessionState }
  | { type: 'publish-settings' }
  /** A sign-in waiting for the service is confirmed now, not at its next try. */
  | { type: 'retry-sign-in' }

export function accountStep(event: AccountEvent): AccountEffect[] {
  switch (event.type) {
    case 'session-changed':
      return [
        ...followSession(event.state),
        { type: 'tell-demo', state: event.state },
        { type: 'publish-session', state: event.state },
      ]
    case 'settings-changed':
      return [
        // Another generation of the API: the next call gets a client that speaks it.
        ...(event.next.spotify.extendedQuota !== event.previous.spotify.extendedQuota
          ? [{ type: 'forget-clients' as const }]
          : []),
        { type: 'publish-settings' },
        { type: 'follow-capabilities', of: 'signed-in' },
        { type: 'refresh-capabilities' },
      ]
    case 'playback-read':
      return waitingConfirmedBy(event.status, event.session) ? [{ type: 'retry-sign-in' }] : []
    case 'session-ended':
      // Per-user state dies with the session: the client (and anything it cached) goes with it.
      return [{ type: 'forget-clients' }, { type: 'follow-capabilities', of: 'nobody' }]
  }
}

/** Signed in, the capabilities follow its client; signed out, none; in between they stay as they are. */
function followSession(state: SessionState): AccountEffect[] {
  if (state.status === 'signed-in') return [{ type: 'follow-capabilities', of: 'signed-in' }]
  if (state.status === 'signed-out') return [{ type: 'follow-capabilities', of: 'nobody' }]
  return []
}

/** The player reached the service while a sign-in waits for it: the service answers again. */
const waitingConfirmedBy = (status: PlaybackStatus, session: SessionState): boolean =>
  session.status === 'signed-in' &&
  session.waiting === true &&
  status !== 'offline' &&
  status !== 'signed-out'
