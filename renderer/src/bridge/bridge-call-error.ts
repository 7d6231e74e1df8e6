import type { BridgeError, BridgeErrorCode } from '@contract'

/** A failed bridge call, as the renderer sees it: the code to switch on and a message fit to show. */
export class BridgeCallError extends Error {
  override readonly name = 'BridgeCallError'
  readonly code: BridgeErrorCode
  readonly details: Record<string, unknown> | undefined

  constructor(error: BridgeError) {
    super(error.message)
    this.code = error.code
    this.details = error.details
  }
}
