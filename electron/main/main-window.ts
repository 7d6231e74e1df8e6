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
  const window = new BrowserWindow({
    width: 1120,
    height: 740,
    minWidth: 720,
    minHeight: 480,
    show: false,
    title: 'Encore',
    backgroundColor: '#0e1014',
    webPreferences: secureWebPreferences(options.preloadPath, options.devTools),
  })
  window.once('ready-to-show', () => window.show())
  void window.loadURL(options.url)
  return window
}
