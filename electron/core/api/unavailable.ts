import type { OperationSpec } from './operations'

// Words with which a service says the endpoint itself is gone, and words with which it says one id is unknown.
const endpointWords =
  /\b(endpoint|service|path|route|operation|no longer|deprecated|retired|not (available|supported))\b/i
const idWords = /\b(invalid|non[- ]?existing|does not exist|unknown|no such|not found)\b/i

/**
 * Whether an error answer refuses the operation itself rather than one id: the real service answers 404, 403 or
 * 410 for endpoints it retired for newly registered apps. 410 always means the endpoint is gone. On an
 * operation the OpenAPI description marks retired: a 404 on a path without ids can only be about the endpoint;
 * on a path with ids it is about the endpoint unless the message speaks of an id; a 403 on an operation that
 * needs no scope cannot be about the user's rights, so it is the app's access to the endpoint.
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
    if (pathValues.length === 0 || endpointWords.test(message)) return true
    return !(idWords.test(message) || pathValues.some((value) => message.includes(value)))
  }
  if (status === 403) {
    const needsNoScope = typeof spec.scopes !== 'function' && spec.scopes.length === 0
    return (needsNoScope && !/scope/i.test(message)) || endpointWords.test(message)
  }
  return false
}
