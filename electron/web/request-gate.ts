import type { IncomingMessage } from 'node:http'
import { PAGE_KEY_FRAGMENT } from '../contract'
import type { AccessGuard } from './access-guard'

/** Where this start of the host listens: its origin, the Host header it expects and its cookie's name. */
export interface GateContext {
  guard: AccessGuard
  origin: string
  expectedHost: string
  cookieName: string
  /** Told once the launch token was exchanged. */
  onTokenUsed?: () => void
}

/** What the host does with a request before any route sees it. */
export type GateVerdict =
  | { kind: 'refuse'; reason: string }
  /** The launch token was exchanged: the session cookie is set and the page's address given, its key after `#`. */
  | { kind: 'launch'; location: string; setCookie: string }
  | { kind: 'pass' }

/** The cookies a request carries, by name (values that are not properly escaped are kept as sent). */
export function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=')
    if (equals < 0) continue
    const name = pair.slice(0, equals).trim()
    let value = pair.slice(equals + 1).trim()
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1)
    try {
      value = decodeURIComponent(value)
    } catch {
      // Kept as sent: it then matches no session.
    }
    if (name && !cookies.has(name)) cookies.set(name, value)
  }
  return cookies
}

/**
 * Every request, the bridge's upgrade included, passes here first. A different Host means DNS rebinding or a
 * confused proxy; a different Origin means another site's page. The launch token is exchanged (once) for a
 * session cookie; anything else needs that cookie, and an upgrade must say where it comes from.
 */
export function gateRequest(request: IncomingMessage, context: GateContext): GateVerdict {
  const { guard, origin } = context
  if (request.headers.host !== context.expectedHost) return { kind: 'refuse', reason: 'Unexpected host.' }
  const requestOrigin = request.headers.origin
  if (requestOrigin !== undefined && requestOrigin !== origin)
    return { kind: 'refuse', reason: 'Requests from other sites are refused.' }

  let url: URL
  try {
    url = new URL(request.url ?? '/', origin)
  } catch {
    return { kind: 'refuse', reason: 'This address is not one of Encore’s.' }
  }
  const token = url.searchParams.get('token')
  if (token !== null) {
    const session = guard.exchange(token)
    if (!session)
      return {
        kind: 'refuse',
        reason: 'This link has already been used or is not valid. Start Encore again for a new link.',
      }
    url.searchParams.delete('token')
    context.onTokenUsed?.()
    return {
      kind: 'launch',
      setCookie: `${context.cookieName}=${session}; Path=/; HttpOnly; SameSite=Strict`,
      // The page key rides in the fragment: the browser keeps it for the page and sends it to no server.
      location: `${url.pathname}${url.search}#${PAGE_KEY_FRAGMENT}${guard.pageKey}`,
    }
  }
  if (!guard.isSession(cookiesOf(request.headers.cookie).get(context.cookieName)))
    return { kind: 'refuse', reason: 'Open Encore with the link it printed when it started.' }
  if (request.headers.upgrade !== undefined && requestOrigin === undefined)
    return { kind: 'refuse', reason: 'WebSocket connections must say where they come from.' }
  return { kind: 'pass' }
}
