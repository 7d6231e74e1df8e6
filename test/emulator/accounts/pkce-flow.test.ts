import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import {
  apiClient,
  fetchJson,
  pkcePair,
  startTestEmulator,
  type OAuthErrorBody,
  type PkcePair,
} from '../../support/emulator'

const REDIRECT = 'http://127.0.0.1:53682/callback'
const SCOPES = ['user-read-private', 'user-read-email', 'playlist-read-private']

interface TokenBody {
  access_token: string
  token_type: string
  scope: string
  expires_in: number
  refresh_token: string
}

let emulator: EmulatorHandle<ManualClock>

beforeAll(async () => {
  emulator = await startTestEmulator({ tokenTtlSeconds: 120 })
})
afterAll(() => emulator.close())

function authorizeUrl(pkce: PkcePair, overrides: Record<string, string | undefined> = {}): string {
  const params: Record<string, string | undefined> = {
    client_id: emulator.clientId,
    response_type: 'code',
    redirect_uri: REDIRECT,
    code_challenge_method: 'S256',
    code_challenge: pkce.challenge,
    state: 'state-123',
    scope: SCOPES.join(' '),
    ...overrides,
  }
  const url = new URL('/authorize', emulator.accountsUrl)
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value)
  return url.toString()
}

async function consentPage(pkce: PkcePair, overrides: Record<string, string | undefined> = {}) {
  const response = await fetch(authorizeUrl(pkce, { show_dialog: 'true', ...overrides }), {
    redirect: 'manual',
  })
  const html = await response.text()
  return { response, html, requestId: /name="request_id" value="([^"]+)"/.exec(html)?.[1] }
}

async function decide(requestId: string, decision: 'approve' | 'deny'): Promise<URL> {
  const response = await fetch(new URL('/authorize', emulator.accountsUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request_id: requestId, decision }).toString(),
  })
  expect(response.status).toBe(303)
  return new URL(response.headers.get('location') ?? '')
}

/** Runs the consent page and approves; returns the code. */
async function obtainCode(pkce: PkcePair): Promise<string> {
  const page = await consentPage(pkce)
  const location = await decide(page.requestId ?? '', 'approve')
  return location.searchParams.get('code') ?? ''
}

function token(form: Record<string, string>) {
  return fetchJson<TokenBody & OAuthErrorBody>(new URL('/api/token', emulator.accountsUrl).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  })
}

function exchange(code: string, verifier: string, overrides: Record<string, string> = {}) {
  return token({
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    client_id: emulator.clientId,
    code_verifier: verifier,
    ...overrides,
  })
}

describe('GET /authorize', () => {
  it('shows a consent page naming the client and the scopes', async () => {
    const page = await consentPage(pkcePair())
    expect(page.response.status).toBe(200)
    expect(page.response.headers.get('content-type')).toContain('text/html')
    expect(page.html).toContain(emulator.clientId)
    expect(page.html).toContain('See your email address')
    expect(page.requestId).toMatch(/^[\w-]+$/)
  })

  it('approve redirects to the redirect URI with a code and the state', async () => {
    const page = await consentPage(pkcePair())
    const location = await decide(page.requestId ?? '', 'approve')
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT)
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{20,}$/)
    expect(location.searchParams.get('state')).toBe('state-123')
  })

  it('deny redirects with error=access_denied and the state', async () => {
    const page = await consentPage(pkcePair())
    const location = await decide(page.requestId ?? '', 'deny')
    expect(location.searchParams.get('error')).toBe('access_denied')
    expect(location.searchParams.get('state')).toBe('state-123')
    expect(location.searchParams.has('code')).toBe(false)
  })

  it('a consent decision can be used once', async () => {
    const page = await consentPage(pkcePair())
    await decide(page.requestId ?? '', 'approve')
    const again = await fetch(new URL('/authorize', emulator.accountsUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ request_id: page.requestId ?? '', decision: 'approve' }).toString(),
    })
    expect(again.status).toBe(400)
  })

  it('skips the page for scopes approved before unless show_dialog=true', async () => {
    const pkce = pkcePair()
    await obtainCode(pkce)
    const silent = await fetch(authorizeUrl(pkce), { redirect: 'manual' })
    expect(silent.status).toBe(302)
    expect(new URL(silent.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy()
    const shown = await consentPage(pkce, { show_dialog: 'true' })
    expect(shown.response.status).toBe(200)
  })

  it.each([
    ['localhost', 'http://localhost:53682/callback'],
    ['an https site', 'https://example.com/callback'],
    ['a LAN address', 'http://192.168.1.10:8080/callback'],
  ])('refuses a redirect URI on %s as insecure, without redirecting', async (_name, uri) => {
    const response = await fetch(authorizeUrl(pkcePair(), { redirect_uri: uri }), { redirect: 'manual' })
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.text()).toContain('Insecure redirect URI')
  })

  it('accepts the IPv6 loopback literal with any port', async () => {
    const response = await fetch(authorizeUrl(pkcePair(), { redirect_uri: 'http://[::1]:40111/cb' }), {
      redirect: 'manual',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/^http:\/\/\[::1\]:40111\/cb\?code=/)
  })

  it('refuses an unknown client id with an error page', async () => {
    const response = await fetch(authorizeUrl(pkcePair(), { client_id: 'somebody-else' }), {
      redirect: 'manual',
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('INVALID_CLIENT')
  })

  it.each([
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ code_challenge_method: 'plain' }, 'invalid_request'],
    [{ code_challenge: undefined }, 'invalid_request'],
    [{ scope: 'user-read-private not-a-scope' }, 'invalid_scope'],
  ])('sends %o back as error=%s with the state', async (overrides, error) => {
    const response = await fetch(authorizeUrl(pkcePair(), overrides), { redirect: 'manual' })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location') ?? '')
    expect(location.searchParams.get('error')).toBe(error)
    expect(location.searchParams.get('state')).toBe('state-123')
  })
})

