import { isDeepStrictEqual } from 'node:util'
import type { z } from 'zod'
import type { Settings, SettingsPatchSchema, ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { foundProblem, settingsWords, type FoundProblem } from './settings-words'
import type { Disposable } from '../../base/disposables'
import { Emitter } from '../../base/emitter'
import { EncoreError } from '../../base/errors'
import type { Logger, SettingsStore } from '../../base/ports'
import { freshDefaults } from '../../../contract'
import { toDocument } from './document'
import { migrateSettings } from './migrations'
import { recoverSettings } from './recover'

export type SettingsListener = (next: Settings, previous: Settings) => void

/**
 * A change as `settings.update` receives it: checked where it entered core (the dispatcher parses the page's
 * patch against the contract's schema, trimming and normalising values), or built typed by core itself.
 */
export type SettingsChange = z.output<typeof SettingsPatchSchema>

export interface SettingsService {
  get(): Settings
  /** Problems found in the file at start; each was replaced by its default. */
  readonly problems: readonly FoundProblem[]
  /**
   * Applies a checked partial change, saves it, tells the listeners. Throws INVALID_INPUT for a change that
   * breaks a rule across values (`validate`), INTERNAL when it cannot be saved.
   */
  update(patch: SettingsChange): Settings
  subscribe(listener: SettingsListener): Disposable
}

/** The fields of a group a patch sets: an optional field sent as `undefined` (IPC carries it) sets nothing. */
const setFields = (group: object) => Object.entries(group).filter(([, value]) => value !== undefined)

/** Merges a patch into settings: groups field by field, top-level values replaced. */
export function mergeSettings(base: Settings, patch: SettingsChange): Settings {
  const merged: Record<string, unknown> = structuredClone(base)
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue
    const current = merged[key]
    merged[key] =
      typeof value === 'object' && value !== null && typeof current === 'object' && current !== null
        ? { ...current, ...Object.fromEntries(setFields(structuredClone(value))) }
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
  /** The language a refusal is said in, given the settings now (Settings' choice, else the system's). */
  language?: (settings: Settings) => ShownLanguage
}

/** Why the settings file could not be read, and where the store set it aside (`setAside` on its error). */
function unreadable(error: unknown): FoundProblem {
  const why = error instanceof Error ? error.message : String(error)
  const aside = (error as { setAside?: unknown } | null)?.setAside
  return typeof aside === 'string'
    ? foundProblem('(file)', 'unreadableSetAside', { why, aside })
    : foundProblem('(file)', 'unreadable', { why })
}

/** Reads the file once (migrating and repairing it), then keeps settings in memory and writes every change. */
export function createSettingsService(options: SettingsServiceOptions): SettingsService {
  const { store, logger } = options
  const problems: FoundProblem[] = []
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
      problems.push(unreadable(error))
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

  const changed = new Emitter<{ next: Settings; previous: Settings }>((error) =>
    logger.error('A settings listener failed', { error }),
  )

  return {
    get: () => structuredClone(settings),
    problems,
    update(patch) {
      // Parsed once, at the boundary: a checked change merged into valid settings gives valid settings.
      const next = mergeSettings(settings, patch)
      const previous = settings
      options.validate?.(next, previous)
      if (store) {
        try {
          store.write(toDocument(next))
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error)
          const say = wordsIn(settingsWords, options.language?.(previous) ?? 'en')
          throw new EncoreError('INTERNAL', say('notSaved', { reason }))
        }
      }
      settings = next
      changed.fire({ next, previous })
      return structuredClone(next)
    },
    // Each listener its own copies: one that changes what it got changes nothing for the others.
    subscribe: (listener) =>
      changed.event(({ next, previous }) => listener(structuredClone(next), structuredClone(previous))),
  }
}
