import { z } from 'zod'

/**
 * JSON body field rules shared by the write routes. As with query-params.ts, messages are predicates: the
 * validator prefixes the field path ("uris must hold at most 100 track URIs").
 */
export const booleanField = () => z.boolean({ error: 'must be true or false' })

export const stringField = () => z.string({ error: 'must be a string' })

export function integerField(options: { min: number; max?: number }) {
  const rule =
    options.max === undefined
      ? `must be an integer of at least ${options.min}`
      : `must be an integer from ${options.min} to ${options.max}`
  const base = z.number({ error: rule }).int({ error: rule }).min(options.min, { error: rule })
  return options.max === undefined ? base : base.max(options.max, { error: rule })
}

/** A JSON array of non-empty strings, at most `max` of them. */
export function stringArrayField(max: number, what: string) {
  return z
    .array(z.string({ error: `must hold ${what}` }).min(1, { error: `must not hold empty ${what}` }), {
      error: `must be an array of ${what}`,
    })
    .max(max, { error: `must hold at most ${max} ${what}` })
}

/** An optional JSON body: absent, or an object (anything else is a 400, never a 500). */
export function optionalBody<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape, { error: 'the body must be a JSON object' }).optional()
}
