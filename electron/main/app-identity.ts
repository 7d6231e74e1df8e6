import { existsSync } from 'node:fs'
import { homedir } from 'node:os'
import type { App } from 'electron'
import {
  APP_ID,
  DESKTOP_ENTRY_FILE,
  desktopEntryPaths,
  type DesktopEnvironment,
  desktopEnvironmentFrom,
} from '../core'

/**
 * Tells the desktop which app this is, under the one app id (`app.encore.remote`), before the app is ready:
 * on Linux the desktop entry's name (Electron's Wayland app_id and X11 WM_CLASS, and the identity portals
 * check, app.md `setDesktopName`); on Windows the AppUserModelID, which notifications and the taskbar use
 * and the installer's shortcuts carry (otherwise `electron.app.Encore`).
 */
export function applyAppIdentity(
  app: Pick<App, 'setDesktopName' | 'setAppUserModelId'>,
  platform: NodeJS.Platform,
): void {
  if (platform === 'linux') app.setDesktopName(DESKTOP_ENTRY_FILE)
  if (platform === 'win32') app.setAppUserModelId(APP_ID)
}

/**
 * The desktop as the shell reads it at start: the platform and session (core's reading of the environment),
 * the `--ozone-platform` switch, and on Linux whether Encore's desktop entry is installed.
 */
export function readDesktopEnvironment(
  app: Pick<App, 'commandLine'>,
  platform: NodeJS.Platform = process.platform,
  env: Readonly<Record<string, string | undefined>> = process.env,
  exists: (path: string) => boolean = existsSync,
): DesktopEnvironment {
  const ozonePlatform = app.commandLine.getSwitchValue('ozone-platform')
  const environment = desktopEnvironmentFrom(platform, env, ozonePlatform ? { ozonePlatform } : {})
  if (platform !== 'linux') return environment
  return { ...environment, desktopEntryInstalled: desktopEntryPaths(env, homedir()).some(exists) }
}
