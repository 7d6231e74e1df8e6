import { ApiError } from './api-error'

/**
 * The `fields` filter of the playlist operations: a comma-separated list of field names, `a.b` for a
 * non-repeating nested field, `a(b,c)` for fields inside (each element of) `a`, nesting allowed, and `!name`
 * inside parentheses (or at the top) to exclude. With only exclusions, everything else is kept.
 */
export interface FieldSelection {
  include: Map<string, FieldSelection | true>
  exclude: Set<string>
}

export function parseFields(text: string): FieldSelection {
  let at = 0
  const fail = (why: string): never => {
    throw new ApiError(400, `fields is not a valid field filter: ${why} at position ${at}`)
  }
  const name = (): string => {
    const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(at))
    if (!match) return fail('expected a field name')
    at += match[0].length
    return match[0]
  }
  const merge = (selection: FieldSelection, key: string, sub: FieldSelection | true) => {
    const existing = selection.include.get(key)
    if (existing === true || sub === true || existing === undefined) {
      selection.include.set(key, existing === true || sub === true ? true : sub)
      return
    }
    for (const [k, v] of sub.include) merge(existing, k, v)
    for (const k of sub.exclude) existing.exclude.add(k)
  }
  /** One item: `!name`, `name`, `name.item` or `name(list)`. */
  const item = (selection: FieldSelection): void => {
    if (text[at] === '!') {
      at++
      selection.exclude.add(name())
      return
    }
    const key = name()
    if (text[at] === '.') {
      at++
      const sub: FieldSelection = { include: new Map(), exclude: new Set() }
      item(sub)
      merge(selection, key, sub)
    } else if (text[at] === '(') {
      at++
      const sub = list(')')
      at++
      merge(selection, key, sub)
    } else {
      merge(selection, key, true)
    }
  }
  const list = (closing: string | undefined): FieldSelection => {
    const selection: FieldSelection = { include: new Map(), exclude: new Set() }
    for (;;) {
      item(selection)
      if (text[at] === ',') {
        at++
        continue
      }
      if (closing !== undefined && text[at] === closing) return selection
      if (closing === undefined && at === text.length) return selection
      return fail(closing ? `expected ',' or '${closing}'` : "expected ','")
    }
  }
  if (text.trim() === '') fail('it is empty')
  return list(undefined)
}

export function applyFields(value: unknown, selection: FieldSelection): unknown {
  if (Array.isArray(value)) return value.map((element) => applyFields(element, selection))
  if (value === null || typeof value !== 'object') return value
  const source = value as Record<string, unknown>
  const result: Record<string, unknown> = {}
  if (selection.include.size > 0) {
    for (const [key, sub] of selection.include) {
      if (!(key in source) || selection.exclude.has(key)) continue
      result[key] = sub === true ? source[key] : applyFields(source[key], sub)
    }
  } else {
    for (const [key, field] of Object.entries(source)) if (!selection.exclude.has(key)) result[key] = field
  }
  return result
}
