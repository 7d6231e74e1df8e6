import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { timingSafeEqual } from 'node:crypto'
import { CALLBACK_PATH, LOOPBACK_HOST, type ShownLanguage, type SignOutReasonCode } from '../../../contract'
import { EncoreError } from '../../base/errors'
import { systemClock, type Clock } from '../../base/ports'
import { wordsIn, type Say } from '../../base/words'
import { callbackPage, type PageTone } from './callback-page'
import { signInWords, type SignInWords } from './sign-in-words'

export const DEFAULT_SIGN_IN_TIMEOUT_MS = 5 * 60 * 1000

export type CallbackFailure = Extract<
  SignOutReasonCode,
  'access-denied' | 'state-mismatch' | 'missing-code' | 'authorize-error' | 'timed-out' | 'cancelled'
>

/** How one sign-in wait ended: a code to exchange, or why there is none. */
export type CallbackOutcome =
  { ok: true; code: string } | { ok: false; reason: CallbackFailure; message: string }

export interface LoopbackReceiverOptions {
  /** The `state` sent with the authorize request; only an answer carrying it is accepted. */
  state: string
  /** A fixed port (the registered redirect URI has one), or null/undefined for a free one. */
  port?: number | null
  timeoutMs?: number
  clock?: Clock
  /** The language its page and reasons speak, asked as each is said (Settings', else the system's); absent: English. */
  language?: () => ShownLanguage
}

export interface LoopbackReceiver {
  readonly redirectUri: string
  readonly port: number
  /** Settles once: the accepted answer, a refusal, the timeout or a cancel. */
  readonly outcome: Promise<CallbackOutcome>
  /** Resolves when the port is released. */
  readonly closed: Promise<void>
  /** Ends the wait (outcome `cancelled`) and closes the port; does nothing once settled. */
  cancel(): void
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

const pageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  Connection: 'close',
}

export function describeSpan(ms: number, language: ShownLanguage = 'en'): string {
  const say = wordsIn(signInWords, language)
  if (ms >= 60_000) return say('answer.minutes', { count: Math.round(ms / 60_000) })
  return say('answer.seconds', { count: Math.max(1, Math.round(ms / 1000)) })
}

/** Only short, plain error codes from the service are repeated to the user. */
function safeErrorCode(value: string): string {
  return /^[a-z0-9_.-]{1,64}$/i.test(value) ? value : 'unknown_error'
}

/** What the receiver answers one request with: the page shown, and what it means for the sign-in. */
interface CallbackAnswer {
  status: number
  tone: PageTone
  title: string
  message: string
  outcome: CallbackOutcome | null
}

/**
 * An answer to this sign-in that signs nobody in: the page says why (`pageMessage`: with, where nothing more
 * will come to the tab, that it can be closed); the sign-in ends with `message`.
 */
const refused = (
  status: number,
  title: string,
  reason: CallbackFailure,
  message: string,
  pageMessage = message,
): CallbackAnswer => ({
  status,
  tone: 'problem',
  title,
  message: pageMessage,
  outcome: { ok: false, reason, message },
})

/**
 * Decides what one request to the receiver means. Pure, so every rule is testable without a socket:
 * `null` outcome = not an answer to this sign-in (the wait goes on).
 */
