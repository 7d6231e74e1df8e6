import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createEncore } from '../../electron/core/app'
import { systemClock } from '../../electron/core/base/ports'
import { startWebHost, type WebHost } from '../../electron/web/host'
import { openLaunchUrl } from '../support/browser-session'
import { rawRequest } from '../support/http'
import { createMemoryLogger } from '../support/memory-logger'

let host: WebHost
let rendererDir: string
let cookie: string
const FILES = ['/', '/index.html', '/assets/index-abc.js', '/assets/index-abc.css', '/favicon.svg']
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

beforeAll(async () => {
  rendererDir = mkdtempSync(join(tmpdir(), 'encore-renderer-'))
  mkdirSync(join(rendererDir, 'assets'))
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Encore</title>')
  writeFileSync(join(rendererDir, 'assets', 'index-abc.js'), 'export {}')
  writeFileSync(join(rendererDir, 'assets', 'index-abc.css'), 'body{}')
  writeFileSync(join(rendererDir, 'favicon.svg'), '<svg/>')
  const encore = createEncore({
    identity: { name: 'Encore', version: '1.0.0', mode: 'browser' },
    logger: createMemoryLogger().logger,
    clock: systemClock,
  })
  host = await startWebHost({ encore, rendererDir, port: 0 })
  cookie = (await openLaunchUrl(host.launchUrl)).cookie
})

afterAll(async () => {
  await host.close()
  rmSync(rendererDir, { recursive: true, force: true })
})

/** Every path the host answers: its routes, with `/*` standing for each file of the page and a missing one. */
function everyPath(): string[] {
  const paths = new Set<string>()
  for (const route of host.routes) {
    const path = route.split(' ')[1] ?? ''
    if (path.endsWith('*')) for (const file of [...FILES, '/no-such-file.js']) paths.add(file)
    else paths.add(path)
  }
  return [...paths]
}

function upgrade(headers: Record<string, string>): Promise<number | 'open'> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/bridge`, { headers })
    ws.on('open', () => {
      ws.close()
      resolve('open')
    })
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
    ws.on('error', () => undefined)
  })
}

describe('browser-mode host: every route refuses strangers', () => {
  it('serves only the page files and the bridge', () => {
    expect([...host.routes].sort()).toEqual(['GET /*', 'GET /bridge', 'HEAD /*', 'HEAD /bridge'])
  })

  it('answers 403 to every route and method without the token or cookie, or from a foreign Origin', async () => {
    const paths = everyPath()
    let tried = 0
    for (const path of paths) {
      for (const method of METHODS) {
        const url = `${host.origin}${path}`
        const refusals = [
          await rawRequest(url, {}, method),
          await rawRequest(url, { cookie: `encore_session_${host.port}=forged` }, method),
          await rawRequest(url, { cookie, origin: 'http://evil.example' }, method),
          await rawRequest(url, { cookie, origin: 'null' }, method),
          await rawRequest(url, { cookie, origin: `http://localhost:${host.port}` }, method),
          await rawRequest(url, { cookie, host: `evil.example:${host.port}` }, method),
          // The launch token is spent; another one is refused, from anywhere.
          await rawRequest(`${url}?token=guessed`, {}, method),
        ]
        for (const refusal of refusals) expect(refusal.status, `${method} ${path}`).toBe(403)
        tried += refusals.length
      }
    }
    expect(paths.length).toBeGreaterThanOrEqual(7)
    expect(tried).toBe(paths.length * METHODS.length * 7)
    // And the cookie from our own origin still opens them: the refusals are for strangers only.
    expect(
      (await rawRequest(`${host.origin}/assets/index-abc.js`, { cookie, origin: host.origin })).status,
    ).toBe(200)
  })

  it('refuses the WebSocket with 403 without the cookie, with a forged one, or from a foreign Origin', async () => {
    expect(await upgrade({ origin: host.origin })).toBe(403)
    expect(await upgrade({ origin: host.origin, cookie: `encore_session_${host.port}=forged` })).toBe(403)
    expect(await upgrade({ origin: 'http://evil.example', cookie })).toBe(403)
    expect(await upgrade({ origin: `http://localhost:${host.port}`, cookie })).toBe(403)
    expect(await upgrade({ cookie })).toBe(403)
    expect(await upgrade({ origin: host.origin, cookie })).toBe('open')
  })
})

/** Answers whether a TCP connection to address:port is accepted. */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

describe('browser-mode host: where it listens', () => {
  it('accepts connections on 127.0.0.1 only: not on other loopback addresses, IPv6 or the network', async () => {
    expect(await accepts('127.0.0.1', host.port)).toBe(true)
    const elsewhere = ['127.0.0.2', '::1']
    for (const addresses of Object.values(networkInterfaces())) {
      for (const info of addresses ?? []) if (!info.internal) elsewhere.push(info.address.split('%')[0] ?? '')
    }
    for (const address of elsewhere) expect(await accepts(address, host.port), address).toBe(false)
  })
})