describe('POST /api/token with authorization_code', () => {
  it('exchanges a code for tokens that work on /v1', async () => {
    const pkce = pkcePair()
    const answer = await exchange(await obtainCode(pkce), pkce.verifier)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.body.token_type).toBe('Bearer')
    expect(answer.body.expires_in).toBe(120)
    expect(answer.body.scope.split(' ').sort()).toEqual([...SCOPES].sort())
    expect(answer.body.refresh_token).not.toBe(answer.body.access_token)
    const me = await apiClient(emulator, answer.body.access_token).get<{ id: string }>('/me')
    expect(me.status).toBe(200)
    expect(me.body.id).toBe(emulator.user.id)
  })

  it('refuses a wrong verifier with invalid_grant, and the code still works with the right one', async () => {
    const pkce = pkcePair()
    const code = await obtainCode(pkce)
    const wrong = await exchange(code, pkcePair().verifier)
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ error: 'invalid_grant', error_description: 'code_verifier was incorrect' })
    expect((await exchange(code, pkce.verifier)).status).toBe(200)
  })

  it('refuses a reused code and revokes the tokens the first exchange issued', async () => {
    const pkce = pkcePair()
    const code = await obtainCode(pkce)
    const first = await exchange(code, pkce.verifier)
    expect(first.status).toBe(200)
    const second = await exchange(code, pkce.verifier)
    expect(second.status).toBe(400)
    expect(second.body.error).toBe('invalid_grant')
    expect((await apiClient(emulator, first.body.access_token).get('/me')).status).toBe(401)
    const refresh = await token({
      grant_type: 'refresh_token',
      refresh_token: first.body.refresh_token,
      client_id: emulator.clientId,
    })
    expect(refresh.body.error).toBe('invalid_grant')
  })

  it('refuses an expired code', async () => {
    const pkce = pkcePair()
    const code = await obtainCode(pkce)
    emulator.clock.advance(601_000)
    const answer = await exchange(code, pkce.verifier)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ error: 'invalid_grant', error_description: 'Authorization code expired' })
  })

  it('refuses another redirect URI than the one authorized', async () => {
    const pkce = pkcePair()
    const answer = await exchange(await obtainCode(pkce), pkce.verifier, {
      redirect_uri: 'http://127.0.0.1:53682/other',
    })
    expect(answer.body.error).toBe('invalid_grant')
  })

  it('refuses an unknown code', async () => {
    const answer = await exchange('no-such-code', pkcePair().verifier)
    expect(answer.body).toEqual({ error: 'invalid_grant', error_description: 'Invalid authorization code' })
  })

  it.each([
    [{ client_id: 'somebody-else' }, 400, 'invalid_client'],
    [{ code_verifier: '' }, 400, 'invalid_request'],
    [{ code_verifier: 'too-short' }, 400, 'invalid_request'],
    [{ grant_type: '' }, 400, 'invalid_request'],
    [{ grant_type: 'password' }, 400, 'unsupported_grant_type'],
  ])('answers %o with %i %s', async (overrides, status, error) => {
    const pkce = pkcePair()
    const answer = await exchange(await obtainCode(pkce), pkce.verifier, overrides)
    expect(answer.status).toBe(status)
    expect(answer.body.error).toBe(error)
    expect(answer.body.error_description).toEqual(expect.any(String))
  })

  it('takes forms only: a JSON body is invalid_request', async () => {
    const answer = await fetchJson<OAuthErrorBody>(new URL('/api/token', emulator.accountsUrl).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: 'x', client_id: emulator.clientId }),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('invalid_request')
  })
})

