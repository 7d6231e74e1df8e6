import { readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { crashReporter } from 'electron'
import {
  CRASH_REPORTER_OPTIONS,
  crashDumpsIn,
  crashReportsWanted,
  dumpsToRemove,
  type Logger,
} from '../../core'
import type { Settings } from '../../contract'
import type { ShellFeature } from '../shell-context'

/** Every file under the dumps folder (crashpad keeps them in sub-folders), with when it was written. */
function dumpsUnder(folder: string): { path: string; modifiedAt: number }[] {
  let entries: string[]
  try {
    entries = readdirSync(folder, { recursive: true, encoding: 'utf8' })
  } catch {
    return []
  }
  return entries
    .map((entry) => join(folder, entry))
    .filter((path) => path.endsWith('.dmp'))
    .map((path) => ({ path, modifiedAt: statSync(path).mtimeMs }))
}

/** At most 10 crash reports are kept: the oldest are removed. */
function pruneDumps(folder: string, logger: Logger): void {
  for (const path of dumpsToRemove(dumpsUnder(folder))) {
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
