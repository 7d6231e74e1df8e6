import { afterEach, describe, expect, it } from 'vitest'
import type { SessionState } from '../../../electron/contract'
import { KEPT_SESSION_KEY } from '../../../electron/core/features/auth/kept-session'
import { signInEndsAt } from '../../../electron/core/features/auth/session-core'
import { ManualClock } from '../../support/manual-clock'
import { actAsBrowser, startHarness, type Harness } from './harness'

/**
 * Sign-ins that end on a date: Spotify ends each one six months after the person agreed, however often it was
 * renewed. Encore keeps the date of consent with the sign-in, says when it ends, and signing in again (a new
 * consent) moves the date; on the manual clock.
 */

type SigningIn = Extract<SessionState, { status: 'signing-in' }>
type SignedIn = Extract<SessionState, { status: 'signed-in' }>
const running: Harness[] = []
afterEach(async () => {
  for (const h of running.splice(0)) await h.close()
})
const DAY = 86_400_000

const kept = (h: Harness) => JSON.parse(h.secrets.values.get(KEPT_SESSION_KEY)!) as { consentAt?: number }

describe('the date a sign-in ends', () => {
  it('is six months after consent, kept across a restart, and moved by signing in again as the same user', async () => {
    const clock = new ManualClock(Date.UTC(2026, 4, 12, 9, 0))
    const h = await startHarness({ profile: 'spotify', clock })
    running.push(h)
    h.emulator.setConsent('approve')
    await actAsBrowser(((await h.account.session.signIn()) as SigningIn).authorizeUrl!)
    const first = (await h.until((s) => s.status === 'signed-in', 'signed in')) as SignedIn
    expect(first.signInEndsAt).toBe(Date.UTC(2026, 10, 12, 9, 0))
    expect(kept(h).consentAt).toBe(clock.now())

    // Renewals do not move it: a month later, restored at a new start, it still ends on the same day.
    clock.advance(30 * DAY)
    await h.account.session.tokenProvider.refresh()
    await h.account.dispose()
    const next = h.start()
    await next.account.start()
    const restored = (await next.until((s) => s.status === 'signed-in', 'restored')) as SignedIn
    expect(restored.signInEndsAt).toBe(first.signInEndsAt)
    expect(next.opened).toEqual([])

    // Five months on, the person signs in again: a new consent page, the same user, a new date.
    clock.advance(120 * DAY)
    const again = (await next.account.session.signIn({ again: true })) as SigningIn
    expect(again.status).toBe('signing-in')
    await actAsBrowser(again.authorizeUrl!)
    const renewed = (await next.until(
      (s) => s.status === 'signed-in' && s.signInEndsAt !== first.signInEndsAt,
      'signed in again',
    )) as SignedIn
    expect(renewed.user.id).toBe(first.user.id)
    expect(renewed.signInEndsAt).toBe(signInEndsAt(clock.now()))
    expect(kept(next).consentAt).toBe(clock.now())
    // Ending the old session to sign in again was not a sign-out the person asked for: nothing is dropped.
    expect(next.states.some((s) => s.status === 'signed-out' && s.reason?.code === 'signed-out')).toBe(false)
  })
})
