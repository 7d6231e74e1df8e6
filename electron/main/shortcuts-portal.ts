import type { App } from 'electron'
import { type DesktopEnvironment, globalShortcutsPortalSwitch } from '../core'

/**
 * On a Linux Wayland session, global shortcuts go through the desktop's GlobalShortcuts portal. Core decides
 * whether this Electron needs `--enable-features=GlobalShortcutsPortal` for that (Electron 45 turns it on by
 * itself: electron/electron#52221); this applies the answer. Must run before the app is ready.
 */
export function enableShortcutsPortal(
  app: Pick<App, 'commandLine'>,
  environment: DesktopEnvironment,
  electronVersion: string = process.versions.electron ?? '0',
): void {
  const features = globalShortcutsPortalSwitch(
    electronVersion,
    environment,
    app.commandLine.getSwitchValue('enable-features'),
  )
  if (features) app.commandLine.appendSwitch('enable-features', features)
}
