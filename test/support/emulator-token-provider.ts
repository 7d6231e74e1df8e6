import {
  SessionEndedError,
  type TokenGrant,
  type TokenProvider,
} from '../../electron/core/service/api/token-provider'

/** The token endpoint's answer (`POST /api/token` and the emulator's `issueToken`). */
export interface TokenResponse {
  access_token: string
  token_type: string
  scope: string
  expires_in: number
  refresh_token?: string
}

export interface EmulatorTokenProviderOptions {
  accountsUrl: string
  clientId: string
  /** The first grant, e.g. from the emulator's `issueToken`. */
  initial: TokenResponse
  /** The provider's clock for `expiresAt`; real time by default. */
  now?: () => number
}

/**
 * A TokenProvider for tests that really refreshes against the emulator's accounts service
 * (`POST {accountsUrl}/api/token`, form-encoded `grant_type=refresh_token`), standing in for core/features/auth's
 * session. It counts refreshes so tests can prove single-flight behaviour, and can pretend the grant expired.
 */
export class EmulatorTokenProvider implements TokenProvider {
  refreshCount = 0
  private grant: TokenGrant | undefined
  private refreshToken: string | undefined
  private readonly now: () => number

  constructor(private readonly options: EmulatorTokenProviderOptions) {
    this.now = options.now ?? (() => Date.now())
    this.accept(options.initial)
  }

  current(): TokenGrant | undefined {
    return this.grant
  }

  async refresh(): Promise<TokenGrant> {
    this.refreshCount++
    if (!this.refreshToken) throw new SessionEndedError('there is no refresh token')
    const response = await fetch(`${this.options.accountsUrl}/api/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: this.refreshToken,
        client_id: this.options.clientId,
      }).toString(),
    })
    const body = (await response.json()) as Partial<TokenResponse> & {
      error?: string
      error_description?: string
    }
    if (!response.ok) {
      if (body.error === 'invalid_grant') {
        this.grant = undefined
        this.refreshToken = undefined
        throw new SessionEndedError(
          'the service refused the refresh token (revoked or expired); sign in again.',
        )
      }
      throw new Error(`token refresh failed with ${response.status} ${body.error ?? ''}`)
    }
    return this.accept(body as TokenResponse)
  }

  /** Makes the client see the grant as expired (the service may still accept the token). */
  markExpired(): void {
    if (this.grant) this.grant = { ...this.grant, expiresAt: this.now() - 1 }
  }

  /** Replaces the refresh token, e.g. with one the service will refuse. */
  useRefreshToken(token: string): void {
    this.refreshToken = token
  }

  private accept(response: TokenResponse): TokenGrant {
    this.grant = {
      accessToken: response.access_token,
      expiresAt: this.now() + response.expires_in * 1000,
      scopes: response.scope.split(' ').filter(Boolean),
    }
    // Rotation: keep the old refresh token only when none came back.
    this.refreshToken = response.refresh_token ?? this.refreshToken
    return this.grant
  }
}
