import { describe, expect, it } from 'vitest'
import { AccessTokenSource } from '../../../../electron/core/service/api/access-token'
import {
  SessionEndedError,
  type TokenGrant,
  type TokenProvider,
} from '../../../../electron/core/service/api/token-provider'
import { ManualClock } from '../../../support/manual-clock'

/** A provider that counts refreshes and resolves them when the test says so. */
function countingProvider(clock: ManualClock, expiresIn: number) {
  let grant: TokenGrant | undefined = {
    accessToken: 'token-0',
    expiresAt: clock.now() + expiresIn,
    scopes: [],
  }
  let refreshes = 0
  let release: (() => void) | undefined
  const provider: TokenProvider & { refreshes: () => number; release: () => void; signOut: () => void } = {
    current: () => grant,
    refresh: async () => {
      refreshes++
      await new Promise<void>((resolve) => (release = resolve))
      grant = { accessToken: `token-${refreshes}`, expiresAt: clock.now() + 3_600_000, scopes: [] }
      return grant
    },
    refreshes: () => refreshes,
    release: () => release?.(),
    signOut: () => (grant = undefined),
  }
  return provider
}

describe('AccessTokenSource', () => {
  it('hands out the current token while it is not about to expire', async () => {
    const clock = new ManualClock()
    const provider = countingProvider(clock, 120_000)
    const source = new AccessTokenSource(provider, clock, 60_000)
    await expect(source.usable()).resolves.toMatchObject({ accessToken: 'token-0' })
    expect(provider.refreshes()).toBe(0)
  })

  it('refreshes once for any number of callers that find the token about to expire', async () => {
    const clock = new ManualClock()
    const provider = countingProvider(clock, 30_000) // inside the 60 s skew
    const source = new AccessTokenSource(provider, clock, 60_000)
    const waiting = Array.from({ length: 20 }, () => source.usable())
    await new Promise((resolve) => setImmediate(resolve))
    provider.release()
    const grants = await Promise.all(waiting)
    expect(provider.refreshes()).toBe(1)
    expect(new Set(grants.map((grant) => grant?.accessToken))).toEqual(new Set(['token-1']))
  })

  it('after a 401 uses a token refreshed meanwhile instead of refreshing again', async () => {
    const clock = new ManualClock()
    const provider = countingProvider(clock, 3_600_000)
    const source = new AccessTokenSource(provider, clock, 60_000)
    const first = source.afterRejection('token-0')
    await new Promise((resolve) => setImmediate(resolve))
    provider.release()
    await expect(first).resolves.toMatchObject({ accessToken: 'token-1' })
    await expect(source.afterRejection('token-0')).resolves.toMatchObject({ accessToken: 'token-1' })
    expect(provider.refreshes()).toBe(1)
  })

  it('is undefined when signed out, and passes SessionEndedError on to every waiter', async () => {
    const clock = new ManualClock()
    const provider = countingProvider(clock, 0)
    provider.signOut()
    const source = new AccessTokenSource(provider, clock, 60_000)
    await expect(source.usable()).resolves.toBeUndefined()

    const ended = new AccessTokenSource(
      {
        current: () => ({ accessToken: 'old', expiresAt: 0, scopes: [] }),
        refresh: () => Promise.reject(new SessionEndedError('revoked')),
      },
      clock,
      60_000,
    )
    const results = await Promise.allSettled([ended.usable(), ended.usable()])
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof SessionEndedError)).toBe(true)
  })
})
