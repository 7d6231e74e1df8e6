import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify'
import type { z } from 'zod'
import { ApiError } from './api-error'

/**
 * Lets routes declare `schema: { querystring: zodObject, body: zodObject }`: fastify validates with zod before
 * the handler runs, and `request.query` is typed as the schema's output.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown
}

/**
 * Rule-breaking input becomes a 400 in the service's shape, naming the parameter and the rule (or, for a
 * custom issue with `params.verbatim`, in the service's own words).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {})
    if (result.success) return { value: result.data }
    const issue = result.error.issues[0]
    // Some refusals are worded by the service itself ("Invalid limit"): those are sent as they are.
    if (issue?.code === 'custom' && (issue.params as { verbatim?: boolean } | undefined)?.verbatim) {
      return { error: new ApiError(400, issue.message) }
    }
    const where = issue?.path.map(String).join('.') ?? ''
    const rule = issue?.message ?? 'is invalid'
    return { error: new ApiError(400, where ? `${where} ${rule}` : rule) }
  }

/**
 * Fastify's schema compilers, given up front so that it does not load and build ajv and fast-json-stringify for
 * every server it makes (~60 ms of the demo's start, and their memory while it runs): routes validate with
 * `zodValidatorCompiler` (set on the server) and declare no response schemas.
 */
const notUsed = () => () => {
  throw new Error('The emulator validates with zod (setValidatorCompiler) and declares no response schemas.')
}
export const zodSchemaController = { compilersFactory: { buildValidator: notUsed, buildSerializer: notUsed } }
