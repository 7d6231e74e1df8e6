import type { Clock } from '../clock'
import { opaqueToken } from './secrets'

export interface CodeGrant {
  clientId: string
  userId: string
  redirectUri: string
  codeChallenge: string
  scopes: string[]
}

interface StoredCode extends CodeGrant {
  expiresAt: number
  /** Set when the code was exchanged: a second exchange is refused and revokes what the first one issued. */
  redeemedFamily?: string
}

export type Redemption =
  | { ok: true; grant: CodeGrant; markRedeemed(family: string): void }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused'; revokeFamily?: string }

/** Single-use, short-lived authorization codes. */
export class AuthorizationCodes {
  private readonly codes = new Map<string, StoredCode>()

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  issue(grant: CodeGrant): string {
    this.sweep()
    const code = opaqueToken(24)
    this.codes.set(code, { ...grant, scopes: [...grant.scopes], expiresAt: this.clock.now() + this.ttlMs })
    return code
  }

  redeem(code: string): Redemption {
    const stored = this.codes.get(code)
    if (!stored) return { ok: false, reason: 'unknown' }
    if (stored.redeemedFamily !== undefined) {
      return { ok: false, reason: 'reused', revokeFamily: stored.redeemedFamily }
    }
    if (this.clock.now() >= stored.expiresAt) {
      this.codes.delete(code)
      return { ok: false, reason: 'expired' }
    }
    return {
      ok: true,
      grant: stored,
      markRedeemed: (family) => {
        stored.redeemedFamily = family
      },
    }
  }

  /** Forgets codes long past their lifetime (redeemed ones are kept a while to detect reuse). */
  private sweep(): void {
    const cutoff = this.clock.now() - this.ttlMs
    for (const [code, stored] of this.codes) if (stored.expiresAt < cutoff) this.codes.delete(code)
  }
}
