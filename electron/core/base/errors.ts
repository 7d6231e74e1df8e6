import type { BridgeError, BridgeErrorCode } from '../../contract'

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

  /** The failure a bridge call answered, as an error to throw again (the in-process API does). */
  static fromBridgeError(error: BridgeError): EncoreError {
    return new EncoreError(error.code, error.message, error.details)
  }

  toBridgeError(): BridgeError {
    return this.details
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message }
  }
}

/** Failures that mean the service is out of reach now (not a refusal, not a limit): what returns by itself. */
export const OUT_OF_REACH_CODES: ReadonlySet<BridgeErrorCode> = new Set([
  'NETWORK',
  'TIMEOUT',
  'SERVICE_ERROR',
])
