import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Store, { type Schema } from 'electron-store'
import {
  linkTarget,
  migrateSettings,
  moveAside,
  OWNER_ONLY,
  recoverSettings,
  settingsJsonSchema,
  type SettingsStore,
  toDocument,
  writeFileAtomic,
} from '../core'
import { freshDefaults } from '../contract'

export const SETTINGS_NAME = 'settings'

type ValueSchema = Schema<Record<string, unknown>>[string]

/** In JSON Schema (2020-12) every object and both booleans are schemas: what zod wrote is one of them. */
const isJsonSchema = (value: unknown): value is ValueSchema =>
  typeof value === 'boolean' || (typeof value === 'object' && value !== null)

/** The settings' JSON schema per property, as electron-store takes it. */
function storeSchema(properties: Record<string, unknown>): Schema<Record<string, unknown>> {
  const schema: Schema<Record<string, unknown>> = {}
  for (const [name, value] of Object.entries(properties)) if (isJsonSchema(value)) schema[name] = value
  return schema
}

/**
 * Settings through electron-store, validated against the settings JSON schema on every write (a first start
 * writes the defaults). electron-store refuses to open a file that breaks the schema or is not JSON; then the
 * raw document is handed to core, which keeps every valid value and reports the rest. Before the repaired
 * document is written, the refused file is kept aside (`settings.json.invalid` or `.unreadable`). A file that
 * only lacks settings added since it was written is not invalid: it is completed in place.
 */
export function createElectronSettingsStore(dir: string): SettingsStore & { readonly path: string } {
  const path = join(dir, `${SETTINGS_NAME}.json`)
  const { properties, ...rootSchema } = settingsJsonSchema()
  let store: Store | undefined
  let refused: 'invalid' | 'unreadable' | 'incomplete' | undefined

  const open = (): Store =>
    new Store<Record<string, unknown>>({
      cwd: dir,
      name: SETTINGS_NAME,
      schema: storeSchema(properties),
      rootSchema,
      defaults: toDocument(freshDefaults()) as Record<string, unknown>,
      clearInvalidConfig: false,
      accessPropertiesByDotNotation: false,
      configFileMode: 0o600,
      ajvOptions: { useDefaults: false, strict: false },
    })

  return {
    path,
    read() {
      try {
        const opened = open()
        store = opened
        return opened.store
      } catch {
        // Invalid for the schema, or not JSON: read it ourselves so core can keep what is valid.
      }
      let text: string
      try {
        text = readFileSync(path, 'utf8')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error
        // Not readable at all (its permissions, a folder in its place): set aside at the first write too.
        refused = 'unreadable'
        throw setAsideAtWrite(`${path} could not be read: ${(error as Error).message}`, path, error)
      }
      try {
        const raw = JSON.parse(text) as unknown
        // Every value it has is valid and only newer settings are missing: nothing to keep aside.
        const recovered = recoverSettings(migrateSettings(raw).document)
        refused = recovered.problems.length || migrateSettings(raw).problems.length ? 'invalid' : 'incomplete'
        return raw
      } catch (error) {
        refused = 'unreadable'
        throw setAsideAtWrite(`${path} is not valid JSON: ${(error as Error).message}`, path, error)
      }
    },
    write(document) {
      let target = store
      if (!target) {
        if (refused === 'incomplete')
          writeFileAtomic(path, `${JSON.stringify(document, null, '\t')}\n`, OWNER_ONLY)
        else if (refused && existsSync(path)) moveAside(linkTarget(path), `${linkTarget(path)}.${refused}`)
        refused = undefined
        target = store = open()
      }
      target.store = document as Record<string, unknown>
    },
  }
}

/** A file refused at read, set aside by the first write (which follows at once): `setAside` says where. */
function setAsideAtWrite(message: string, path: string, cause: unknown): Error & { setAside: string } {
  return Object.assign(new Error(message, { cause }), { setAside: `${linkTarget(path)}.unreadable` })
}
