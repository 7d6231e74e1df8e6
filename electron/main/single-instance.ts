import type { App, BrowserWindow } from 'electron'

/** True when this process owns the app; a second launch focuses the existing window and exits. */
export function acquireSingleInstance(app: App, getWindow: () => BrowserWindow | undefined): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return false
  }
  app.on('second-instance', () => {
    const window = getWindow()
    if (!window) return
    if (window.isMinimized()) window.restore()
    window.show()
    window.focus()
  })
  return true
}
