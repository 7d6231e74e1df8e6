import type { BrowserWindow } from 'electron'
import { isCrash, type Encore, type Logger } from '../core'

/**
 * A window's page that ended unexpectedly (`render-process-gone`) is loaded again when core says so, and the
 * person told in words once it is back (core decides: once per 10 minutes, and says when it gives up).
 */
export function reloadAfterCrash(
  window: BrowserWindow,
  role: 'main' | 'mini',
  encore: Pick<Encore, 'desktop'>,
  logger: Logger,
): void {
  window.webContents.on('render-process-gone', (_event, details) => {
    const facts = { role, reason: details.reason, code: details.exitCode }
    if (isCrash(details.reason)) logger.error('A window’s page ended unexpectedly', facts)
    const plan = encore.desktop.pageGone(role, details.reason)
    if (!plan.restart || window.isDestroyed()) return
    window.webContents.once('did-finish-load', plan.reopened)
    window.webContents.reload()
  })
}
