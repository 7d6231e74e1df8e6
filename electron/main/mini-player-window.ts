import { BrowserWindow } from 'electron'
import { secureWebPreferences } from './main-window'

export interface MiniPlayerWindowOptions {
  preloadPath: string
  /** The renderer's entry with the mini player's route (`app://encore/index.html#/mini`). */
  url: string
  devTools: boolean
  width: number
  height: number
  platform: NodeJS.Platform
  /** A native Wayland window: the desktop places it and decides what stays on top. */
  wayland: boolean
  /** Kept above other windows (the popover always, the floating window as the user chose). */
  alwaysOnTop: boolean
  backgroundColor: string
  icon: string | undefined
}

/**
 * The options Electron honours on this platform, and only those (electron.d.ts): out of the taskbar and
 * not maximizable or minimizable on macOS and Windows; above other windows except on Wayland.
 */
export function miniPlayerWindowOptions(
  options: MiniPlayerWindowOptions,
): Electron.BrowserWindowConstructorOptions {
  const macOrWindows = options.platform === 'darwin' || options.platform === 'win32'
  return {
    width: options.width,
    height: options.height,
    useContentSize: true,
    show: false,
    frame: false,
    resizable: false,
    fullscreenable: false,
    ...(macOrWindows ? { skipTaskbar: true, maximizable: false, minimizable: false } : {}),
    ...(options.wayland ? {} : { alwaysOnTop: options.alwaysOnTop }),
    title: 'Encore mini player',
    backgroundColor: options.backgroundColor,
    ...(options.icon ? { icon: options.icon } : {}),
  }
}

/**
 * The mini player: a small frameless window showing the page's `#/mini` route, with the same locked-down web
 * preferences as the main window. It opens hidden and is shown where core places it.
 */
export function createMiniPlayerWindow(options: MiniPlayerWindowOptions): BrowserWindow {
  const windowOptions: Electron.BrowserWindowConstructorOptions = {
    ...miniPlayerWindowOptions(options),
    webPreferences: secureWebPreferences(options.preloadPath, options.devTools),
  }
  // The main window's preferences (secureWebPreferences) and web-security.ts, which Electronegativity cannot follow.
  const window = new BrowserWindow(windowOptions) // eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK -- secureWebPreferences and web-security.ts, see main-window.ts
  void window.loadURL(options.url)
  return window
}
