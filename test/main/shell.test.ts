import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { IPC_CANCEL_CHANNEL, IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL } from '../../electron/contract'
import { bootShell, TRUSTED_FRAME, type Fake } from './shell-harness'
import { tempFolder } from '../support/temp-folders'
import { lockDataFolder } from '../../electron/core/base/files/folder-lock'

const rendererDir = tempFolder('encore-shell-')
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>shell</title>')
const paths = { rendererDir, preloadPath: '/app/out/preload/index.cjs' }
const trustedFrame = TRUSTED_FRAME

/** A fresh fake Electron and a fresh shell module for every test: the shell keeps process-wide state. */
async function boot(options: { lock?: boolean } = {}): Promise<Fake> {
  const { fake } = await bootShell({
    paths,
    setup: (fake) => (fake.app.singleInstanceLock = options.lock ?? true),
  })
  return fake
}

describe('Electron shell: baseline', () => {
  let fake: Fake
  beforeEach(async () => {
    fake = await boot()
  })

  it('enables the sandbox for every renderer and registers app:// as a privileged standard scheme', () => {
    expect(fake.app.sandboxEnabled).toBe(true)
    expect(fake.protocol.privilegedSchemes).toEqual([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    ])
    expect(fake.protocol.handlers.has('app')).toBe(true)
  })

  it('opens one window with the secure web preferences, loading app://encore/ (not file://)', () => {
    expect(fake.BrowserWindow.created).toHaveLength(1)
    const window = fake.BrowserWindow.created[0]!
    expect(window.options['webPreferences']).toMatchObject({
      preload: paths.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
    })
    expect(window.loadedUrls).toEqual(['app://encore/index.html'])
    expect(window.shown).toBe(false)
    window.emit('ready-to-show')
    expect(window.shown).toBe(true)
  })

  it('serves the renderer through the protocol handler with the CSP', async () => {
    const response = await fake.protocol.handlers.get('app')!(new Request('app://encore/index.html'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
  })

  it('denies every permission but the clipboard write, and that only to our own top-level page', () => {
    const session = fake.session.defaultSession
    const request = (permission: string, requestingUrl: string, isMainFrame = true) => {
      const decisions: boolean[] = []
      session.permissionRequestHandler!({}, permission, (granted) => decisions.push(granted), {
        requestingUrl,
        isMainFrame,
      })
      return decisions
    }
    const check = (permission: string, origin: string, isMainFrame = true, requestingUrl?: string) =>
      session.permissionCheckHandler!({}, permission, origin, {
        isMainFrame,
        ...(requestingUrl ? { requestingUrl } : {}),
      })
    // "Copy redirect URI" (navigator.clipboard.writeText) from Encore's page.
    expect(request('clipboard-sanitized-write', 'app://encore/index.html#/settings')).toEqual([true])
    expect(check('clipboard-sanitized-write', 'app://encore', true, 'app://encore/index.html')).toBe(true)
    expect(check('clipboard-sanitized-write', 'app://encore/')).toBe(true)
    // Any other origin, a subframe, or any other permission: refused.
    expect(request('clipboard-sanitized-write', 'https://evil.example/')).toEqual([false])
    expect(request('clipboard-sanitized-write', 'app://encore/index.html', false)).toEqual([false])
    expect(check('clipboard-sanitized-write', 'https://evil.example')).toBe(false)
    expect(check('clipboard-sanitized-write', 'app://encore', true, 'https://evil.example/')).toBe(false)
    expect(check('clipboard-sanitized-write', 'app://encore', false)).toBe(false)
    for (const permission of ['clipboard-read', 'media', 'notifications', 'geolocation', 'openExternal']) {
      expect(request(permission, 'app://encore/index.html'), permission).toEqual([false])
      expect(check(permission, 'app://encore'), permission).toBe(false)
    }
    expect(session.devicePermissionHandler!()).toBe(false)
  })

  it('denies navigation and new windows in every web contents; only allowlisted links reach the system browser', async () => {
    fake.dialog.answer = 1 // Cancel, when asked about a link outside the allowlist
    const contents = new fake.FakeWebContents()
    fake.app.emit('web-contents-created', {}, contents)
    expect(contents.fireCancellable('will-navigate', 'https://evil.example/')).toBe(true)
    expect(contents.fireCancellable('will-navigate', 'app://encore/other.html')).toBe(true)
    expect(contents.fireCancellable('will-navigate', 'https://open.spotify.com/track/1')).toBe(true)
    expect(contents.fireCancellable('will-attach-webview')).toBe(true)
    expect(contents.fireCancellable('will-redirect', 'https://evil.example/')).toBe(true)
    expect(contents.windowOpenHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' })
    expect(contents.windowOpenHandler!({ url: 'https://accounts.spotify.com/authorize' })).toEqual({
      action: 'deny',
    })
    expect(contents.windowOpenHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' })
    await Promise.resolve()
    expect(fake.shell.opened).toEqual([
      'https://open.spotify.com/track/1',
      'https://accounts.spotify.com/authorize',
    ])
    expect(fake.dialog.messageBoxes).toEqual([
      expect.objectContaining({
        message: 'Open this link in your browser?',
        detail: 'https://evil.example/',
      }),
    ])
  })

  it('asks before a web link outside the allowlist opens (an episode’s notes), once while asking; Open opens it', async () => {
    const contents = new fake.FakeWebContents()
    fake.app.emit('web-contents-created', {}, contents)
    fake.dialog.answer = 0
    const notes = 'https://example.org/episode-42'
    expect(contents.windowOpenHandler!({ url: notes })).toEqual({ action: 'deny' })
    expect(contents.windowOpenHandler!({ url: notes })).toEqual({ action: 'deny' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fake.dialog.messageBoxes).toEqual([
      expect.objectContaining({ detail: notes, buttons: ['Open', 'Cancel'], cancelId: 1, defaultId: 1 }),
    ])
    expect(fake.shell.opened).toEqual([notes])
    expect(contents.windowOpenHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fake.dialog.messageBoxes).toHaveLength(1)
  })
})

describe('Electron shell: the IPC bridge', () => {
  it('answers calls from our own top-level page', async () => {
    const fake = await boot()
    await expect(
      fake.ipcMain.invokeFrom(trustedFrame, IPC_INVOKE_CHANNEL, 'app.info', undefined),
    ).resolves.toEqual({
      ok: true,
      value: { name: 'Encore', version: '9.9.9-test', mode: 'electron', service: 'demo' },
    })
  })

  it('refuses calls from other origins, from subframes and from destroyed frames', async () => {
    const fake = await boot()
    const frames = [
      { url: 'https://evil.example/', parent: null },
      { url: 'app://encore/index.html', parent: trustedFrame },
      { url: 'file:///index.html', parent: null },
      null,
    ]
    for (const frame of frames) {
      await expect(
        fake.ipcMain.invokeFrom(frame, IPC_INVOKE_CHANNEL, 'app.info', undefined),
      ).resolves.toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      })
    }
  })

  it('answers bad payloads with typed errors and keeps answering', async () => {
    const fake = await boot()
    const call = (method: unknown, input: unknown) =>
      fake.ipcMain.invokeFrom(trustedFrame, IPC_INVOKE_CHANNEL, method, input)
    await expect(call('app.ping', { nonce: { $gt: '' } })).resolves.toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    })
    await expect(call('app.ping', 'x'.repeat(10_000))).resolves.toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    })
    await expect(call({ toString: 1 }, undefined)).resolves.toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_METHOD' },
    })
    await expect(call('app.ping', { nonce: 'ok' })).resolves.toMatchObject({
      ok: true,
      value: { nonce: 'ok' },
    })
  })

  it('registers exactly one invoke channel and sends events on the event channel only', async () => {
    const fake = await boot()
    expect([...fake.ipcMain.handlers.keys()]).toEqual([IPC_INVOKE_CHANNEL])
    expect(fake.ipcMain.listeners.get(IPC_CANCEL_CHANNEL)).toHaveLength(1)
    const window = fake.BrowserWindow.created[0]!
    expect(window.webContents.sent.every((message) => message.channel === IPC_EVENT_CHANNEL)).toBe(true)
  })
})

