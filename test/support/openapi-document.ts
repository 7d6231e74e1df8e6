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
let cached: OpenApiDocument | undefined

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

export function loadOpenApi(): OpenApiDocument {
  if (cached) return cached
  if (!openApiAvailable) throw new Error(openApiMissingReason)
  const raw = parse(readFileSync(openApiPath, 'utf8')) as Json
  // OpenAPI 3.0 schemas use `nullable`, `example` and vendor keys: Ajv accepts `nullable` natively and, with
  // strict off, ignores the rest.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true })
  addFormats(ajv)
  ajv.addSchema(raw, SCHEMA_ID)

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
  cached = {
    raw,
    operations,
    findOperation: (method, path) =>
      matchers.find((m) => m.operation.method === method.toUpperCase() && m.regex.test(path))?.operation,
    validate(schema, value) {
      let validator = validators.get(schema)
      if (!validator) {
        // Compile with the document as the base, so `#/components/...` refs inside the schema resolve.
        validator = ajv.compile({
          $id: `${SCHEMA_ID}-fragment-${Math.random().toString(36).slice(2)}`,
          ...rebase(schema),
        })
        validators.set(schema, validator)
      }
      const valid = validator(value) as boolean
      return { valid, errors: valid ? [] : formatErrors(validator.errors) }
    },
    resolve,
  }
  return cached
}

/** Rewrites local refs (`#/components/...`) to point into the registered document. */
function rebase(schema: Json): Json {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${SCHEMA_ID}#/`)) as Json
}
