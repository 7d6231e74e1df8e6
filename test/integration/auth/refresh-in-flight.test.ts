import { afterEach, describe, expect, it } from 'vitest'
import type { SessionState } from '../../../electron/contract'
import {
  AccountsUnreachable,
  axiosAccountsHttp,
  type AccountsHttp,
} from '../../../electron/core/features/auth/accounts-http'
import { WAIT_MAX_RETRY_MS } from '../../../electron/core/features/auth/session-waiting'
import { REFRESH_DEADLINE_MS } from '../../../electron/core/features/auth/token-endpoint'
import { ManualClock } from '../../support/manual-clock'
import { actAsBrowser, startHarness, type Harness } from './harness'

/**
 * A token refresh that reaches the service, which rotates the refresh token, but whose answer comes back late
 * (a stalled service, a laptop waking on a slow network). Encore used to give it up after 15 s and send the
 * old refresh token again, which the service then refused: signed out. Now the refresh in flight is awaited,
 * shared by every caller, and the rotated token it brings is kept. On the manual clock.
 */

const running: Harness[] = []
afterEach(async () => {
  for (const h of running.splice(0)) await h.close()
})

/**
 * The token endpoint's HTTP with a slow way back: each request reaches the emulator at once, and its answer is
 * held `holdMs` on the manual clock; the request's own deadline (`timeoutMs`) ends it first when it is
 * shorter, as the HTTP client would. Records every refresh token sent.
 */
function slowAnswers(clock: ManualClock) {
  let holdMs = 0
  const refreshTokensSent: string[] = []
  const http: AccountsHttp = (request) => {
    const refreshToken = request.form?.['refresh_token']
    if (refreshToken) refreshTokensSent.push(refreshToken)
    const answer = axiosAccountsHttp(request)
    if (holdMs === 0) return answer
    return new Promise((resolve, reject) => {
      const held = clock.setTimeout(() => {
        clock.clearTimeout(deadline)
        answer.then(resolve, reject)
      }, holdMs)
      const deadline = clock.setTimeout(() => {
        clock.clearTimeout(held)
        reject(new AccountsUnreachable(true, 'ECONNABORTED'))
      }, request.timeoutMs)
    })
  }
  return {
    http,
    refreshTokensSent,
    hold(ms: number) {
      holdMs = ms
    },
  }
}

/** Moves the manual clock in steps, letting the real HTTP behind each step answer. */
async function advance(clock: ManualClock, ms: number, step = 5_000) {
  let moved = 0
  do {
    const by = Math.min(step, ms - moved)
    clock.advance(by)
    moved += by
    await new Promise((resolve) => setTimeout(resolve, 30))
  } while (moved < ms)
}

async function signedIn(clock: ManualClock, accounts: ReturnType<typeof slowAnswers>) {
  const h = await startHarness({ profile: 'spotify', clock, account: { accountsHttp: accounts.http } })
  running.push(h)
  h.emulator.setConsent('approve')
  const answer = (await h.account.session.signIn()) as Extract<SessionState, { status: 'signing-in' }>
  await actAsBrowser(answer.authorizeUrl!)
  await h.until((s) => s.status === 'signed-in', 'signed in')
  return h
}

describe('a token refresh whose answer comes late', () => {
  it('at start: awaited for 40 s, not sent again; waiting for Spotify meanwhile; the rotated token kept', async () => {
    const clock = new ManualClock()
    const accounts = slowAnswers(clock)
    const first = await signedIn(clock, accounts)
    await first.account.dispose()
    const kept = first.keptRefreshToken()!
    accounts.refreshTokensSent.length = 0
    accounts.hold(40_000)

    const next = first.start()
    const starting = next.account.start()
    await advance(clock, 0)
    expect(accounts.refreshTokensSent).toEqual([kept])
    await advance(clock, 20_000)
    // Still in flight: the person sees who is signed in, waiting for Spotify, never "signed out".
    expect(next.account.session.state()).toMatchObject({ status: 'signed-in', waiting: true })
    await advance(clock, 20_000)
    await starting
    await next.until((s) => s.status === 'signed-in' && !s.waiting, 'confirmed')

    expect(accounts.refreshTokensSent).toEqual([kept])
    expect(next.states.map((s) => s.status)).not.toContain('signed-out')
    // The rotated token came back and is kept: the next start renews with it.
    const rotated = next.keptRefreshToken()
    expect(rotated).toBeDefined()
    expect(rotated).not.toBe(kept)
    accounts.hold(0)
    await next.account.session.tokenProvider.refresh()
    expect(accounts.refreshTokensSent).toEqual([kept, rotated])
  })

  it('no answer even within the long deadline, then refused: the words say why, and what is kept', async () => {
    const clock = new ManualClock()
    const accounts = slowAnswers(clock)
    const first = await signedIn(clock, accounts)
    await first.account.dispose()
    accounts.hold(REFRESH_DEADLINE_MS + 30_000)

    const next = first.start()
    void next.account.start()
    await advance(clock, 0)
    await advance(clock, REFRESH_DEADLINE_MS)
    // The service renewed the sign-in at once, but its answer never came; the next try is refused.
    accounts.hold(0)
    await advance(clock, WAIT_MAX_RETRY_MS)
    const out = await next.until((s) => s.status === 'signed-out', 'signed out')
    expect(out).toMatchObject({
      reason: {
        code: 'session-ended',
        message:
          "Spotify did not answer Encore's renewal of your sign-in in time, then no longer accepted it: it most likely renewed it, but its answer never arrived. Sign in again to continue: your library, your listening history, the changes waiting to be sent and your settings are kept.",
      },
    })
  })

  it('while signed in: every caller shares the one refresh in flight and gets its answer', async () => {
    const clock = new ManualClock()
    const accounts = slowAnswers(clock)
    const h = await signedIn(clock, accounts)
    const kept = h.keptRefreshToken()!
    accounts.refreshTokensSent.length = 0
    accounts.hold(40_000)

    const provider = h.account.session.tokenProvider
    const callers = Promise.all([provider.refresh(), provider.refresh(), provider.refresh()])
    await advance(clock, 0)
    await advance(clock, 20_000)
    // Still on its way: "Waiting for Spotify…", signed in as who they are.
    expect(h.account.session.state()).toMatchObject({ status: 'signed-in', waiting: true })
    await advance(clock, 20_000)
    const grants = await callers

    expect(accounts.refreshTokensSent).toEqual([kept])
    expect(new Set(grants.map((grant) => grant.accessToken)).size).toBe(1)
    expect(grants[0]?.accessToken).toBe(provider.current()?.accessToken)
    expect(h.keptRefreshToken()).not.toBe(kept)
    expect(h.account.session.state()).toMatchObject({ status: 'signed-in' })
    expect(h.account.session.state()).not.toHaveProperty('waiting')
  })
})