describe('POST /api/token with refresh_token', () => {
  it('rotates: the new refresh token works, the old one is invalid_grant', async () => {
    const pkce = pkcePair()
    const first = await exchange(await obtainCode(pkce), pkce.verifier)
    const refresh = (refreshToken: string) =>
      token({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: emulator.clientId })
    const rotated = await refresh(first.body.refresh_token)
    expect(rotated.status).toBe(200)
    expect(rotated.body.refresh_token).not.toBe(first.body.refresh_token)
    expect(rotated.body.access_token).not.toBe(first.body.access_token)
    expect(rotated.body.scope).toBe(first.body.scope)
    const reused = await refresh(first.body.refresh_token)
    expect(reused.status).toBe(400)
    expect(reused.body).toEqual({ error: 'invalid_grant', error_description: 'Invalid refresh token' })
    expect((await refresh(rotated.body.refresh_token)).status).toBe(200)
  })

  it('renews an expired access token', async () => {
    const issued = emulator.issueToken({ scopes: ['user-read-private'], ttlSeconds: 60 })
    emulator.clock.advance(61_000)
    const expired = await apiClient(emulator, issued.access_token).get<{ error: { message: string } }>('/me')
    expect(expired.status).toBe(401)
    expect(expired.body.error.message).toBe('The access token expired')
    const renewed = await token({
      grant_type: 'refresh_token',
      refresh_token: issued.refresh_token,
      client_id: emulator.clientId,
    })
    expect(renewed.status).toBe(200)
    expect((await apiClient(emulator, renewed.body.access_token).get('/me')).status).toBe(200)
  })

  it('refuses a refresh token of another client and an unknown client', async () => {
    const issued = emulator.issueToken()
    const unknown = await token({
      grant_type: 'refresh_token',
      refresh_token: issued.refresh_token,
      client_id: 'x',
    })
    expect(unknown.body.error).toBe('invalid_client')
    const missing = await token({ grant_type: 'refresh_token', client_id: emulator.clientId })
    expect(missing.body.error).toBe('invalid_request')
  })

  it('revokeRefreshTokens makes every refresh token invalid_grant', async () => {
    const issued = emulator.issueToken()
    emulator.revokeRefreshTokens()
    const answer = await token({
      grant_type: 'refresh_token',
      refresh_token: issued.refresh_token,
      client_id: emulator.clientId,
    })
    expect(answer.body.error).toBe('invalid_grant')
  })
})

describe('consent modes', () => {
  it('--auto-approve answers 302 with a code at once; deny mode with access_denied', async () => {
    const auto = await startTestEmulator({ autoApprove: true })
    try {
      const pkce = pkcePair()
      const url = new URL('/authorize', auto.accountsUrl)
      url.search = new URLSearchParams({
        client_id: auto.clientId,
        response_type: 'code',
        redirect_uri: REDIRECT,
        code_challenge_method: 'S256',
        code_challenge: pkce.challenge,
        state: 's',
        show_dialog: 'true',
      }).toString()
      const approved = await fetch(url, { redirect: 'manual' })
      expect(approved.status).toBe(302)
      const location = new URL(approved.headers.get('location') ?? '')
      expect(location.searchParams.get('code')).toBeTruthy()
      expect(location.searchParams.get('state')).toBe('s')
      auto.setConsent('deny')
      const denied = await fetch(url, { redirect: 'manual' })
      expect(new URL(denied.headers.get('location') ?? '').searchParams.get('error')).toBe('access_denied')
    } finally {
      await auto.close()
    }
  })
})
