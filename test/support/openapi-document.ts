import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'

/**
 * The real service's OpenAPI description (../shared/openapi), loaded once for conformance tests. It is read
 * where it lies, never copied into the project. ENCORE_OPENAPI overrides the path.
 */
export const openApiPath =
  process.env['ENCORE_OPENAPI'] ??
  fileURLToPath(new URL('../../../shared/openapi/spotify-web-api.yml', import.meta.url))

export const openApiAvailable = existsSync(openApiPath)
export const openApiMissingReason = `the OpenAPI description is not at ${openApiPath} (set ENCORE_OPENAPI to its path)`

type Json = Record<string, unknown>

export interface OpenApiParameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: Json
}

export interface OpenApiOperation {
  method: string
  /** The path template, e.g. `/albums/{id}`. */
  path: string
  operationId: string
  deprecated: boolean
  parameters: OpenApiParameter[]
  requestBody?: Json
  responses: Record<string, Json>
}

export interface OpenApiDocument {
  raw: Json
  operations: OpenApiOperation[]
  /** Finds the operation for a concrete request path (relative to /v1, without the query string). */
  findOperation(method: string, path: string): OpenApiOperation | undefined
  /** Validates `value` against a schema object of this document (refs resolve against the document). */
  validate(schema: Json, value: unknown): { valid: boolean; errors: string[] }
  /** Follows a `$ref` such as `#/components/responses/OneAlbum` to its object. */
  resolve<T = Json>(node: unknown): T
}

const SCHEMA_ID = 'spotify-openapi'
const cached = new Map<string, OpenApiDocument>()

/**
 * Fields the description requires that the service no longer sends to apps of 2026 (service-2026.md §3), by
 * the schema that requires them: `loadOpenApi('2026')` drops them from those `required` lists.
 */
export const REQUIRED_BUT_REMOVED_IN_2026: Readonly<Record<string, readonly string[]>> = {
  AlbumBase: ['available_markets'],
  AlbumObject: ['label', 'popularity'],
  ShowBase: ['available_markets', 'publisher'],
  AudiobookBase: ['available_markets', 'publisher'],
}

/** The document with the 2026 removals made optional (the schemas are plain objects: edited in place). */
function relaxFor2026(raw: Json): Json {
  const schemas = (raw['components'] as Json)['schemas'] as Record<string, Json>
  for (const [name, fields] of Object.entries(REQUIRED_BUT_REMOVED_IN_2026)) {
    const schema = schemas[name]
    if (!schema) throw new Error(`the OpenAPI description has no schema ${name}`)
    const required = schema['required'] as string[] | undefined
    if (!required || !fields.every((field) => required.includes(field))) {
      throw new Error(
        `${name} does not require ${fields.join(', ')} any more: update REQUIRED_BUT_REMOVED_IN_2026`,
      )
    }
    schema['required'] = required.filter((field) => !fields.includes(field))
  }
  return raw
}

function formatErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`.trim())
}

function templateToRegExp(template: string): RegExp {
  const pattern = template
    .split('/')
    .map((segment) => (segment.startsWith('{') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${pattern}$`)
}

/**
 * The description as the service answers `generation`: `classic` as written; `2026` without the fields
 * service-2026.md §3 removed in its `required` lists (the description still requires some of them).
 */
export function loadOpenApi(generation: 'classic' | '2026' = 'classic'): OpenApiDocument {
  const known = cached.get(generation)
  if (known) return known
  if (!openApiAvailable) throw new Error(openApiMissingReason)
  const parsed = parse(readFileSync(openApiPath, 'utf8')) as Json
  const raw = generation === '2026' ? relaxFor2026(parsed) : parsed
  const schemaId = `${SCHEMA_ID}-${generation}`
  // OpenAPI 3.0 schemas use `nullable`, `example` and vendor keys: Ajv accepts `nullable` natively and, with
  // strict off, ignores the rest.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true })
  addFormats(ajv)
  ajv.addSchema(raw, schemaId)

  const resolve = <T = Json>(node: unknown): T => {
    let current = node as Json
    for (let hops = 0; current && typeof current['$ref'] === 'string' && hops < 20; hops++) {
      const pointer = (current['$ref'] as string).replace(/^#\//, '').split('/')
      current = pointer.reduce<Json>(
        (at, key) => at[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json,
        raw,
      )
    }
    return current as T
  }

  const operations: OpenApiOperation[] = []
  const matchers: { regex: RegExp; literalSegments: number; operation: OpenApiOperation }[] = []
  for (const [path, item] of Object.entries(raw['paths'] as Record<string, Json>)) {
    const shared = ((item['parameters'] as unknown[]) ?? []).map((p) => resolve<OpenApiParameter>(p))
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      const op = item[method] as Json | undefined
      if (!op) continue
      const operation: OpenApiOperation = {
        method: method.toUpperCase(),
        path,
        operationId: String(op['operationId']),
        deprecated: op['deprecated'] === true,
        parameters: [
          ...shared,
          ...((op['parameters'] as unknown[]) ?? []).map((p) => resolve<OpenApiParameter>(p)),
        ],
        responses: Object.fromEntries(
          Object.entries((op['responses'] as Json) ?? {}).map(([code, r]) => [code, resolve(r)]),
        ),
      }
      if (op['requestBody']) operation.requestBody = resolve(op['requestBody'])
      operations.push(operation)
      matchers.push({
        regex: templateToRegExp(path),
        literalSegments: path.split('/').filter((s) => s && !s.startsWith('{')).length,
        operation,
      })
    }
  }
  // Prefer the most literal template: `/me/player/devices` over `/me/player/{x}`-like shapes.
  matchers.sort((a, b) => b.literalSegments - a.literalSegments)

  const validators = new WeakMap<Json, ValidateFunction>()
  const document: OpenApiDocument = {
    raw,
    operations,
    findOperation: (method, path) =>
      matchers.find((m) => m.operation.method === method.toUpperCase() && m.regex.test(path))?.operation,
    validate(schema, value) {
      let validator = validators.get(schema)
      if (!validator) {
        // Compile with the document as the base, so `#/components/...` refs inside the schema resolve.
        validator = ajv.compile({
          $id: `${schemaId}-fragment-${Math.random().toString(36).slice(2)}`,
          ...rebase(schema, schemaId),
        })
        validators.set(schema, validator)
      }
      const valid = validator(value) as boolean
      return { valid, errors: valid ? [] : formatErrors(validator.errors) }
    },
    resolve,
  }
  cached.set(generation, document)
  return document
}

/** Rewrites local refs (`#/components/...`) to point into the registered document. */
function rebase(schema: Json, schemaId: string): Json {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${schemaId}#/`)) as Json
}
