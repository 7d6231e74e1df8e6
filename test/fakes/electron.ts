import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A fake `electron` module for the shell tests: it records what the shell asked for and lets a test play the
 * platform (fire app events, send IPC calls from a chosen frame). Vitest aliases `electron` to this file.
 */
type Listener = (...args: unknown[]) => unknown

class Emitter {
  readonly listeners = new Map<string, Listener[]>()
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
    return this
  }
  once(event: string, listener: Listener): this {
    const wrapped: Listener = (...args) => {
      this.off(event, wrapped)
      return listener(...args)
    }
    return this.on(event, wrapped)
  }
  off(event: string, listener: Listener): this {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener),
    )
    return this
  }
  removeListener(event: string, listener: Listener): this {
    return this.off(event, listener)
  }
  listenerCount(event: string): number {
    return this.listeners.get(event)?.length ?? 0
  }
  emit(event: string, ...args: unknown[]): boolean {
    const list = this.listeners.get(event) ?? []
    for (const listener of list) listener(...args)
    return list.length > 0
  }
}

let nextWebContentsId = 1

export class FakeWebContents extends Emitter {
  readonly id = nextWebContentsId++
  readonly sent: { channel: string; args: unknown[] }[] = []
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined
  destroyed = false
  readonly mainFrame = { url: '', parent: null }
  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args })
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  /** Fires a cancellable event and tells whether a listener prevented it. */
  fireCancellable(event: string, ...args: unknown[]): boolean {
    let prevented = false
    this.emit(event, { preventDefault: () => (prevented = true) }, ...args)
    return prevented
  }
}

export class BrowserWindow extends Emitter {
  static readonly created: BrowserWindow[] = []
  readonly webContents = new FakeWebContents()
  readonly loadedUrls: string[] = []
  shown = false
  focused = false
  minimized = false
  constructor(readonly options: Record<string, unknown>) {
    super()
    BrowserWindow.created.push(this)
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url)
    return Promise.resolve()
  }
  show(): void {
    this.shown = true
  }
  focus(): void {
    this.focused = true
  }
  isMinimized(): boolean {
    return this.minimized
  }
  restore(): void {
    this.minimized = false
  }
}

/** One temporary userData folder per test module (a fresh fake per test file). */
let userDataDir: string | undefined
function fakeUserData(): string {
  userDataDir ??= mkdtempSync(join(tmpdir(), 'encore-userdata-'))
  return userDataDir
}

class FakeApp extends Emitter {
  sandboxEnabled = false
  quitCalled = false
  singleInstanceLock = true
  isPackaged = false
  private readyResolve: (() => void) | undefined
  private readyPromise = new Promise<void>((resolve) => (this.readyResolve = resolve))
  enableSandbox(): void {
    this.sandboxEnabled = true
  }
  requestSingleInstanceLock(): boolean {
    return this.singleInstanceLock
  }
  quit(): void {
    this.quitCalled = true
  }
  getVersion(): string {
    return '9.9.9-test'
  }
  getName(): string {
    return 'Encore'
  }
  /** Test control: where getPath('userData') points; a fresh temporary folder by default. */
  paths = new Map<string, string>()
  getPath(name: string): string {
    return this.paths.get(name) ?? join(fakeUserData(), name === 'userData' ? '' : name)
  }
  loginItem = { openAtLogin: false }
  setLoginItemSettings(settings: { openAtLogin?: boolean }): void {
    this.loginItem = { ...this.loginItem, ...settings }
  }
  getLoginItemSettings(): { openAtLogin: boolean } {
    return { ...this.loginItem }
  }
  whenReady(): Promise<void> {
    return this.readyPromise
  }
  /** Test control: the platform is ready. */
  becomeReady(): void {
    this.readyResolve?.()
  }
}

export const app = new FakeApp()

export const protocol = {
  privilegedSchemes: [] as unknown[],
  handlers: new Map<string, (request: Request) => Promise<Response> | Response>(),
  registerSchemesAsPrivileged(schemes: unknown[]): void {
    this.privilegedSchemes.push(...schemes)
  },
  handle(scheme: string, handler: (request: Request) => Promise<Response> | Response): void {
    this.handlers.set(scheme, handler)
  },
}

export interface FakeFrame {
  url: string
  parent: FakeFrame | null
}

