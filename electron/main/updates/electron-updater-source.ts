import type { Logger, UpdateSource } from '../../core'

/** The events of electron-updater's `AppUpdater` Encore listens to (its AppUpdaterEvents, in part). */
export interface AppUpdaterEvents {
  /** The percent and, where electron-updater knows them, the bytes so far. */
  'download-progress': (progress: { percent: number; transferred?: number }) => void
  /** Any failure: a check's, a download's, Squirrel.Mac's (re-emitted by MacUpdater), an install's at quit. */
  error: (error: Error, message?: string) => void
  /** The file is downloaded and checked (on macOS: before Squirrel.Mac takes it from MacUpdater's proxy). */
  'update-downloaded': (info: unknown) => void
  /** The AppImage was installed under the new file's name; the old file is gone. */
  'appimage-filename-updated': (path: string) => void
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
  /** `cancellationToken`: electron-updater's own; its `cancel()` stops the download under way. */
  downloadUpdate(cancellationToken?: CancellationLike): Promise<unknown>
  on(event: 'download-progress', listener: AppUpdaterEvents['download-progress']): unknown
  on(event: 'error', listener: AppUpdaterEvents['error']): unknown
  on(event: 'update-downloaded', listener: AppUpdaterEvents['update-downloaded']): unknown
  on(event: 'appimage-filename-updated', listener: AppUpdaterEvents['appimage-filename-updated']): unknown
  removeListener(event: 'download-progress', listener: AppUpdaterEvents['download-progress']): unknown
  removeListener(event: 'error', listener: AppUpdaterEvents['error']): unknown
  removeListener(event: 'update-downloaded', listener: AppUpdaterEvents['update-downloaded']): unknown
}

/** electron-updater's CancellationToken, as far as Encore uses it. */
export interface CancellationLike {
  cancel(): void
}

export interface UpdaterSourceOptions {
  /**
   * A new electron-updater CancellationToken for each download, so a download core stops (too slow) is really
   * stopped inside electron-updater rather than left to run on in the background.
   */
  cancellationToken?: () => Promise<CancellationLike>
  /** The AppImage now lives at `path` (electron-updater renamed it): whatever points at the old file follows. */
  onAppImageRenamed?: (path: string) => void
}

/**
 * electron-updater behind core's UpdateSource: nothing downloads before the person agrees (`autoDownload`
 * off), a download installs when Encore quits (`autoInstallOnAppQuit`), and electron-updater's own log lines
 * go to Encore's log. The updater is loaded on first use only.
 *
 * Every `error` it emits is heard, from the moment it is loaded: one unheard, Node would throw it inside
 * whatever emitted it (Electron's autoUpdater dispatch on macOS), and a download waiting on Squirrel.Mac would
 * never settle. A download settles on the first of: downloadUpdate() settling, `update-downloaded`, an `error`.
 */
export function electronUpdaterSource(
  load: () => Promise<AppUpdaterPort>,
  logger: Logger,
  options: UpdaterSourceOptions = {},
): UpdateSource {
  const errorListeners = new Set<(error: unknown) => void>()
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
      instance.on('error', (error) => {
        for (const listener of errorListeners) listener(error)
      })
      const renamed = options.onAppImageRenamed
      if (renamed) instance.on('appimage-filename-updated', (path) => renamed(path))
      return instance
    }))
  return {
    async check() {
      const result = await (await updater()).checkForUpdates()
      // null: electron-updater is not active here (a build run from the sources, an AppImage not run as one).
      return result?.isUpdateAvailable ? result.updateInfo.version : null
    },
    async download(progress, signal) {
      const instance = await updater()
      const token = await options.cancellationToken?.()
      const cancel = () => token?.cancel()
      if (signal?.aborted) cancel()
      signal?.addEventListener('abort', cancel, { once: true })
      const onProgress: AppUpdaterEvents['download-progress'] = (info) =>
        progress(info.percent, info.transferred)
      let onError: (error: Error) => void = () => {}
      let onDownloaded: () => void = () => {}
      instance.on('download-progress', onProgress)
      try {
        await new Promise<void>((resolve, reject) => {
          onError = reject
          onDownloaded = () => resolve()
          instance.on('error', onError)
          instance.on('update-downloaded', onDownloaded)
          instance.downloadUpdate(token).then(() => resolve(), reject)
        })
      } finally {
        instance.removeListener('download-progress', onProgress)
        instance.removeListener('error', onError)
        instance.removeListener('update-downloaded', onDownloaded)
        signal?.removeEventListener('abort', cancel)
      }
    },
    onError(listener) {
      errorListeners.add(listener)
      return { dispose: () => errorListeners.delete(listener) }
    },
  }
}
