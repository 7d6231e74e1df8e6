import { randomBytes, timingSafeEqual } from 'node:crypto'
import { WS_KEY_PROTOCOL_PREFIX } from '../contract'

/**
 * The session cookie's name carries the port: cookies are not port-scoped, so every instance on 127.0.0.1
 * sees the others' cookies, and with one name for all, the second instance opened in a browser replaced the
 * first one's cookie.
 */
export const sessionCookieName = (port: number): string => `encore_session_${port}`

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

const newSecret = () => randomBytes(32).toString('base64url')
/** Links handed out and not yet opened: bounded, so asking again and again holds nothing open. */
const MAX_UNUSED_TOKENS = 8

/** The page key offered in a `Sec-WebSocket-Protocol` header (`encore-bridge, encore-key.<key>`), if any. */
export function offeredPageKey(header: string | undefined): string | undefined {
  for (const protocol of (header ?? '').split(',')) {
    const trimmed = protocol.trim()
    if (trimmed.startsWith(WS_KEY_PROTOCOL_PREFIX)) return trimmed.slice(WS_KEY_PROTOCOL_PREFIX.length)
  }
  return undefined
}

/**
 * Who may use the browser-mode host: whoever presents the one-time token from the printed URL exchanges it
 * for a session cookie (the page's files) and this start's page key (the bridge). The token works once; the
 * key is made anew at every start. A cookie replayed from elsewhere (every server on 127.0.0.1 the browser
 * visits receives it) opens no bridge without the key, which only our origin's page holds.
 */
export class AccessGuard {
  /** Unused launch tokens: the first start's, and one per fresh link a second start asked for. */
  private readonly launchTokens: string[] = [newSecret()]
  private readonly sessions = new Set<string>()
  readonly pageKey = newSecret()

  /** The first launch token, while it is unused. */
  get token(): string | undefined {
    return this.launchTokens[0]
  }

  /** A new one-time launch token (a second start of the same folder asked for a link); the oldest goes past a few. */
  issueToken(): string {
    const token = newSecret()
    this.launchTokens.push(token)
    if (this.launchTokens.length > MAX_UNUSED_TOKENS) this.launchTokens.shift()
    return token
  }

  /** Consumes a launch token; answers the new session id, or undefined when the token is wrong or spent. */
  exchange(token: string): string | undefined {
    const index = this.launchTokens.findIndex((launch) => sameSecret(token, launch))
    if (index < 0) return undefined
    this.launchTokens.splice(index, 1)
    const session = newSecret()
    this.sessions.add(session)
    return session
  }

  isSession(value: string | undefined): boolean {
    if (!value) return false
    for (const session of this.sessions) if (sameSecret(value, session)) return true
    return false
  }

  isPageKey(value: string | undefined): boolean {
    return value !== undefined && sameSecret(value, this.pageKey)
  }
}
