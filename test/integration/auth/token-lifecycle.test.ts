import { afterEach, describe, expect, it } from 'vitest'
import type { SessionState } from '../../../electron/contract'
import { SessionEndedError } from '../../../electron/core/service/api'
import { axiosAccountsHttp, type AccountsHttp } from '../../../electron/core/features/auth/accounts-http'
import { KEPT_SESSION_KEY } from '../../../electron/core/features/auth/kept-session'
import { startEmulator } from '../../../electron/emulator'
import { MemorySecretStore } from '../../support/memory-secret-store'
import {
  actAsBrowser,
  SPOTIFY_LIKE_CLIENT_ID,
  startHarness,
  type Harness,
  type HarnessOptions,
} from './harness'

type SigningIn = Extract<SessionState, { status: 'signing-in' }>
const running: Harness[] = []
afterEach(async () => {
  for (const h of running.splice(0)) await h.close()
})

/** Signed in to the Spotify-like profile (base URLs pointing at the emulator), consent approved at once. */
async function signedIn(options: Partial<HarnessOptions> = {}): Promise<Harness> {
  const h = await startHarness({ profile: 'spotify', ...options })
  running.push(h)
  h.emulator.setConsent('approve')
  const answer = (await h.account.session.signIn()) as SigningIn
  await actAsBrowser(answer.authorizeUrl!)
  await h.until((s) => s.status === 'signed-in', 'signed in')
  return h
}

