import { fileURLToPath } from 'node:url'
import { app, type BrowserWindow, ipcMain, safeStorage, session } from 'electron'
import { createEncore, type Encore } from '../core/app'
import { createLazyDemoService } from '../core/demo-service'
import { consoleSink, createLogger } from '../core/logger'
import { systemClock } from '../core/ports'
import { PRODUCT_NAME } from '../core/project-info'
import { originOf } from '../core/security/origin'
import { Redactor } from '../core/security/redact'
import { startDemoService } from '../emulator'
import { APP_ENTRY_URL, APP_ORIGIN, registerAppScheme, serveRenderer } from './app-protocol'
import { createElectronSettingsStore } from './electron-settings-store'
import { registerIpcBridge } from './ipc-bridge'
import { syncStartAtLogin } from './login-item'
import { createMainWindow } from './main-window'
import { createSafeStorageSecretStore } from './safe-storage-secret-store'
import { acquireSingleInstance } from './single-instance'
import { createUrlOpener } from './url-opener'
import { applyWebSecurity } from './web-security'

export interface ShellPaths {
  rendererDir: string
  preloadPath: string
  /** Set by `electron-vite dev`: the renderer comes from the dev server instead of `app://`. */
  devServerUrl?: string
}

/** Paths of the built app, relative to this bundle (`out/main/index.js`). */
export function defaultShellPaths(): ShellPaths {
  const paths: ShellPaths = {
    rendererDir: fileURLToPath(new URL('../renderer/', import.meta.url)),
    preloadPath: fileURLToPath(new URL('../preload/index.cjs', import.meta.url)),
  }
  const devServerUrl = process.env['ELECTRON_RENDERER_URL']
  if (devServerUrl && !app.isPackaged) paths.devServerUrl = devServerUrl
  return paths
}

/** The Electron lifecycle. Everything with logic lives in core; this wires it to the platform. */
export async function startShell(paths: ShellPaths = defaultShellPaths()): Promise<void> {
  registerAppScheme()
  app.enableSandbox()
  let mainWindow: BrowserWindow | undefined
  if (!acquireSingleInstance(app, () => mainWindow)) return

  await app.whenReady()
  const redactor = new Redactor()
  const logger = createLogger(consoleSink, redactor)
  const appOrigin = (paths.devServerUrl && originOf(paths.devServerUrl)) || APP_ORIGIN
  const started: { encore?: Encore } = {}
  // Core's sign-in may also send the browser to the accounts page of the sign-in in progress (the demo's).
  const urlOpener = createUrlOpener(logger, () => started.encore?.signInOrigins() ?? [])
  applyWebSecurity(app, session.defaultSession, { appOrigin, urlOpener })
  serveRenderer(paths.rendererDir)

  const dataDir = app.getPath('userData')
  const encore = createEncore({
    identity: { name: PRODUCT_NAME, version: app.getVersion(), mode: 'electron' },
    logger,
    clock: systemClock,
    redactor,
    settingsStore: createElectronSettingsStore(dataDir),
    secretStore: await createSafeStorageSecretStore({ safeStorage, dir: dataDir, logger }),
    urlOpener,
    demoService: createLazyDemoService(() => startDemoService({ dataDir })),
  })
  started.encore = encore
  const stopLoginSync = await syncStartAtLogin(app, encore, logger)
  const bridge = registerIpcBridge(ipcMain, encore, appOrigin, logger)

  const openMainWindow = (): BrowserWindow => {
    const window = createMainWindow({
      preloadPath: paths.preloadPath,
      url: paths.devServerUrl ?? APP_ENTRY_URL,
      devTools: !app.isPackaged,
    })
    bridge.addTarget(window.webContents)
    window.on('closed', () => {
      if (mainWindow === window) mainWindow = undefined
    })
    return window
  }
  mainWindow = openMainWindow()

  app.on('activate', () => {
    if (!mainWindow) mainWindow = openMainWindow()
  })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('will-quit', () => {
    stopLoginSync()
    bridge.dispose()
    void encore.dispose()
  })
}
