import { afterEach, describe, expect, it } from 'vitest'
import { IPC_CANCEL_CHANNEL, IPC_INVOKE_CHANNEL } from '../../../electron/contract'
import { createLazyDemoService } from '../../../electron/core/features/account/demo-service'
import { registerIpcBridge } from '../../../electron/main/ipc-bridge'
import { startEmulator, type EmulatorHandle } from '../../../electron/emulator'
import { startBrowserApp, type BrowserApp } from '../../../electron/web/browser-app'
import { ipcMain } from '../../fakes/electron'
import { openBridgeSocket, openLaunchUrl } from '../../support/browser-session'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../../support/encore-on-emulator'
import { createMemoryLogger } from '../../support/memory-logger'

/**
 * A search cancelled by the page stops its HTTP request: the emulator sees the client hang up. Over both
 * transports, against a service slowed down so the request is still waiting when the cancel arrives.
 */
const search = { query: 'a', kinds: ['track'] }
const slow = { latencyMs: 10_000 }

let cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const step of cleanup.reverse()) await step()
  cleanup = []
})

describe('cancelling a bridge call aborts its request at the service', () => {
  it('over the WebSocket: a cancel message', async () => {
    const emulator: EmulatorHandle = await startEmulator({ size: 'small', seed: 'cancel-ws' })
    const app: BrowserApp = await startBrowserApp({
      port: 0,
      demoService: createLazyDemoService(async () => ({
        apiUrl: emulator.apiUrl,
        accountsUrl: emulator.accountsUrl,
        clientId: emulator.clientId,
        setAutoApprove: (on) => emulator.setConsent(on ? 'approve' : 'ask'),
        close: async () => {},
      })),
    })
    cleanup.push(
      () => emulator.close(),
      () => app.close(),
    )

    const ws = openBridgeSocket(await openLaunchUrl(app.host.launchUrl))
    cleanup.push(async () => ws.close())
    const results = new Map<number, unknown>()
    const events: unknown[] = []
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; id?: number; result?: unknown }
      if (message.type === 'result') results.set(message.id!, message.result)
      else events.push(message)
    })
    await new Promise((resolve) => ws.once('open', resolve))
    // Waits on the answer itself, bounded (expect.poll fails with what it saw rather than spinning on).
    const answered = (id: number) => expect.poll(() => results.has(id), { interval: 5 }).toBe(true)
    const call = async (id: number, method: string, input?: unknown) => {
      ws.send(JSON.stringify({ type: 'call', id, method, input }))
      await answered(id)
      return results.get(id) as { ok: boolean; value?: { status?: string }; error?: { code: string } }
    }

    await call(1, 'session.signIn', { profile: 'demo', skipConsent: true })
    let next = 1_000
    await expect
      .poll(async () => (await call(next++, 'session.get')).value?.status, { interval: 20 })
      .toBe('signed-in')
    emulator.faults.set(slow)

    const arrived = emulator.traffic.arrival({ method: 'GET', path: '/search' })
    ws.send(JSON.stringify({ type: 'call', id: 99, method: 'search.query', input: search }))
    await arrived
    ws.send(JSON.stringify({ type: 'cancel', id: 99 }))
    await answered(99)
    expect(results.get(99)).toMatchObject({ ok: false, error: { code: 'ABORTED' } })
    await expect(emulator.traffic.when({ path: '/search', status: 'aborted' })).resolves.toMatchObject({
      method: 'GET',
      status: 'aborted',
    })
  })

  it('over IPC: the numbered call cancelled on the cancel channel', async () => {
    const app: EncoreOnEmulator = await startEncoreOnEmulator({ emulator: { seed: 'cancel-ipc' } })
    cleanup.push(() => app.close())
    await app.signIn()
    const bridge = registerIpcBridge(
      ipcMain as never,
      app.encore,
      'app://encore',
      createMemoryLogger().logger,
    )
    cleanup.push(async () => bridge.dispose())
    const trusted = { url: 'app://encore/index.html', parent: null }
    app.emulator.faults.set(slow)

    const arrived = app.emulator.traffic.arrival({ method: 'GET', path: '/search' })
    const answer = ipcMain.invokeFrom(trusted, IPC_INVOKE_CHANNEL, 'search.query', search, 7)
    await arrived
    ipcMain.sendFrom(trusted, IPC_CANCEL_CHANNEL, 7)
    await expect(answer).resolves.toMatchObject({ ok: false, error: { code: 'ABORTED' } })
    await expect(app.emulator.traffic.when({ path: '/search', status: 'aborted' })).resolves.toMatchObject({
      status: 'aborted',
    })
  })
})
