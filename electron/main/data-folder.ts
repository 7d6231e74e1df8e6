import { app, dialog } from 'electron'
import { assertWritableFolder } from '../core/files/writable-folder'
import type { Logger } from '../core/ports'

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
