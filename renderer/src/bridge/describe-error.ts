import { listenerWords } from '../listener-words'
import { BridgeCallError } from './bridge-call-error'

/**
 * Words for a failed bridge call: core's own message when a listener understands it, else the words of its
 * kind (never an operation name, an error code, a status or an id); the caller's fallback when the failure
 * never reached core (a thrown bug, a closed page).
 */
export function describeBridgeError(error: unknown, fallback: string): string {
  return error instanceof BridgeCallError && error.message.trim()
    ? listenerWords(error.message, error.code, fallback)
    : fallback
}
