import { join } from 'node:path'
import { BrowserWindow } from 'electron'
import { type ReopenBounds, WINDOW_ICON_FILE } from '../core'

export interface MainWindowOptions {
  preloadPath: string
  url: string
  devTools: boolean
  /** The chosen theme's background, painted before the page. */
  backgroundColor: string
  /** The window icon (Linux); undefined elsewhere, where the app bundle's icon is the window's. */
  icon: string | undefined
  /** Where it opens again after core released it (its position only where the desktop lets Encore place it). */
  bounds?: ReopenBounds | null
  /** Started at login with a tray to come back from: the window loads but stays in the tray until asked for. */
  hidden?: boolean
}

/** The main window's size the first time it opens. */
export const MAIN_WINDOW_SIZE = { width: 1120, height: 740 } as const

/** The smallest the main window goes: the page's layout works down to this. */
export const MAIN_WINDOW_MIN_SIZE = { width: 720, height: 480 } as const

/**
 * Linux shows a window's own icon in its title bar and task switcher (macOS and Windows take the app
 * bundle's): the app icon in the runtime folder, at the app's root.
 */
export function windowIcon(
  appPath: string,
  platform: NodeJS.Platform = process.platform,
): string | undefined {
  return platform === 'darwin' || platform === 'win32' ? undefined : join(appPath, WINDOW_ICON_FILE)
}

/** The security baseline every Encore window shares. */
export function secureWebPreferences(preloadPath: string, devTools: boolean): Electron.WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    // A hidden window's page stops its animation frames and timers, and says so (document.hidden).
    backgroundThrottling: true,
    spellcheck: false,
    devTools,
  }
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const { x, y, width, height }: { x?: number; y?: number; width: number; height: number } =
    options.bounds ?? MAIN_WINDOW_SIZE
  const windowOptions: Electron.BrowserWindowConstructorOptions = {
    width,
    height,
    ...(x !== undefined && y !== undefined ? { x, y } : {}),
    minWidth: MAIN_WINDOW_MIN_SIZE.width,
    minHeight: MAIN_WINDOW_MIN_SIZE.height,
    show: false,
    title: 'Encore',
    backgroundColor: options.backgroundColor,
    ...(options.icon ? { icon: options.icon } : {}),
    webPreferences: secureWebPreferences(options.preloadPath, options.devTools),
  }
  // Electronegativity cannot follow secureWebPreferences (contextIsolation and sandbox on; test/main/shell.test.ts)
  // nor web-security.ts, which denies every navigation and new window, middle-click included.
  const window = new BrowserWindow(windowOptions) // eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK -- secureWebPreferences and web-security.ts, see above
  window.once('ready-to-show', () => {
    if (options.hidden) return
    if (options.bounds?.maximized) window.maximize()
    else window.show()
  })
  void window.loadURL(options.url)
  return window
}
