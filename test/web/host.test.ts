import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createEncore, type Encore } from '../../electron/core/app'
import { EventBus } from '../../electron/core/base/bridge/event-bus'
import { systemClock } from '../../electron/core/base/ports'
import { WS_CLOSE_NOT_THIS_START } from '../../electron/contract'
import { startWebHost, type WebHost } from '../../electron/web/host'
import { openBridgeSocket, openLaunchUrl, type BrowserSession } from '../support/browser-session'
import { rawRequest } from '../support/http'
import { createMemoryLogger } from '../support/memory-logger'
import { tempFolder } from '../support/temp-folders'

let host: WebHost
let encore: Encore
let session: BrowserSession
let cookie: string
let rendererDir: string

/** Opens a bridge socket and collects every message; resolves once open, or with the HTTP refusal status. */
function openSocket(ws: WebSocket): Promise<{ ws: WebSocket; messages: unknown[] } | { refused: number }> {
  return new Promise((resolve) => {
    const messages: unknown[] = []
    ws.on('message', (data) => messages.push(JSON.parse(String(data))))
    ws.on('open', () => resolve({ ws, messages }))
    ws.on('unexpected-response', (_req, res) => resolve({ refused: res.statusCode ?? 0 }))
  })
}

async function connectTo(target: BrowserSession) {
  const socket = await openSocket(openBridgeSocket(target))
  if ('refused' in socket) throw new Error(`socket refused with ${socket.refused}`)
  return socket
}

/** A socket whose upgrade went through: what it was told before it closed, and whether app.info was answered. */
async function closedWith(ws: WebSocket): Promise<{ code: number; reason: string; answered: boolean }> {
  let answered = false
  ws.on('message', () => (answered = true))
  ws.on('open', () => ws.send(JSON.stringify({ type: 'call', id: 1, method: 'app.info' })))
  return new Promise((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: String(reason), answered })),
  )
}

async function until<T>(probe: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = probe()
    if (value !== undefined) return value
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`timed out waiting for ${what}`)
}

beforeAll(async () => {
  rendererDir = tempFolder('encore-renderer-')
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Encore test page</title>')
  mkdirSync(join(rendererDir, 'assets'))
  writeFileSync(join(rendererDir, 'assets', 'page-0a1b2c.js'), 'export {}')
  encore = createEncore({
    identity: { name: 'Encore', version: '3.1.4', mode: 'browser' },
    logger: createMemoryLogger().logger,
    clock: systemClock,
  })
  host = await startWebHost({ encore, rendererDir, port: 0 })
  session = await openLaunchUrl(host.launchUrl)
  cookie = session.cookie
})

afterAll(async () => {
  await host.close()
})

