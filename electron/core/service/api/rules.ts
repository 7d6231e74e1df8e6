import { ValidationError } from './errors'
import { parseSpotifyUri } from '../../../contract'

/**
 * The checks api-spec.md's limits and rules call for, run before a request leaves. Each throws
 * ValidationError naming the parameter (as the caller spelled it) and the rule. A check given `undefined`
 * passes: optional parameters are checked only when present; `required` makes presence a rule.
 */
export class Rules {
  constructor(readonly operation: string) {}

  fail(parameter: string, rule: string): never {
    throw new ValidationError(parameter, rule, this.operation)
  }

  required(parameter: string, value: unknown): void {
    if (value === undefined || value === null) this.fail(parameter, 'is required')
  }

  /** A catalog id that must be given (`required`, then `id`). */
  requiredId(parameter: string, value: string | undefined): void {
    this.required(parameter, value)
    this.id(parameter, value)
  }

  /** A catalog id (album, artist, track, playlist, user, category, device): text that survives lists and paths. */
  id(parameter: string, value: string | undefined): void {
    if (value === undefined) return
    if (typeof value !== 'string' || value.trim() === '') this.fail(parameter, 'must be a non-empty id')
    if (/[\s,/?#]/.test(value)) {
      this.fail(parameter, `must be an id without spaces, commas, slashes, "?" or "#" (got ${quote(value)})`)
    }
  }

  idList(parameter: string, values: readonly string[] | undefined, max: number, min = 1): void {
    if (values === undefined) return
    this.list(parameter, values, min, max)
    values.forEach((value, index) => this.id(`${parameter}[${index}]`, value))
  }

  /** A `spotify:<kind>:<id>` URI of one of the kinds given. */
  uri(parameter: string, value: string | undefined, kinds: readonly string[]): void {
    if (value === undefined) return
    const kind = typeof value === 'string' ? parseSpotifyUri(value)?.kind : undefined
    if (!kind || !kinds.includes(kind)) {
      this.fail(
        parameter,
        `must be a ${kinds.join(' or ')} URI like spotify:${kinds[0]}:<id> (got ${quote(value)})`,
      )
    }
  }

  uriList(
    parameter: string,
    values: readonly string[] | undefined,
    kinds: readonly string[],
    min: number,
    max: number,
  ): void {
    if (values === undefined) return
    this.list(parameter, values, min, max)
    values.forEach((value, index) => this.uri(`${parameter}[${index}]`, value, kinds))
  }

  list(parameter: string, values: readonly unknown[], min: number, max: number): void {
    if (!Array.isArray(values)) this.fail(parameter, 'must be a list')
    if (values.length < min)
      this.fail(parameter, min === 1 ? 'must not be empty' : `needs at least ${min} entries`)
    if (values.length > max) this.fail(parameter, `takes at most ${max} per request (got ${values.length})`)
  }

  integer(parameter: string, value: number | undefined, min: number, max = Number.MAX_SAFE_INTEGER): void {
    if (value === undefined) return
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.fail(parameter, `must be an integer (got ${quote(value)})`)
    }
    if (value < min || value > max) {
      this.fail(
        parameter,
        max === Number.MAX_SAFE_INTEGER
          ? `must be ≥ ${min} (got ${value})`
          : `must be ${min}–${max} (got ${value})`,
      )
    }
  }

  number(parameter: string, value: number | undefined, min = -Infinity, max = Infinity): void {
    if (value === undefined) return
    if (typeof value !== 'number' || !Number.isFinite(value))
      this.fail(parameter, `must be a number (got ${quote(value)})`)
    if (value < min || value > max) {
      this.fail(
        parameter,
        `must be ${Number.isFinite(min) ? min : '…'}–${Number.isFinite(max) ? max : '…'} (got ${value})`,
      )
    }
  }

  /** `limit` of a page: 1–max. */
  limit(value: number | undefined, max: number, parameter = 'limit'): void {
    this.integer(parameter, value, 1, max)
  }

  /** `offset` of a page: 0 or more, with an upper bound where the spec gives one. */
  offset(value: number | undefined, max?: number, parameter = 'offset'): void {
    this.integer(parameter, value, 0, max)
  }

  boolean(parameter: string, value: boolean | undefined): void {
    if (value !== undefined && typeof value !== 'boolean')
      this.fail(parameter, `must be true or false (got ${quote(value)})`)
  }

  text(parameter: string, value: string | undefined): void {
    if (value === undefined) return
    if (typeof value !== 'string') this.fail(parameter, `must be text (got ${quote(value)})`)
  }

  nonEmptyText(parameter: string, value: string | undefined): void {
    if (value === undefined) return
    if (typeof value !== 'string' || value.trim() === '') this.fail(parameter, 'must be non-empty text')
  }

  oneOf<T extends string>(parameter: string, value: T | undefined, allowed: readonly T[]): void {
    if (value === undefined) return
    if (!allowed.includes(value))
      this.fail(parameter, `must be one of ${allowed.join(', ')} (got ${quote(value)})`)
  }

  /** An ISO 3166-1 alpha-2 country code or `from_token`. */
  market(value: string | undefined, parameter = 'market'): void {
    if (value === undefined || value === 'from_token') return
    if (typeof value !== 'string' || !/^[A-Z]{2}$/.test(value)) {
      this.fail(
        parameter,
        `must be an ISO 3166-1 alpha-2 country code like "SE", or "from_token" (got ${quote(value)})`,
      )
    }
  }

  country(value: string | undefined, parameter = 'country'): void {
    if (value === undefined) return
    if (typeof value !== 'string' || !/^[A-Z]{2}$/.test(value)) {
      this.fail(parameter, `must be an ISO 3166-1 alpha-2 country code like "SE" (got ${quote(value)})`)
    }
  }

  /** `es_MX`: lowercase ISO 639-1 language, underscore, uppercase ISO 3166-1 alpha-2 country. */
  locale(value: string | undefined, parameter = 'locale'): void {
    if (value === undefined) return
    if (typeof value !== 'string' || !/^[a-z]{2}_[A-Z]{2}$/.test(value)) {
      this.fail(parameter, `must be a locale like "sv_SE" (got ${quote(value)})`)
    }
  }

  /** ISO 8601 `yyyy-MM-ddTHH:mm:ss`, a real date and time. */
  timestamp(value: string | undefined, parameter = 'timestamp'): void {
    if (value === undefined) return
    const match =
      typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(value) : null
    const valid =
      match !== null &&
      !Number.isNaN(Date.parse(`${value}Z`)) &&
      new Date(`${value}Z`).toISOString().startsWith(value)
    if (!valid)
      this.fail(parameter, `must be an ISO 8601 time like "2014-10-23T09:00:00" (got ${quote(value)})`)
  }

  notTogether(first: string, firstValue: unknown, second: string, secondValue: unknown): void {
    if (firstValue !== undefined && secondValue !== undefined) {
      this.fail(`${first} and ${second}`, 'must not be given together')
    }
  }
}

function quote(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value)
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}
