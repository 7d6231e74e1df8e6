import type { App } from 'electron'

/**
 * True when this process owns the app. A second launch exits at once; the running one is told and shows its
 * main window (anew if it was closed, from the tray if it was hidden there): launching Encore again always
 * brings back the Encore that runs, even on desktops that show no tray icon.
 */
export function acquireSingleInstance(
  app: App,
  onSecondLaunch: (argv: string[], additionalData: unknown) => void,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return false
  }
  // A second launch's arguments and data carry a command or a link (main/command-line.ts).
  app.on('second-instance', (_event, argv, _cwd, additionalData) =>
    onSecondLaunch(argv ?? [], additionalData),
  )
  return true
}
