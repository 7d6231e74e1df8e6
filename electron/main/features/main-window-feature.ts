import { APP_ENTRY_URL } from '../app-protocol'
import { createMainWindow } from '../main-window'
import type { ShellFeature } from '../shell-context'

/** The library window: opened at start, and again from the dock (macOS) once closed. */
export const mainWindowFeature: ShellFeature = ({ app, paths, windows }) => {
  const open = () => {
    windows.add(
      'main',
      createMainWindow({
        preloadPath: paths.preloadPath,
        url: paths.devServerUrl ?? APP_ENTRY_URL,
        devTools: !app.isPackaged,
      }),
    )
  }
  open()
  const onActivate = () => {
    if (!windows.get('main')) open()
  }
  const onAllClosed = () => {
    if (process.platform !== 'darwin') app.quit()
  }
  app.on('activate', onActivate)
  app.on('window-all-closed', onAllClosed)
  return () => {
    app.removeListener('activate', onActivate)
    app.removeListener('window-all-closed', onAllClosed)
  }
}
