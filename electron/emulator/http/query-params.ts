import { z } from 'zod'
import { isMarket } from '../catalog/markets'

/**
 * Query parameter rules shared by the routes. Each is a zod schema over the raw value fastify parsed (a
 * string, an array when the name was repeated, or undefined). Messages are predicates; the validator prefixes
 * the parameter name: "limit must be an integer from 1 to 50".
 */
type Ctx = z.RefinementCtx

function fail(ctx: Ctx, message: string): never {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER
}

/** The raw value of a query parameter; optional, so that an absent parameter still reaches the transform. */
const raw = () => z.unknown().optional()

/**
 * A parameter given twice (an array) or otherwise not a string: refused. Said apart from `fail`'s value on
 * purpose: adding an issue does not stop a transform, so a caller must return at once rather than go on with
 * whatever came back (a repeated `ids` once reached `.split` and answered 500).
 */
const REFUSED = Symbol('refused')

/** The single string value of a parameter, undefined when absent, REFUSED (issue added) when repeated. */
function single(raw: unknown, ctx: Ctx): string | undefined | typeof REFUSED {
  if (raw === undefined) return undefined
  if (typeof raw !== 'string') {
    ctx.addIssue({ code: 'custom', message: 'must be given once' })
    return REFUSED
  }
  return raw
}

const INTEGER = /^(0|[1-9]\d{0,15})$/

function integer(raw: string, ctx: Ctx, rule: string): number {
  if (!INTEGER.test(raw)) return fail(ctx, rule)
  return Number(raw)
}

export function intParam(options: { default?: number; min: number; max?: number; required?: boolean }) {
  const rule =
    options.max === undefined
      ? `must be an integer of at least ${options.min}`
      : `must be an integer from ${options.min} to ${options.max}`
  return raw().transform((raw, ctx): number | undefined => {
    const value = single(raw, ctx)
    if (value === REFUSED) return z.NEVER
    if (value === undefined) {
      if (options.required) return fail(ctx, 'is required')
      return options.default
    }
    const n = integer(value, ctx, rule)
    if (n < options.min || (options.max !== undefined && n > options.max)) return fail(ctx, rule)
    return n
  })
}

/** `limit` with its default and upper bound (1-50 default 20 on most list operations). */
export const limitParam = (defaultValue: number, max: number) =>
  intParam({ default: defaultValue, min: 1, max }).transform((n) => n ?? defaultValue)

/** `offset`, default 0, with an optional maximum (100000 for playlist lists). */
export const offsetParam = (max?: number) =>
  intParam({ default: 0, min: 0, ...(max !== undefined ? { max } : {}) }).transform((n) => n ?? 0)

export function numberParam(options: { min?: number; max?: number }) {
  const range =
    options.min !== undefined && options.max !== undefined
      ? ` from ${options.min} to ${options.max}`
      : options.min !== undefined
        ? ` of at least ${options.min}`
        : options.max !== undefined
          ? ` of at most ${options.max}`
          : ''
  const rule = `must be a number${range}`
  return raw().transform((raw, ctx): number | undefined => {
    const value = single(raw, ctx)
    if (value === REFUSED) return z.NEVER
    if (value === undefined) return undefined
    if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(value)) return fail(ctx, rule)
    const n = Number(value)
    if ((options.min !== undefined && n < options.min) || (options.max !== undefined && n > options.max)) {
      return fail(ctx, rule)
    }
    return n
  })
}

export function stringParam(options: { required?: boolean } = {}) {
  return raw().transform((raw, ctx): string | undefined => {
    const value = single(raw, ctx)
    if (value === REFUSED) return z.NEVER
    if (value === undefined || value === '') return options.required ? fail(ctx, 'is required') : undefined
    return value
  })
}

