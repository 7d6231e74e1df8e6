import { afterEach, describe, expect, it } from 'vitest'
import {
  judgeCallback,
  startLoopbackReceiver,
  type LoopbackReceiver,
} from '../../../../electron/core/features/auth/loopback-receiver'
import { EncoreError } from '../../../../electron/core/base/errors'
import { ManualClock } from '../../../support/manual-clock'
import { rawRequest } from '../../../support/http'

const STATE = 'expected-state-0123456789abcdefghijklmnopqrstuv'
const started: LoopbackReceiver[] = []

async function receiver(options: { timeoutMs?: number; port?: number | null } = {}) {
  const clock = new ManualClock()
  const r = await startLoopbackReceiver({ state: STATE, clock, ...options })
  started.push(r)
  return { r, clock }
}

async function refusedConnection(url: string): Promise<boolean> {
  try {
    await rawRequest(url)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ECONNREFUSED'
  }
}

afterEach(async () => {
  for (const r of started.splice(0)) {
    r.cancel()
    await r.closed
  }
})

describe('judgeCallback: what one request means', () => {
  it('accepts exactly a GET /callback with the matching state and a code', () => {
    expect(judgeCallback('GET', `/callback?code=abc&state=${STATE}`, STATE).outcome).toEqual({
      ok: true,
      code: 'abc',
    })
  })

  it('refuses a wrong or missing state, whatever else the answer says', () => {
    for (const url of [
      '/callback?code=abc&state=other',
      '/callback?code=abc',
      '/callback?error=access_denied',
    ]) {
      const verdict = judgeCallback('GET', url, STATE)
      expect(verdict.status, url).toBe(400)
      expect(verdict.outcome).toMatchObject({ ok: false, reason: 'state-mismatch' })
    }
  })

  it('tells a declined consent from other service errors, and a missing code', () => {
    expect(judgeCallback('GET', `/callback?error=access_denied&state=${STATE}`, STATE).outcome).toMatchObject(
      {
        ok: false,
        reason: 'access-denied',
      },
    )
    const other = judgeCallback('GET', `/callback?error=server_error&state=${STATE}`, STATE)
    expect(other.outcome).toMatchObject({ ok: false, reason: 'authorize-error' })
    expect(other.message).toContain('server_error')
    const weird = judgeCallback('GET', `/callback?error=%3Cscript%3E&state=${STATE}`, STATE)
    expect(weird.message).not.toContain('<script>')
    expect(judgeCallback('GET', `/callback?state=${STATE}`, STATE).outcome).toMatchObject({
      ok: false,
      reason: 'missing-code',
    })
  })

  it('does not treat other paths or methods as an answer', () => {
    expect(judgeCallback('GET', '/favicon.ico', STATE)).toMatchObject({ status: 404, outcome: null })
    expect(judgeCallback('GET', `/other?code=abc&state=${STATE}`, STATE)).toMatchObject({
      status: 404,
      outcome: null,
    })
    expect(judgeCallback('POST', `/callback?code=abc&state=${STATE}`, STATE)).toMatchObject({
      status: 405,
      outcome: null,
    })
  })
})

