import WebSocket from 'ws'
import { bridgeProtocols, PAGE_KEY_FRAGMENT, WS_PATH } from '../../electron/contract'
import { rawRequest } from './http'

/** What a browser holds once it opened the launch link: this instance's cookie and this start's page key. */
export interface BrowserSession {
  origin: string
  /** `encore_session_<port>=…`, as a Cookie header. */
  cookie: string
  /** This start's page key; empty when the redirect carried none. */
  pageKey: string
}

/** Opens the launch link as a browser would: keeps the cookie it sets and the key in its redirect's fragment. */
export async function openLaunchUrl(launchUrl: string): Promise<BrowserSession> {
  const response = await rawRequest(launchUrl)
  if (response.status !== 303) throw new Error(`the launch link answered ${response.status}`)
  const setCookie = [response.headers['set-cookie'] ?? []].flat()[0] ?? ''
  const location = String(response.headers['location'] ?? '')
  const fragment = location.includes('#') ? location.slice(location.indexOf('#') + 1) : ''
  return {
    origin: new URL(launchUrl).origin,
    cookie: setCookie.split(';')[0] ?? '',
    // Empty when the redirect carries none (the tests of the key say so themselves).
    pageKey: fragment.startsWith(PAGE_KEY_FRAGMENT) ? fragment.slice(PAGE_KEY_FRAGMENT.length) : '',
  }
}

/** A bridge socket as the page opens it: its origin, the cookie and the page key (each replaceable). */
export function openBridgeSocket(
  session: BrowserSession,
  overrides: { headers?: Record<string, string>; pageKey?: string | null } = {},
): WebSocket {
  const pageKey = overrides.pageKey === undefined ? session.pageKey : overrides.pageKey
  return new WebSocket(`${session.origin.replace('http', 'ws')}${WS_PATH}`, bridgeProtocols(pageKey), {
    headers: { origin: session.origin, cookie: session.cookie, ...overrides.headers },
  })
}