describe('Electron shell: features', () => {
  it('stops every feature at quit: the bridge channels, the hardening hook', async () => {
    const fake = await boot()
    expect(fake.app.listenerCount('web-contents-created')).toBe(1)
    fake.app.emit('will-quit')
    expect(fake.ipcMain.handlers.size).toBe(0)
    expect(fake.ipcMain.listeners.get(IPC_CANCEL_CHANNEL)).toEqual([])
    expect(fake.app.listenerCount('web-contents-created')).toBe(0)
    expect(fake.app.listenerCount('activate')).toBe(0)
  })
})

describe('Electron shell: single instance', () => {
  it('quits without opening a window when another instance holds the lock', async () => {
    const fake = await boot({ lock: false })
    expect(fake.app.quitCalled).toBe(true)
    expect(fake.BrowserWindow.created).toHaveLength(0)
    expect(fake.ipcMain.handlers.size).toBe(0)
  })

  it('focuses and restores the existing window on a second launch', async () => {
    const fake = await boot()
    const window = fake.BrowserWindow.created[0]!
    window.minimized = true
    fake.app.emit('second-instance')
    expect(window.minimized).toBe(false)
    expect(window.focused).toBe(true)
    expect(window.shown).toBe(true)
  })
})

describe('Electron shell: a data folder that cannot be written', () => {
  it('says which folder and why in an error box, exits 1, and opens nothing', async () => {
    // A path under a regular file: not writable even for root.
    const blocker = join(tempFolder('encore-blocked-'), 'a-file')
    writeFileSync(blocker, 'not a folder')
    const userData = join(blocker, 'Encore')
    const { fake } = await bootShell({ paths, setup: (fake) => fake.app.paths.set('userData', userData) })
    expect(fake.dialog.errorBoxes).toEqual([
      [
        'Encore cannot start',
        expect.stringContaining(`The data folder ${userData} cannot be written: part of its path is a file`),
      ],
    ])
    expect(fake.app.exitCode).toBe(1)
    expect(fake.BrowserWindow.created).toHaveLength(0)
    expect(fake.ipcMain.handlers.size).toBe(0)
  })
})

describe('Electron shell: a data folder another Encore uses', () => {
  it('names the process in an error box, exits 1, and opens nothing', async () => {
    const userData = tempFolder('encore-held-')
    // Browser mode on the same folder (this test process stands in for it).
    const held = lockDataFolder(userData)
    if (!('taken' in held)) throw new Error('the folder was already held')
    try {
      const { fake } = await bootShell({ paths, setup: (fake) => fake.app.paths.set('userData', userData) })
      expect(fake.dialog.errorBoxes).toEqual([
        [
          'Encore cannot start',
          `Another Encore (process ${process.pid}) already uses ${userData}; only one may use a data folder at a time. Quit it (process ${process.pid}), then start Encore again.`,
        ],
      ])
      expect(fake.app.exitCode).toBe(1)
      expect(fake.BrowserWindow.created).toHaveLength(0)
      expect(fake.ipcMain.handlers.size).toBe(0)
    } finally {
      held.taken.release()
    }
  })
})