describe('the loopback receiver', () => {
  it('listens on 127.0.0.1 at an ephemeral port and names its redirect URI', async () => {
    const { r } = await receiver()
    expect(r.port).toBeGreaterThan(0)
    expect(r.redirectUri).toBe(`http://127.0.0.1:${r.port}/callback`)
  })

  it('accepts the matching answer with a "you can close this tab" page, then closes its port', async () => {
    const { r, clock } = await receiver()
    const page = await rawRequest(`${r.redirectUri}?code=the-code&state=${STATE}`)
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.headers['content-security-policy']).toContain("default-src 'none'")
    expect(page.body).toContain('You can close this tab')
    expect(page.body).not.toContain('<script')
    await expect(r.outcome).resolves.toEqual({ ok: true, code: 'the-code' })
    await r.closed
    expect(clock.pendingTimers).toBe(0)
    expect(await refusedConnection(`${r.redirectUri}?code=again&state=${STATE}`)).toBe(true)
  })

  it('refuses a second answer after the first: the port is gone', async () => {
    const { r } = await receiver()
    await rawRequest(`${r.redirectUri}?code=first&state=${STATE}`)
    await r.closed
    expect(await refusedConnection(`${r.redirectUri}?code=second&state=${STATE}`)).toBe(true)
    await expect(r.outcome).resolves.toEqual({ ok: true, code: 'first' })
  })

  it('answers a wrong state with a clear page and ends the sign-in as state-mismatch', async () => {
    const { r } = await receiver()
    const page = await rawRequest(`${r.redirectUri}?code=abc&state=forged`)
    expect(page.status).toBe(400)
    expect(page.body).toContain('belongs to another sign-in attempt')
    await expect(r.outcome).resolves.toMatchObject({ ok: false, reason: 'state-mismatch' })
    await r.closed
  })

  it('answers a missing state, a missing code and access_denied each with its own page and result', async () => {
    const cases = [
      { query: 'code=abc', reason: 'state-mismatch', text: 'carried no state' },
      { query: `state=${STATE}`, reason: 'missing-code', text: 'without an authorization code' },
      { query: `error=access_denied&state=${STATE}`, reason: 'access-denied', text: 'You declined' },
    ]
    for (const { query, reason, text } of cases) {
      const { r } = await receiver()
      const page = await rawRequest(`${r.redirectUri}?${query}`)
      expect(page.body, query).toContain(text)
      await expect(r.outcome).resolves.toMatchObject({ ok: false, reason })
      await r.closed
    }
  })

  it('answers other paths with a 404 page and keeps waiting for the real answer', async () => {
    const { r } = await receiver()
    const origin = `http://127.0.0.1:${r.port}`
    const stray = await rawRequest(`${origin}/favicon.ico`)
    expect(stray.status).toBe(404)
    expect(stray.body).toContain('Not part of the sign-in')
    expect((await rawRequest(`${origin}/callback?code=abc&state=${STATE}`, {}, 'POST')).status).toBe(405)
    await rawRequest(`${r.redirectUri}?code=real&state=${STATE}`)
    await expect(r.outcome).resolves.toEqual({ ok: true, code: 'real' })
  })

  it('ends with timed-out when the clock passes the timeout, and closes the port', async () => {
    const { r, clock } = await receiver({ timeoutMs: 5 * 60 * 1000 })
    clock.advance(5 * 60 * 1000 - 1)
    clock.advance(1)
    await expect(r.outcome).resolves.toMatchObject({
      ok: false,
      reason: 'timed-out',
      message: expect.stringContaining('5 minutes'),
    })
    await r.closed
    expect(await refusedConnection(r.redirectUri)).toBe(true)
  })

  it('does not time out before the timeout', async () => {
    const { r, clock } = await receiver({ timeoutMs: 1000 })
    clock.advance(999)
    await rawRequest(`${r.redirectUri}?code=in-time&state=${STATE}`)
    await expect(r.outcome).resolves.toEqual({ ok: true, code: 'in-time' })
  })

  it('ends with cancelled on cancel, closes the port, and ignores a later cancel', async () => {
    const { r, clock } = await receiver()
    r.cancel()
    r.cancel()
    await expect(r.outcome).resolves.toMatchObject({ ok: false, reason: 'cancelled' })
    await r.closed
    expect(clock.pendingTimers).toBe(0)
    expect(await refusedConnection(r.redirectUri)).toBe(true)
  })

  it('listens on a fixed port when asked, and says clearly when that port is taken', async () => {
    const { r: probe } = await receiver()
    const freePort = probe.port
    probe.cancel()
    await probe.closed
    const { r: fixed } = await receiver({ port: freePort })
    expect(fixed.port).toBe(freePort)
    expect(fixed.redirectUri).toBe(`http://127.0.0.1:${freePort}/callback`)
    const error = await startLoopbackReceiver({
      state: STATE,
      port: freePort,
      clock: new ManualClock(),
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EncoreError)
    expect((error as EncoreError).message).toContain(`Port ${freePort} on 127.0.0.1 is in use`)
  })
})