describe('browser-mode host: access', () => {
  it('listens on 127.0.0.1 on the port it picked and prints a token URL', () => {
    expect(host.port).toBeGreaterThan(0)
    expect(host.launchUrl).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${host.port}/\\?token=[A-Za-z0-9_-]+$`),
    )
  })

  it('exchanged the token for an HttpOnly SameSite=Strict cookie named after its port, and the token is spent', async () => {
    expect(cookie).toMatch(new RegExp(`^encore_session_${host.port}=[A-Za-z0-9_-]{43}$`))
    const again = await rawRequest(host.launchUrl)
    expect(again.status).toBe(403)
    expect(again.headers['set-cookie']).toBeUndefined()
  })

  it('sets the cookie flags the issue asks for', async () => {
    // A second host, so its launch token is still fresh for this test.
    const other = await startWebHost({ encore, rendererDir, port: 0 })
    try {
      const res = await rawRequest(other.launchUrl)
      const header = String(res.headers['set-cookie'])
      expect(header).toContain('HttpOnly')
      expect(header).toContain('SameSite=Strict')
      expect(header).toContain('Path=/')
      expect(res.headers['location']).toMatch(/^\/#encore-key=[A-Za-z0-9_-]{43}$/)
    } finally {
      await other.close()
    }
  })

  it('serves the page to the session cookie, with the security headers', async () => {
    const res = await rawRequest(`${host.origin}/`, { cookie })
    expect(res.status).toBe(200)
    expect(res.body).toContain('Encore test page')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
  })

  it('lets the browser keep the files the build names by their content (a page opened again asks for none), never the page', async () => {
    const asset = await rawRequest(`${host.origin}/assets/page-0a1b2c.js`, { cookie })
    expect(asset.status).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const missing = await rawRequest(`${host.origin}/assets/gone.js`, { cookie })
    expect(missing.status).toBe(404)
    expect(missing.headers['cache-control'] ?? '').not.toContain('immutable')
    const page = await rawRequest(`${host.origin}/`, { cookie })
    expect(page.headers['cache-control']).toBe('no-store')
  })

  it('tells core once the page itself went to a signed-in browser (its list is read ahead), not for its files or refusals', async () => {
    let asked = 0
    const other = await startWebHost({ encore, rendererDir, port: 0, onPageRequested: () => asked++ })
    try {
      const otherSession = await openLaunchUrl(other.launchUrl)
      const options = { cookie: otherSession.cookie }
      // The launch link only redirects to the page.
      expect(asked).toBe(0)
      expect((await rawRequest(`${other.origin}/`, options)).status).toBe(200)
      await until(() => (asked === 1 ? true : undefined), 'the page')
      expect((await rawRequest(`${other.origin}/assets/page-0a1b2c.js`, options)).status).toBe(200)
      expect((await rawRequest(`${other.origin}/`)).status).toBe(403)
      expect((await rawRequest(`${other.origin}/`, { cookie: 'encore-session=forged' })).status).toBe(403)
      expect(asked).toBe(1)
      expect((await rawRequest(`${other.origin}/index.html`, options)).status).toBe(200)
      await until(() => (asked === 2 ? true : undefined), 'the page asked for again')
    } finally {
      await other.close()
    }
  })

  it('refuses requests without token or cookie, with a forged cookie, or from another origin', async () => {
    expect((await rawRequest(`${host.origin}/`)).status).toBe(403)
    const forged = `encore_session_${host.port}=forged`
    expect((await rawRequest(`${host.origin}/index.html`, { cookie: forged })).status).toBe(403)
    expect((await rawRequest(`${host.origin}/`, { cookie, origin: 'http://evil.example' })).status).toBe(403)
    expect((await rawRequest(`${host.origin}/`, { cookie, origin: host.origin })).status).toBe(200)
  })

  it('refuses a foreign Host header (DNS rebinding)', async () => {
    const res = await rawRequest(`${host.origin}/`, { cookie, host: `evil.example:${host.port}` })
    expect(res.status).toBe(403)
  })

  it('refuses WebSocket upgrades without the cookie, from another origin, or without an origin', async () => {
    expect(await openSocket(openBridgeSocket(session, { headers: { cookie: '' } }))).toEqual({
      refused: 403,
    })
    expect(
      await openSocket(openBridgeSocket(session, { headers: { origin: 'http://evil.example' } })),
    ).toEqual({ refused: 403 })
    const noOrigin = new WebSocket(`ws://127.0.0.1:${host.port}/bridge`, ['encore-bridge'], {
      headers: { cookie },
    })
    expect(await openSocket(noOrigin)).toEqual({ refused: 403 })
  })
})

describe('browser-mode host: bound to its instance', () => {
  const notThisStart = {
    code: WS_CLOSE_NOT_THIS_START,
    reason:
      'This page is not signed in to this start of Encore. Open the link Encore printed when it started.',
    answered: false,
  }

  it('a replayed cookie alone (right Host and Origin, set by hand) opens no bridge: the socket is told why and closed', async () => {
    expect(await closedWith(openBridgeSocket(session, { pageKey: null }))).toEqual(notThisStart)
    expect(await closedWith(openBridgeSocket(session, { pageKey: 'guessed-key' }))).toEqual(notThisStart)
  })

  it('two instances in one browser live side by side; each start has its own page key', async () => {
    const other = await startWebHost({ encore, rendererDir, port: 0 })
    try {
      const second = await openLaunchUrl(other.launchUrl)
      // The browser sends every 127.0.0.1 cookie to each port: both instances get both cookies.
      const jar = [cookie, second.cookie].join('; ')
      expect((await rawRequest(`${host.origin}/`, { cookie: jar })).status).toBe(200)
      expect((await rawRequest(`${other.origin}/`, { cookie: jar })).status).toBe(200)
      expect(second.pageKey).not.toBe(session.pageKey)
      for (const [target, page] of [
        [host, session],
        [other, second],
      ] as const) {
        const { ws, messages } = await connectTo({ ...page, cookie: jar })
        ws.send(JSON.stringify({ type: 'call', id: 1, method: 'app.info' }))
        expect(await until(() => messages[0], `app.info from ${target.origin}`)).toMatchObject({
          id: 1,
          result: { ok: true },
        })
        ws.close()
      }
      // One start's key opens no bridge of another.
      expect(await closedWith(openBridgeSocket({ ...second, pageKey: session.pageKey }))).toEqual(
        notThisStart,
      )
    } finally {
      await other.close()
    }
  })
})

