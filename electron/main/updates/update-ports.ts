import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { App } from 'electron'
import {
  installKindOf,
  type Logger,
  type MacInstallFacts,
  networkManagerMetered,
  systemBusAddress,
  type UpdatePorts,
} from '../../core'
import { followRenamedAppImage } from '../login-item'
import { electronUpdaterSource, type AppUpdaterPort } from './electron-updater-source'
import { macInstallFacts } from './mac-install-facts'

export interface UpdatePortOptions {
  env?: Readonly<Record<string, string | undefined>>
  platform?: string
  /** Where electron-builder put app-update.yml (`process.resourcesPath` in the packaged app). */
  resourcesPath?: string
  /** electron-updater's `autoUpdater` (loaded on first use); tests give a real updater over Node's HTTP. */
  loadUpdater?: () => Promise<AppUpdaterPort>
  /** The AppImage was renamed by its update (default: the start-at-login entry follows it). */
  onAppImageRenamed?: (path: string) => void
  /** macOS: how this copy is signed and where it runs from (default: asks codesign). */
  macInstall?: () => Promise<MacInstallFacts>
}

/** package.json's `repository` (packed with the app): the one place the project's address is defined. */
function readRepository(appPath: string, logger: Logger): unknown {
  try {
    return (JSON.parse(readFileSync(join(appPath, 'package.json'), 'utf8')) as { repository?: unknown })
      .repository
  } catch (error) {
    logger.warn('Updates: package.json could not be read for the release page', { error })
    return undefined
  }
}

const loadAutoUpdater = async (): Promise<AppUpdaterPort> => (await import('electron-updater')).autoUpdater
const newCancellationToken = async () => new (await import('electron-updater')).CancellationToken()

/**
 * What the desktop app tells core about updating itself: how it was installed, the project it comes from,
 * electron-updater behind its port (core uses it only where the install updates itself), and, on Linux,
 * whether NetworkManager says the connection is metered. Windows and macOS say nothing Electron can read.
 */
export function desktopUpdatePorts(
  app: Pick<App, 'isPackaged' | 'getAppPath'>,
  logger: Logger,
  options: UpdatePortOptions = {},
): UpdatePorts {
  const env = options.env ?? process.env
  const platform = options.platform ?? process.platform
  // electron-builder writes app-update.yml only into builds with a publish target (not the menubar build):
  // without it electron-updater cannot look, so such a build gets the notice instead.
  const resources = options.resourcesPath ?? (process as { resourcesPath?: string }).resourcesPath
  const selfUpdates = !!resources && existsSync(join(resources, 'app-update.yml'))
  return {
    kind: installKindOf({ platform, packaged: app.isPackaged, appImage: env['APPIMAGE'] }),
    repository: readRepository(app.getAppPath(), logger),
    ...(selfUpdates
      ? {
          selfUpdater: electronUpdaterSource(options.loadUpdater ?? loadAutoUpdater, logger, {
            onAppImageRenamed: options.onAppImageRenamed ?? ((path) => followRenamedAppImage(path, logger)),
            cancellationToken: newCancellationToken,
          }),
        }
      : {}),
    ...(platform === 'darwin' && app.isPackaged
      ? { macInstall: options.macInstall ?? (() => macInstallFacts(process.execPath)) }
      : {}),
    ...(platform === 'linux' ? { metered: () => networkManagerMetered(systemBusAddress(env), logger) } : {}),
  }
}
