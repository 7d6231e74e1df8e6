import { describe, expect, it } from 'vitest'
import type { UserSummary } from '../../../../electron/contract'
import {
  nextPhase,
  phaseKinds,
  publicState,
  type Phase,
  type PhaseKind,
  type SessionEvent,
  type SessionEventType,
} from '../../../../electron/core/features/auth/session-phase'

const user: UserSummary = {
  id: 'u',
  displayName: 'U',
  imageUrl: null,
  email: null,
  product: null,
  country: null,
}
const reason = { code: 'failed' as const, message: 'It failed.' }

/** One phase of each kind; the waiting attempt is number 1. */
const phases: Record<PhaseKind, Phase> = {
  'signed-out': { kind: 'signed-out', reason: null },
  restoring: { kind: 'restoring', profile: 'spotify' },
  'signing-in': {
    kind: 'signing-in',
    attempt: {
      id: 1,
      profile: 'demo',
      authorizeUrl: null,
      openedBy: 'page',
      redirectUri: null,
      expiresAt: 100,
    },
  },
  'signed-in': {
    kind: 'signed-in',
    profile: 'demo',
    user,
    storage: 'memory',
    scopes: ['a'],
    waiting: false,
  },
}

const listening = { redirectUri: 'http://127.0.0.1:9/callback', expiresAt: 200 }
/** One event of each type, aimed at attempt 1 where it names one. */
const events: Record<SessionEventType, SessionEvent> = {
  'attempt-started': {
    type: 'attempt-started',
    attemptId: 2,
    profile: 'spotify',
    openedBy: 'system-browser',
    expiresAt: 300,
  },
  'consent-skipped': { type: 'consent-skipped', attemptId: 1, ...listening },
  'page-ready': {
    type: 'page-ready',
    attemptId: 1,
    authorizeUrl: 'http://127.0.0.1:8/authorize',
    openedBy: 'page',
    ...listening,
  },
  'attempt-failed': { type: 'attempt-failed', attemptId: 1, reason },
  cancelled: { type: 'cancelled' },
  'restore-started': { type: 'restore-started', profile: 'spotify' },
  'restore-failed': { type: 'restore-failed', reason },
  'signed-in': { type: 'signed-in', profile: 'spotify', user, storage: 'encrypted', scopes: ['a', 'b'] },
  'renewal-slow': { type: 'renewal-slow' },
  reached: { type: 'reached', user: { ...user, displayName: 'Read now' }, scopes: ['a', 'c'] },
  'storage-changed': { type: 'storage-changed', storage: 'encrypted' },
  'scopes-changed': { type: 'scopes-changed', scopes: ['a', 'b'] },
  ended: { type: 'ended', reason },
}

/** The whole table: the phase each event leads to from each phase; `same` means ignored (no change). */
const table: Record<PhaseKind, Record<SessionEventType, PhaseKind | 'same'>> = {
  'signed-out': {
    'attempt-started': 'signing-in',
    'consent-skipped': 'same',
    'page-ready': 'same',
    'attempt-failed': 'same',
    cancelled: 'same',
    'restore-started': 'restoring',
    'restore-failed': 'same',
    'signed-in': 'same',
    'renewal-slow': 'same',
    reached: 'same',
    'storage-changed': 'same',
    'scopes-changed': 'same',
    ended: 'signed-out',
  },
  restoring: {
    'attempt-started': 'signing-in',
    'consent-skipped': 'same',
    'page-ready': 'same',
    'attempt-failed': 'same',
    cancelled: 'same',
    'restore-started': 'restoring',
    'restore-failed': 'signed-out',
    'signed-in': 'signed-in',
    'renewal-slow': 'same',
    reached: 'same',
    'storage-changed': 'same',
    'scopes-changed': 'same',
    ended: 'signed-out',
  },
  'signing-in': {
    'attempt-started': 'signing-in',
    'consent-skipped': 'signing-in',
    'page-ready': 'signing-in',
    'attempt-failed': 'signed-out',
    cancelled: 'signed-out',
    'restore-started': 'restoring',
    'restore-failed': 'same',
    'signed-in': 'signed-in',
    'renewal-slow': 'same',
    reached: 'same',
    'storage-changed': 'same',
    'scopes-changed': 'same',
    ended: 'signed-out',
  },
  'signed-in': {
    'attempt-started': 'same',
    'consent-skipped': 'same',
    'page-ready': 'same',
    'attempt-failed': 'same',
    cancelled: 'same',
    'restore-started': 'same',
    'restore-failed': 'same',
    'signed-in': 'same',
    'renewal-slow': 'signed-in',
    reached: 'same',
    'storage-changed': 'signed-in',
    'scopes-changed': 'signed-in',
    ended: 'signed-out',
  },
}

