import { vi } from 'vitest'
import type { App } from 'electron'
import type { Encore } from '../../electron/core/app'
import {
  desktopEnvironmentFrom,
  type DesktopEnvironment,
} from '../../electron/core/features/desktop/environment'
import { IPC_INVOKE_CHANNEL } from '../../electron/contract'
import type { Disposer, ShellContext, ShellFeature, ShellPaths } from '../../electron/main/shell-context'
import type * as FakeElectron from '../fakes/electron'
import { tempFolder } from '../support/temp-folders'

export type Fake = typeof FakeElectron

const realPlatform = process.platform
let pretending = false

/**
 * The desktop a test plays: `process.platform` (the shell and the fake electron read it) and the Linux
 * session's variables (the fake decides from `XDG_SESSION_TYPE` whether windows are Wayland ones). Answers
 * the environment core would read, for `createFakeEncore`. Undo with `restoreDesktop` (afterEach).
 */
export function pretendDesktop(
  platform: NodeJS.Platform,
  options: { session?: 'wayland' | 'x11'; desktop?: string } = {},
): DesktopEnvironment {
  pretending = true
  return stubDesktop(platform, options)
}

function stubDesktop(
  platform: NodeJS.Platform,
  options: { session?: 'wayland' | 'x11'; desktop?: string },
): DesktopEnvironment {
  Object.defineProperty(process, 'platform', { value: platform, configurable: true })
  vi.stubEnv('XDG_SESSION_TYPE', options.session ?? '')
  vi.stubEnv('WAYLAND_DISPLAY', options.session === 'wayland' ? 'wayland-0' : '')
  vi.stubEnv('DISPLAY', options.session === 'x11' ? ':0' : '')
  vi.stubEnv('XDG_CURRENT_DESKTOP', options.desktop ?? '')
  return desktopEnvironmentFrom(platform, process.env)
}

export function restoreDesktop(): void {
  pretending = false
  Object.defineProperty(process, 'platform', { value: realPlatform, configurable: true })
  vi.unstubAllEnvs()
}

/** Settles what the shell set going without waiting on it (promise callbacks, a microtask or two deep). */
export const settle = () => new Promise((resolve) => setImmediate(resolve))

/**
 * Shell features one by one, against a fresh fake `electron` (its recorded windows, trays and menus start
 * empty) and the core a test gives them. Modules are loaded anew for each harness so that the features and
 * the test see the same fake.
 */
export async function loadShellFeatures() {
  vi.resetModules()
  const fake = (await import('../fakes/electron')) as Fake
  const { createShellActions, createWindowRegistry } = await import('../../electron/main/shell-context')
  const features = {
    tray: (await import('../../electron/main/features/tray-feature')).trayFeature,
    wake: (await import('../../electron/main/features/wake-feature')).wakeFeature,
    miniPlayer: (await import('../../electron/main/features/mini-player-feature')).miniPlayerFeature,
    hotkeys: (await import('../../electron/main/features/hotkeys-feature')).hotkeysFeature,
    mainWindow: (await import('../../electron/main/features/main-window-feature')).mainWindowFeature,
    presence: (await import('../../electron/main/features/window-presence-feature')).windowPresenceFeature,
    dock: (await import('../../electron/main/features/dock-feature')).dockFeature,
    aboutPanel: (await import('../../electron/main/features/about-panel-feature')).aboutPanelFeature,
    windowTheme: (await import('../../electron/main/features/window-theme-feature')).windowThemeFeature,
    appMenu: (await import('../../electron/main/features/app-menu-feature')).appMenuFeature,
    mediaKeyAccess: (await import('../../electron/main/features/media-key-access-feature'))
      .mediaKeyAccessFeature,
  }

  const start = async (encore: Encore) => {
    let quitting = false
    const actions = createShellActions()
    const quit = vi.fn(() => {
      quitting = true
    })
    actions.provide({ quit })
    const context: ShellContext = {
      app: fake.app as unknown as App,
      encore,
      logger: { debug() {}, info() {}, warn() {}, error() {} },
      paths: {
        rendererDir: '/app/out/renderer',
        preloadPath: '/app/out/preload/index.cjs',
        demoProcessPath: '/app/out/main/demo-process.js',
        japaneseReaderPath: '/app/out/main/japanese-reader.js',
        aboutFile: '/app/out/main/about.json',
      },
      appOrigin: 'app://encore',
      urlOpener: { open: async () => {} },
      windows: createWindowRegistry(),
      actions,
      quitting: () => quitting,
    }
    const disposers: Disposer[] = []
    const run = async (...list: ShellFeature[]) => {
      for (const feature of list) disposers.push(await feature(context))
    }
    const stop = () => {
      for (const dispose of disposers.reverse()) dispose()
      disposers.length = 0
    }
    return { context, actions, quit, run, stop }
  }

  return { fake, features, start }
}

export interface BootOptions {
  /** Environment variables for this boot (the MPRIS player stays off the tester's session bus by default). */
  env?: Record<string, string>
  /** Changes to the fake before the shell starts (a keyring backend, no single-instance lock). */
  setup?: (fake: Fake) => void
  paths?: Partial<ShellPaths>
}

export const TRUSTED_FRAME = { url: 'app://encore/index.html', parent: null }

/**
 * The whole shell (every feature in `shellFeatures`) on a fresh fake `electron` and a real core; `call` runs a
 * bridge method as the app's own page would.
 */
export async function bootShell(options: BootOptions = {}) {
  vi.resetModules()
  vi.stubEnv('DBUS_SESSION_BUS_ADDRESS', '')
  // Whatever session the tests run in, the shell sees a plain one unless the test pretends one, and writes
  // its autostart entry into a folder of its own.
  if (!pretending) stubDesktop(process.platform, {})
  vi.stubEnv('XDG_CONFIG_HOME', tempFolder('encore-config-'))
  for (const [name, value] of Object.entries(options.env ?? {})) vi.stubEnv(name, value)
  const fake = (await import('../fakes/electron')) as Fake
  options.setup?.(fake)
  const { startShell } = await import('../../electron/main/shell')
  const started = startShell({
    rendererDir: fake.app.getPath('userData'),
    preloadPath: '/app/out/preload/index.cjs',
    demoProcessPath: '/app/out/main/demo-process.js',
    japaneseReaderPath: '/app/out/main/japanese-reader.js',
    aboutFile: '/app/out/main/about.json',
    ...options.paths,
  })
  fake.app.becomeReady()
  await started
  const call = (method: unknown, input?: unknown) =>
    fake.ipcMain.invokeFrom(TRUSTED_FRAME, IPC_INVOKE_CHANNEL, method, input)
  return { fake, call }
}