export function judgeCallback(
  method: string,
  rawUrl: string,
  expectedState: string,
  language: ShownLanguage = 'en',
): CallbackAnswer {
  const say = wordsIn(signInWords, language)
  // The request target as sent, not as a URL parser would resolve it: `//host/callback`, `/x/../callback` or an
  // absolute `http://…/callback` are not the callback, and a fragment has no business in a request.
  const queryAt = rawUrl.indexOf('?')
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt)
  if (path !== CALLBACK_PATH || rawUrl.includes('#')) {
    return {
      status: 404,
      tone: 'problem',
      title: say('page.notPart'),
      message: say('page.elsewhere'),
      outcome: null,
    }
  }
  if (method !== 'GET') {
    return {
      status: 405,
      tone: 'problem',
      title: say('page.notPart'),
      message: say('page.method'),
      outcome: null,
    }
  }
  const params = new URLSearchParams(queryAt === -1 ? '' : rawUrl.slice(queryAt + 1))
  const state = params.get('state')
  if (state === null || !sameText(state, expectedState)) {
    const message = say(state === null ? 'answer.noState' : 'answer.otherState')
    return refused(400, say('page.refused'), 'state-mismatch', message)
  }
  const error = params.get('error')
  if (error !== null) {
    if (error === 'access_denied') {
      const message = say('answer.declined')
      return refused(200, say('page.declined'), 'access-denied', message, say('page.closeTab', { message }))
    }
    const message = say('answer.error', { error: safeErrorCode(error) })
    return refused(200, say('page.failed'), 'authorize-error', message, say('page.closeTab', { message }))
  }
  const code = params.get('code')
  if (!code) {
    const message = say('answer.noCode')
    return refused(400, say('page.failed'), 'missing-code', message)
  }
  return {
    status: 200,
    tone: 'success',
    title: say('page.back'),
    message: say('page.finishing'),
    outcome: { ok: true, code },
  }
}

/**
 * RFC 8252 loopback redirect: an HTTP server on 127.0.0.1 that waits for exactly one answer to this sign-in,
 * answers a small page, and closes its port. A timeout or a cancel also close it.
 */
export async function startLoopbackReceiver(options: LoopbackReceiverOptions): Promise<LoopbackReceiver> {
  const clock = options.clock ?? systemClock
  const timeoutMs = options.timeoutMs ?? DEFAULT_SIGN_IN_TIMEOUT_MS
  const language = (): ShownLanguage => options.language?.() ?? 'en'
  const say: Say<SignInWords> = (key, values) => wordsIn(signInWords, language())(key, values)
  let settled = false
  let settle!: (outcome: CallbackOutcome) => void
  const outcome = new Promise<CallbackOutcome>((resolve) => (settle = resolve))

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (settled) {
      response.writeHead(409, pageHeaders)
      response.end(callbackPage('problem', say('page.finished'), say('page.finishedMessage'), language()))
      return
    }
    let verdict: ReturnType<typeof judgeCallback>
    try {
      verdict = judgeCallback(request.method ?? 'GET', request.url ?? '/', options.state, language())
    } catch {
      verdict = {
        status: 400,
        tone: 'problem',
        title: say('page.notPart'),
        message: say('page.unreadable'),
        outcome: null,
      }
    }
    response.writeHead(verdict.status, pageHeaders)
    if (verdict.outcome) {
      const decided = verdict.outcome
      response.end(callbackPage(verdict.tone, verdict.title, verdict.message, language()), () =>
        finish(decided),
      )
      // Nothing is accepted after the first verdict, even before the page has been written.
      settled = true
    } else {
      response.end(callbackPage(verdict.tone, verdict.title, verdict.message, language()))
    }
  })
  server.keepAliveTimeout = 1

  const closed = new Promise<void>((resolve) => server.once('close', () => resolve()))
  const timeout: { handle?: unknown } = {}

  const finish = (result: CallbackOutcome) => {
    settled = true
    clock.clearTimeout(timeout.handle)
    server.close()
    server.closeAllConnections()
    settle(result)
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ host: LOOPBACK_HOST, port: options.port ?? 0, exclusive: true }, () => {
      server.off('error', reject)
      resolve()
    })
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      throw new EncoreError('UNAVAILABLE', say('refusal.portInUse', { port: String(options.port) }), {
        port: options.port,
      })
    }
    throw new EncoreError('INTERNAL', say('refusal.cannotListen', { reason: error.message }))
  })

  const port = (server.address() as AddressInfo).port
  timeout.handle = clock.setTimeout(() => {
    if (settled) return
    finish({
      ok: false,
      reason: 'timed-out',
      message: say('answer.timedOut', { span: describeSpan(timeoutMs, language()) }),
    })
  }, timeoutMs)

  return {
    redirectUri: `http://${LOOPBACK_HOST}:${port}${CALLBACK_PATH}`,
    port,
    outcome,
    closed,
    cancel() {
      if (settled) return
      finish({ ok: false, reason: 'cancelled', message: say('reason.cancelled') })
    },
  }
}