describe('the session as a state machine: nextPhase(phase, event)', () => {
  it('the table names every phase and every event', () => {
    expect(Object.keys(table).sort()).toEqual([...phaseKinds].sort())
    for (const row of Object.values(table))
      expect(Object.keys(row).sort()).toEqual(Object.keys(events).sort())
  })

  for (const kind of phaseKinds) {
    for (const [type, expected] of Object.entries(table[kind]) as [SessionEventType, PhaseKind | 'same'][]) {
      it(`${kind} + ${type} → ${expected}`, () => {
        const before = phases[kind]
        const frozen = structuredClone(before)
        const after = nextPhase(before, events[type])
        if (expected === 'same') expect(after).toBe(before)
        else {
          expect(after).not.toBe(before)
          expect(after.kind).toBe(expected)
        }
        // A transition never edits the phase it starts from.
        expect(before).toEqual(frozen)
      })
    }
  }

  it('ignores every answer meant for another attempt', () => {
    const waiting = phases['signing-in']
    for (const event of [
      { ...events['consent-skipped'], attemptId: 9 },
      { ...events['page-ready'], attemptId: 9 },
      { ...events['attempt-failed'], attemptId: 9 },
    ] as SessionEvent[]) {
      expect(nextPhase(waiting, event)).toBe(waiting)
    }
  })

  it('carries what each event says into the phase', () => {
    const started = nextPhase(phases['signed-out'], events['attempt-started'])
    expect(started).toEqual({
      kind: 'signing-in',
      attempt: {
        id: 2,
        profile: 'spotify',
        authorizeUrl: null,
        openedBy: 'system-browser',
        redirectUri: null,
        expiresAt: 300,
      },
    })
    expect(nextPhase(phases['signing-in'], events['consent-skipped'])).toMatchObject({
      attempt: { id: 1, openedBy: 'none', authorizeUrl: null, ...listening },
    })
    expect(nextPhase(phases['signing-in'], events['page-ready'])).toMatchObject({
      attempt: { id: 1, openedBy: 'page', authorizeUrl: 'http://127.0.0.1:8/authorize', ...listening },
    })
    expect(nextPhase(phases['signing-in'], events.cancelled)).toEqual({
      kind: 'signed-out',
      reason: { code: 'cancelled', message: 'You cancelled the sign-in.' },
    })
    expect(nextPhase(phases.restoring, events['signed-in'])).toEqual({
      kind: 'signed-in',
      profile: 'spotify',
      user,
      storage: 'encrypted',
      scopes: ['a', 'b'],
      waiting: false,
    })
    expect(nextPhase(phases['signed-in'], events['storage-changed'])).toMatchObject({ storage: 'encrypted' })
    expect(nextPhase(phases['signed-in'], events['scopes-changed'])).toMatchObject({ scopes: ['a', 'b'] })
    expect(nextPhase(phases['signed-in'], events.ended)).toEqual({ kind: 'signed-out', reason })
  })

  it('shows a kept sign-in the service has not answered as signed in and waiting, until it answers', () => {
    const waiting = nextPhase(phases.restoring, { ...events['signed-in'], waiting: true } as SessionEvent)
    expect(waiting).toMatchObject({ kind: 'signed-in', user, waiting: true })
    expect(publicState(waiting, 'spotify')).toMatchObject({ status: 'signed-in', waiting: true })
    const reached = nextPhase(waiting, events.reached)
    expect(reached).toMatchObject({
      kind: 'signed-in',
      waiting: false,
      user: { displayName: 'Read now' },
      scopes: ['a', 'c'],
    })
    expect(publicState(reached, 'spotify')).not.toHaveProperty('waiting')
    // Once answered, a late `reached` changes nothing.
    expect(nextPhase(reached, events.reached)).toBe(reached)
  })

  it('answers the same phase when a storage or scope change changes nothing', () => {
    const signedIn = phases['signed-in']
    expect(nextPhase(signedIn, { type: 'storage-changed', storage: 'memory' })).toBe(signedIn)
    expect(nextPhase(signedIn, { type: 'scopes-changed', scopes: ['a'] })).toBe(signedIn)
  })
})

describe('publicState: what the page sees of a phase', () => {
  it('derives each status, with the chosen profile while signed out', () => {
    expect(publicState(phases['signed-out'], 'spotify')).toEqual({
      status: 'signed-out',
      profile: 'spotify',
      reason: null,
    })
    expect(publicState(phases.restoring, 'demo')).toEqual({ status: 'restoring', profile: 'spotify' })
    expect(publicState(phases['signing-in'], 'spotify')).toEqual({
      status: 'signing-in',
      profile: 'demo',
      authorizeUrl: null,
      openedBy: 'page',
      redirectUri: null,
      expiresAt: 100,
    })
    expect(publicState(phases['signed-in'], 'spotify')).toEqual({
      status: 'signed-in',
      profile: 'demo',
      user,
      scopes: ['a'],
      tokenStorage: 'memory',
    })
  })
})
