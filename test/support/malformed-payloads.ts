import fc from 'fast-check'
import { z } from 'zod'
import { methodNames, methods, type MethodName } from '../../electron/contract'

/**
 * Payloads a bridge method must refuse, derived from the method table: for each method, values shaped like its
 * input (its JSON schema's keys, enums and bounds) with something wrong, and values of any shape at all. Each
 * candidate goes through the transport's encoding first (Electron IPC clones structurally, the WebSocket
 * carries JSON), and only those the method's own schema refuses after that are kept: every payload is
 * malformed as the core side will receive it.
 */

export type Encoding = 'structured-clone' | 'json'

/** Every method of the contract, from the list the page builds its bridge from (not hard-coded here). */
export const everyMethod: readonly MethodName[] = methodNames

interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  anyOf?: JsonSchema[]
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
}

/** Values that break most rules at once: wrong types, edges of numbers, odd strings, prototype keys. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -0,
    0.5,
    2 ** 53,
    -(2 ** 53),
    Number.MAX_VALUE,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '',
    ' ',
    '\u0000',
    '\u202e',
    'x'.repeat(5000),
    '__proto__',
    'constructor',
    'spotify:track:',
    'spotify:track:a b',
    'spotify:TRACK:abc',
    'javascript:alert(1)',
    [],
    {},
    [[[]]],
    { __proto__: null },
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
)

/** A value the field's schema would accept, or close to it: mixed with odd ones it makes near misses. */
function plausible(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'boolean') return fc.boolean()
  if (type === 'integer' || type === 'number') {
    const min = Math.max(schema.minimum ?? -1e6, -1e9)
    const max = Math.min(schema.maximum ?? 1e6, 1e9)
    return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min - 1, max + 1, min + 0.5))
  }
  if (type === 'string') {
    const max = schema.maxLength ?? 60
    return fc.oneof(
      fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(max, 60) }),
      fc.constant('x'.repeat(max + 1)),
      fc.constant(''),
    )
  }
  return oddValue
}

/** Objects with the schema's keys (some missing, some wrong, some extra), arrays of near misses, odd values. */
function nearMiss(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [oddValue, plausible(schema)]
  if (schema.anyOf?.length && depth > 0) {
    options.push(...schema.anyOf.map((branch) => nearMiss(branch, depth - 1)))
  }
  if (schema.properties && depth > 0) {
    const keys = Object.keys(schema.properties)
    const field = (key: string) =>
      fc.oneof(
        { weight: 3, arbitrary: plausible(schema.properties![key]!) },
        { weight: 1, arbitrary: nearMiss(schema.properties![key]!, depth - 1) },
      )
    const shaped = fc.record(Object.fromEntries(keys.map((key) => [key, field(key)])), {
      requiredKeys: [],
    })
    const extra = fc.dictionary(
      fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype')),
      oddValue,
      { maxKeys: 2 },
    )
    options.push(
      shaped,
      fc.tuple(shaped, extra).map(([known, more]) => ({ ...known, ...more })),
      // A prototype key as JSON.parse makes it (an own property), to tempt a merge into polluting.
      shaped.map((known) => {
        const body = JSON.stringify(known).slice(1, -1)
        return JSON.parse(`{"__proto__":{"polluted":true}${body ? `,${body}` : ''}}`) as unknown
      }),
    )
  }
  if (schema.items && depth > 0) {
    options.push(
      fc.array(nearMiss(schema.items, depth - 1), { maxLength: 4 }),
      fc.array(plausible(schema.items), {
        minLength: (schema.maxItems ?? 3) + 1,
        maxLength: (schema.maxItems ?? 3) + 2,
      }),
    )
  }
  return fc.oneof(...options)
}

/** Any value a transport can carry, not shaped by the schema at all. */
function anyValue(encoding: Encoding): fc.Arbitrary<unknown> {
  return encoding === 'json'
    ? fc.jsonValue({ maxDepth: 3 })
    : fc.anything({
        maxDepth: 3,
        withBigInt: true,
        withDate: true,
        withMap: true,
        withSet: true,
        withTypedArray: true,
        withNullPrototype: true,
        withObjectString: true,
        withSparseArray: true,
        withBoxedValues: true,
      })
}

/** What core receives once the transport has carried `value` (IPC: structured clone; WebSocket: JSON). */
export function carried(value: unknown, encoding: Encoding): unknown {
  if (encoding === 'structured-clone') return structuredClone(value)
  const text = JSON.stringify({ input: value }, (_key, v: unknown) =>
    typeof v === 'bigint' ? v.toString() : v,
  )
  return (JSON.parse(text) as { input?: unknown }).input
}

const schemas = new Map<MethodName, JsonSchema>()
function inputSchema(method: MethodName): JsonSchema {
  let schema = schemas.get(method)
  if (!schema) {
    schema = z.toJSONSchema(methods[method].input as z.ZodType, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema
    schemas.set(method, schema)
  }
  return schema
}

/** Payloads `method` must refuse, as they arrive over a transport with `encoding`. */
export function malformedPayload(method: MethodName, encoding: Encoding): fc.Arbitrary<unknown> {
  const spec = methods[method]
  return fc
    .oneof(
      { weight: 3, arbitrary: nearMiss(inputSchema(method), 3) },
      { weight: 1, arbitrary: anyValue(encoding) },
    )
    .map((value) => carried(value, encoding))
    .filter((value) => !spec.input.safeParse(value).success)
}

/** A method and a payload it must refuse, over every method of the table. */
export function malformedCall(encoding: Encoding): fc.Arbitrary<{ method: MethodName; input: unknown }> {
  return fc.oneof(
    ...everyMethod.map((method) => malformedPayload(method, encoding).map((input) => ({ method, input }))),
  )
}
