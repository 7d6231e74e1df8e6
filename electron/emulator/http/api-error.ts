/**
 * An error answered in the Web API's shape: `{"error":{"status":N,"message":"…"}}`, plus `reason` for player
 * errors (NO_ACTIVE_DEVICE, PREMIUM_REQUIRED, …) and extra headers such as Retry-After.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly reason?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }

  get body(): { error: { status: number; message: string; reason?: string } } {
    return {
      error: {
        status: this.statusCode,
        message: this.message,
        ...(this.reason !== undefined ? { reason: this.reason } : {}),
      },
    }
  }
}

export const badRequest = (message: string): ApiError => new ApiError(400, message)
export const notFound = (message = 'Resource not found'): ApiError => new ApiError(404, message)
export const forbidden = (message: string, reason?: string): ApiError => new ApiError(403, message, reason)
