import type { OperationSpec } from './operations'

// Words with which a service says the endpoint itself is gone.
const endpointWords =
  /\b(endpoint|service|path|route|operation|no longer|deprecated|retired|not (available|supported))\b/i
// A 404 message that says no more than the status: none (the transport then passes the reason phrase, which
// may be empty) or the bare reason phrase itself. Anything more says what was not found.
const bareNotFound = /^\s*(not found\.?)?\s*$/i

/**
 * Whether an error answer refuses the operation itself rather than one id. The real service answers 404 or
 * 403 on endpoints it retired for newly registered apps; 410 would say so on any operation. Otherwise only
 * operations the OpenAPI description marks retired are read this way:
 * - 404 is the endpoint on a path without ids, or when the message speaks of the endpoint or is the bare
 *   "Not Found" (related artists answers exactly that). A message naming a resource or an id ("Resource not
 *   found", "non existing id") is about that id, and stays an ordinary error.
 * - 403 on an operation that needs no scope cannot be about the user's rights, so it is the app's access to
 *   the endpoint (audio features answer with a status and no message at all); a scope refusal says "scope".
 */
export function refusesOperation(
  spec: OperationSpec,
  status: number,
  message: string,
  reason: string | undefined,
  pathValues: readonly string[],
): boolean {
  if (reason) return false // player errors and the like carry a reason; they are about the state, not the endpoint
  if (status === 410) return true
  if (!spec.retirable) return false
  if (status === 404) {
    return pathValues.length === 0 || bareNotFound.test(message) || endpointWords.test(message)
  }
  if (status === 403) {
    const needsNoScope = typeof spec.scopes !== 'function' && spec.scopes.length === 0
    return (needsNoScope && !/scope/i.test(message)) || endpointWords.test(message)
  }
  return false
}
