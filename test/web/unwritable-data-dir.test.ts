import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startBrowserApp, type BrowserApp } from '../../electron/web/browser-app'
import { openBridgeSocket, openLaunchUrl } from '../support/browser-session'

interface Message {
  type: string
  id?: number
  event?: string
  payload?: { status?: string; code?: string; level?: string; message?: string }
  result?: { ok: boolean; error?: { code: string; message: string } }
}

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function until<T>(probe: () => T | undefined, what: string, messages: Message[]): Promise<T> {
  for (let i = 0; i < 1500; i++) {
    const value = probe()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no ${what} came; the page heard:\n${messages.map((m) => JSON.stringify(m)).join('\n')}`)
}

/**
 * The data folder was fine at start and stops being writable later (a disk unmounted, a folder replaced):
 * every write that fails reaches the page as a notice saying what was not kept, and nothing waits forever.
 */
describe('browser mode when its data folder stops being writable', () => {
  it('signs in all the same and tells the page what was not kept', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'encore-lost-dir-'))
    const dataDir = join(parent, 'data')
    const rendererDir = mkdtempSync(join(tmpdir(), 'encore-renderer-'))
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Encore</title>')
    const app: BrowserApp = await startBrowserApp({ port: 0, dataDir, rendererDir })
    cleanups.push(() => rmSync(parent, { recursive: true, force: true }))
    cleanups.push(() => rmSync(rendererDir, { recursive: true, force: true }))
    cleanups.push(() => app.close())

    // The folder is gone and a plain file sits where it was: every write in it fails, for root too.
    rmSync(dataDir, { recursive: true, force: true })
    writeFileSync(dataDir, 'in the way')

    const ws = openBridgeSocket(await openLaunchUrl(app.host.launchUrl))
    cleanups.push(() => ws.close())
    const messages: Message[] = []
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Message))
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))

    ws.send(
      JSON.stringify({
        type: 'call',
        id: 1,
        method: 'session.signIn',
        input: { profile: 'demo', skipConsent: true },
      }),
    )
    await until(
      () => messages.find((m) => m.event === 'session.changed' && m.payload?.status === 'signed-in'),
      'signed-in state',
      messages,
    )
    const notices = () => messages.filter((m) => m.event === 'notice').map((m) => m.payload ?? {})

    const signInNotice = await until(
      () => notices().find((n) => n.message?.includes('could not save your sign-in')),
      'notice about the sign-in',
      messages,
    )
    expect(signInNotice).toMatchObject({ level: 'warning', code: 'NOT_KEPT' })
    // In a listener's words: the system's detail (ENOTDIR) goes to the log.
    expect(signInNotice.message).toBe(
      'Encore could not save your sign-in in its data folder; it lasts until Encore quits, then you sign in again.',
    )

    // The demo service writes its state after the requests of the sign-in; that write fails too.
    const demoNotice = await until(
      () => notices().find((n) => n.message?.includes('demo library')),
      'notice about the demo state',
      messages,
    )
    expect(demoNotice).toMatchObject({ level: 'warning', code: 'NOT_KEPT' })
    expect(demoNotice.message).toContain(
      `The demo service could not save your demo library, playlists and player in ${join(dataDir, 'demo-state.json')}`,
    )
    expect(demoNotice.message).not.toMatch(/ENOTDIR|EACCES/)
    expect(demoNotice.message).toMatch(/; your changes last until Encore quits\.$/)

    // A settings change is answered (no endless "Saving…"), saying it was not saved and why.
    ws.send(JSON.stringify({ type: 'call', id: 2, method: 'settings.update', input: { theme: 'dark' } }))
    const saved = await until(() => messages.find((m) => m.id === 2), 'answer to settings.update', messages)
    expect(saved.result).toMatchObject({ ok: false, error: { code: 'INTERNAL' } })
    expect(saved.result?.error?.message).toContain('Encore could not save your settings (')
    expect(saved.result?.error?.message).toContain(join(dataDir, 'settings.json'))
  }, 60_000)
})
