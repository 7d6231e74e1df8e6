import type { BridgeError, BridgeErrorCode } from '../contract'

/** A failure core means to show: its code and message cross the bridge as they are. */
export class EncoreError extends Error {
  override readonly name = 'EncoreError'
  constructor(
    readonly code: BridgeErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
  }

  toBridgeError(): BridgeError {
    return this.details
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message }
  }
}
