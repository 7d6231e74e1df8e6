import fc from 'fast-check'
import type { z } from 'zod'

/**
 * fast-check arbitraries derived from the contract's zod schemas (zod 4's definitions): values of the shape a
 * schema describes, within its bounds, so a fuzzer can send what the bridge accepts and reach the handlers.
 * Refinements the derivation does not read are left to the caller, which keeps only what the schema accepts.
 */

interface Def {
  type: string
  checks?: { _zod: { def: CheckDef } }[]
  [key: string]: unknown
}
interface CheckDef {
  check: string
  minimum?: number
  maximum?: number
  value?: number
  inclusive?: boolean
  format?: string
  pattern?: RegExp
  prefix?: string
  suffix?: string
  includes?: string
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((check) => check._zod.def)

/** Longest string or list generated: enough to meet the rules, short enough to keep calls cheap. */
const LONGEST = 24
const MOST_ITEMS = 4

/** Strings of a pattern; null where fast-check cannot read it (lookarounds): then any string, filtered later. */
function matching(pattern: RegExp): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(pattern)
  } catch {
    return null
  }
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def)
  let min = 0
  let max = LONGEST
  let base: fc.Arbitrary<string> | null = null
  const format = (def['format'] as string | undefined) ?? checks.find((c) => c.format)?.format
  for (const check of checks) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum ?? 0)
    if (check.check === 'max_length') max = Math.min(max, check.maximum ?? max)
    if (check.check === 'length_equals') min = max = check.value ?? min
    if (check.format === 'regex' && check.pattern) base = matching(check.pattern)
  }
  if (format === 'url') base = fc.webUrl({ withQueryParameters: false, withFragments: false })
  if (format === 'email') base = fc.emailAddress()
  if (format === 'uuid' || format === 'guid') base = fc.uuid()
  if (format === 'datetime') base = fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
  const affix = checks.find(
    (c) => c.prefix !== undefined || c.suffix !== undefined || c.includes !== undefined,
  )
  let text = base ?? fc.string({ minLength: Math.min(min, max), maxLength: Math.max(min, max) })
  if (affix)
    text = text.map((body) => `${affix.prefix ?? ''}${affix.includes ?? ''}${body}${affix.suffix ?? ''}`)
  return text
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def)
  const integer = checks.some((c) => c.format === 'safeint' || c.format === 'int32' || c.format === 'uint32')
  let min = integer ? -1_000_000 : -1e6
  let max = integer ? 1_000_000 : 1e6
  for (const check of checks) {
    if (check.check === 'greater_than' && check.value !== undefined) {
      min = Math.max(min, check.inclusive ? check.value : check.value + (integer ? 1 : 1e-6))
    }
    if (check.check === 'less_than' && check.value !== undefined) {
      max = Math.min(max, check.inclusive ? check.value : check.value - (integer ? 1 : 1e-6))
    }
  }
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
}

function objectArbitrary(def: Def, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const shape = def['shape'] as Record<string, unknown>
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  const required: string[] = []
  for (const [key, field] of Object.entries(shape)) {
    const type = defOf(field).type
    // An optional key is sometimes left out, never sent as `undefined` (JSON would drop it anyway).
    model[key] =
      type === 'optional' ? arbitraryOf(defOf(field)['innerType'], depth + 1) : arbitraryOf(field, depth + 1)
    if (type !== 'optional') required.push(key)
  }
  return fc.record(model, { requiredKeys: required })
}

/** An arbitrary of the values `schema` describes (before refinements). */
export function arbitraryOf(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema)
  const inner = (key: string) => arbitraryOf(def[key], depth + 1)
  switch (def.type) {
    case 'string':
      return stringArbitrary(def)
    case 'number':
    case 'int':
      return numberArbitrary(def)
    case 'boolean':
      return fc.boolean()
    case 'literal':
      return fc.constantFrom(...(def['values'] as unknown[]))
    case 'enum':
      return fc.constantFrom(...Object.values(def['entries'] as Record<string, unknown>))
    case 'null':
      return fc.constant(null)
    case 'undefined':
    case 'void':
      return fc.constant(undefined)
    case 'optional':
      return fc.option(inner('innerType'), { nil: undefined })
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null })
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType')
    case 'pipe':
      return inner('in')
    case 'lazy':
      return depth > 6 ? fc.constant(null) : arbitraryOf((def['getter'] as () => unknown)(), depth + 1)
    case 'object':
      return objectArbitrary(def, depth)
    case 'array': {
      const checks = checksOf(def)
      const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0
      const most = checks.find((c) => c.check === 'max_length')?.maximum ?? MOST_ITEMS
      const maxLength = Math.max(minLength, Math.min(most, MOST_ITEMS))
      return fc.array(inner('element'), { minLength, maxLength })
    }
    case 'tuple':
      return fc.tuple(...(def['items'] as unknown[]).map((item) => arbitraryOf(item, depth + 1)))
    case 'union':
      return fc.oneof(...(def['options'] as unknown[]).map((option) => arbitraryOf(option, depth + 1)))
    case 'intersection':
      return fc
        .tuple(inner('left'), inner('right'))
        .map(([left, right]) => ({ ...(left as object), ...(right as object) }))
    case 'record':
      return fc.dictionary(
        arbitraryOf(def['keyType'], depth + 1) as fc.Arbitrary<string>,
        inner('valueType'),
        {
          maxKeys: 3,
        },
      )
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 1 })
    default:
      throw new Error(`No arbitrary for a zod ${def.type}`)
  }
}

/** Up to `count` values `schema` accepts, from at most `tries` candidates (refinements filter some out). */
export function validSamples(schema: z.ZodType, count: number, tries = count * 8, seed = 48): unknown[] {
  const kept: unknown[] = []
  for (const value of fc.sample(arbitraryOf(schema), { numRuns: tries, seed })) {
    if (schema.safeParse(value).success) kept.push(value)
    if (kept.length >= count) break
  }
  return kept
}
