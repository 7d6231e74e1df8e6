import { isDeepStrictEqual } from 'node:util'
import { SettingsSchema, type Settings, type SettingsPatch, SettingsPatchSchema } from '../../contract'
import { EncoreError } from '../errors'
import type { Logger, SettingsStore } from '../ports'
import { freshDefaults } from '../../contract'
import { toDocument } from './document'
import { migrateSettings } from './migrations'
import { recoverSettings, type SettingsProblem } from './recover'

export type SettingsListener = (next: Settings, previous: Settings) => void

export interface SettingsService {
  get(): Settings
  /** Problems found in the file at start; each was replaced by its default. */
  readonly problems: readonly SettingsProblem[]
  /** Applies a partial change, saves it, tells the listeners. Throws INVALID_INPUT for a bad patch. */
  update(patch: SettingsPatch): Settings
  subscribe(listener: SettingsListener): () => void
}

/** Merges a patch into settings: groups field by field, top-level values replaced. */
export function mergeSettings(base: Settings, patch: SettingsPatch): Settings {
  const merged: Record<string, unknown> = structuredClone(base)
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue
    const current = merged[key]
    merged[key] =
      typeof value === 'object' && value !== null && typeof current === 'object' && current !== null
        ? { ...current, ...structuredClone(value) }
        : structuredClone(value)
  }
  return merged as Settings
}

export interface SettingsServiceOptions {
  store?: SettingsStore
  logger: Logger
  /**
   * Rules across values that one schema cannot state (two hotkeys on the same keys): throws an EncoreError
   * to refuse a change. Only changes are checked; a file read at start is repaired value by value instead.
   */
  validate?: (next: Settings, previous: Settings) => void
}

/** Reads the file once (migrating and repairing it), then keeps settings in memory and writes every change. */
export function createSettingsService(options: SettingsServiceOptions): SettingsService {
  const { store, logger } = options
  const problems: SettingsProblem[] = []
  let settings: Settings
  let dirty = false

  if (!store) {
    settings = freshDefaults()
  } else {
    let raw: unknown
    let readable = true
    try {
      raw = store.read()
    } catch (error) {
      readable = false
      problems.push({
        path: '(file)',
        message: `the settings file could not be read (${error instanceof Error ? error.message : String(error)}); Encore started with the defaults`,
      })
    }
    if (!readable) {
      settings = freshDefaults()
      dirty = true
    } else if (raw === undefined) {
      // First start: nothing written yet.
      settings = freshDefaults()
    } else {
      const migrated = migrateSettings(raw)
      problems.push(...migrated.problems)
      for (const summary of migrated.applied) logger.info(`Settings migrated: ${summary}`)
      const recovered = recoverSettings(migrated.document)
      problems.push(...recovered.problems)
      settings = recovered.settings
      // Also rewrite a file that was valid but incomplete (hand-written, or missing newer settings).
      dirty =
        problems.length > 0 || migrated.applied.length > 0 || !isDeepStrictEqual(toDocument(settings), raw)
    }
    if (problems.length) logger.warn('Settings repaired at start', { problems })
    if (dirty) {
      try {
        store.write(toDocument(settings))
      } catch (error) {
        logger.warn('Could not save the repaired settings', { error })
      }
    }
  }

  const listeners = new Set<SettingsListener>()

  return {
    get: () => structuredClone(settings),
    problems,
    update(patch) {
      const parsedPatch = SettingsPatchSchema.safeParse(patch)
      if (!parsedPatch.success) {
        const issue = parsedPatch.error.issues[0]
        throw new EncoreError(
          'INVALID_INPUT',
          `${issue?.path.join('.') || 'settings'}: ${issue?.message ?? 'invalid value'}`,
        )
      }
      const next = SettingsSchema.parse(mergeSettings(settings, parsedPatch.data))
      const previous = settings
      options.validate?.(next, previous)
      if (store) {
        try {
          store.write(toDocument(next))
        } catch (error) {
          throw new EncoreError(
            'INTERNAL',
            `Encore could not save your settings (${error instanceof Error ? error.message : String(error)}).`,
          )
        }
      }
      settings = next
      for (const listener of listeners) {
        try {
          listener(structuredClone(next), structuredClone(previous))
        } catch (error) {
          logger.error('A settings listener failed', { error })
        }
      }
      return structuredClone(next)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
