import type { BrowserWindow } from 'electron'
import type { ShellFeature } from '../shell-context'

/**
 * "Hide from the Dock / taskbar" (core decides from the setting, `desktop.changed` carries it): on macOS the
 * Dock icon goes; on Windows the main window asks to stay out of the taskbar (the mini player never shows
 * there). A window opened later (the main window again, from the tray) follows the setting too. Linux has
 * no such call (`setSkipTaskbar` is macOS and Windows only); core does not offer it there.
 */
export const dockFeature: ShellFeature = ({ app, encore, windows, logger }) => {
  if (!encore.desktop.state().dock.supported) return () => {}
  let hidden = encore.desktop.state().dock.hidden

  const applyToWindow = (window: BrowserWindow) => {
    if (!window.isDestroyed()) window.setSkipTaskbar(hidden)
  }
  const apply = () => {
    if (process.platform === 'darwin') {
      if (hidden) app.dock?.hide()
      else
        app.dock?.show().catch((error: unknown) => logger.warn('The Dock icon did not come back', { error }))
      return
    }
    const main = windows.get('main')
    if (main) applyToWindow(main)
  }

  const stopFollowingWindows = windows.onAdded((window, role) => {
    if (role === 'main' && process.platform !== 'darwin') applyToWindow(window)
  })
  const stopFollowingState = encore.on('desktop.changed', (state) => {
    if (state.dock.hidden === hidden) return
    hidden = state.dock.hidden
    apply()
  })
  if (hidden) apply()
  return () => {
    stopFollowingWindows()
    stopFollowingState()
  }
}
