import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ServiceContext } from '../service-context'
import { isKnownScope } from '../scopes'
import { ApprovalMemory } from './consent'
import { PAGE_HEADERS, consentPage, errorPage } from './consent-page'
import { isWellFormedChallenge } from './pkce'
import { checkRedirectUri } from './redirect-uri'
import { opaqueToken } from './secrets'

interface AuthorizeRequest {
  clientId: string
  redirectUri: URL
  state: string | undefined
  codeChallenge: string
  scopes: string[]
}

const PENDING_TTL_MS = 15 * 60_000

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/**
 * GET /authorize validates the request like the real service: a bad client or redirect URI is shown as an
 * error page (never redirected to); other mistakes go back to the redirect URI as `error=…`. Then the consent
 * page, or an immediate answer under --auto-approve. POST /authorize receives the page's decision.
 */
export function registerAuthorizeRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const approvals = new ApprovalMemory()
  const pending = new Map<string, { request: AuthorizeRequest; expiresAt: number }>()

  const redirect = (
    reply: FastifyReply,
    status: 302 | 303,
    to: URL,
    params: Record<string, string | undefined>,
  ) => {
    for (const [key, value] of Object.entries(params))
      if (value !== undefined) to.searchParams.set(key, value)
    return reply.code(status).header('cache-control', 'no-store').redirect(to.toString(), status)
  }
  const approve = (reply: FastifyReply, status: 302 | 303, request: AuthorizeRequest) => {
    approvals.remember(request.clientId, request.scopes)
    const code = ctx.codes.issue({
      clientId: request.clientId,
      userId: ctx.catalog.demoUserId,
      redirectUri: request.redirectUri.toString(),
      codeChallenge: request.codeChallenge,
      scopes: request.scopes,
    })
    return redirect(reply, status, new URL(request.redirectUri), { code, state: request.state })
  }
  const deny = (reply: FastifyReply, status: 302 | 303, request: AuthorizeRequest) =>
    redirect(reply, status, new URL(request.redirectUri), { error: 'access_denied', state: request.state })
  const showError = (reply: FastifyReply, message: string) =>
    reply.code(400).headers(PAGE_HEADERS).send(errorPage(message))

  app.get('/authorize', async (request, reply) => {
    const query = request.query as Record<string, unknown>
    const clientId = text(query['client_id'])
    if (!clientId || !ctx.accounts.clientIds.has(clientId))
      return showError(reply, 'INVALID_CLIENT: Invalid client')
    const redirectCheck = checkRedirectUri(text(query['redirect_uri']))
    if (!redirectCheck.ok) return showError(reply, `INVALID_CLIENT: ${redirectCheck.reason}`)
    const back = (error: string, description: string) =>
      redirect(reply, 302, new URL(redirectCheck.uri), {
        error,
        error_description: description,
        state: text(query['state']),
      })

    if (text(query['response_type']) !== 'code') {
      return back('unsupported_response_type', 'response_type must be code')
    }
    if (text(query['code_challenge_method']) !== 'S256') {
      return back('invalid_request', 'code_challenge_method must be S256')
    }
    const codeChallenge = text(query['code_challenge'])
    if (!codeChallenge || !isWellFormedChallenge(codeChallenge)) {
      return back('invalid_request', 'code_challenge must be the base64url SHA-256 of the code verifier')
    }
    const scopes = [...new Set((text(query['scope']) ?? '').split(/[\s+]+/).filter((scope) => scope !== ''))]
    const unknown = scopes.filter((scope) => !isKnownScope(scope))
    if (unknown.length > 0) return back('invalid_scope', `Unknown scope: ${unknown.join(' ')}`)

    const authorize: AuthorizeRequest = {
      clientId,
      redirectUri: redirectCheck.uri,
      state: text(query['state']),
      codeChallenge,
      scopes,
    }
    const mode = ctx.accounts.consent
    if (mode === 'approve') return approve(reply, 302, authorize)
    if (mode === 'deny') return deny(reply, 302, authorize)
    if (text(query['show_dialog']) !== 'true' && approvals.covers(clientId, scopes)) {
      return approve(reply, 302, authorize)
    }

    const now = ctx.clock.now()
    for (const [id, entry] of pending) if (entry.expiresAt <= now) pending.delete(id)
    const requestId = opaqueToken(18)
    pending.set(requestId, { request: authorize, expiresAt: now + PENDING_TTL_MS })
    return reply
      .code(200)
      .headers(PAGE_HEADERS)
      .send(
        consentPage({
          requestId,
          clientId,
          userName: ctx.catalog.user(ctx.catalog.demoUserId)?.displayName ?? 'Demo Listener',
          scopes,
        }),
      )
  })

  app.post('/authorize', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>
    const requestId = text(body['request_id'])
    const entry = requestId === undefined ? undefined : pending.get(requestId)
    if (!requestId || !entry || entry.expiresAt <= ctx.clock.now()) {
      return showError(
        reply,
        'This sign-in request has expired or was already answered. Start again from the app.',
      )
    }
    pending.delete(requestId)
    const decision = text(body['decision'])
    if (decision === 'approve') return approve(reply, 303, entry.request)
    return deny(reply, 303, entry.request)
  })
}
