import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { scopeNames, type SessionState } from '../../../electron/contract'
import { ManualClock } from '../../support/manual-clock'
import { actAsBrowser, refused, startHarness, type Harness } from './harness'

type SigningIn = Extract<SessionState, { status: 'signing-in' }>
const running: Harness[] = []
async function harness(...args: Parameters<typeof startHarness>) {
  const h = await startHarness(...args)
  running.push(h)
  return h
}
afterEach(async () => {
  for (const h of running.splice(0)) await h.close()
})

describe('sign-in against the emulator: the whole PKCE flow over HTTP', () => {
  it('demo with consent skipped: authorize → auto-approve → loopback receiver → token exchange → GET /me', async () => {
    const h = await harness({ profile: 'demo', skipConsent: true })
    const answer = await h.account.session.signIn()
    expect(answer).toMatchObject({ status: 'signing-in', openedBy: 'none', authorizeUrl: null })
    const redirectUri = (answer as SigningIn).redirectUri!
    expect(redirectUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/)

    const signedIn = await h.until((s) => s.status === 'signed-in', 'signed in')
    expect(signedIn).toMatchObject({
      status: 'signed-in',
      profile: 'demo',
      user: { id: h.emulator.user.id, displayName: h.emulator.user.displayName },
      tokenStorage: 'memory',
    })
    expect(signedIn.status === 'signed-in' && [...signedIn.scopes].sort()).toEqual([...scopeNames].sort())
    expect(h.opened).toEqual([])

    // GET /me through the API client, with the session's token.
    const me = await h.account.api()!.users.getCurrentUserProfile()
    expect(me.id).toBe(h.emulator.user.id)
    // The receiver took its one answer and closed: a second callback is refused.
    expect(await refused(`${redirectUri}?code=again&state=x`)).toBe(true)
  })

  it('demo with consent skipped while the service is down: the sign-in fails saying so, no page to wait on', async () => {
    const h = await harness({ profile: 'demo', skipConsent: true })
    h.emulator.faults.set({ down: true })
    await h.account.session.signIn()
    const failed = await h.until((s) => s.status === 'signed-out', 'the sign-in failed')
    expect(failed).toMatchObject({ status: 'signed-out', reason: { code: 'failed' } })
    expect(failed.status === 'signed-out' && failed.reason?.message).toContain(
      'The demo service is not answering right now',
    )
    expect(h.opened).toEqual([])
    // Back up: the next sign-in goes through.
    h.emulator.faults.set({ down: false })
    await h.account.session.signIn()
    await h.until((s) => s.status === 'signed-in', 'signed in')
  })

  it('demo with the consent page: the system browser gets the authorize URL; approving signs in', async () => {
    const h = await harness({ profile: 'demo', skipConsent: false })
    const answer = (await h.account.session.signIn()) as SigningIn
    expect(answer).toMatchObject({ status: 'signing-in', openedBy: 'system-browser' })
    expect(h.opened).toEqual([answer.authorizeUrl])
    const url = new URL(answer.authorizeUrl!)
    expect(`${url.origin}${url.pathname}`).toBe(`${h.emulator.accountsUrl}/authorize`)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(url.searchParams.get('redirect_uri')).toBe(answer.redirectUri)
    expect(url.searchParams.get('show_dialog')).toBe('true')
    expect(Buffer.from(url.searchParams.get('state')!, 'base64url').length).toBeGreaterThanOrEqual(16)
    expect(h.account.session.signInOrigins()).toEqual([h.emulator.accountsUrl])

    const page = await actAsBrowser(answer.authorizeUrl!, 'approve')
    expect(page.status).toBe(200)
    expect(page.body).toContain('You can close this tab')
    await h.until((s) => s.status === 'signed-in', 'signed in')
    expect(h.account.session.signInOrigins()).toEqual([])
  })

  it('a Spotify-like service at configured URLs: signed in, the rotating refresh token kept encrypted', async () => {
    const h = await harness({ profile: 'spotify' })
    h.emulator.setConsent('approve')
    const answer = (await h.account.session.signIn()) as SigningIn
    expect(answer.openedBy).toBe('system-browser')
    await actAsBrowser(answer.authorizeUrl!)
    const signedIn = await h.until((s) => s.status === 'signed-in', 'signed in')
    expect(signedIn).toMatchObject({ profile: 'spotify', tokenStorage: 'encrypted' })
    expect(h.keptRefreshToken()).toEqual(expect.any(String))
  })

  it('refuses an answer with the wrong state: signed out with the reason, and the port closed', async () => {
    const h = await harness({ profile: 'demo', skipConsent: false })
    const answer = (await h.account.session.signIn()) as SigningIn
    const forged = await fetch(`${answer.redirectUri}?code=stolen&state=not-the-one`)
    expect(forged.status).toBe(400)
    expect(await forged.text()).toContain('another sign-in attempt')
    const out = await h.until((s) => s.status === 'signed-out', 'signed out')
    expect(out).toMatchObject({ reason: { code: 'state-mismatch' } })
    expect(await refused(answer.redirectUri!)).toBe(true)
    expect(h.account.session.tokenProvider.current()).toBeUndefined()
  })

  it('reports a declined consent as access denied', async () => {
    const h = await harness({ profile: 'demo', skipConsent: false })
    const answer = (await h.account.session.signIn()) as SigningIn
    const page = await actAsBrowser(answer.authorizeUrl!, 'deny')
    expect(page.location).toContain('error=access_denied')
    expect(page.body).toContain('You declined')
    const out = await h.until((s) => s.status === 'signed-out', 'signed out')
    expect(out).toMatchObject({
      reason: { code: 'access-denied', message: expect.stringContaining('declined') },
    })
  })

  it("speaks the person's language: the browser's page and why the sign-in ended, in German, then Japanese", async () => {
    const h = await harness({ profile: 'demo', skipConsent: false })
    h.account.settings.update({ language: 'de' })
    const answer = (await h.account.session.signIn()) as SigningIn
    const page = await actAsBrowser(answer.authorizeUrl!, 'deny')
    expect(page.body).toContain('<html lang="de">')
    expect(page.body).toContain('Anmeldung abgelehnt')
    expect(page.body).toContain('Du kannst diesen Tab schließen.')
    const out = await h.until((s) => s.status === 'signed-out', 'signed out')
    expect(out).toMatchObject({
      reason: {
        code: 'access-denied',
        message: 'Du hast die Anfrage auf der Zustimmungsseite abgelehnt, daher ist Encore nicht angemeldet.',
      },
    })
    expect(() => h.account.signedInApi()).toThrow(
      'Melde dich zuerst an: Niemand ist bei einem Dienst angemeldet.',
    )
    h.account.settings.update({ language: 'ja' })
    await h.account.session.signIn()
    expect(h.account.session.cancelSignIn()).toMatchObject({
      reason: { code: 'cancelled', message: 'ログインをキャンセルしました。' },
    })
  })

  it('gives up when nobody answers before the timeout, and closes the port', async () => {
    const clock = new ManualClock()
    const h = await harness({ profile: 'demo', skipConsent: false, clock })
    const answer = (await h.account.session.signIn()) as SigningIn
    expect(answer.expiresAt).toBe(clock.now() + 5 * 60 * 1000)
    clock.advance(5 * 60 * 1000)
    const out = await h.until((s) => s.status === 'signed-out', 'signed out')
    expect(out).toMatchObject({
      reason: { code: 'timed-out', message: expect.stringContaining('5 minutes') },
    })
    expect(await refused(answer.redirectUri!)).toBe(true)
  })

  it('cancels on request: the port closes and a late answer is refused', async () => {
    const h = await harness({ profile: 'demo', skipConsent: false })
    const answer = (await h.account.session.signIn()) as SigningIn
    expect(h.account.session.cancelSignIn()).toMatchObject({
      status: 'signed-out',
      reason: { code: 'cancelled' },
    })
    expect(await refused(answer.redirectUri!)).toBe(true)
  })

  it('refuses a second callback after a successful one', async () => {
    const h = await harness({ profile: 'demo', skipConsent: false })
    const answer = (await h.account.session.signIn()) as SigningIn
    const first = await actAsBrowser(answer.authorizeUrl!)
    await h.until((s) => s.status === 'signed-in', 'signed in')
    expect(await refused(first.location)).toBe(true)
    expect(h.account.session.state().status).toBe('signed-in')
  })

  it('never logs a token', async () => {
    const h = await harness({ profile: 'spotify' })
    h.emulator.setConsent('approve')
    const answer = (await h.account.session.signIn()) as SigningIn
    await actAsBrowser(answer.authorizeUrl!)
    await h.until((s) => s.status === 'signed-in', 'signed in')
    await h.account.session.tokenProvider.refresh()
    const grant = h.account.session.tokenProvider.current()!
    const secrets = [grant.accessToken, h.keptRefreshToken()!]
    expect(h.logLines.length).toBeGreaterThan(0)
    for (const line of h.logLines) for (const secret of secrets) expect(line).not.toContain(secret)
    expect(JSON.stringify(h.states)).not.toContain(grant.accessToken)
    expect(JSON.stringify(h.states)).not.toContain(h.keptRefreshToken()!)
  })

  it('listens on the fixed redirect port the user registered, and says so plainly when it is taken', async () => {
    const blocker = createServer(() => {})
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const takenPort = (blocker.address() as AddressInfo).port
    try {
      const h = await harness({ profile: 'spotify' })
      h.account.settings.update({ spotify: { redirectPort: takenPort } })
      const failed = await h.account.session.signIn()
      expect(failed).toMatchObject({ status: 'signed-out', reason: { code: 'failed' } })
      expect(failed.status === 'signed-out' && failed.reason?.message).toContain(
        `Port ${takenPort} on 127.0.0.1 is in use`,
      )

      await new Promise<void>((resolve) => blocker.close(() => resolve()))
      h.emulator.setConsent('approve')
      const answer = (await h.account.session.signIn()) as SigningIn
      expect(answer.redirectUri).toBe(`http://127.0.0.1:${takenPort}/callback`)
      expect(new URL(answer.authorizeUrl!).searchParams.get('redirect_uri')).toBe(answer.redirectUri)
      await actAsBrowser(answer.authorizeUrl!)
      await h.until((s) => s.status === 'signed-in', 'signed in')
    } finally {
      if (blocker.listening) blocker.close()
    }
  })
})
