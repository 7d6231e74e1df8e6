import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Settings } from '../../../contract'

/** Crash reports stay here, in the data folder; none is ever sent. */
export const crashDumpsIn = (dataDir: string) => join(dataDir, 'crashes')

/** How many crash reports are kept: the oldest go first. */
export const KEPT_CRASH_DUMPS = 10

/** Only a person who said yes gets crash reports: `ask` (the default, until asked) is off. */
export const crashReportsWanted = (settings: Pick<Settings, 'crashReports'>) => settings.crashReports === 'on'

/** Electron's crashReporter, started with consent: kept on this computer, never uploaded. */
export const CRASH_REPORTER_OPTIONS = { uploadToServer: false, compress: true } as const

/** The dumps to remove so that at most `keep` remain: the oldest first. */
export function dumpsToRemove(
  dumps: readonly { path: string; modifiedAt: number }[],
  keep = KEPT_CRASH_DUMPS,
): string[] {
  return [...dumps]
    .sort((a, b) => b.modifiedAt - a.modifiedAt)
    .slice(keep)
    .map((dump) => dump.path)
}

/** Every dump under the folder (crashpad keeps them in sub-folders), with when it was written, newest first. */
export function keptCrashDumps(folder: string): { path: string; modifiedAt: number }[] {
  let entries: string[]
  try {
    entries = readdirSync(folder, { recursive: true, encoding: 'utf8' })
  } catch {
    return []
  }
  return entries
    .map((entry) => join(folder, entry))
    .filter((path) => path.endsWith('.dmp'))
    .flatMap((path) => {
      // Crashpad moves a report from `new` to `completed` while it is read: one gone meanwhile is left out.
      const stats = statSync(path, { throwIfNoEntry: false })
      return stats ? [{ path, modifiedAt: stats.mtimeMs }] : []
    })
    .sort((a, b) => b.modifiedAt - a.modifiedAt)
}
