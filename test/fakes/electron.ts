import { fork, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { requireOptionSupport, requireSupport, type NotedApi } from './electron-platforms'
import { tempFolder } from '../support/temp-folders'

/**
 * A fake `electron` module for the shell tests: it records what the shell asked for and lets a test play the
 * platform (fire app events, send IPC calls from a chosen frame). Vitest aliases `electron` to this file.
 *
 * Its calls keep electron.d.ts's signatures and its platform notes: a call the documentation marks as not
 * supported on the platform a test plays (`process.platform`, and on Linux a Wayland session from
 * `XDG_SESSION_TYPE`) throws, see ./electron-platforms.ts.
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
  /**
   * As Node's EventEmitter, which Electron's emitters are: an `error` nobody listens to is thrown at whoever
   * emitted it (inside Electron, into its event dispatch), so the fake throws it too.
   */
  emit(event: string, ...args: unknown[]): boolean {
    const list = this.listeners.get(event) ?? []
    if (event === 'error' && !list.length) {
      const error = args[0]
      throw error instanceof Error ? error : new Error(`Unhandled error. (${String(error)})`)
    }
    for (const listener of list) listener(...args)
    return list.length > 0
  }
}

let nextWebContentsId = 1

/** The command Electron writes for Encore as a protocol handler on Windows (`"<exe>" "%1"`). */
export const ENCORE_PROTOCOL_COMMAND = '"C:\\Users\\me\\AppData\\Local\\Programs\\Encore\\Encore.exe" "%1"'

/** Throws where the documentation says `api` does not work on the platform under test (see the header). */
function supported(api: NotedApi): { zeroPosition: boolean } {
  return requireSupport(api, app.commandLine.getSwitchValue('ozone-platform'))
}