export const ipcMain = {
  handlers: new Map<string, Listener>(),
  /** `ipcMain.on` listeners (electron-store registers one for renderer-side stores; Encore uses none). */
  listeners: new Map<string, Listener[]>(),
  on(channel: string, listener: Listener): void {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener])
  },
  removeListener(channel: string, listener: Listener): void {
    this.listeners.set(
      channel,
      (this.listeners.get(channel) ?? []).filter((candidate) => candidate !== listener),
    )
  },
  handle(channel: string, handler: Listener): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
    this.handlers.set(channel, handler)
  },
  removeHandler(channel: string): void {
    this.handlers.delete(channel)
  },
  /** The web contents test calls come from unless they name one. */
  defaultSender: new FakeWebContents(),
  /** Test control: a renderer frame invokes a channel. */
  async invokeFrom(frame: FakeFrame | null, channel: string, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel)
    if (!handler) throw new Error(`No handler registered for '${channel}'`)
    return handler({ senderFrame: frame, sender: this.defaultSender }, ...args)
  },
  /** Test control: a renderer frame sends on a channel (`ipcRenderer.send`). */
  sendFrom(frame: FakeFrame | null, channel: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(channel) ?? [])
      listener({ senderFrame: frame, sender: this.defaultSender }, ...args)
  },
}

type PermissionRequestHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
) => void

export const session = {
  defaultSession: {
    permissionRequestHandler: undefined as PermissionRequestHandler | undefined,
    permissionCheckHandler: undefined as (() => boolean) | undefined,
    devicePermissionHandler: undefined as (() => boolean) | undefined,
    setPermissionRequestHandler(handler: PermissionRequestHandler): void {
      this.permissionRequestHandler = handler
    },
    setPermissionCheckHandler(handler: () => boolean): void {
      this.permissionCheckHandler = handler
    },
    setDevicePermissionHandler(handler: () => boolean): void {
      this.devicePermissionHandler = handler
    },
  },
}

export const shell = {
  opened: [] as string[],
  openExternal(url: string): Promise<void> {
    this.opened.push(url)
    return Promise.resolve()
  },
}

/**
 * safeStorage with a switchable backend. "Encryption" is a reversible marker, so tests can tell ciphertext
 * from the secret: the stored bytes never contain the plain text.
 */
export const safeStorage = {
  available: true,
  backend: 'gnome_libsecret' as
    'basic_text' | 'gnome_libsecret' | 'kwallet' | 'kwallet5' | 'kwallet6' | 'unknown',
  encrypted: [] as string[],
  isAsyncEncryptionAvailable(): Promise<boolean> {
    return Promise.resolve(this.available)
  },
  isEncryptionAvailable(): boolean {
    return this.available
  },
  getSelectedStorageBackend() {
    return this.backend
  },
  encryptStringAsync(plainText: string): Promise<Buffer> {
    if (!this.available) return Promise.reject(new Error('Encryption is not available.'))
    this.encrypted.push(plainText)
    return Promise.resolve(
      Buffer.concat([Buffer.from('fake-enc:'), Buffer.from(plainText).map((byte) => byte ^ 0x5a)]),
    )
  },
  decryptStringAsync(encrypted: Buffer): Promise<{ shouldReEncrypt: boolean; result: string }> {
    const marker = Buffer.from('fake-enc:')
    if (!this.available || !encrypted.subarray(0, marker.length).equals(marker)) {
      return Promise.reject(
        new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.'),
      )
    }
    const plain = Buffer.from(encrypted.subarray(marker.length).map((byte) => byte ^ 0x5a)).toString()
    return Promise.resolve({ shouldReEncrypt: false, result: plain })
  },
}

export const contextBridge = {
  exposed: new Map<string, unknown>(),
  exposeInMainWorld(key: string, api: unknown): void {
    this.exposed.set(key, api)
  },
}

export const ipcRenderer = new (class extends Emitter {
  readonly invocations: { channel: string; args: unknown[] }[] = []
  readonly sends: { channel: string; args: unknown[] }[] = []
  invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    this.invocations.push({ channel, args })
    return Promise.resolve({ ok: true, value: null })
  }
  send(channel: string, ...args: unknown[]): void {
    this.sends.push({ channel, args })
  }
})()

export default {
  app,
  BrowserWindow,
  protocol,
  ipcMain,
  session,
  shell,
  safeStorage,
  contextBridge,
  ipcRenderer,
}
