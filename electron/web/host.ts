import { createServer, type IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import {
  WS_CLOSE_NOT_THIS_START,
  WS_CLOSE_REASONS,
  WS_MAX_MESSAGE_BYTES,
  WS_PATH,
  WS_PROTOCOL,
} from '../contract'
import { type Encore, securityHeaders } from '../core'
import { AccessGuard, offeredPageKey, sessionCookieName } from './access-guard'
import { readPageFile } from './page-files'
import { gateRequest, type GateContext } from './request-gate'
import { attachWsBridge, createBacklogPool, defaultWsBridgeLimits } from './ws-bridge'

export interface WebHostOptions {
  encore: Pick<Encore, 'dispatch' | 'onEvent'>
  rendererDir: string
  /** 0 picks a free port. */
  port: number
  /** Told once the launch token was exchanged (`--open` removes its redirect file then). */
  onTokenUsed?: () => void
  /**
   * Told when a signed-in browser asks for the page itself (its HTML): browser mode's moment a window is made,
   * when core reads ahead the list the page was last on (a released window's reopening, in Electron).
   */
  onPageRequested?: () => void
}

export interface WebHost {
  /** The URL to open, carrying the one-time token. */
  launchUrl: string
  /** Another one-time URL to open (a second start of the same data folder hands its page over this way). */
  newLaunchUrl(): string
  origin: string
  port: number
  /** Every route it serves, as `METHOD /path` (`/*`: the page's files), for tests that try each one. */
  routes: readonly string[]
  close(): Promise<void>
}

/** The page's files (GET and HEAD) and the bridge (its GET upgraded; HEAD answers 404): nothing else. */
const ROUTES = ['GET /*', 'HEAD /*', `GET ${WS_PATH}`, `HEAD ${WS_PATH}`] as const

const forbiddenPage = (reason: string) =>
  `<!doctype html><meta charset="utf-8"><title>Encore</title><h1>Encore: access refused</h1><p>${reason}</p>`

const pathOf = (request: IncomingMessage) => (request.url ?? '/').split('?')[0]!

/**
 * One answer, with the page's security headers; the page itself is never kept by the browser, the files the
 * build names by their content always (a page opened again asks for none of them).
 */
function reply(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Readonly<Record<string, string>>,
  body: string | Buffer = '',
): void {
  const url = request.url ?? '/'
  const caching =
    url === '/' || url.endsWith('.html')
      ? { 'Cache-Control': 'no-store' }
      : url.startsWith('/assets/') && status === 200
        ? { 'Cache-Control': 'public, max-age=31536000, immutable' }
        : {}
  response.writeHead(status, {
    ...headers,
    ...securityHeaders,
    ...caching,
    'Content-Length': String(Buffer.byteLength(body)),
  })
  response.end(body)
}

const notFound = (request: IncomingMessage, response: ServerResponse) =>
  reply(request, response, 404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Not found.')

/**
 * The gate's verdict answered, or true when the request may go on to its route. The same for plain requests
 * and the bridge's upgrade (answered on its socket before it is let go).
 */
function answeredAtGate(request: IncomingMessage, response: ServerResponse, gate: GateContext): boolean {
  const verdict = gateRequest(request, gate)
  if (verdict.kind === 'pass') return false
  if (verdict.kind === 'refuse')
    reply(
      request,
      response,
      403,
      { 'Content-Type': 'text/html; charset=utf-8' },
      forbiddenPage(verdict.reason),
    )
  else reply(request, response, 303, { Location: verdict.location, 'Set-Cookie': verdict.setCookie })
  return true
}

/**
 * Browser mode: serves the built renderer and the WebSocket bridge on 127.0.0.1 only, on Node's own HTTP
 * server and `ws` (fastify and its plugins held ~4 MiB of the app's process all day for two routes). Every
 * request must come from our own origin, to our own host name, and carry the launch token or this instance's
 * session cookie; the bridge also wants this start's page key (see AccessGuard and request-gate).
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const guard = new AccessGuard()
  const gate: GateContext = { guard, origin: '', expectedHost: '', cookieName: '' }
  if (options.onTokenUsed) gate.onTokenUsed = options.onTokenUsed
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: WS_MAX_MESSAGE_BYTES,
    // Answers the bridge's own subprotocol; the key offered beside it is checked once the socket is open.
    handleProtocols: (offered) => (offered.has(WS_PROTOCOL) ? WS_PROTOCOL : false),
  })
  // Every page of this start together: their unread answers are bounded as a whole, not only each page's.
  const pages = createBacklogPool()

  const servePage = async (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET'
    if ((method !== 'GET' && method !== 'HEAD') || pathOf(request) === WS_PATH)
      return notFound(request, response)
    const file = await readPageFile(options.rendererDir, request.url ?? '/')
    if (!file) return notFound(request, response)
    reply(request, response, 200, { 'Content-Type': file.type }, file.body)
    const path = pathOf(request)
    // Once the page's HTML has gone (reading ahead takes core's thread a moment; the page's code then loads
    // from the browser's cache, with nothing asked of this server until the page connects).
    if (method === 'GET' && (path === '/' || path === '/index.html'))
      response.once('finish', () => options.onPageRequested?.())
  }

  const server = createServer((request, response) => {
    if (answeredAtGate(request, response, gate)) return
    servePage(request, response).catch(() => {
      if (!response.headersSent)
        reply(request, response, 500, { 'Content-Type': 'text/plain; charset=utf-8' })
      else response.destroy()
    })
  })

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node leaves an upgraded socket without an error listener: a page gone mid-handshake must not stop the host.
    const dropOnError = () => socket.destroy()
    socket.on('error', dropOnError)
    // Refusals are answered on the socket itself, as any HTTP answer (Node's HTTP server upgrades net sockets).
    const connection = socket as Socket
    const response = new ServerResponse(request)
    response.assignSocket(connection)
    response.once('finish', () => socket.destroy())
    if (answeredAtGate(request, response, gate)) return
    if (request.method !== 'GET' || pathOf(request) !== WS_PATH) return notFound(request, response)
    response.detachSocket(connection)
    socket.removeListener('error', dropOnError)
    sockets.handleUpgrade(request, socket, head, (socket) => {
      socket.on('error', () => socket.terminate())
      // The cookie was checked before the upgrade; without this start's key, the page is told why and let go.
      if (!guard.isPageKey(offeredPageKey(request.headers['sec-websocket-protocol']))) {
        socket.close(WS_CLOSE_NOT_THIS_START, WS_CLOSE_REASONS.notThisStart)
        return
      }
      attachWsBridge(socket, options.encore, defaultWsBridgeLimits, pages)
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  gate.origin = `http://127.0.0.1:${port}`
  gate.expectedHost = `127.0.0.1:${port}`
  gate.cookieName = sessionCookieName(port)
  const { origin } = gate

  return {
    launchUrl: `${origin}/?token=${guard.token ?? ''}`,
    newLaunchUrl: () => `${origin}/?token=${guard.issueToken()}`,
    origin,
    port,
    routes: ROUTES,
    close: async () => {
      for (const client of sockets.clients) client.terminate()
      sockets.close()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
    },
  }
}