export class FakeWebContents extends Emitter {
  readonly id = nextWebContentsId++
  readonly sent: { channel: string; args: unknown[] }[] = []
  /** URLs loaded through `webContents.loadURL` (a fragment change keeps the page). */
  readonly loadedUrls: string[] = []
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined
  destroyed = false
  readonly mainFrame = { url: '', parent: null }
  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args })
  }
  /** The page's URL: the last one loaded, or navigated to inside the page. */
  url = ''
  getURL(): string {
    return this.url
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url)
    this.url = url
    return Promise.resolve()
  }
  /** Test control: the page changed its route (a fragment change: `did-navigate-in-page`). */
  navigateInPage(url: string): void {
    this.url = url
    this.emit('did-navigate-in-page', { preventDefault() {} }, url, true)
  }
  /** Test view: how many times the page was loaded again (`webContents.reload`). */
  reloads = 0
  /** Test control: the page was loaded again (a reload: `did-navigate`, webContents.md). */
  reload(): void {
    this.reloads++
    this.emit('did-navigate', { preventDefault() {} }, this.url, 200, 'OK')
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

interface Bounds {
  x: number
  y: number
  width: number
  height: number
}

export class BrowserWindow extends Emitter {
  static readonly created: BrowserWindow[] = []
  readonly webContents = new FakeWebContents()
  readonly loadedUrls: string[] = []
  shown = false
  focused = false
  minimized = false
  destroyed = false
  alwaysOnTop: boolean
  bounds: Bounds
  /** Test view: what `setVisibleOnAllWorkspaces` asked for last (macOS, Linux). */
  visibleOnAllWorkspaces: { visible: boolean; options?: Record<string, unknown> } | undefined
  /** Test view: the background colour (from the options, then `setBackgroundColor`). */
  backgroundColor: string | undefined
  constructor(readonly options: Record<string, unknown>) {
    super()
    requireOptionSupport(options, app.commandLine.getSwitchValue('ozone-platform'))
    this.backgroundColor = options['backgroundColor'] as string | undefined
    this.alwaysOnTop = options['alwaysOnTop'] === true
    this.skipTaskbar = options['skipTaskbar'] === true
    // On Wayland the compositor places the window, whatever `x` and `y` say.
    const placed = !supported('BrowserWindow.getBounds').zeroPosition
    this.bounds = {
      x: placed ? Number(options['x'] ?? 0) : 0,
      y: placed ? Number(options['y'] ?? 0) : 0,
      width: Number(options['width'] ?? 800),
      height: Number(options['height'] ?? 600),
    }
    BrowserWindow.created.push(this)
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url)
    this.webContents.url = url
    return Promise.resolve()
  }
  show(): void {
    this.shown = true
    this.minimized = false
    this.emit('show')
  }
  hide(): void {
    const was = this.shown
    this.shown = false
    this.focused = false
    if (was) this.emit('hide')
  }
  focus(): void {
    this.focused = true
    this.emit('focus')
  }
  /** Electron's `blur()`: removes the focus (not on Wayland). */
  blur(): void {
    supported('BrowserWindow.blur')
    this.loseFocus()
  }
  /** Test control: another app took the focus. */
  loseFocus(): void {
    this.focused = false
    this.emit('blur')
  }
  isVisible(): boolean {
    return this.shown
  }
  isFocused(): boolean {
    return this.focused
  }
  isMinimized(): boolean {
    return this.minimized
  }
  maximized = false
  /** Electron shows a hidden window it maximizes. */
  maximize(): void {
    this.maximized = true
    this.show()
  }
  isMaximized(): boolean {
    return this.maximized
  }
  /** The bounds of the normal state (this fake does not change them when maximized); 0,0 on Wayland too. */
  getNormalBounds(): Bounds {
    return this.getBounds()
  }
  minimize(): void {
    this.minimized = true
    this.emit('minimize')
  }
  restore(): void {
    this.minimized = false
    this.emit('restore')
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  /** On Wayland, the position part is ignored: the compositor places windows (browser-window.md). */
  setBounds(bounds: Partial<Bounds>): void {
    const { x, y, ...size } = bounds
    const wayland = supported('BrowserWindow.getBounds').zeroPosition
    this.bounds = {
      ...this.bounds,
      ...size,
      ...(wayland ? {} : { x: x ?? this.bounds.x, y: y ?? this.bounds.y }),
    }
  }
  getBounds(): Bounds {
    return supported('BrowserWindow.getBounds').zeroPosition
      ? { ...this.bounds, x: 0, y: 0 }
      : { ...this.bounds }
  }
  getPosition(): number[] {
    return supported('BrowserWindow.getPosition').zeroPosition ? [0, 0] : [this.bounds.x, this.bounds.y]
  }
  setPosition(x: number, y: number): void {
    supported('BrowserWindow.setPosition')
    this.bounds = { ...this.bounds, x, y }
  }
  /** Test control: the user dragged the window (Linux sends 'move', macOS and Windows 'moved' too). */
  moveTo(x: number, y: number): void {
    this.bounds = { ...this.bounds, x, y }
    this.emit('move')
  }
  setContentSize(width: number, height: number): void {
    this.bounds = { ...this.bounds, width, height }
  }
  /** Test view: whether the window asked to stay out of the taskbar. */
  skipTaskbar: boolean
  setSkipTaskbar(skip: boolean): void {
    supported('BrowserWindow.setSkipTaskbar')
    this.skipTaskbar = skip
  }
  setAlwaysOnTop(flag: boolean): void {
    supported('BrowserWindow.setAlwaysOnTop')
    this.alwaysOnTop = flag
  }
  isAlwaysOnTop(): boolean {
    supported('BrowserWindow.isAlwaysOnTop')
    return this.alwaysOnTop
  }
  /**
   * macOS also transforms the process type unless told `skipTransformProcessType`, as native_window_mac.mm's
   * SetVisibleOnAllWorkspaces does: `visibleOnFullScreen` hides the Dock icon (and the app menu), anything
   * else brings it back (Browser::DockHide / DockShow).
   */
  setVisibleOnAllWorkspaces(visible: boolean, options?: Record<string, unknown>): void {
    supported('BrowserWindow.setVisibleOnAllWorkspaces')
    this.visibleOnAllWorkspaces = { visible, ...(options ? { options } : {}) }
    if (process.platform !== 'darwin' || options?.['skipTransformProcessType'] === true) return
    if (options?.['visibleOnFullScreen'] === true) app.dock?.hide()
    else void app.dock?.show()
  }
  /** Test view: the icon set after creation (Windows, Linux). */
  icon: unknown
  setIcon(icon: unknown): void {
    supported('BrowserWindow.setIcon')
    this.icon = icon
  }
  setBackgroundColor(backgroundColor: string): void {
    this.backgroundColor = backgroundColor
  }
  /** Closing asks first ('close' may be prevented), then the window is gone ('closed'). */
  close(): void {
    if (this.destroyed) return
    let prevented = false
    this.emit('close', { preventDefault: () => (prevented = true) })
    if (!prevented) this.destroy()
  }
  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.shown = false
    this.webContents.destroyed = true
    this.emit('closed')
  }
}

