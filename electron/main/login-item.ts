import { readFileSync, rmSync } from 'node:fs'
import { homedir } from 'node:os'
import type { App } from 'electron'
import type { Encore } from '../core/app'
import { autostartEntry, autostartEntryPath, launchCommand } from '../core/desktop/desktop-entries'
import { writeFileAtomic } from '../core/files/atomic-write'
import type { Logger } from '../core/ports'
import type { ShellFeature } from './shell-context'

type LoginItemApp = Pick<App, 'isPackaged' | 'setLoginItemSettings' | 'getLoginItemSettings'>

/** Where the shell runs: the platform, and on Linux what the autostart entry is made of. */
export interface LoginItemHost {
  platform: NodeJS.Platform
  env: Readonly<Record<string, string | undefined>>
  home: string
  execPath: string
}

const thisHost = (): LoginItemHost => ({
  platform: process.platform,
  env: process.env,
  home: homedir(),
  execPath: process.execPath,
})

/** macOS and Windows: the system's login items, through Electron. */
function loginItems(app: LoginItemApp) {
  return (openAtLogin: boolean) => {
    if (app.getLoginItemSettings().openAtLogin === openAtLogin) return
    app.setLoginItemSettings({ openAtLogin })
  }
}

/** Linux (and other XDG desktops): Encore's own autostart entry, written when on and removed when off. */
function autostartFile(host: LoginItemHost) {
  const path = autostartEntryPath(host.env, host.home)
  return (openAtLogin: boolean) => {
    if (!openAtLogin) return rmSync(path, { force: true })
    const text = autostartEntry(launchCommand(host.execPath, host.env))
    let current: string | undefined
    try {
      current = readFileSync(path, 'utf8')
    } catch {
      // Not there yet.
    }
    // Rewritten when it differs: Encore moved (another AppImage file, a reinstall elsewhere).
    if (current !== text) writeFileAtomic(path, text, 0o644)
  }
}

/**
 * Keeps the system's "open at login" entry in step with the `startAtLogin` setting: login items on macOS and
 * Windows, an XDG autostart entry on Linux. Only a packaged app registers itself: a development build would
 * register the bare Electron binary. A refusal is said to the user (a notice), not only logged.
 */
export async function syncStartAtLogin(
  app: LoginItemApp,
  encore: Pick<Encore, 'api' | 'on' | 'desktop'>,
  logger: Logger,
  host: LoginItemHost = thisHost(),
): Promise<() => void> {
  const change =
    host.platform === 'darwin' || host.platform === 'win32' ? loginItems(app) : autostartFile(host)
  const apply = (openAtLogin: boolean) => {
    if (!app.isPackaged) return
    try {
      change(openAtLogin)
    } catch (error) {
      logger.warn('Could not change the start-at-login entry', { error })
      encore.desktop.startAtLoginFailed(error instanceof Error ? error.message : String(error))
    }
  }
  let last: boolean | undefined
  try {
    last = (await encore.api.settings.get()).values.startAtLogin
    apply(last)
  } catch (error) {
    logger.warn('Could not read the start-at-login setting', { error })
  }
  return encore.on('settings.changed', (snapshot) => {
    if (snapshot.values.startAtLogin === last) return
    last = snapshot.values.startAtLogin
    apply(last)
  })
}

export const loginItemFeature: ShellFeature = ({ app, encore, logger }) =>
  syncStartAtLogin(app, encore, logger)
