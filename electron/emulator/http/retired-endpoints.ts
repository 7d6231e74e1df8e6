import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * How the real service answers an app registered since Nov 2024 on an endpoint it retired for such apps, as
 * public bug reports show it (README, "Retired endpoints"): 404 with the bare reason phrase, or 403 with no
 * message at all.
 */
export type RetiredAnswer = 'not-found' | 'forbidden'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is retired for new apps: how it answers while the emulator plays a new app's service. */
    retired?: RetiredAnswer
  }
}

const ANSWERS: Record<
  RetiredAnswer,
  { status: number; body: { error: { status: number; message?: string } } }
> = {
  'not-found': { status: 404, body: { error: { status: 404, message: 'Not Found' } } },
  // The real body carries no message at all; clients must cope with that, so the emulator copies it.
  forbidden: { status: 403, body: { error: { status: 403 } } },
}

/** Whether the retired endpoints answer as retired; changeable at runtime by tests. */
export interface RetiredEndpointsSwitch {
  on: boolean
}

/**
 * Runs after the bearer check (a bad token still gets its 401) and before scopes and validation: it is the
 * path that is refused, so the query is never looked at. Routes without `config.retired` are never touched.
 */
export function retiredEndpointHook(retired: RetiredEndpointsSwitch) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const answer = request.routeOptions.config.retired
    if (!retired.on || answer === undefined) return undefined
    const { status, body } = ANSWERS[answer]
    // Returning the reply tells fastify the hook answered: the route's handler never runs.
    return reply.code(status).send(body)
  }
}
