import { BrowserWindow } from 'electron'

export interface MainWindowOptions {
  preloadPath: string
  url: string
  devTools: boolean
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
    spellcheck: false,
    devTools,
  }
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const windowOptions: Electron.BrowserWindowConstructorOptions = {
    width: 1120,
    height: 740,
    minWidth: 720,
    minHeight: 480,
    show: false,
    title: 'Encore',
    backgroundColor: '#0e1014',
    webPreferences: secureWebPreferences(options.preloadPath, options.devTools),
  }
  // Electronegativity cannot follow secureWebPreferences (contextIsolation and sandbox on; test/main/shell.test.ts)
  // nor web-security.ts, which denies every navigation and new window, middle-click included.
  const window = new BrowserWindow(windowOptions) // eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK -- secureWebPreferences and web-security.ts, see above
  window.once('ready-to-show', () => window.show())
  void window.loadURL(options.url)
  return window
}
