/** An accounts-service error: `{error, error_description}` with an HTTP status (400 unless stated). */
export class OAuthError extends Error {
  constructor(
    readonly error:
      | 'invalid_request'
      | 'invalid_client'
      | 'invalid_grant'
      | 'unsupported_grant_type'
      | 'server_error'
      | 'temporarily_unavailable',
    readonly description: string,
    readonly statusCode = 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(description)
    this.name = 'OAuthError'
  }

  get body(): { error: string; error_description: string } {
    return { error: this.error, error_description: this.description }
  }
}
