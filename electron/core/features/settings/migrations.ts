import { SETTINGS_VERSION } from './document'
import { foundProblem, type FoundProblem } from './settings-words'

/** Turns a document of version `from` into one of version `from + 1`. */
export interface SettingsMigration {
  from: number
  /** One line for the log: what changed. */
  summary: string
  migrate(document: Record<string, unknown>): Record<string, unknown>
}

/**
 * Every shape change since version 1, in order. Version 1 is the first shape Encore wrote; a file without a
 * version (written by hand) is read as version 1.
 */
export const settingsMigrations: readonly SettingsMigration[] = []

export interface MigrationResult {
  document: Record<string, unknown>
  /** The version the file said it had (1 when it said none). */
  fromVersion: number
  /** Migration summaries that ran, oldest first. */
  applied: string[]
  /** Things about the file itself (not one value) that the user should hear about. */
  problems: FoundProblem[]
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Brings any readable document up to `currentVersion`; never throws on bad input. */
export function migrateSettings(
  raw: unknown,
  currentVersion: number = SETTINGS_VERSION,
  migrations: readonly SettingsMigration[] = settingsMigrations,
): MigrationResult {
  const problems: MigrationResult['problems'] = []
  if (!isPlainObject(raw)) {
    problems.push(foundProblem('(file)', 'notAnObject'))
    return { document: {}, fromVersion: currentVersion, applied: [], problems }
  }
  const { version, ...rest } = raw
  let fromVersion = 1
  if (version !== undefined) {
    if (typeof version === 'number' && Number.isInteger(version) && version >= 1) fromVersion = version
    else problems.push(foundProblem('version', 'notAVersion', { version: String(version) }))
  }
  if (fromVersion > currentVersion) {
    problems.push(foundProblem('version', 'newerVersion', { version: fromVersion }))
    return { document: rest, fromVersion, applied: [], problems }
  }
  let document: Record<string, unknown> = rest
  const applied: string[] = []
  for (let at = fromVersion; at < currentVersion; at++) {
    const step = migrations.find((migration) => migration.from === at)
    if (!step) throw new Error(`No settings migration from version ${at}: settingsMigrations is incomplete.`)
    document = step.migrate(structuredClone(document))
    applied.push(step.summary)
  }
  return { document, fromVersion, applied, problems }
}
