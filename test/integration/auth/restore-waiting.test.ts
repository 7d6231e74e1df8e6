import { afterEach, describe, expect, it } from 'vitest'
import type { SessionState } from '../../../electron/contract'
import {
  AccountsUnreachable,
  axiosAccountsHttp,
  type AccountsHttp,
} from '../../../electron/core/features/auth/accounts-http'
import { KEPT_SESSION_KEY } from '../../../electron/core/features/auth/kept-session'
import { WAIT_FIRST_RETRY_MS, WAIT_MAX_RETRY_MS } from '../../../electron/core/features/auth/session-waiting'
import { ManualClock } from '../../support/manual-clock'
import { actAsBrowser, startHarness, type Harness } from './harness'

/**
 * A kept sign-in restored at start while the service does not answer (the restore table): it is never given
 * up for a network failure, a 5xx or a timeout, only for a refusal; meanwhile the person is shown signed in and
 * waiting, and Encore tries again by itself, on the manual clock.
 */

type Outage = 'none' | 'network' | 'timeout' | '5xx'
const running: Harness[] = []
afterEach(async () => {
  for (const h of running.splice(0)) await h.close()
})

/** The token endpoint's HTTP with an outage switch: no answer, no answer in time, or 503. */
function switchableAccounts(): { http: AccountsHttp; set(outage: Outage): void; calls(): number } {
  let outage: Outage = 'none'
  let calls = 0
  return {
    set: (next) => {
      outage = next
    },
    calls: () => calls,
    http: async (request) => {
      calls++
      if (outage === 'network') throw new AccountsUnreachable(false, 'ECONNREFUSED')
      if (outage === 'timeout') throw new AccountsUnreachable(true, 'ETIMEDOUT')
      if (outage === '5xx') return { status: 503, text: '', location: null }
      return axiosAccountsHttp(request)
    },
  }
}

/** Signed in to the Spotify-like profile, then quit: what is kept on disk is a sign-in of that user. */
async function keptSignIn(accounts: ReturnType<typeof switchableAccounts>, clock: ManualClock) {
  const first = await startHarness({ profile: 'spotify', clock, account: { accountsHttp: accounts.http } })
  running.push(first)
  first.emulator.setConsent('approve')
  const answer = (await first.account.session.signIn()) as Extract<SessionState, { status: 'signing-in' }>
  await actAsBrowser(answer.authorizeUrl!)
  await first.until((s) => s.status === 'signed-in', 'signed in')
  await first.account.dispose()
  return first
}

/** Lets the session's promises run after the clock moved (the token endpoint and profile are real HTTP). */
async function advance(clock: ManualClock, ms: number) {
  clock.advance(ms)
  await new Promise((resolve) => setTimeout(resolve, 50))
}

