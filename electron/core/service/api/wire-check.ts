import type { z } from 'zod'
import { UnexpectedResponseError } from './errors'

/**
 * Checks an answer against the runtime schema of its wire shape and hands back the answer itself (not a copy:
 * the transport knows a page by identity, to follow its `next`). A mismatch is an UnexpectedResponseError
 * naming where: `show.episodes.items.3.duration_ms: expected number`.
 */
export function checkedWire<S extends z.ZodType>(schema: S, operation: string, value: unknown): z.infer<S> {
  const result = schema.safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
    throw new UnexpectedResponseError(operation, `${where}${issue?.message ?? 'not the documented shape'}`)
  }
  return value as z.infer<S>
}