/** A comma-separated list of ids, at most `max`. */
export function idListParam(max: number, options: { required?: boolean } = { required: true }) {
  return raw().transform((raw, ctx): string[] => {
    const value = single(raw, ctx)
    if (value === REFUSED) return z.NEVER
    if (value === undefined || value === '') return options.required ? fail(ctx, 'is required') : []
    const ids = value.split(',').map((id) => id.trim())
    if (ids.some((id) => id === '')) return fail(ctx, 'must be a comma-separated list without empty entries')
    if (ids.length > max) return fail(ctx, `must hold at most ${max} ids`)
    return ids
  })
}

export function enumParam<T extends string>(values: readonly T[], options: { required?: boolean } = {}) {
  return raw().transform((raw, ctx): T | undefined => {
    const value = single(raw, ctx)
    if (value === REFUSED) return z.NEVER
    if (value === undefined) return options.required ? fail(ctx, 'is required') : undefined
    if (!(values as readonly string[]).includes(value))
      return fail(ctx, `must be one of ${values.join(', ')}`)
    return value as T
  })
}

/** A comma-separated list drawn from `values` (e.g. `include_groups`, search `type`). */
export function enumListParam<T extends string>(values: readonly T[], options: { required?: boolean } = {}) {
  const rule = `must be a comma-separated list of ${values.join(', ')}`
  return raw().transform((raw, ctx): T[] | undefined => {
    const value = single(raw, ctx)
    if (value === REFUSED) return z.NEVER
    if (value === undefined || value === '') return options.required ? fail(ctx, 'is required') : undefined
    const items = value.split(',').map((item) => item.trim())
    if (items.some((item) => !(values as readonly string[]).includes(item))) return fail(ctx, rule)
    return [...new Set(items)] as T[]
  })
}

export type MarketValue = string | 'from_token'

/** An ISO 3166-1 alpha-2 market or `from_token` (resolved later: it needs the token's scopes). */
export function marketParam(options: { required?: boolean } = {}) {
  return raw().transform((raw, ctx): MarketValue | undefined => {
    const value = single(raw, ctx)
    if (value === REFUSED) return z.NEVER
    if (value === undefined) return options.required ? fail(ctx, 'is required') : undefined
    if (value === 'from_token') return value
    if (!/^[A-Z]{2}$/.test(value))
      return fail(ctx, 'must be an ISO 3166-1 alpha-2 country code or from_token')
    if (!isMarket(value)) return fail(ctx, `must be a market of the service; ${value} is not one`)
    return value
  })
}

/** A browse `country`: an ISO 3166-1 alpha-2 code of a market. */
export function countryParam() {
  return raw().transform((raw, ctx): string | undefined => {
    const value = single(raw, ctx)
    if (value === REFUSED) return z.NEVER
    if (value === undefined) return undefined
    if (!/^[A-Z]{2}$/.test(value)) return fail(ctx, 'must be an ISO 3166-1 alpha-2 country code')
    if (!isMarket(value)) return fail(ctx, `must be a market of the service; ${value} is not one`)
    return value
  })
}

/** `locale`: ISO 639-1 language, underscore, ISO 3166-1 country (`sv_SE`). Unknown locales fall back later. */
export function localeParam() {
  return raw().transform((raw, ctx): string | undefined => {
    const value = single(raw, ctx)
    if (value === REFUSED) return z.NEVER
    if (value === undefined) return undefined
    if (!/^[a-z]{2}_[A-Z]{2}$/.test(value)) {
      return fail(ctx, 'must be a language code, an underscore and a country code, like sv_SE')
    }
    return value
  })
}

/** ISO 8601 `yyyy-MM-ddTHH:mm:ss` (no zone: the listener's local time), returned as UTC epoch ms. */
export function timestampParam() {
  return raw().transform((raw, ctx): number | undefined => {
    const value = single(raw, ctx)
    if (value === REFUSED) return z.NEVER
    if (value === undefined) return undefined
    const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(value)
    const ms = match
      ? Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, +match[4]!, +match[5]!, +match[6]!)
      : NaN
    if (!match || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 19) !== value) {
      return fail(ctx, 'must be an ISO 8601 timestamp yyyy-MM-ddTHH:mm:ss')
    }
    return ms
  })
}
