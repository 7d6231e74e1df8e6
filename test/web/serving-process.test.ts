import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startBrowserMode } from '../support/browser-mode'
import { openBridgeSocket, openLaunchUrl } from '../support/browser-session'
import { rawRequest } from '../support/http'
import { tempFolder } from '../support/temp-folders'

/**
 * `npm run web` as a user runs it, with a recorder of every ES module the serving process loads: it serves
 * compiled JavaScript and never holds build tooling (vite, rollup, esbuild, tsx, the TypeScript compiler).
 */
describe('the serving process', () => {
  it('runs compiled code and never loads vite or tsx, also after a sign-in to the demo; nor the emulator before it; nor undici', async () => {
    const log = join(tempFolder('encore-modules-'), 'modules.txt')
    process.env['ENCORE_MODULE_LOG'] = log
    const app = await startBrowserMode([], 60_000, ['--import', './test/support/module-recorder.mjs'])
    delete process.env['ENCORE_MODULE_LOG']
    try {
      // Signed out, the app process holds neither the emulator (the demo runs on a worker thread, and only
      // once signed in) nor D-Bus (loaded only where a session bus is there to use).
      const atStart = readFileSync(log, 'utf8').split('\n').filter(Boolean)
      expect(atStart.filter((url) => /out\/main\/chunks\/demo-service-/.test(url))).toEqual([])
      if (!process.env['DBUS_SESSION_BUS_ADDRESS']) {
        expect(atStart.filter((url) => url.includes('node_modules/@jellybrick/dbus-next/'))).toEqual([])
      }
      // Browser mode serves on Node's own HTTP server and ws: fastify and its plugins held ~4 MiB all day (the
      // demo's emulator, on its worker, still uses fastify once signed in).
      expect(atStart.filter((url) => /node_modules\/(fastify|@fastify\/[^/]+)\//.test(url))).toEqual([])
      const session = await openLaunchUrl(app.url)
      expect((await rawRequest(`${app.origin}/`, { cookie: session.cookie })).status).toBe(200)
      // Sign in to the demo over the bridge, as the page would: the demo starts in a process of its own.
      const ws = openBridgeSocket(session)
      await new Promise((resolve) => ws.once('open', resolve))
      const signedIn = new Promise<void>((resolve) =>
        ws.on('message', (data) => {
          const message = JSON.parse(String(data)) as {
            type: string
            event?: string
            payload?: { status?: string }
          }
          if (message.event === 'session.changed' && message.payload?.status === 'signed-in') resolve()
        }),
      )
      ws.send(
        JSON.stringify({
          type: 'call',
          id: 1,
          method: 'session.signIn',
          input: { profile: 'demo', skipConsent: true },
        }),
      )
      await signedIn
      ws.close()
    } finally {
      expect(await app.stop()).toBe(0)
    }
    const loaded = readFileSync(log, 'utf8').split('\n').filter(Boolean)
    expect(loaded.some((url) => url.endsWith('/out/main/web-cli.js'))).toBe(true)
    expect(loaded.filter((url) => /\.(ts|vue)$/.test(url))).toEqual([])
    expect(
      loaded.filter((url) =>
        /node_modules\/(vite|rollup|@rollup|esbuild|tsx|typescript|@vitejs)\//.test(url),
      ),
    ).toEqual([])
    // Node's fetch stays asleep (core/service/api/axios): undici would hold ~10 MiB for as long as the app runs.
    expect(loaded).toContain('node:http')
    expect(loaded.filter((url) => url.includes('undici'))).toEqual([])
    // The page's files are read by the host itself (web/page-files): @fastify/static's glob, minimatch and send
    // held ~1.1 MiB of heap all day.
    expect(loaded.filter((url) => url.includes('node_modules/@fastify/static/'))).toEqual([])
  }, 120_000)
})
