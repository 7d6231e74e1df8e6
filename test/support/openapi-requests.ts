import type { OpenApiDocument, OpenApiOperation, OpenApiParameter } from './openapi-document'
import type { RecordedRequest } from './recording-adapter'

/**
 * Checks requests the API client sent against the request side of the OpenAPI description: the operation
 * exists for the method and path, path and query parameters match their schemas, required ones are present,
 * no undocumented parameter is sent, and the body has a documented content type and matches its schema.
 *
 * Where api-spec.md and the OpenAPI description disagree, api-spec.md wins (shared/openapi/README.md). Those
 * few places are listed in `specDeviations`, each with the reason; nothing else is excused.
 */

interface Deviation {
  method: string
  /** OpenAPI path template. */
  path: string
  /** Query parameters api-spec.md documents that the OpenAPI description lacks. */
  extraQuery?: string[]
  /** Query parameters the OpenAPI description requires that api-spec.md places elsewhere. */
  notRequiredQuery?: string[]
  reason: string
}

export const specDeviations: readonly Deviation[] = [
  {
    method: 'GET',
    path: '/browse/categories',
    extraQuery: ['country'],
    reason: 'api-spec.md documents `country` for categories; the OpenAPI description dropped it',
  },
  {
    method: 'GET',
    path: '/browse/categories/{category_id}',
    extraQuery: ['country'],
    reason: 'api-spec.md documents `country` ("ensures the category exists for that country")',
  },
  {
    method: 'GET',
    path: '/browse/categories/{category_id}/playlists',
    extraQuery: ['country'],
    reason: 'api-spec.md documents `country` for category playlists',
  },
  {
    method: 'GET',
    path: '/browse/featured-playlists',
    extraQuery: ['country', 'timestamp'],
    reason: 'api-spec.md documents `country` and `timestamp` for featured playlists',
  },
  {
    method: 'GET',
    path: '/browse/new-releases',
    extraQuery: ['country'],
    reason: 'api-spec.md documents `country` for new releases',
  },
  {
    method: 'PUT',
    path: '/me/tracks',
    extraQuery: ['ids'],
    reason:
      'api-spec.md puts `ids` in the query for PUT /me/tracks; the OpenAPI description moved it to the body',
  },
  {
    method: 'PUT',
    path: '/me/following',
    notRequiredQuery: ['ids'],
    reason: 'api-spec.md sends `ids` in the body (B ids); the OpenAPI description documents the body too',
  },
  {
    method: 'DELETE',
    path: '/me/following',
    notRequiredQuery: ['ids'],
    reason: 'api-spec.md sends `ids` in the body (B ids); the OpenAPI description documents the body too',
  },
]

export interface RequestCheck {
  /** `METHOD /path/template`, or the concrete path when no operation matched. */
  operation: string
  problems: string[]
}

function deviationFor(operation: OpenApiOperation): Deviation | undefined {
  return specDeviations.find((d) => d.method === operation.method && d.path === operation.path)
}

/**
 * A query or path value as the schema's type would read it, so "5" validates as an integer; an array
 * parameter is the comma-separated form (`style: form, explode: false`).
 */
function typedValue(schema: Record<string, unknown> | undefined, raw: string): unknown {
  const type = schema?.['type']
  if (type === 'array') {
    const items = schema?.['items'] as Record<string, unknown> | undefined
    return raw.split(',').map((part) => typedValue(items, part))
  }
  if (type === 'integer' || type === 'number')
    return raw.trim() !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw
  if (type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw
  return raw
}

function checkParameter(
  doc: OpenApiDocument,
  parameter: OpenApiParameter,
  raw: string,
  problems: string[],
): void {
  const schema = parameter.schema ? doc.resolve<Record<string, unknown>>(parameter.schema) : undefined
  if (raw === '') problems.push(`${parameter.in} parameter ${parameter.name} is sent empty`)
  if (!schema) return
  const result = doc.validate(schema, typedValue(schema, raw))
  if (!result.valid)
    problems.push(`${parameter.in} parameter ${parameter.name}=${raw}: ${result.errors.join('; ')}`)
}

function pathValues(template: string, path: string): Map<string, string> {
  const values = new Map<string, string>()
  const names = template.split('/')
  const parts = path.split('/')
  names.forEach((segment, index) => {
    const match = /^\{(.+)\}$/.exec(segment)
    if (match?.[1]) values.set(match[1], decodeURIComponent(parts[index] ?? ''))
  })
  return values
}

export function checkRequest(doc: OpenApiDocument, request: RecordedRequest): RequestCheck {
  const operation = doc.findOperation(request.method, request.path)
  if (!operation) {
    return {
      operation: `${request.method} ${request.path}`,
      problems: ['no operation of the OpenAPI description matches'],
    }
  }
  const problems: string[] = []
  const deviation = deviationFor(operation)

  // Path parameters.
  const values = pathValues(operation.path, request.path)
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    const value = values.get(parameter.name)
    if (value === undefined) problems.push(`path parameter ${parameter.name} is missing`)
    else checkParameter(doc, parameter, value, problems)
  }

  // Query parameters: documented, typed, required ones present.
  const queryParameters = operation.parameters.filter((p) => p.in === 'query')
  for (const [name, raw] of request.query) {
    const parameter = queryParameters.find((p) => p.name === name)
    if (parameter) checkParameter(doc, parameter, raw, problems)
    else if (!deviation?.extraQuery?.includes(name))
      problems.push(`query parameter ${name} is not documented`)
  }
  if (new Set(request.query.keys()).size !== [...request.query.keys()].length) {
    problems.push('a query parameter is sent twice (lists must be one comma-separated value)')
  }
  for (const parameter of queryParameters.filter((p) => p.required)) {
    if (!request.query.has(parameter.name) && !deviation?.notRequiredQuery?.includes(parameter.name)) {
      problems.push(`required query parameter ${parameter.name} is missing`)
    }
  }

  // Body: a documented content type, matching its schema.
  const content = operation.requestBody?.['content'] as
    Record<string, { schema?: Record<string, unknown> }> | undefined
  if (request.body === undefined) {
    if (operation.requestBody?.['required'] === true) problems.push('the required body is missing')
  } else if (!content) {
    problems.push('a body is sent but the operation takes none')
  } else {
    const mediaType = (request.contentType ?? '').split(';')[0]?.trim() ?? ''
    const media = content[mediaType]
    if (!media) {
      problems.push(
        `body content type ${mediaType || '(none)'} is not one of ${Object.keys(content).join(', ')}`,
      )
    } else if (media.schema) {
      let value: unknown = request.body
      if (mediaType === 'application/json') {
        try {
          value = JSON.parse(request.body)
        } catch {
          problems.push('the JSON body does not parse')
        }
      }
      const result = doc.validate(doc.resolve(media.schema), value)
      if (!result.valid) problems.push(`body: ${result.errors.join('; ')}`)
    }
  }
  return { operation: `${operation.method} ${operation.path}`, problems }
}
