import { z } from 'zod'
import { SettingsSchema, type Settings } from '../../../contract'
import { foundProblem, type FoundProblem } from './settings-words'
import { freshDefaults } from '../../../contract'

/** `path` is the dotted path of the value (`spotify.clientId`), or `(file)` for the file as a whole. */
export type { FoundProblem }

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The object schema inside a field, when the field is a plain (non-nullable) object group. */
function groupSchema(schema: z.ZodType): z.ZodObject | undefined {
  return schema instanceof z.ZodObject ? schema : undefined
}

function recoverObject(
  schema: z.ZodObject,
  value: Record<string, unknown>,
  fallback: Record<string, unknown>,
  prefix: string,
  problems: FoundProblem[],
): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [key, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const path = prefix ? `${prefix}.${key}` : key
    const fallbackValue = fallback[key]
    if (!Object.hasOwn(value, key)) {
      // A value the file does not have yet (new setting, hand-written file): the default, quietly.
      result[key] = structuredClone(fallbackValue)
      continue
    }
    const inner = value[key]
    const group = groupSchema(fieldSchema)
    if (group && isPlainObject(inner) && isPlainObject(fallbackValue)) {
      result[key] = recoverObject(group, inner, fallbackValue, path, problems)
      continue
    }
    const parsed = fieldSchema.safeParse(inner)
    if (parsed.success) {
      result[key] = parsed.data
    } else {
      // zod's own English stays as the detail.
      problems.push(
        foundProblem(path, 'invalid', { detail: parsed.error.issues[0]?.message ?? 'invalid value' }),
      )
      result[key] = structuredClone(fallbackValue)
    }
  }
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(schema.shape, key)) {
      problems.push(foundProblem(prefix ? `${prefix}.${key}` : key, 'unknown'))
    }
  }
  return result
}

/**
 * Reads settings value by value: each valid value is kept, each invalid one is replaced by its default and
 * reported. Never throws.
 */
export function recoverSettings(document: Record<string, unknown>): {
  settings: Settings
  problems: FoundProblem[]
} {
  const problems: FoundProblem[] = []
  const recovered = recoverObject(
    SettingsSchema,
    document,
    freshDefaults() as Record<string, unknown>,
    '',
    problems,
  )
  const checked = SettingsSchema.safeParse(recovered)
  if (!checked.success) {
    // Cannot happen while every default is valid (a test checks it); stay safe anyway.
    problems.push(foundProblem('(file)', 'allReset'))
    return { settings: freshDefaults(), problems }
  }
  return { settings: checked.data, problems }
}