describe('browser-mode host: the WebSocket bridge', () => {
  const connected = () => connectTo(session)

  it('answers app.info and app.ping by request id', async () => {
    const { ws, messages } = await connected()
    ws.send(JSON.stringify({ type: 'call', id: 1, method: 'app.info' }))
    ws.send(JSON.stringify({ type: 'call', id: 2, method: 'app.ping', input: { nonce: 'n-2' } }))
    const byId = (id: number) => messages.find((m) => (m as { id?: number }).id === id)
    expect(await until(() => byId(1), 'app.info')).toEqual({
      type: 'result',
      id: 1,
      result: { ok: true, value: { name: 'Encore', version: '3.1.4', mode: 'browser', service: 'demo' } },
    })
    expect(await until(() => byId(2), 'app.ping')).toMatchObject({
      type: 'result',
      id: 2,
      result: { ok: true, value: { nonce: 'n-2' } },
    })
    ws.close()
  })

  it('answers bad payloads with typed errors and keeps serving', async () => {
    const { ws, messages } = await connected()
    ws.send('this is not json')
    ws.send(JSON.stringify({ hello: 'world' }))
    ws.send(JSON.stringify({ type: 'call', id: 10, method: 'app.ping', input: { nonce: 42 } }))
    ws.send(JSON.stringify({ type: 'call', id: 11, method: 'app.missing' }))
    ws.send(JSON.stringify({ type: 'call', id: 12, method: 'app.info', extra: true }))
    ws.send(Buffer.from([1, 2, 3]), { binary: true })
    ws.send(JSON.stringify({ type: 'call', id: 13, method: 'app.info' }))
    await until(() => (messages.length >= 7 ? true : undefined), 'seven answers')

    const protocolErrors = messages.filter((m) => (m as { type: string }).type === 'protocol-error')
    expect(protocolErrors).toHaveLength(3)
    for (const error of protocolErrors) expect(error).toMatchObject({ error: { code: 'INVALID_INPUT' } })

    const results = Object.fromEntries(
      messages
        .filter(
          (m): m is { id: number; result: { ok: boolean; error?: { code: string } } } =>
            (m as { type: string }).type === 'result',
        )
        .map((m) => [m.id, m.result]),
    )
    expect(results[10]).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    expect(results[11]).toMatchObject({ ok: false, error: { code: 'UNKNOWN_METHOD' } })
    expect(results[12]).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    expect(results[13]).toMatchObject({ ok: true })
    ws.close()
  })

  it('pushes core events to the page and stops listening when the page goes', async () => {
    const bus = new EventBus()
    const other = await startWebHost({
      encore: { dispatch: encore.dispatch, onEvent: (l) => bus.subscribe(l) },
      rendererDir,
      port: 0,
    })
    try {
      const { ws, messages } = await connectTo(await openLaunchUrl(other.launchUrl))
      expect(bus.listenerCount).toBe(1)
      bus.emit('notice', { level: 'warning', message: 'Playback moved to another device.' })
      expect(
        await until(() => messages.find((m) => (m as { type: string }).type === 'event'), 'event'),
      ).toEqual({
        type: 'event',
        event: 'notice',
        payload: { level: 'warning', message: 'Playback moved to another device.' },
      })
      ws.close()
      await until(() => (bus.listenerCount === 0 ? true : undefined), 'unsubscribe on close')
    } finally {
      await other.close()
    }
  })
})