describe('a kept sign-in at start while the service does not answer', () => {
  for (const outage of ['network', 'timeout', '5xx'] as const) {
    it(`token endpoint ${outage}: shown signed in and waiting, kept, and going on by itself once it answers`, async () => {
      const clock = new ManualClock()
      const accounts = switchableAccounts()
      const first = await keptSignIn(accounts, clock)
      const userId = first.emulator.user.id
      accounts.set(outage)

      const next = first.start()
      await next.account.start()
      const waiting = await next.until((s) => s.status === 'signed-in', 'signed in')
      expect(waiting).toMatchObject({ status: 'signed-in', waiting: true, user: { id: userId } })
      expect(next.secrets.values.has(KEPT_SESSION_KEY)).toBe(true)
      // A request meanwhile fails as the service's absence does, never as "signed out".
      const read = await next.account
        .api()!
        .users.getCurrentUserProfile()
        .catch((error: unknown) => error)
      expect(read).toMatchObject({
        code: outage === 'timeout' ? 'TIMEOUT' : outage === '5xx' ? 'SERVICE_ERROR' : 'NETWORK',
      })
      expect(next.account.session.state()).toMatchObject({ status: 'signed-in', waiting: true })

      // It tries again with backoff, never less often than every WAIT_MAX_RETRY_MS.
      const before = accounts.calls()
      await advance(clock, WAIT_FIRST_RETRY_MS)
      expect(accounts.calls()).toBe(before + 1)
      for (let i = 0; i < 6; i++) await advance(clock, WAIT_MAX_RETRY_MS)
      expect(accounts.calls()).toBeGreaterThanOrEqual(before + 6)
      expect(next.account.session.state()).toMatchObject({ status: 'signed-in', waiting: true })

      accounts.set('none')
      await advance(clock, WAIT_MAX_RETRY_MS)
      const reached = await next.until((s) => s.status === 'signed-in' && !s.waiting, 'confirmed')
      expect(reached).toMatchObject({ user: { id: userId } })
      expect(next.states.map((s) => s.status)).not.toContain('signed-out')
    })
  }

  it('the API down (5xx on the profile): waiting, then confirmed at once when asked (resume, network change)', async () => {
    const clock = new ManualClock()
    const accounts = switchableAccounts()
    const first = await keptSignIn(accounts, clock)
    first.emulator.faults.set({ down: true })
    const next = first.start()
    await next.account.start()
    expect(await next.until((s) => s.status === 'signed-in', 'signed in')).toMatchObject({ waiting: true })
    first.emulator.faults.set({ down: false })
    next.account.session.retryNow()
    await next.until((s) => s.status === 'signed-in' && !s.waiting, 'confirmed')
  })

  it('a refusal (invalid_grant) gives the kept sign-in up', async () => {
    const clock = new ManualClock()
    const accounts = switchableAccounts()
    const first = await keptSignIn(accounts, clock)
    first.emulator.revokeRefreshTokens()
    const next = first.start()
    await next.account.start()
    const out = await next.until((s) => s.status === 'signed-out', 'signed out')
    expect(out).toMatchObject({ reason: { code: 'session-ended' } })
    expect(next.secrets.values.has(KEPT_SESSION_KEY)).toBe(false)
  })

  it('a refusal while waiting (revoked during the outage) gives it up at the next try', async () => {
    const clock = new ManualClock()
    const accounts = switchableAccounts()
    const first = await keptSignIn(accounts, clock)
    accounts.set('network')
    const next = first.start()
    await next.account.start()
    await next.until((s) => s.status === 'signed-in', 'signed in')
    first.emulator.revokeRefreshTokens()
    accounts.set('none')
    await advance(clock, WAIT_FIRST_RETRY_MS)
    const out = await next.until((s) => s.status === 'signed-out', 'signed out')
    expect(out).toMatchObject({ reason: { code: 'session-ended' } })
    expect(next.secrets.values.has(KEPT_SESSION_KEY)).toBe(false)
  })

  it('an account removed from the app gives it up, saying why', async () => {
    const clock = new ManualClock()
    const accounts = switchableAccounts()
    const first = await keptSignIn(accounts, clock)
    first.emulator.setUnregisteredUser(true)
    const next = first.start()
    await next.account.start()
    const out = await next.until((s) => s.status === 'signed-out', 'signed out')
    expect(out).toMatchObject({ reason: { code: 'account-refused' } })
    expect(next.secrets.values.has(KEPT_SESSION_KEY)).toBe(false)
  })

  it('the demo kept signed in, down at start: waiting as the user kept, then signed in again by itself', async () => {
    const clock = new ManualClock()
    const first = await startHarness({ profile: 'demo', skipConsent: true, clock })
    running.push(first)
    await first.account.session.signIn()
    await first.until((s) => s.status === 'signed-in', 'signed in')
    await first.account.dispose()
    first.emulator.faults.set({ down: true })

    const next = first.start()
    await next.account.start()
    const waiting = await next.until((s) => s.status === 'signed-in', 'signed in')
    expect(waiting).toMatchObject({ profile: 'demo', waiting: true, user: { id: first.emulator.user.id } })
    // A request meanwhile fails as the service's absence does.
    const read = await next.account
      .api()!
      .users.getCurrentUserProfile()
      .catch((error: unknown) => error)
    expect(read).toMatchObject({ code: 'SERVICE_ERROR', details: { status: 503 } })
    await advance(clock, WAIT_FIRST_RETRY_MS)
    expect(next.account.session.state()).toMatchObject({ waiting: true })

    first.emulator.faults.set({ down: false })
    await advance(clock, 2 * WAIT_FIRST_RETRY_MS)
    await next.until((s) => s.status === 'signed-in' && !s.waiting, 'confirmed')
    expect(next.states.map((s) => s.status)).not.toContain('signed-out')
  })
})
