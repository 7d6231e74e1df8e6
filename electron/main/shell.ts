import { homedir, release, userInfo } from 'node:os'
import { fileURLToPath } from 'node:url'
import { app, dialog, safeStorage, shell } from 'electron'
import {
  ABOUT_FILE_NAME,
  createEncore,
  createLazyDemoService,
  createShellLog,
  userNameOr,
  crashDumpsIn,
  keptCrashDumps,
  desktopCommand,
  type Encore,
  originOf,
  PRODUCT_NAME,
  Redactor,
  systemClock,
} from '../core'
import { APP_ORIGIN, registerAppScheme, serveRenderer } from './app-protocol'
import { dataFolderLocked, dataFolderUsable } from './data-folder'
import { createElectronNotifier } from './electron-notifier'
import { createElectronSettingsStore } from './electron-settings-store'
import { aboutPanelFeature } from './features/about-panel-feature'
import { appMenuFeature } from './features/app-menu-feature'
import { crashReportsFeature } from './features/crash-reports-feature'
import { dockFeature } from './features/dock-feature'
import { downloadsFeature } from './features/downloads-feature'
import { hotkeysFeature } from './features/hotkeys-feature'
import { ipcFeature } from './features/ipc-feature'
import { mainWindowFeature } from './features/main-window-feature'
import { mediaKeyAccessFeature } from './features/media-key-access-feature'
import { miniPlayerFeature } from './features/mini-player-feature'
import { mprisFeature } from './features/mpris-feature'
import { shortcutsPortalFeature } from './features/shortcuts-portal-feature'
import { trayFeature } from './features/tray-feature'
import { wakeFeature } from './features/wake-feature'
import { webSecurityFeature } from './features/web-security-feature'
import { windowPresenceFeature } from './features/window-presence-feature'
import { windowThemeFeature } from './features/window-theme-feature'
import { applyAppIdentity, readDesktopEnvironment } from './app-identity'
import { desktopUpdatePorts } from './updates/update-ports'
import { startDemoUtilityProcess } from './demo-utility-process'
import { forkUtilityProgram } from './utility-program'
import { applyPageMemoryFlags } from './page-memory'
import { enableShortcutsPortal } from './shortcuts-portal'
import { loginItemFeature } from './login-item'
import { createSafeStorageSecretStore } from './safe-storage-secret-store'
import {
  createShellActions,
  createWindowRegistry,
  type Disposer,
  type ShellContext,
  type ShellFeature,
  type ShellPaths,
} from './shell-context'
import { acquireSingleInstance } from './single-instance'
import { listenForOpenedLinks, secondLaunch as onSecondLaunch } from './command-line'
import { commandLineFeature } from './features/command-line-feature'
import { soloistShellPorts } from './soloist-file-dialog'
import { createUrlOpener } from './url-opener'

export type { ShellPaths }

/**
 * The shell's features, in the order they start (and the reverse order they stop). Each is a function of the
 * context that answers its disposer; adding one is one line here.
 */
export const shellFeatures: readonly ShellFeature[] = [
  crashReportsFeature,
  webSecurityFeature,
  downloadsFeature,
  ipcFeature,
  loginItemFeature,
  windowThemeFeature,
  windowPresenceFeature,
  appMenuFeature,
  mainWindowFeature,
  dockFeature,
  miniPlayerFeature,
  trayFeature,
  wakeFeature,
  mediaKeyAccessFeature,
  shortcutsPortalFeature,
  hotkeysFeature,
  mprisFeature,
  aboutPanelFeature,
  commandLineFeature,
]

/** Paths of the built app, relative to this bundle (`out/main/index.js`). */
export function defaultShellPaths(): ShellPaths {
  const paths: ShellPaths = {
    rendererDir: fileURLToPath(new URL('../renderer/', import.meta.url)),
    preloadPath: fileURLToPath(new URL('../preload/index.cjs', import.meta.url)),
    demoProcessPath: fileURLToPath(new URL('./demo-process.js', import.meta.url)),
    japaneseReaderPath: fileURLToPath(new URL('./japanese-reader.js', import.meta.url)),
    aboutFile: fileURLToPath(new URL(`./${ABOUT_FILE_NAME}`, import.meta.url)),
  }
  const devServerUrl = process.env['ELECTRON_RENDERER_URL']
  if (devServerUrl && !app.isPackaged) paths.devServerUrl = devServerUrl
  return paths
}

