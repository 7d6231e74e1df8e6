import { BridgeCallError } from './bridge-call-error'

/**
 * Words for a failed bridge call: core's own message (already written for a person), or the caller's
 * fallback when the failure never reached core (a thrown bug, a closed page).
 */
export function describeBridgeError(error: unknown, fallback: string): string {
  return error instanceof BridgeCallError && error.message.trim() ? error.message : fallback
}