/** One temporary userData folder per fresh fake (a test module, or a test after `vi.resetModules()`). */
let userDataDir: string | undefined
function fakeUserData(): string {
  userDataDir ??= tempFolder('encore-userdata-')
  return userDataDir
}

interface FakeDock {
  visible: boolean
  hide(): void
  show(): Promise<void>
  isVisible(): boolean
}

class FakeApp extends Emitter {
  sandboxEnabled = false
  quitCalled = false
  singleInstanceLock = true
  isPackaged = false
  private readyResolve: (() => void) | undefined
  private readyPromise = new Promise<void>((resolve) => (this.readyResolve = resolve))
  private ready = false
  isReady(): boolean {
    return this.ready
  }
  enableSandbox(): void {
    this.sandboxEnabled = true
  }
  requestSingleInstanceLock(): boolean {
    return this.singleInstanceLock
  }
  /** Test control: the system's preferred languages (`getPreferredSystemLanguages`). */
  preferredSystemLanguages = ['en-US']
  getPreferredSystemLanguages(): string[] {
    return [...this.preferredSystemLanguages]
  }
  releaseSingleInstanceLock(): void {}
  /** Test view: the URL schemes Encore is the system's handler of (`setAsDefaultProtocolClient`). */
  protocolClients = new Set<string>()
  /**
   * Test view and control, Windows: the command of `HKCU\Software\Classes\<scheme>\shell\open\command` by
   * scheme. browser_win.cc's SetAsDefaultProtocolClient overwrites it with Encore's, whoever held it; its
   * RemoveAsDefaultProtocolClient deletes the `shell` key when the command is Encore's, leaving no handler.
   */
  readonly windowsProtocolCommands = new Map<string, string>()
  /** Test control: what `setAsDefaultProtocolClient` answers (false on an AppImage: no desktop entry). */
  protocolClientRefused = false
  setAsDefaultProtocolClient(scheme: string): boolean {
    if (this.protocolClientRefused) return false
    this.protocolClients.add(scheme)
    if (process.platform === 'win32') this.windowsProtocolCommands.set(scheme, ENCORE_PROTOCOL_COMMAND)
    return true
  }
  removeAsDefaultProtocolClient(scheme: string): boolean {
    requireSupport('App.removeAsDefaultProtocolClient')
    if (this.windowsProtocolCommands.get(scheme) === ENCORE_PROTOCOL_COMMAND)
      this.windowsProtocolCommands.delete(scheme)
    return this.protocolClients.delete(scheme)
  }
  isDefaultProtocolClient(scheme: string): boolean {
    if (process.platform === 'win32')
      return this.windowsProtocolCommands.get(scheme) === ENCORE_PROTOCOL_COMMAND
    return this.protocolClients.has(scheme)
  }
  quit(): void {
    this.quitCalled = true
    this.emit('before-quit', { preventDefault() {} })
  }
  /** Test view: the code `app.exit` was called with (it ends at once, without quit's events). */
  exitCode: number | undefined
  exit(code = 0): void {
    this.exitCode = code
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
  setPath(name: string, path: string): void {
    this.paths.set(name, path)
  }
  loginItem: { openAtLogin: boolean; args?: string[] } = { openAtLogin: false }
  /** Test control (macOS): this launch was a start at login. */
  wasOpenedAtLogin = false
  setLoginItemSettings(settings: { openAtLogin?: boolean; args?: string[] }): void {
    supported('App.setLoginItemSettings')
    this.loginItem = { ...this.loginItem, ...settings }
  }
  /** Windows compares `args` with the registered entry's (app.md); another entry reads as not set. */
  getLoginItemSettings(options: { args?: string[] } = {}): {
    openAtLogin: boolean
    wasOpenedAtLogin: boolean
  } {
    supported('App.getLoginItemSettings')
    const sameArgs =
      process.platform !== 'win32' || (options.args ?? []).join(' ') === (this.loginItem.args ?? []).join(' ')
    return { openAtLogin: this.loginItem.openAtLogin && sameArgs, wasOpenedAtLogin: this.wasOpenedAtLogin }
  }
  /** Test view: the `.desktop` name set with `setDesktopName` (Linux, before ready). */
  desktopName: string | undefined
  setDesktopName(name: string): void {
    supported('App.setDesktopName')
    if (this.ready) throw new Error('app.setDesktopName must be called before the ready event')
    this.desktopName = name
  }
  /** Test view: the AppUserModelID (Windows). */
  appUserModelId: string | undefined
  setAppUserModelId(id: string): void {
    supported('App.setAppUserModelId')
    this.appUserModelId = id
  }
  whenReady(): Promise<void> {
    return this.readyPromise
  }
  /** Test control: the app's folder (`app.getAppPath()`), where package.json is packed. */
  appPath = '/app'
  getAppPath(): string {
    return this.appPath
  }
  /** Switches appended before ready (`app.commandLine.appendSwitch`), with what the process was started with. */
  readonly commandLine = {
    switches: new Map<string, string>(),
    appended: [] as { name: string; value: string | undefined }[],
    appendSwitch(name: string, value?: string): void {
      this.appended.push({ name, value })
      this.switches.set(name, value ?? '')
    },
    getSwitchValue(name: string): string {
      return this.switches.get(name) ?? ''
    },
    hasSwitch(name: string): boolean {
      return this.switches.has(name)
    },
  }
  /** macOS's Dock icon; undefined on every other platform (electron.d.ts: `Dock` on macOS, `undefined` elsewhere). */
  get dock(): FakeDock | undefined {
    return process.platform === 'darwin' ? this.macDock : undefined
  }
  private readonly macDock: FakeDock = {
    visible: true,
    hide() {
      this.visible = false
    },
    async show() {
      this.visible = true
    },
    isVisible() {
      return this.visible
    },
  }
  /** What the standard About panel shows (macOS, Linux), as set by `setAboutPanelOptions`. */
  aboutPanel: Record<string, unknown> | undefined
  setAboutPanelOptions(options: Record<string, unknown>): void {
    this.aboutPanel = { ...options }
  }
  /** Test control: the platform is ready. */
  becomeReady(): void {
    this.ready = true
    this.readyResolve?.()
  }
}

export const app = new FakeApp()

/** Test view: the error boxes shown, as [title, content]. */
export const dialog = {
  errorBoxes: [] as [string, string][],
  showErrorBox(title: string, content: string): void {
    this.errorBoxes.push([title, content])
  },
  /** Test view: the message boxes shown; test control: the button index the user answers with. */
  messageBoxes: [] as Record<string, unknown>[],
  answer: 0,
  showMessageBox(
    windowOrOptions: unknown,
    maybeOptions?: Record<string, unknown>,
  ): Promise<{ response: number; checkboxChecked: boolean }> {
    const options = (maybeOptions ?? windowOrOptions) as Record<string, unknown>
    this.messageBoxes.push(options)
    return Promise.resolve({ response: this.answer, checkboxChecked: false })
  },
  /** Test view: the open dialogs shown; test control: what the user answers (cancelled unless set). */
  openDialogs: [] as Record<string, unknown>[],
  openAnswer: { canceled: true, filePaths: [] as string[] },
  showOpenDialog(
    windowOrOptions: unknown,
    maybeOptions?: Record<string, unknown>,
  ): Promise<{ canceled: boolean; filePaths: string[] }> {
    this.openDialogs.push((maybeOptions ?? windowOrOptions) as Record<string, unknown>)
    return Promise.resolve(this.openAnswer)
  },
}

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
  details: { requestingUrl: string; isMainFrame: boolean },
) => void
type PermissionCheckHandler = (
  contents: unknown,
  permission: string,
  requestingOrigin: string,
  details: { requestingUrl?: string; isMainFrame: boolean },
) => boolean

