import type { Logger, UpdateSource } from '../../core'

/** electron-updater's progress event: the percent and the bytes so far. */
interface DownloadProgress {
  percent: number
  transferred?: number
}

/**
 * The part of electron-updater's `AppUpdater` Encore uses (its `autoUpdater` in the app; a real updater
 * over Node's HTTP in tests, since its own HTTP is Electron's `net`).
 */
export interface AppUpdaterPort {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  logger: unknown
  checkForUpdates(): Promise<{ isUpdateAvailable: boolean; updateInfo: { version: string } } | null>
  downloadUpdate(): Promise<unknown>
  on(event: 'download-progress', listener: (progress: DownloadProgress) => void): unknown
  removeListener(event: 'download-progress', listener: (progress: DownloadProgress) => void): unknown
}

/**
 * electron-updater behind core's UpdateSource: nothing downloads before the person agrees (`autoDownload`
 * off), a download installs when Encore quits (`autoInstallOnAppQuit`), and electron-updater's own log lines
 * go to Encore's log. The updater is loaded on first use only.
 */
export function electronUpdaterSource(load: () => Promise<AppUpdaterPort>, logger: Logger): UpdateSource {
  let loaded: Promise<AppUpdaterPort> | undefined
  const updater = () =>
    (loaded ??= load().then((instance) => {
      instance.autoDownload = false
      instance.autoInstallOnAppQuit = true
      instance.logger = {
        info: (message: unknown) => logger.debug('electron-updater', { message: String(message) }),
        warn: (message: unknown) => logger.info('electron-updater', { message: String(message) }),
        error: (message: unknown) => logger.warn('electron-updater', { message: String(message) }),
        debug: (message: string) => logger.debug('electron-updater', { message }),
      }
      return instance
    }))
  return {
    async check() {
      const result = await (await updater()).checkForUpdates()
      // null: electron-updater is not active here (a build run from the sources, an AppImage not run as one).
      return result?.isUpdateAvailable ? result.updateInfo.version : null
    },
    async download(progress) {
      const instance = await updater()
      const listener = (info: DownloadProgress) => progress(info.percent, info.transferred)
      instance.on('download-progress', listener)
      try {
        await instance.downloadUpdate()
      } finally {
        instance.removeListener('download-progress', listener)
      }
    },
  }
}
