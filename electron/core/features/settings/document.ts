import { z } from 'zod'
import { SettingsSchema, type Settings } from '../../../contract'

/**
 * The settings file: the current values plus a `version`. Bump the version when the shape changes and add a
 * step to `settingsMigrations` that turns the previous version's document into the new one.
 */
export const SETTINGS_VERSION = 1

export const SettingsDocumentSchema = SettingsSchema.extend({ version: z.literal(SETTINGS_VERSION) })
export type SettingsDocument = z.infer<typeof SettingsDocumentSchema>

export function toDocument(settings: Settings): SettingsDocument {
  return { version: SETTINGS_VERSION, ...structuredClone(settings) }
}

/**
 * The JSON schema of the file (draft 2020-12), for electron-store. zod stays the authority: refinements the
 * JSON schema cannot express (URL rules, hotkey syntax) are checked by core when the file is read.
 */
export function settingsJsonSchema(): {
  properties: Record<string, unknown>
  required: string[]
  additionalProperties: boolean
} {
  const schema = z.toJSONSchema(SettingsDocumentSchema, { target: 'draft-2020-12' }) as {
    properties: Record<string, unknown>
    required: string[]
    additionalProperties: boolean
  }
  return {
    properties: schema.properties,
    required: schema.required,
    additionalProperties: schema.additionalProperties,
  }
}
