import { rmSync } from 'node:fs'
import { crashReporter } from 'electron'
import {
  CRASH_REPORTER_OPTIONS,
  crashDumpsIn,
  crashReportsWanted,
  dumpsToRemove,
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
  return () => off()
}
