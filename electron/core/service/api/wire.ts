/**
 * The wire conventions of api-spec.md in one place: lists are one comma-separated value, a parameter or body
 * field without a value is omitted (never sent empty), path parameters are percent-encoded.
 */

export type QueryValue = string | number | boolean | readonly string[] | undefined | null
export type QueryParams = Readonly<Record<string, QueryValue>>

/** `?a=1&ids=x,y` for the parameters that have a value, or '' when none has. */
export function encodeQuery(params: QueryParams | undefined): string {
  if (!params) return ''
  const parts: string[] = []
  for (const [name, raw] of Object.entries(params)) {
    const value = Array.isArray(raw) ? raw.join(',') : raw
    if (value === undefined || value === null || value === '') continue
    parts.push(`${encodeURIComponent(name)}=${encodeQueryValue(String(value))}`)
  }
  return parts.length ? `?${parts.join('&')}` : ''
}

/** Percent-encodes, but keeps the list comma and the URI colon readable: both are legal in a query. */
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%3A/gi, ':')
}

/** Fills `{name}` placeholders with percent-encoded values; every placeholder must have one. */
export function expandPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (_match, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`No value for path parameter ${name} of ${template}.`)
    return encodeURIComponent(value)
  })
}

/** A JSON body without the fields that have no value. Empty lists stay: "replace with nothing" clears. */
export function compactBody(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  )
}

/** The `body` of a request from its fields: compacted, and absent altogether when no field has a value. */
export function jsonBody(
  fields: Readonly<Record<string, unknown>>,
): { json: Record<string, unknown> } | undefined {
  const json = compactBody(fields)
  return Object.keys(json).length ? { json } : undefined
}
