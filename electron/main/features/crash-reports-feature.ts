import { rmSync } from 'node:fs'
import { crashReporter } from 'electron'
import {
  CRASH_REPORTER_OPTIONS,
  crashDumpsIn,
  crashReportsWanted,
  dumpsToRemove,
  isCrash,
  keptCrashDumps,
  type Logger,
} from '../../core'
import type { Settings } from '../../contract'
import type { ShellFeature } from '../shell-context'

/** At most 10 crash reports are kept: the oldest are removed. */
function pruneDumps(folder: string, logger: Logger): void {
  for (const path of dumpsToRemove(keptCrashDumps(folder))) {
    try {
      rmSync(path, { force: true })
    } catch (error) {
      logger.warn('An old crash report could not be removed', { error })
    }
  }
}

/**
 * Whether Encore crashed: a crash report already in the folder at start, or a child process (the GPU's, a
 * utility's) or a page gone unexpectedly. Core then has Settings → Privacy ask whether to keep crash reports.
 */
function watchForCrashes(app: Parameters<ShellFeature>[0]['app'], folder: string, crashed: () => void) {
  if (keptCrashDumps(folder).length > 0) crashed()
  const onChildGone = (_event: unknown, details: { reason: string }) => {
    if (isCrash(details.reason)) crashed()
  }
  const onPageGone = (_event: unknown, _contents: unknown, details: { reason: string }) => {
    if (isCrash(details.reason)) crashed()
  }
  app.on('child-process-gone', onChildGone)
  app.on('render-process-gone', onPageGone)
  return () => {
    app.removeListener('child-process-gone', onChildGone)
    app.removeListener('render-process-gone', onPageGone)
  }
}

/**
 * Crash reports, only with consent (Settings: off until the person says yes): Electron's crashReporter, never
 * uploading, its dumps in the data folder. It cannot be stopped once started, so turning it off takes effect
 * at the next start.
 */
export const crashReportsFeature: ShellFeature = async ({ app, encore, logger }) => {
  const folder = crashDumpsIn(app.getPath('userData'))
  let started = false
  const apply = (settings: Pick<Settings, 'crashReports'>) => {
    if (started || !crashReportsWanted(settings)) return
    app.setPath('crashDumps', folder)
    crashReporter.start(CRASH_REPORTER_OPTIONS)
    started = true
    pruneDumps(folder, logger)
    logger.info('Crash reports are kept in the data folder (never sent)')
  }
  // Before any window opens: a page made before the start is not watched.
  apply((await encore.api.settings.get()).values)
  const off = encore.on('settings.changed', (snapshot) => apply(snapshot.values))
  const unwatch = watchForCrashes(app, folder, () => {
    encore.desktop.crashSeen()
    // A new report may have been written: still at most 10.
    if (started) pruneDumps(folder, logger)
  })
  return () => {
    off()
    unwatch()
  }
}
