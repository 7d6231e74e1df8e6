import { EncoreError } from '../../base/errors'

/** One access token with what it allows and until when. */
export interface TokenGrant {
  accessToken: string
  /** Epoch milliseconds. */
  expiresAt: number
  scopes: readonly string[]
}

/**
 * Where the client gets its access token. Implemented by the session (core/features/auth); the client's transport does
 * the single-flight refresh around it, so an implementation need not guard against concurrent calls.
 */
export interface TokenProvider {
  /** The current grant without refreshing; undefined when signed out. */
  current(): TokenGrant | undefined
  /**
   * Obtains a new grant (refresh_token grant). Rejects with SessionEndedError when the service refuses the
   * refresh token (invalid_grant).
   */
  refresh(): Promise<TokenGrant>
}

/** The service refused the refresh token: the session is over and the user must sign in again. */
export class SessionEndedError extends EncoreError {
  constructor(
    /** Why, in words the UI can show ("The session was revoked or expired; sign in again."). */
    readonly reason: string,
    /** `expired`: the token endpoint said the sign-in expired or was revoked (Spotify: six months after consent). */
    readonly kind: 'expired' | 'refused' = 'refused',
  ) {
    super('NOT_SIGNED_IN', `Signed out: ${reason}`, { reason, ...(kind === 'expired' ? { kind } : {}) })
  }
}