/** A download the page started (a link with `download`), as `will-download` hands it over. */
export class FakeDownloadItem {
  saveDialogOptions: { title?: string; defaultPath?: string } | undefined
  constructor(
    private readonly url: string,
    private readonly filename: string,
  ) {}
  getURL(): string {
    return this.url
  }
  getFilename(): string {
    return this.filename
  }
  setSaveDialogOptions(options: { title?: string; defaultPath?: string }): void {
    this.saveDialogOptions = options
  }
}

class FakeSession extends Emitter {
  permissionRequestHandler: PermissionRequestHandler | undefined
  permissionCheckHandler: PermissionCheckHandler | undefined
  devicePermissionHandler: (() => boolean) | undefined
  setPermissionRequestHandler(handler: PermissionRequestHandler): void {
    this.permissionRequestHandler = handler
  }
  setPermissionCheckHandler(handler: PermissionCheckHandler): void {
    this.permissionCheckHandler = handler
  }
  setDevicePermissionHandler(handler: () => boolean): void {
    this.devicePermissionHandler = handler
  }
  /** Test control: a page starts a download; tells whether a listener cancelled it. */
  download(item: FakeDownloadItem, contents: FakeWebContents): boolean {
    let prevented = false
    this.emit('will-download', { preventDefault: () => (prevented = true) }, item, contents)
    return prevented
  }
}

