import type { AddressInfo } from 'node:net'
import fastifyCookie from '@fastify/cookie'
import fastifyWebsocket from '@fastify/websocket'
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import {
  PAGE_KEY_FRAGMENT,
  WS_CLOSE_NOT_THIS_START,
  WS_CLOSE_REASONS,
  WS_MAX_MESSAGE_BYTES,
  WS_PATH,
  WS_PROTOCOL,
} from '../contract'
import { type Encore, securityHeaders } from '../core'
import { AccessGuard, offeredPageKey, sessionCookieName } from './access-guard'
import { servePageFiles } from './page-files'
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

const forbiddenPage = (reason: string) =>
  `<!doctype html><meta charset="utf-8"><title>Encore</title><h1>Encore: access refused</h1><p>${reason}</p>`

/**
 * No route here declares a schema (the bridge validates its payloads with the contract): fastify is told so up
 * front, and does not load and build ajv and fast-json-stringify in the app's process (memory it would hold all
 * day). A route that declared one would fail at start, loudly.
 */
const refuseSchemas = () => () => {
  throw new Error('Browser mode declares no route schemas: the bridge validates its payloads itself.')
}
const noRouteSchemas = { compilersFactory: { buildValidator: refuseSchemas, buildSerializer: refuseSchemas } }

/**
 * Browser mode: serves the built renderer and the WebSocket bridge on 127.0.0.1 only. Every request must come
 * from our own origin, to our own host name, and carry the launch token or this instance's session cookie; the
 * bridge also wants this start's page key (see AccessGuard).
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const guard = new AccessGuard()
  const server = Fastify({ logger: false, forceCloseConnections: true, schemaController: noRouteSchemas })
  let origin = ''
  let expectedHost = ''
  let cookieName = ''
  const routes: string[] = []
  server.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`)
  })

  const refuse = (reply: FastifyReply, reason: string) =>
    reply.code(403).type('text/html; charset=utf-8').headers(securityHeaders).send(forbiddenPage(reason))

  await server.register(fastifyCookie)
  await server.register(fastifyWebsocket, {
    options: {
      maxPayload: WS_MAX_MESSAGE_BYTES,
      // Answers the bridge's own subprotocol; the key offered beside it is checked once the socket is open.
      handleProtocols: (offered) => (offered.has(WS_PROTOCOL) ? WS_PROTOCOL : false),
    },
  })

  server.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // A different Host means DNS rebinding or a confused proxy; a different Origin means another site's page.
    if (request.headers.host !== expectedHost) return refuse(reply, 'Unexpected host.')
    const requestOrigin = request.headers.origin
    if (requestOrigin !== undefined && requestOrigin !== origin)
      return refuse(reply, 'Requests from other sites are refused.')

    const url = new URL(request.url, origin)
    const token = url.searchParams.get('token')
    if (token !== null) {
      const session = guard.exchange(token)
      if (!session)
        return refuse(
          reply,
          'This link has already been used or is not valid. Start Encore again for a new link.',
        )
      url.searchParams.delete('token')
      options.onTokenUsed?.()
      reply.setCookie(cookieName, session, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        secure: false,
      })
      // The page key rides in the fragment: the browser keeps it for the page and sends it to no server.
      return reply
        .code(303)
        .headers(securityHeaders)
        .redirect(`${url.pathname}${url.search}#${PAGE_KEY_FRAGMENT}${guard.pageKey}`)
    }
    if (!guard.isSession(request.cookies[cookieName])) {
      return refuse(reply, 'Open Encore with the link it printed when it started.')
    }
    if (request.headers.upgrade !== undefined && requestOrigin === undefined) {
      return refuse(reply, 'WebSocket connections must say where they come from.')
    }
  })

  // Once the page's HTML has gone (reading ahead takes core's thread a moment; the page's code then loads from
  // the browser's cache, with nothing asked of this server until the page connects).
  server.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0]
    if (request.method === 'GET' && (path === '/' || path === '/index.html') && reply.statusCode === 200) {
      options.onPageRequested?.()
    }
  })

  server.addHook('onSend', async (request, reply, payload) => {
    reply.headers(securityHeaders)
    if (request.url === '/' || request.url.endsWith('.html')) reply.header('Cache-Control', 'no-store')
    // The build names these by their content: a page opened again (a released window) need not ask for them.
    else if (request.url.startsWith('/assets/') && reply.statusCode === 200)
      reply.header('Cache-Control', 'public, max-age=31536000, immutable')
    return payload
  })

  // Every page of this start together: their unread answers are bounded as a whole, not only each page's.
  const pages = createBacklogPool()
  server.get(WS_PATH, { websocket: true }, (socket, request) => {
    // The cookie was checked before the upgrade; without this start's key, the page is told why and let go.
    if (!guard.isPageKey(offeredPageKey(request.headers['sec-websocket-protocol']))) {
      socket.close(WS_CLOSE_NOT_THIS_START, WS_CLOSE_REASONS.notThisStart)
      return
    }
    attachWsBridge(socket, options.encore, defaultWsBridgeLimits, pages)
  })
  servePageFiles(server, options.rendererDir)

  await server.listen({ host: '127.0.0.1', port: options.port })
  const port = (server.server.address() as AddressInfo).port
  origin = `http://127.0.0.1:${port}`
  expectedHost = `127.0.0.1:${port}`
  cookieName = sessionCookieName(port)

  return {
    launchUrl: `${origin}/?token=${guard.token ?? ''}`,
    newLaunchUrl: () => `${origin}/?token=${guard.issueToken()}`,
    origin,
    port,
    routes,
    close: async () => {
      for (const client of server.websocketServer?.clients ?? []) client.terminate()
      await server.close()
    },
  }
}
