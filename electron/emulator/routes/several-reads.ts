import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ApiError } from '../http/api-error'
import { idListParam, marketParam } from '../http/query-params'
import { found, idParams } from './route-helpers'
import type { ApiApp } from './route-module'

/** Several albums, tracks, shows, episodes, audiobooks or chapters at once: at most `max` ids (50 unless said). */
const severalQuery = (max: number) => z.object({ ids: idListParam(max), market: marketParam() })

export type SeveralQuery = z.infer<ReturnType<typeof severalQuery>>

const marketQuery = z.object({ market: marketParam() })

/** Reads items for one request: what the request decides (market, resume points) is worked out once. */
type Reader = (
  request: FastifyRequest,
  query: { market?: string | undefined },
) => (id: string) => object | undefined

/**
 * GET `{path}?ids=` answering `{ [key]: [...] }` in the order of the ids, null in the place of one that `read`
 * does not find (undefined, or a 404 it throws: an audiobook not sold there), as the real service does. Which
 * generations answer it, the operation table says. `reader` runs once per request, so what the request decides
 * (market, resume points) is worked out once.
 */
export function severalRead(app: ApiApp, path: string, key: string, reader: Reader, max = 50): void {
  app.get(path, { schema: { querystring: severalQuery(max) } }, async (request) => {
    const read = reader(request, request.query)
    return { [key]: request.query.ids.map((id) => orNull(() => read(id))) }
  })
}

/**
 * GET `{path}/:id` and GET `{path}?ids=`, both answered by `reader`: one item (a 404 when `read` does not find
 * it) or several (null in the place of one it does not find).
 */
export function oneAndSeveral(
  app: ApiApp,
  path: string,
  what: { key: string; singular: string },
  reader: Reader,
  max = 50,
): void {
  app.get(`${path}/:id`, { schema: { params: idParams, querystring: marketQuery } }, async (request) => {
    const { id } = request.params
    return found(reader(request, request.query)(id), what.singular, id)
  })
  severalRead(app, path, what.key, reader, max)
}

function orNull(read: () => object | undefined): object | null {
  try {
    return read() ?? null
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null
    throw error
  }
}