/** Uses a refresh token at the token endpoint as another copy of the app would. */
async function refreshElsewhere(h: Harness, refreshToken: string) {
  const response = await fetch(`${h.emulator.accountsUrl}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: SPOTIFY_LIKE_CLIENT_ID,
    }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, string> }
}

describe('the token lifecycle against the emulator', () => {
  it('rotates the refresh token on refresh and keeps the new one', async () => {
    const h = await signedIn()
    const firstAccess = h.account.session.tokenProvider.current()!.accessToken
    const firstRefresh = h.keptRefreshToken()!
    const grant = await h.account.session.tokenProvider.refresh()
    expect(grant.accessToken).not.toBe(firstAccess)
    expect(grant.expiresAt).toBeGreaterThan(Date.now())
    const secondRefresh = h.keptRefreshToken()!
    expect(secondRefresh).not.toBe(firstRefresh)
    // The old refresh token is dead at the service: rotation really happened.
    expect(await refreshElsewhere(h, firstRefresh)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    })
    // And the kept one works.
    await expect(h.account.session.tokenProvider.refresh()).resolves.toMatchObject({
      accessToken: expect.any(String),
    })
  })

  it('runs one refresh for many concurrent callers', async () => {
    const h = await signedIn()
    const before = h.keptRefreshToken()
    const grants = await Promise.all(
      Array.from({ length: 10 }, () => h.account.session.tokenProvider.refresh()),
    )
    expect(new Set(grants.map((grant) => grant.accessToken)).size).toBe(1)
    // Had two refreshes run, the second would have used a rotated token and ended the session.
    expect(h.account.session.state().status).toBe('signed-in')
    expect(h.keptRefreshToken()).not.toBe(before)
  })

  it('keeps the old refresh token when the service returns none', async () => {
    // A service that does not rotate: the emulator's answer with refresh_token taken out.
    const withoutRotation: AccountsHttp = async (request) => {
      const answer = await axiosAccountsHttp(request)
      if (request.form?.['grant_type'] !== 'refresh_token') return answer
      const { refresh_token: _dropped, ...rest } = JSON.parse(answer.text) as Record<string, unknown>
      return { ...answer, text: JSON.stringify(rest) }
    }
    const h = await signedIn({ account: { accountsHttp: withoutRotation } })
    const kept = h.keptRefreshToken()
    const access = h.account.session.tokenProvider.current()!.accessToken
    const grant = await h.account.session.tokenProvider.refresh()
    expect(grant.accessToken).not.toBe(access)
    expect(h.keptRefreshToken()).toBe(kept)
  })

  it('signs out with a reason when a rotated refresh token is reused (invalid_grant)', async () => {
    const h = await signedIn()
    // Another copy of the app rotates the token Encore holds: Encore's copy is now a reused, rotated token.
    expect((await refreshElsewhere(h, h.keptRefreshToken()!)).status).toBe(200)
    const failure = await h.account.session.tokenProvider.refresh().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SessionEndedError)
    expect(failure).toMatchObject({ code: 'NOT_SIGNED_IN', reason: expect.stringContaining('Sign in again') })
    const out = h.account.session.state()
    expect(out).toMatchObject({ status: 'signed-out', profile: 'spotify', reason: { code: 'session-ended' } })
    expect(out.status === 'signed-out' && out.reason?.message).toContain('no longer accepts your sign-in')
    // Tokens forgotten, in memory and on disk; the API client is gone with the session.
    expect(h.account.session.tokenProvider.current()).toBeUndefined()
    expect(h.secrets.values.has(KEPT_SESSION_KEY)).toBe(false)
    expect(h.account.api()).toBeUndefined()
  })

  it('signs out with a reason when the service revoked the refresh token, reached through an API call', async () => {
    const h = await signedIn()
    h.emulator.revokeRefreshTokens()
    h.emulator.revokeAccessTokens()
    const failure = await h.account
      .api()!
      .users.getCurrentUserProfile()
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({ code: 'NOT_SIGNED_IN' })
    expect(h.account.session.state()).toMatchObject({
      status: 'signed-out',
      reason: { code: 'session-ended' },
    })
  })

  it('says the sign-in expired when Spotify ends it six months after consent (API mode 2026)', async () => {
    const emulator = await startEmulator({
      size: 'small',
      seed: 'auth',
      clock: 'manual',
      apiMode: '2026',
      extraClientIds: [SPOTIFY_LIKE_CLIENT_ID],
    })
    // The harness closes the emulator it was given.
    const h = await signedIn({ emulator })
    // Renewing does not extend it: a month later it renews, half a year after consent it is over.
    emulator.clock.advance(30 * 86_400_000)
    await expect(h.account.session.tokenProvider.refresh()).resolves.toMatchObject({
      accessToken: expect.any(String),
    })
    emulator.clock.advance(153 * 86_400_000)
    const failure = await h.account.session.tokenProvider.refresh().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SessionEndedError)
    expect(failure).toMatchObject({ code: 'NOT_SIGNED_IN', kind: 'expired' })
    expect((failure as SessionEndedError).toBridgeError().details).toMatchObject({ kind: 'expired' })
    const out = h.account.session.state()
    expect(out).toMatchObject({ status: 'signed-out', reason: { code: 'session-ended' } })
    const message = out.status === 'signed-out' ? (out.reason?.message ?? '') : ''
    expect(message).toContain('expired')
    expect(message).toContain('six months')
    expect(message).toContain('Sign in again')
  })

  it('renews the access token after a 401 through the API client, without bothering the user', async () => {
    const h = await signedIn()
    const before = h.account.session.tokenProvider.current()!.accessToken
    h.emulator.revokeAccessTokens()
    const me = await h.account.api()!.users.getCurrentUserProfile()
    expect(me.id).toBe(h.emulator.user.id)
    expect(h.account.session.tokenProvider.current()!.accessToken).not.toBe(before)
    expect(h.account.session.state().status).toBe('signed-in')
  })

  it('restores a kept sign-in at the next start without a browser, rotating it', async () => {
    const first = await signedIn()
    const kept = first.keptRefreshToken()
    await first.account.dispose()
    const next = first.start()
    await next.account.start()
    const state = await next.until((s) => s.status === 'signed-in', 'signed in again')
    expect(state).toMatchObject({ profile: 'spotify', user: { id: first.emulator.user.id } })
    expect(next.opened).toEqual([])
    expect(next.states.map((s) => s.status)).toEqual(['restoring', 'signed-in'])
    expect(next.keptRefreshToken()).not.toBe(kept)
  })

  it('keeps the sign-in in memory only on an unencrypted store, unless the user allowed storing it', async () => {
    const secrets = new MemorySecretStore('unencrypted')
    const h = await signedIn({ secrets })
    expect(h.account.session.state()).toMatchObject({ tokenStorage: 'memory' })
    expect(secrets.values.has(KEPT_SESSION_KEY)).toBe(false)
    h.account.settings.update({ security: { allowUnencryptedTokenStorage: true } })
    await h.until(
      (s) => s.status === 'signed-in' && s.tokenStorage === 'unencrypted-file',
      'stored unencrypted',
    )
    expect(h.keptRefreshToken()).toEqual(expect.any(String))
    h.account.settings.update({ security: { allowUnencryptedTokenStorage: false } })
    await h.until((s) => s.status === 'signed-in' && s.tokenStorage === 'memory', 'back in memory')
    expect(secrets.values.has(KEPT_SESSION_KEY)).toBe(false)
  })

  it('forgets every token and per-user state on sign out', async () => {
    const h = await signedIn()
    let ended = 0
    h.account.session.onSessionEnded(() => ended++)
    const out = await h.account.session.signOut()
    expect(out).toMatchObject({ status: 'signed-out', reason: { code: 'signed-out' } })
    expect(ended).toBe(1)
    expect(h.account.session.tokenProvider.current()).toBeUndefined()
    expect(h.secrets.values.size).toBe(0)
    expect(h.account.api()).toBeUndefined()
    await expect(h.account.session.tokenProvider.refresh()).rejects.toMatchObject({ code: 'NOT_SIGNED_IN' })
  })

  it('signs out when the user switches the service, or changes the Client ID', async () => {
    const h = await signedIn()
    h.account.settings.update({ profile: 'demo' })
    await h.until((s) => s.status === 'signed-out', 'signed out')
    expect(h.account.session.state()).toMatchObject({
      profile: 'demo',
      reason: { message: expect.stringContaining('switched') },
    })
    expect(h.secrets.values.size).toBe(0)

    const again = await signedIn()
    again.account.settings.update({ spotify: { clientId: 'ffffffffffffffffffffffffffffffff' } })
    await again.until((s) => s.status === 'signed-out', 'signed out')
    expect(again.account.session.tokenProvider.current()).toBeUndefined()
  })

  it('signs in to the demo again at start when it was signed in and consent is skipped', async () => {
    const h = await startHarness({ profile: 'demo', skipConsent: true })
    running.push(h)
    await h.account.session.signIn()
    await h.until((s) => s.status === 'signed-in', 'signed in')
    await h.account.dispose()
    const next = h.start()
    await next.account.start()
    await next.until((s) => s.status === 'signed-in', 'signed in again')
  })
})
