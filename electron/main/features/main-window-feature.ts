import type { BrowserWindow, Event } from 'electron'
import { mainWindowCloseAction } from '../../core'
import { APP_ENTRY_URL } from '../app-protocol'
import { createMainWindow, windowIcon } from '../main-window'
import { startedAtLogin } from '../login-item'
import { reloadAfterCrash } from '../page-recovery'
import { readScreens } from '../screens'
import type { ShellFeature } from '../shell-context'

/** The page's Settings view (hash history). */
const SETTINGS_ROUTE = '#/settings'

/**
 * The library window: opened at start; closing it hides it in the tray when close-to-tray is on (core
 * decides, from the setting or the desktop) and quits otherwise (except on macOS, where apps stay in the
 * Dock). Showing it again (the tray, a second launch, the Dock) brings the same window back, or opens it anew.
 * Hidden long enough, core has it destroyed to give its renderer's memory back; it then opens anew where it
 * was (core's plan: bounds, and the route the page was on).
 */
export const mainWindowFeature: ShellFeature = ({
  app,
  encore,
  paths,
  windows,
  actions,
  quitting,
  logger,
}) => {
  const url = paths.devServerUrl ?? APP_ENTRY_URL

  const onClose = (window: BrowserWindow) => (event: Event) => {
    const action = mainWindowCloseAction({ closeToTray: encore.desktop.closeToTray(), quitting: quitting() })
    if (action === 'close') return
    event.preventDefault()
    window.hide()
    encore.desktop.setWindow('main', { visible: false, focused: false })
    encore.desktop.closedToTray()
  }

  const open = (hidden = false): BrowserWindow => {
    // After core released it: where it was, on the page's route (its list position comes from core too).
    const plan = encore.desktop.reopenWindow('main', readScreens())
    const window = createMainWindow({
      preloadPath: paths.preloadPath,
      url: plan.route ? `${url.split('#')[0]}#${plan.route}` : url,
      devTools: !app.isPackaged,
      backgroundColor: actions.windowBackground(),
      icon: windowIcon(app.getAppPath()),
      bounds: plan.bounds,
      hidden,
    })
    let released = false
    // Hidden in the tray for 2 minutes (unless the user keeps windows), core has it destroyed.
    const untrack = encore.desktop.trackWindow('main', () => {
      const bounds = { ...window.getNormalBounds(), maximized: window.isMaximized() }
      released = true
      window.destroy()
      return bounds
    })
    window.on('close', onClose(window))
    // A page that crashed is loaded again, and the person told in words once it is back (core decides).
    reloadAfterCrash(window, 'main', encore, logger)
    window.once('closed', () => {
      untrack()
      // Closed for good (close-to-tray off, or quitting): Encore ends with its window except on macOS.
      if (!released && process.platform !== 'darwin' && !quitting()) app.quit()
    })
    windows.add('main', window)
    return window
  }

  const show = (): BrowserWindow => {
    const window = windows.get('main') ?? open()
    if (window.isMinimized()) window.restore()
    window.show()
    window.focus()
    return window
  }

  // Started at login, Encore waits in the tray, unless closing the window would quit it (no tray to come back
  // from: GNOME without the extension, or the person turned close-to-tray off): then the window shows.
  open(startedAtLogin(app, process.argv) && encore.desktop.closeToTray())
  const withdraw = actions.provide({
    showMainWindow: () => void show(),
    openSettings: () => {
      const window = show()
      // A fragment-only change is a same-document navigation: the page switches views without reloading.
      window.webContents.loadURL(`${url.split('#')[0]}${SETTINGS_ROUTE}`).catch((error: unknown) => {
        logger.warn('Could not open Settings in the main window', { error })
      })
    },
  })
  const onActivate = () => show()
  // Hidden windows still count as open, so Electron would never quit by itself; the main window's own
  // 'closed' decides. Listening here keeps Electron from quitting when the last window closes at quit time.
  const onAllClosed = () => {}
  app.on('activate', onActivate)
  app.on('window-all-closed', onAllClosed)
  return () => {
    withdraw()
    app.removeListener('activate', onActivate)
    app.removeListener('window-all-closed', onAllClosed)
  }
}
