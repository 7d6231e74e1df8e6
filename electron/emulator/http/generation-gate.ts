import type { FastifyReply, FastifyRequest } from 'fastify'
import { operationSpec, type OperationId, type RetiredIn } from '../../operations'
import { reaches, type GenerationSwitch } from '../generation'

/**
 * How the real service answers an app on an endpoint removed for it, as public bug reports show it (README,
 * "Generations"): the Nov 2024 set with a 404 carrying the bare reason phrase, or a 403 with no message at
 * all; the Feb 2026 set with a 403 whose message is the bare reason phrase "Forbidden".
 */
export type RemovedAnswer = 'not-found' | 'forbidden-bare' | 'forbidden'

/**
 * Retired in Nov 2024, these answered 403 without a message; the rest of that set 404 (README, "Generations").
 * Everything retired in Feb 2026 answers 403 "Forbidden".
 */
const BARE_FORBIDDEN: ReadonlySet<OperationId> = new Set([
  'audio.getAudioFeatures',
  'audio.getSeveralAudioFeatures',
  'audio.getAudioAnalysis',
])

function answerOf(id: OperationId, retiredIn: RetiredIn): RemovedAnswer {
  if (retiredIn === '2026') return 'forbidden'
  return BARE_FORBIDDEN.has(id) ? 'forbidden-bare' : 'not-found'
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
 * and validation: it is the path that is refused, so the query is never looked at. Operations the table
 * never retired are never touched.
 */
export function generationGateHook(generation: GenerationSwitch) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const id = request.routeOptions.config.operations?.[0]
    const retiredIn = id === undefined ? undefined : operationSpec(id).retiredIn
    if (id === undefined || retiredIn === undefined || !reaches(generation, retiredIn)) return undefined
    const { status, body } = ANSWERS[answerOf(id, retiredIn)]
    // Returning the reply tells fastify the hook answered: the route's handler never runs.
    return reply.code(status).send(body)
  }
}
