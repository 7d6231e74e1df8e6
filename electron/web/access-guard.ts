import { randomBytes, timingSafeEqual } from 'node:crypto'

export const SESSION_COOKIE = 'encore_session'

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Who may use the browser-mode host: whoever presents the one-time token from the printed URL exchanges it
 * for a session cookie; after that, only that cookie opens the door. The token works once.
 */
export class AccessGuard {
  private launchToken: string | undefined = randomBytes(32).toString('base64url')
  private readonly sessions = new Set<string>()

  get token(): string | undefined {
    return this.launchToken
  }

  /** Consumes the launch token; answers the new session id, or undefined when the token is wrong or spent. */
  exchange(token: string): string | undefined {
    if (!this.launchToken || !sameSecret(token, this.launchToken)) return undefined
    this.launchToken = undefined
    const session = randomBytes(32).toString('base64url')
    this.sessions.add(session)
    return session
  }

  isSession(value: string | undefined): boolean {
    if (!value) return false
    for (const session of this.sessions) if (sameSecret(value, session)) return true
    return false
  }
}
