import type { Filtered } from '../models'
import type { Rules } from '../rules'

/**
 * `fields` filters what comes back: a comma list; a dot selects a non-repeating nested field, parentheses
 * select fields inside repeating objects (and may nest), a leading `!` inside parentheses excludes.
 * Example: `name,tracks.items(added_at,track(name,album(!images)))` (in 2026: `items.items(item(name))`).
 */
export interface FieldsParam {
  fields?: string
}

/** A `fields` filter leaves only what it selects, so the answer's parts are all optional. */
export type WithFields<P, T> = P extends { fields: string } ? Filtered<T> : T

export function checkFields(rules: Rules, fields: string | undefined): void {
  if (fields === undefined) return
  rules.nonEmptyText('fields', fields)
  if (!/^[A-Za-z0-9_.,()!]+$/.test(fields)) {
    rules.fail('fields', 'may hold only field names, ".", ",", "(", ")" and "!" (no spaces)')
  }
  let depth = 0
  for (const char of fields) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0
    if (depth < 0) rules.fail('fields', 'closes a parenthesis that was not opened')
  }
  if (depth !== 0) rules.fail('fields', 'leaves a parenthesis open')
}
