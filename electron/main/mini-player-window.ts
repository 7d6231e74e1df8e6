import { BrowserWindow } from 'electron'
import type { MiniPlayerPlacement } from '../contract'
import { secureWebPreferences } from './main-window'

export interface MiniPlayerWindowOptions {
  preloadPath: string
  /** The renderer's entry with the mini player's route (`app://encore/index.html#/mini`). */
  url: string
  devTools: boolean
  width: number
  height: number
  placement: MiniPlayerPlacement
  alwaysOnTop: boolean
}

/**
 * The mini player: a small frameless window showing the page's `#/mini` route, with the same locked-down web
 * preferences as the main window. It is never in the taskbar or the window switcher's list of apps; it opens
 * hidden and is shown where core places it.
 */
export function createMiniPlayerWindow(options: MiniPlayerWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: options.width,
    height: options.height,
    useContentSize: true,
    show: false,
    frame: false,
    resizable: false,
    maximizable: false,
    minimizable: false,
    fullscreenable: false,
    skipTaskbar: true,
    // The popover is above everything while it shows (it hides on blur); the floating window as the user chose.
    alwaysOnTop: options.placement === 'popover' || options.alwaysOnTop,
    title: 'Encore mini player',
    backgroundColor: '#0e1014',
    webPreferences: secureWebPreferences(options.preloadPath, options.devTools),
  })
  void window.loadURL(options.url)
  return window
}
