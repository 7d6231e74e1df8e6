import { expect } from 'vitest'
import { loadOpenApi, openApiAvailable, openApiMissingReason } from './openapi-document'

export { openApiAvailable, openApiMissingReason }

let warned = false

/**
 * Call at the top of a test file that checks conformance: when the OpenAPI file is absent, says so once on the
 * console (tests then skip with `it.skipIf(!openApiAvailable)`; never silently).
 */
export function warnIfOpenApiMissing(): void {
  if (!openApiAvailable && !warned) {
    warned = true
    console.warn(`OpenAPI conformance checks skipped: ${openApiMissingReason}`)
  }
}

/**
 * Asserts that `body` is what the real service's OpenAPI description allows for `method path` answering
 * `status`. `path` is a concrete request path relative to /v1, without the query (`/albums/4aawyAB9…`).
 * `generation` 2026 allows the fields service-2026.md §3 removed to be absent (see loadOpenApi).
 */
export function expectResponseConforms(
  method: string,
  path: string,
  status: number,
  body: unknown,
  generation: 'classic' | '2026' = 'classic',
): void {
  const document = loadOpenApi(generation)
  const operation = document.findOperation(method, path)
  if (!operation) throw new Error(`no operation in the OpenAPI description matches ${method} ${path}`)
  const response = operation.responses[String(status)]
  if (!response) {
    throw new Error(`${operation.operationId} (${method} ${operation.path}) documents no ${status} response`)
  }
  const content = response['content'] as Record<string, { schema?: Record<string, unknown> }> | undefined
  const schema = content?.['application/json']?.schema
  if (!schema) {
    expect(body, `${operation.operationId} documents no body for ${status}`).toBeUndefined()
    return
  }
  const { valid, errors } = document.validate(schema, body)
  expect(errors, `${method} ${path} (${operation.operationId}) does not conform`).toEqual([])
  expect(valid).toBe(true)
}
