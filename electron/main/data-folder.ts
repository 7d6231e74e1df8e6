import { app, dialog } from 'electron'
import { assertWritableFolder, type FolderLock, heldLine, lockDataFolder, type Logger } from '../core'

/**
 * The desktop app's data folder (Electron's userData) checked before anything starts: one that cannot be
 * written would lose every setting and sign-in quietly, so Encore says which folder and why, and stops.
 */
export function dataFolderUsable(dir: string, logger: Logger): boolean {
  try {
    assertWritableFolder(dir, { remedy: 'move it aside and start Encore again to begin afresh' })
    return true
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    logger.error('Encore cannot start: its data folder cannot be written', { dir, error: message })
    dialog.showErrorBox('Encore cannot start', message)
    app.exit(1)
    return false
  }
}

/**
 * The data folder's lock (one Encore per folder): the app's own second launch never gets here (Electron's
 * single-instance lock hands it over first), but browser mode may have been started on this folder. Then this
 * start says which process holds it, and stops. Null when it stopped.
 */
export function dataFolderLocked(dir: string, logger: Logger): FolderLock | null {
  let result: ReturnType<typeof lockDataFolder>
  try {
    result = lockDataFolder(dir)
  } catch (error) {
    // The lock file cannot be made: the folder check above passed, so this is rare; run on without it.
    logger.warn('The data folder could not be locked', { dir, error })
    return { path: dir, release: () => {} }
  }
  if ('taken' in result) return result.taken
  const message = `${heldLine(dir, result.heldBy)} Quit it (process ${result.heldBy.pid}), then start Encore again.`
  logger.error('Encore cannot start: another Encore uses its data folder', { dir, pid: result.heldBy.pid })
  dialog.showErrorBox('Encore cannot start', message)
  app.exit(1)
  return null
}
