import type { Clock } from '../clock'
import { opaqueToken } from './secrets'

/** The body of a successful token response, exactly as the accounts service sends it. */
export interface TokenResponse {
  access_token: string
  token_type: 'Bearer'
  scope: string
  expires_in: number
  refresh_token: string
}

/** Who a valid access token speaks for. */
export interface TokenGrant {
  userId: string
  clientId: string
  scopes: ReadonlySet<string>
}

interface AccessRecord extends TokenGrant {
  expiresAt: number
  family: string
}

interface RefreshRecord {
  userId: string
  clientId: string
  scopes: string[]
  family: string
  /** When the user consented (the family began): rotation does not move it. */
  consentedAt: number
}

export type AccessCheck = { ok: true; grant: TokenGrant } | { ok: false; reason: 'invalid' | 'expired' }

export interface IssueRequest {
  userId: string
  clientId: string
  scopes: readonly string[]
  ttlSeconds?: number
  /** Tokens descending from one authorization share a family, so a replayed code can revoke them all. */
  family?: string
  /** When the user consented; now when absent (a new authorization). */
  consentedAt?: number
}

/** Access and refresh tokens. Refresh tokens rotate: each use returns a new one and invalidates the old. */
export class TokenStore {
  private readonly access = new Map<string, AccessRecord>()
  private readonly refresh = new Map<string, RefreshRecord>()
  private readonly everIssued: string[] = []

  constructor(
    private readonly clock: Clock,
    private readonly defaultTtlSeconds: number,
    /** How long refresh tokens live after consent (null: for ever); read at each refresh. */
    private readonly refreshLifetimeMs: () => number | null = () => null,
  ) {}

  issue(request: IssueRequest): TokenResponse {
    this.sweep()
    const ttlSeconds = request.ttlSeconds ?? this.defaultTtlSeconds
    const family = request.family ?? opaqueToken(9)
    const accessToken = opaqueToken()
    const refreshToken = opaqueToken()
    const scopes = [...new Set(request.scopes)]
    this.everIssued.push(accessToken, refreshToken)
    this.access.set(accessToken, {
      userId: request.userId,
      clientId: request.clientId,
      scopes: new Set(scopes),
      expiresAt: this.clock.now() + ttlSeconds * 1000,
      family,
    })
    this.refresh.set(refreshToken, {
      userId: request.userId,
      clientId: request.clientId,
      scopes,
      family,
      consentedAt: request.consentedAt ?? this.clock.now(),
    })
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      scope: scopes.join(' '),
      expires_in: ttlSeconds,
      refresh_token: refreshToken,
    }
  }

  /** Every access and refresh token issued so far, expired and revoked ones included, oldest first. */
  issued(): string[] {
    return [...this.everIssued]
  }

  check(accessToken: string): AccessCheck {
    const record = this.access.get(accessToken)
    if (!record) return { ok: false, reason: 'invalid' }
    if (this.clock.now() >= record.expiresAt) return { ok: false, reason: 'expired' }
    return { ok: true, grant: record }
  }

  /**
   * Exchanges a refresh token for a new pair; the old refresh token stops working at once. Past its lifetime
   * after consent (refreshing does not extend it) the token is `expired` and forgotten.
   */
  rotate(
    refreshToken: string,
    clientId: string,
  ): { ok: true; tokens: TokenResponse } | { ok: false; reason: 'invalid' | 'wrong-client' | 'expired' } {
    const record = this.refresh.get(refreshToken)
    if (!record) return { ok: false, reason: 'invalid' }
    if (record.clientId !== clientId) return { ok: false, reason: 'wrong-client' }
    const lifetimeMs = this.refreshLifetimeMs()
    if (lifetimeMs !== null && this.clock.now() >= record.consentedAt + lifetimeMs) {
      this.refresh.delete(refreshToken)
      return { ok: false, reason: 'expired' }
    }
    this.refresh.delete(refreshToken)
    return { ok: true, tokens: this.issue({ ...record }) }
  }

  revokeFamily(family: string): void {
    for (const [token, record] of this.access) if (record.family === family) this.access.delete(token)
    for (const [token, record] of this.refresh) if (record.family === family) this.refresh.delete(token)
  }

  revokeRefreshTokens(): void {
    this.refresh.clear()
  }

  revokeAccessTokens(): void {
    this.access.clear()
  }

  /** Drops access tokens expired for a day; they would answer "expired" forever otherwise. */
  private sweep(): void {
    const cutoff = this.clock.now() - 86_400_000
    for (const [token, record] of this.access) if (record.expiresAt < cutoff) this.access.delete(token)
  }
}
