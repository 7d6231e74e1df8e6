import type { OperationSpec } from './operations'

// Words with which a service says the endpoint itself is gone.
const endpointWords =
  /\b(endpoint|service|path|route|operation|no longer|deprecated|retired|not (available|supported))\b/i
// A message that says no more than the status: none (the transport then passes the reason phrase, which may be
// empty, as over HTTP/2) or the bare reason phrase itself. Anything more says what was refused and why.
const bareNotFound = /^\s*(not found\.?)?\s*$/i
const bareForbidden = /^\s*(forbidden\.?)?\s*$/i

/**
 * Whether an error answer refuses the operation itself rather than one id or this user. 410 says so on any
 * operation. Otherwise only operations the table marks removable (`retiredIn`) are read this way, with the
 * answers the real service gives for its removals (service-2026.md §6):
 * - 404 with the bare "Not Found" or no message (the Nov 2024 removals), or a message about the endpoint. A
 *   message naming a resource or an id ("Resource not found", "non existing id") is about that id.
 * - 403 with the bare "Forbidden" or no message (the Feb 2026 removals; audio features answer with a status
 *   and no message at all), or a message about the endpoint. Scope refusals, playlists the user may not read
 *   and account refusals all say what they are.
 */
export function refusesOperation(
  spec: OperationSpec,
  status: number,
  message: string,
  reason: string | undefined,
): boolean {
  if (reason) return false // player errors and the like carry a reason; they are about the state, not the endpoint
  if (status === 410) return true
  if (spec.retiredIn === undefined) return false
  if (status === 404) return bareNotFound.test(message) || endpointWords.test(message)
  if (status === 403) return bareForbidden.test(message) || endpointWords.test(message)
  return false
}