/** Settings → About opens the log's folder: `shell.openPath` answers an error message, or '' when it opened. */
async function openFolder(path: string): Promise<void> {
  const problem = await shell.openPath(path)
  if (problem) throw new Error(problem)
}

/** The Electron lifecycle. Everything with logic lives in core; this wires it to the platform. */
export async function startShell(paths: ShellPaths = defaultShellPaths()): Promise<void> {
  registerAppScheme()
  app.enableSandbox()
  applyAppIdentity(app, process.platform)
  const environment = readDesktopEnvironment(app)
  enableShortcutsPortal(app, environment)
  applyPageMemoryFlags(app)
  const windows = createWindowRegistry()
  const actions = createShellActions()
  const secondLaunch = (argv: string[], data: unknown) =>
    onSecondLaunch(argv, data, () => actions.showMainWindow())
  if (!acquireSingleInstance(app, secondLaunch)) return
  listenForOpenedLinks(app)
  let quitting = false
  app.on('before-quit', () => (quitting = true))

  await app.whenReady()
  const redactor = new Redactor()
  const shellLog = createShellLog(redactor, systemClock, {
    home: homedir(),
    userName: userNameOr(userInfo),
    osRelease: release(),
  })
  const logger = shellLog.logger
  const appOrigin = (paths.devServerUrl && originOf(paths.devServerUrl)) || APP_ORIGIN
  const started: { encore?: Encore } = {}
  // Core's sign-in may also send the browser to the accounts page of the sign-in in progress (the demo's).
  const urlOpener = createUrlOpener(logger, () => started.encore?.signInOrigins() ?? [])
  const dataDir = app.getPath('userData')
  if (!dataFolderUsable(dataDir, logger)) return
  const folderLock = dataFolderLocked(dataDir, logger)
  if (!folderLock) return
  shellLog.writeTo(dataDir)
  serveRenderer(paths.rendererDir)

  const encore = createEncore({
    identity: { name: PRODUCT_NAME, version: app.getVersion(), mode: 'electron' },
    runtime: {
      versions: process.versions,
      platform: process.platform,
      arch: process.arch,
      aboutFile: paths.aboutFile,
    },
    logger,
    clock: systemClock,
    redactor,
    dataDir,
    settingsStore: createElectronSettingsStore(dataDir),
    secretStore: await createSafeStorageSecretStore({ safeStorage, dir: dataDir, logger }),
    urlOpener,
    demoService: createLazyDemoService(({ port }) =>
      startDemoUtilityProcess(paths.demoProcessPath, dataDir, port),
    ),
    notifier: createElectronNotifier(logger, (words) => {
      dialog
        .showMessageBox({ type: 'info', message: words.message, detail: words.detail, buttons: ['OK'] })
        .catch((error: unknown) => logger.debug('Could not say notifications are refused', { error }))
    }),
    environment,
    preferredLanguages: () => app.getPreferredSystemLanguages(),
    japaneseReader: () => forkUtilityProgram(paths.japaneseReaderPath, [], 'Encore Japanese lyrics reader'),
    command: desktopCommand({
      platform: process.platform,
      packaged: app.isPackaged,
      execPath: process.execPath,
      appImage: process.env['APPIMAGE'],
      projectRoot: app.getAppPath(),
      dataDir,
    }),
    updates: desktopUpdatePorts(app, logger),
    soloist: soloistShellPorts(process.env['PATH']),
    diagnostics: {
      ...shellLog.diagnostics(openFolder),
      crashReports: () => keptCrashDumps(crashDumpsIn(dataDir)).map((dump) => dump.path),
    },
  })
  started.encore = encore

  actions.provide({ quit: () => app.quit() })
  const context: ShellContext = {
    app,
    encore,
    logger,
    paths,
    appOrigin,
    urlOpener,
    windows,
    actions,
    quitting: () => quitting,
  }
  const disposers: Disposer[] = []
  for (const feature of shellFeatures) disposers.push(await feature(context))

  app.on('will-quit', () => {
    for (const dispose of disposers.reverse()) {
      try {
        dispose()
      } catch (error) {
        logger.warn('A shell feature failed to stop', { error })
      }
    }
    void encore.dispose().finally(() => folderLock.release())
  })
}
