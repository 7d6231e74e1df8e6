import { readFileSync, rmSync } from 'node:fs'
import { homedir } from 'node:os'
import type { App } from 'electron'
import {
  autostartEntry,
  autostartEntryPath,
  type Encore,
  launchCommand,
  type Logger,
  writeFileAtomic,
} from '../core'
import type { ShellFeature } from './shell-context'

type LoginItemApp = Pick<App, 'isPackaged' | 'setLoginItemSettings' | 'getLoginItemSettings'>

/**
 * What a start at login passes, so Encore starts in the tray (the main window stays closed) where the tray can
 * bring it back. Chromium ignores a switch it does not know, and Encore's command line takes any `--` word
 * before a command for one of Chromium's.
 */
export const AT_LOGIN_ARG = '--at-login'

/** Where the shell runs: the platform, and on Linux what the autostart entry is made of. */
export interface LoginItemHost {
  platform: NodeJS.Platform
  env: Readonly<Record<string, string | undefined>>
  home: string
  execPath: string
  /** The switches this Encore was started with (an AppImage started with `--no-sandbox`). */
  argv: readonly string[]
  /**
   * Ubuntu 24.04 and later: AppArmor restricts unprivileged user namespaces
   * (`kernel.apparmor_restrict_unprivileged_userns`), so an AppImage's Chromium sandbox cannot start.
   */
  userNamespacesRestricted: boolean
}

function readUserNamespacesRestricted(): boolean {
  try {
    return readFileSync('/proc/sys/kernel/apparmor_restrict_unprivileged_userns', 'utf8').trim() === '1'
  } catch {
    return false
  }
}

const thisHost = (): LoginItemHost => ({
  platform: process.platform,
  env: process.env,
  home: homedir(),
  execPath: process.execPath,
  argv: process.argv,
  userNamespacesRestricted: process.platform === 'linux' && readUserNamespacesRestricted(),
})

/** Whether this launch is a start at login (macOS says so itself: `wasOpenedAtLogin`). */
export function startedAtLogin(app: Pick<App, 'getLoginItemSettings'>, argv: readonly string[]): boolean {
  if (argv.includes(AT_LOGIN_ARG)) return true
  return process.platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin
}

/**
 * macOS and Windows: the system's login items, through Electron. Windows takes arguments for the entry
 * (app.md, setLoginItemSettings `args`, Windows only), and compares them when asked whether it is set.
 */
function loginItems(app: LoginItemApp, platform: NodeJS.Platform) {
  const args = platform === 'win32' ? { args: [AT_LOGIN_ARG] } : {}
  return (openAtLogin: boolean) => {
    if (app.getLoginItemSettings(args).openAtLogin === openAtLogin) return
    app.setLoginItemSettings({ openAtLogin, ...args })
  }
}

/**
 * An AppImage runs with `--no-sandbox` where the sandbox cannot start (docs/desktop.md tells people so):
 * when this Encore was started that way, or where AppArmor restricts user namespaces. The .deb installs an
 * AppArmor profile instead and keeps the sandbox.
 */
function autostartArgs(host: LoginItemHost): string[] {
  const appImage = Boolean(host.env['APPIMAGE'])
  const noSandbox = appImage && (host.argv.includes('--no-sandbox') || host.userNamespacesRestricted)
  return [...(noSandbox ? ['--no-sandbox'] : []), AT_LOGIN_ARG]
}

/** Linux (and other XDG desktops): Encore's own autostart entry, written when on and removed when off. */
function autostartFile(host: LoginItemHost) {
  const path = autostartEntryPath(host.env, host.home)
  return (openAtLogin: boolean) => {
    if (!openAtLogin) return rmSync(path, { force: true })
    const text = autostartEntry([...launchCommand(host.execPath, host.env), ...autostartArgs(host)])
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
 * After a self-update the AppImage lives under the new release's name (electron-updater moves the new file to
 * its own name, deletes the old one and emits `appimage-filename-updated`): an autostart entry Encore wrote
 * is rewritten to start the new file. Nothing is written where the person had it off (no entry). Runs while
 * Encore quits, so it is synchronous, and a failure is only logged: nobody is there to read a notice.
 */
export function followRenamedAppImage(
  newPath: string,
  logger: Logger,
  host: LoginItemHost = thisHost(),
): void {
  if (host.platform !== 'linux') return
  const path = autostartEntryPath(host.env, host.home)
  try {
    readFileSync(path, 'utf8')
  } catch {
    return
  }
  try {
    autostartFile({ ...host, env: { ...host.env, APPIMAGE: newPath } })(true)
    logger.info('The start-at-login entry now starts the updated AppImage', { path: newPath })
  } catch (error) {
    logger.warn('The start-at-login entry could not follow the updated AppImage', { error })
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
    host.platform === 'darwin' || host.platform === 'win32'
      ? loginItems(app, host.platform)
      : autostartFile(host)
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
