import type { FastifyReply, FastifyRequest } from 'fastify'
import { reaches, type GenerationSwitch } from '../generation'

/**
 * How the real service answers an app on an endpoint removed for it, as public bug reports show it (README,
 * "Generations"): the Nov 2024 set with a 404 carrying the bare reason phrase, or a 403 with no message at
 * all; the Feb 2026 set with a 403 whose message is the bare reason phrase "Forbidden".
 */
export type RemovedAnswer = 'not-found' | 'forbidden-bare' | 'forbidden'

export interface Removal {
  /** The first generation that no longer offers the route. */
  since: '2024' | '2026'
  answer: RemovedAnswer
}

/** The removals routes declare with `config: { removed }`, named by when and how. */
export const removedIn = {
  nov2024NotFound: { since: '2024', answer: 'not-found' },
  nov2024Forbidden: { since: '2024', answer: 'forbidden-bare' },
  feb2026: { since: '2026', answer: 'forbidden' },
} as const satisfies Record<string, Removal>

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is gone for apps of a later generation: how it answers while the emulator plays one. */
    removed?: Removal
  }
}

const ANSWERS: Record<
  RemovedAnswer,
  { status: number; body: { error: { status: number; message?: string } } }
> = {
  'not-found': { status: 404, body: { error: { status: 404, message: 'Not Found' } } },
  // The real body carries no message at all; clients must cope with that, so the emulator copies it.
  'forbidden-bare': { status: 403, body: { error: { status: 403 } } },
  forbidden: { status: 403, body: { error: { status: 403, message: 'Forbidden' } } },
}

/**
 * Runs after the bearer check and the account refusals (a bad token still gets its 401) and before scopes
 * and validation: it is the path that is refused, so the query is never looked at. Routes without
 * `config.removed` are never touched.
 */
export function generationGateHook(generation: GenerationSwitch) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const removal = request.routeOptions.config.removed
    if (removal === undefined || !reaches(generation, removal.since)) return undefined
    const { status, body } = ANSWERS[removal.answer]
    // Returning the reply tells fastify the hook answered: the route's handler never runs.
    return reply.code(status).send(body)
  }
}