export const session = { defaultSession: new FakeSession() }

export const shell = {
  opened: [] as string[],
  openExternal(url: string): Promise<void> {
    this.opened.push(url)
    return Promise.resolve()
  },
  /** Test view: the folders and files opened in the file manager. */
  openedPaths: [] as string[],
  /** Test control: what openPath answers (Electron answers '' when it opened, else the reason). */
  openPathAnswer: '',
  openPath(path: string): Promise<string> {
    this.openedPaths.push(path)
    return Promise.resolve(this.openPathAnswer)
  },
}

/** crashReporter: records how it was started; like Electron's, it starts once and cannot be stopped. */
export const crashReporter = {
  /** Test view: the options of each start. */
  starts: [] as { uploadToServer?: boolean; submitURL?: string; compress?: boolean }[],
  start(options: { uploadToServer?: boolean; submitURL?: string; compress?: boolean }): void {
    // electron.d.ts: `submitURL` is required unless `uploadToServer` is false.
    if (options.uploadToServer !== false && !options.submitURL)
      throw new Error('crashReporter.start: submitURL is required unless uploadToServer is false')
    this.starts.push(options)
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
  /** Test control: the key was rotated; ciphertext made before reads with `shouldReEncrypt`. */
  keyVersion: 1,
  isAsyncEncryptionAvailable(): Promise<boolean> {
    return Promise.resolve(this.available)
  },
  isEncryptionAvailable(): boolean {
    return this.available
  },
  getSelectedStorageBackend() {
    supported('SafeStorage.getSelectedStorageBackend')
    return this.backend
  },
  encryptStringAsync(plainText: string): Promise<Buffer> {
    if (!this.available) return Promise.reject(new Error('Encryption is not available.'))
    this.encrypted.push(plainText)
    return Promise.resolve(
      Buffer.concat([
        Buffer.from(`fake-enc${this.keyVersion}:`),
        Buffer.from(plainText).map((byte) => byte ^ 0x5a),
      ]),
    )
  },
  decryptStringAsync(encrypted: Buffer): Promise<{ shouldReEncrypt: boolean; result: string }> {
    const marker = /^fake-enc(\d+):/.exec(encrypted.subarray(0, 16).toString('latin1'))
    if (!this.available || !marker) {
      return Promise.reject(
        new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.'),
      )
    }
    const plain = Buffer.from(encrypted.subarray(marker[0].length).map((byte) => byte ^ 0x5a)).toString()
    return Promise.resolve({ shouldReEncrypt: Number(marker[1]) < this.keyVersion, result: plain })
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

/** Images by the path or bytes they came from, so tests can tell which tray image is shown. */
/** Electron's `net`: Chromium's network stack there; here Node's fetch stands in for it. */
export const net = {
  fetch: (input: string | URL, init?: RequestInit) => globalThis.fetch(input, init),
}

export class FakeNativeImage {
  constructor(readonly path: string) {}
  isEmpty(): boolean {
    return this.path === ''
  }
}

export const nativeImage = {
  createFromPath(path: string): FakeNativeImage {
    return new FakeNativeImage(path)
  },
  createFromBuffer(buffer: Buffer): FakeNativeImage {
    return new FakeNativeImage(buffer.length ? `buffer:${buffer.length}` : '')
  },
}

export interface FakeMenuItem {
  id?: string
  label?: string
  role?: string
  accelerator?: string
  type?: string
  enabled?: boolean
  checked?: boolean
  toolTip?: string
  click?: () => void
  submenu?: FakeMenuItem[]
}

export class Menu {
  /** Every menu built, oldest first. */
  static readonly built: Menu[] = []
  constructor(readonly template: FakeMenuItem[]) {}
  static buildFromTemplate(template: FakeMenuItem[]): Menu {
    const menu = new Menu(template)
    Menu.built.push(menu)
    return menu
  }
  /** Test view: the application menu (null: none; undefined: never set, Electron's default shows). */
  static applicationMenu: Menu | null | undefined
  static setApplicationMenu(menu: Menu | null): void {
    Menu.applicationMenu = menu
  }
  /** Test control: the item with this id, submenus included. */
  item(id: string): FakeMenuItem | undefined {
    const find = (items: FakeMenuItem[]): FakeMenuItem | undefined => {
      for (const item of items) {
        if (item.id === id) return item
        const inner = item.submenu && find(item.submenu)
        if (inner) return inner
      }
      return undefined
    }
    return find(this.template)
  }
}

export class Tray extends Emitter {
  static readonly created: Tray[] = []
  image: FakeNativeImage
  readonly images: string[] = []
  tooltip = ''
  contextMenu: Menu | null = null
  readonly poppedUp: Menu[] = []
  /** Test control: what `getBounds` answers (Linux trays answer zeros). */
  bounds = { x: 0, y: 0, width: 0, height: 0 }
  destroyed = false
  constructor(image: FakeNativeImage) {
    super()
    this.image = image
    this.images.push(image.path)
    Tray.created.push(this)
  }
  setImage(image: FakeNativeImage): void {
    this.image = image
    this.images.push(image.path)
  }
  setToolTip(tooltip: string): void {
    this.tooltip = tooltip
  }
  setContextMenu(menu: Menu | null): void {
    this.contextMenu = menu
  }
  popUpContextMenu(menu?: Menu): void {
    supported('Tray.popUpContextMenu')
    if (menu) this.poppedUp.push(menu)
  }
  getBounds(): { x: number; y: number; width: number; height: number } {
    supported('Tray.getBounds')
    return { ...this.bounds }
  }
  destroy(): void {
    this.destroyed = true
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
}

export const nativeTheme = new (class extends Emitter {
  shouldUseDarkColors = true
  /** Test control: the taskbar's theme (Windows); macOS answers `shouldUseDarkColors`. */
  systemIntegratedUIDark = true
  /** electron.d.ts: `@platform darwin,win32`; reading it elsewhere fails here. */
  get shouldUseDarkColorsForSystemIntegratedUI(): boolean {
    supported('NativeTheme.shouldUseDarkColorsForSystemIntegratedUI')
    return process.platform === 'darwin' ? this.shouldUseDarkColors : this.systemIntegratedUIDark
  }
  set shouldUseDarkColorsForSystemIntegratedUI(dark: boolean) {
    this.systemIntegratedUIDark = dark
  }
})()

/** The system's power events: a test emits `resume` or `unlock-screen` as a computer waking would. */
export const powerMonitor = new (class extends Emitter {})()

/** Global shortcuts, with keys "another app" holds: registering those fails, as the system answers. */
export const globalShortcut = {
  registered: new Map<string, () => void>(),
  taken: new Set<string>(),
  unregisterAllCalls: 0,
  /** globalShortcut.md: while suspended, registered keys stop listening and new registrations fail. */
  suspended: false as boolean,
  setSuspended(suspended: boolean): void {
    this.suspended = suspended
  },
  isSuspended(): boolean {
    return this.suspended
  },
  register(accelerator: string, callback: () => void): boolean {
    if (this.suspended || this.taken.has(accelerator) || this.registered.has(accelerator)) return false
    this.registered.set(accelerator, callback)
    return true
  },
  unregister(accelerator: string): void {
    this.registered.delete(accelerator)
  },
  unregisterAll(): void {
    this.unregisterAllCalls++
    this.registered.clear()
  },
  isRegistered(accelerator: string): boolean {
    return this.registered.has(accelerator)
  },
  /** Test control: the user pressed these keys. */
  press(accelerator: string): void {
    const callback = this.registered.get(accelerator)
    if (!callback) throw new Error(`${accelerator} is not registered`)
    if (!this.suspended) callback()
  },
}

export interface FakeDisplay {
  id: number
  bounds: { x: number; y: number; width: number; height: number }
  workArea: { x: number; y: number; width: number; height: number }
}

/** Displays a test sets up: one 1920×1080 display with a 40 px panel at the bottom by default. */
export const screen = new (class extends Emitter {
  displays: FakeDisplay[] = [
    {
      id: 1,
      bounds: { x: 0, y: 0, width: 1920, height: 1080 },
      workArea: { x: 0, y: 0, width: 1920, height: 1040 },
    },
  ]
  primaryId = 1
  cursor = { x: 0, y: 0 }
  getAllDisplays(): FakeDisplay[] {
    return this.displays
  }
  getPrimaryDisplay(): FakeDisplay {
    return this.displays.find((display) => display.id === this.primaryId) ?? this.displays[0]!
  }
  getCursorScreenPoint(): { x: number; y: number } {
    supported('Screen.getCursorScreenPoint')
    return { ...this.cursor }
  }
})()

export class Notification extends Emitter {
  static readonly shown: { title: string; body: string; icon?: FakeNativeImage }[] = []
  static supported = true
  static isSupported(): boolean {
    return Notification.supported
  }
  constructor(readonly options: { title: string; body: string; icon?: FakeNativeImage; silent?: boolean }) {
    super()
  }
  /**
   * Test control: the error macOS gives an app it will not let post notifications (notification.md:
   * UNNotification needs a signed app), emitted as `failed` (macOS and Windows) instead of showing.
   */
  static failWith: string | undefined
  show(): void {
    if (Notification.failWith !== undefined && process.platform !== 'linux') {
      this.emit('failed', { preventDefault() {} }, Notification.failWith)
      return
    }
    Notification.shown.push({
      title: this.options.title,
      body: this.options.body,
      ...(this.options.icon ? { icon: this.options.icon } : {}),
    })
  }
}

/**
 * macOS's accessibility trust (media keys need it). Test controls: `trusted`; test view: each `prompt` asked.
 */
export const systemPreferences = new (class extends Emitter {
  trusted = false
  readonly prompts: boolean[] = []
  isTrustedAccessibilityClient(prompt: boolean): boolean {
    supported('SystemPreferences.isTrustedAccessibilityClient')
    this.prompts.push(prompt)
    return this.trusted
  }
})()

/**
 * Electron's utility processes, run here as Node child processes (`child_process.fork`): the child talks
 * through `process.send` instead of `process.parentPort`, which Encore's demo program handles both of.
 */
export class FakeUtilityProcess extends Emitter {
  static readonly forked: FakeUtilityProcess[] = []
  readonly child: ChildProcess
  pid: number | undefined
  constructor(
    readonly modulePath: string,
    readonly args: string[],
    readonly options: Record<string, unknown>,
  ) {
    super()
    this.child = fork(modulePath, args, { execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
    this.pid = this.child.pid
    this.child.on('spawn', () => this.emit('spawn'))
    this.child.on('message', (message) => this.emit('message', message))
    this.child.on('exit', (code) => {
      this.pid = undefined
      this.emit('exit', code ?? 1)
    })
  }
  postMessage(message: unknown): void {
    if (this.child.connected) this.child.send(message as never)
  }
  kill(): boolean {
    return this.child.kill()
  }
}

export const utilityProcess = {
  fork(modulePath: string, args: string[] = [], options: Record<string, unknown> = {}): FakeUtilityProcess {
    if (!app.isReady()) throw new Error('utilityProcess cannot be created before app is ready.')
    const forked = new FakeUtilityProcess(modulePath, args, options)
    FakeUtilityProcess.forked.push(forked)
    return forked
  },
}

/**
 * Electron's autoUpdater (Squirrel.Mac on macOS, Squirrel.Windows), which electron-updater's MacUpdater drives:
 * it serves Squirrel the downloaded zip and re-emits each of Squirrel's errors. Test view: the feed set and the
 * checks asked; test control: `emit('error', …)` plays Squirrel refusing, `emit('update-downloaded')` taking it.
 */
export const autoUpdater = new (class extends Emitter {
  feed: { url: string; headers?: Record<string, string> } | undefined
  checks = 0
  quitAndInstallCalls = 0
  setFeedURL(options: { url: string; headers?: Record<string, string> }): void {
    this.feed = options
  }
  getFeedURL(): string {
    return this.feed?.url ?? ''
  }
  checkForUpdates(): void {
    this.checks++
  }
  quitAndInstall(): void {
    this.quitAndInstallCalls++
  }
})()

export default {
  app,
  autoUpdater,
  crashReporter,
  dialog,
  systemPreferences,
  utilityProcess,
  BrowserWindow,
  protocol,
  ipcMain,
  session,
  shell,
  safeStorage,
  contextBridge,
  ipcRenderer,
  nativeImage,
  Menu,
  Tray,
  nativeTheme,
  powerMonitor,
  globalShortcut,
  screen,
  Notification,
}
