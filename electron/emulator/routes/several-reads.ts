import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ApiError } from '../http/api-error'
import { removedIn } from '../http/generation-gate'
import { idListParam, marketParam } from '../http/query-params'
import type { ApiApp } from './route-module'

/** Several shows, episodes, audiobooks or chapters at once: at most 50 ids (the OpenAPI description). */
const severalQuery = z.object({ ids: idListParam(50), market: marketParam() })

export type SeveralQuery = z.infer<typeof severalQuery>

/**
 * GET `{path}?ids=` answering `{ [key]: [...] }` in the order of the ids, null in the place of one that `read`
 * does not find (undefined, or a 404 it throws: an audiobook not sold there); a Feb 2026 removal. `reader`
 * runs once per request, so what the request decides (market, resume points) is worked out once.
 */
export function severalRead(
  app: ApiApp,
  path: string,
  key: string,
  reader: (request: FastifyRequest, query: SeveralQuery) => (id: string) => object | undefined,
): void {
  app.get(
    path,
    { schema: { querystring: severalQuery }, config: { removed: removedIn.feb2026 } },
    async (request) => {
      const read = reader(request, request.query)
      return { [key]: request.query.ids.map((id) => orNull(() => read(id))) }
    },
  )
}

function orNull(read: () => object | undefined): object | null {
  try {
    return read() ?? null
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null
    throw error
  }
}
