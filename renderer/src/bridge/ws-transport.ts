import {
  isBridgeResult,
  WS_CLOSE_BACKLOGGED,
  WS_CLOSE_NOT_THIS_START,
  WS_CLOSE_REASONS,
  WS_CLOSE_TOO_LARGE,
  WS_MAX_MESSAGE_BYTES,
  WS_PATH,
  type BridgeResult,
  type WsCall,
  type WsCancel,
} from '@contract'
import { useWords } from '../i18n'
import { abortedResult, type BridgeTransport, type ConnectionState } from './transport'

/**
 * The page's words for a close or a refusal, in the language spoken (English, as written here, until the
 * catalog's later words have loaded); a reason the host gave is its own.
 */
const megabytes = WS_MAX_MESSAGE_BYTES / (1024 * 1024)
const TOO_LARGE = 'That request was too large: Encore takes at most {megabytes} MB at once.'
const inWords = (key: string, english: string) =>
  useWords().t(`app.connection.${key}`, { megabytes }, english)

/** Words for a close the host explained by its code (its reason, when it gave one); null for a plain drop. */
function explainClose(code: number, reason: string): string | null {
  switch (code) {
    case WS_CLOSE_TOO_LARGE:
      return inWords('tooLargeReset', `${TOO_LARGE} Encore reset the connection.`)
    case WS_CLOSE_BACKLOGGED:
      return reason || inWords('backlogged', WS_CLOSE_REASONS.backlogged)
    case WS_CLOSE_NOT_THIS_START:
      return reason || inWords('notThisStart', WS_CLOSE_REASONS.notThisStart)
    default:
      return null
  }
}

/** A message's size on the wire (UTF-8), counted only when it could be near the bound. */
const tooLarge = (text: string) =>
  text.length * 3 > WS_MAX_MESSAGE_BYTES && new TextEncoder().encode(text).length > WS_MAX_MESSAGE_BYTES

export interface WsTransportOptions {
  url: string
  /** The subprotocols to offer, asked again at each connection (browser mode: the bridge's, and the page key). */
  protocols?: () => string[]
  /** Injected in tests; the browser's WebSocket otherwise. */
  WebSocketImpl?: typeof WebSocket
  callTimeoutMs?: number
  /** Reconnect delays grow from the first to the last value and stay there. */
  reconnectDelaysMs?: readonly number[]
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
}

interface Pending {
  resolve(result: BridgeResult<unknown>): void
  timer: unknown
  method: string
  text: string
  sent: boolean
}

export function defaultWsUrl(location: Location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}`
}

/** What the host sends: a call's result, or an event; anything else is dropped (null). */
export type ServerMessage =
  | { type: 'result'; id: number; result: BridgeResult<unknown> }
  | { type: 'event'; event: string; payload: unknown }

/** Checked by hand: the page carries no schema library for the two shapes it reads. */
export function readServerMessage(raw: unknown): ServerMessage | null {
  let data: unknown
  try {
    data = JSON.parse(String(raw))
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null) return null
  const message = data as Record<string, unknown>
  const { type, id, result, event, payload } = message
  if (type === 'result' && typeof id === 'number' && isBridgeResult(result)) return { type, id, result }
  if (type === 'event' && typeof event === 'string') return { type, event, payload }
  return null
}

/** A call's failure for want of an answer: the connection closed (`problem`: why, in words, when known). */
const closedResult = (problem: string | null, method: string): BridgeResult<unknown> => ({
  ok: false,
  error: {
    code: 'TRANSPORT_CLOSED',
    message: problem
      ? `${problem} ${method} was not answered.`
      : `The connection to Encore dropped before ${method} was answered.`,
  },
})

const timeoutResult = (method: string, callTimeoutMs: number): BridgeResult<unknown> => ({
  ok: false,
  error: {
    code: 'TIMEOUT',
    message: `Encore did not answer ${method} within ${Math.round(callTimeoutMs / 1000)} s.`,
  },
})

/** The calls made and not yet answered, by id: each settles once, by its answer, its timer or its caller. */
function pendingCalls(
  callTimeoutMs: number,
  setTimer: (fn: () => void, ms: number) => unknown,
  clearTimer: (handle: unknown) => void,
) {
  const pending = new Map<number, Pending>()
  const settle = (id: number, result: BridgeResult<unknown>) => {
    const entry = pending.get(id)
    if (!entry) return
    pending.delete(id)
    clearTimer(entry.timer)
    entry.resolve(result)
  }
  return {
    settle,
    get: (id: number) => pending.get(id),
    /** Calls in the order they were made. */
    entries: () => [...pending],
    add(id: number, method: string, text: string, resolve: Pending['resolve']): Pending {
      const timer = setTimer(() => settle(id, timeoutResult(method, callTimeoutMs)), callTimeoutMs)
      const entry: Pending = { resolve, timer, method, text, sent: false }
      pending.set(id, entry)
      return entry
    },
  }
}

/**
 * The browser-mode bridge: one WebSocket with numbered calls, answered results and pushed events. Calls made
 * while (re)connecting wait for the socket; when it drops, calls in flight fail with TRANSPORT_CLOSED and the
 * transport reconnects with growing delays.
 */
export function createWsTransport(options: WsTransportOptions): BridgeTransport {
  const Impl = options.WebSocketImpl ?? WebSocket
  const callTimeoutMs = options.callTimeoutMs ?? 30_000
  const delays = options.reconnectDelaysMs ?? [250, 500, 1000, 2000, 5000]
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>))

  let socket: WebSocket | undefined
  let state: ConnectionState = 'connecting'
  let attempt = 0
  let nextId = 1
  const pending = pendingCalls(callTimeoutMs, setTimer, clearTimer)
  /** Why the host closed the last connection, in words; null when it just dropped (or is open). */
  let problem: string | null = null
  const eventListeners = new Map<string, Set<(payload: unknown) => void>>()
  const stateListeners = new Set<(state: ConnectionState, problem: string | null) => void>()

  let told: { state: ConnectionState; problem: string | null } = { state, problem }
  const setState = (next: ConnectionState) => {
    state = next
    if (told.state === state && told.problem === problem) return
    told = { state, problem }
    for (const listener of stateListeners) listener(state, problem)
  }

  const { settle } = pending

  const onMessage = (raw: unknown) => {
    const message = readServerMessage(raw)
    if (message?.type === 'result') settle(message.id, message.result)
    else if (message?.type === 'event')
      for (const listener of eventListeners.get(message.event) ?? []) listener(message.payload)
  }

  const connect = () => {
    const ws = new Impl(options.url, options.protocols?.())
    socket = ws
    ws.addEventListener('open', () => {
      attempt = 0
      problem = null
      // Calls that waited go first, in the order they were made (the first screen's own question among them),
      // before those that listeners of the connection make on hearing it is open.
      for (const [, entry] of pending.entries()) {
        if (entry.sent) continue
        entry.sent = true
        ws.send(entry.text)
      }
      setState('open')
    })
    ws.addEventListener('message', (event) => onMessage((event as MessageEvent).data))
    ws.addEventListener('close', (event) => {
      if (socket !== ws) return
      socket = undefined
      const { code, reason } = event as CloseEvent
      problem = explainClose(code ?? 0, reason ?? '')
      // Calls already sent may or may not have run: fail them. Calls not yet sent wait for the next socket.
      for (const [id, entry] of pending.entries())
        if (entry.sent) settle(id, closedResult(problem, entry.method))
      setState('reconnecting')
      const delay = delays[Math.min(attempt, delays.length - 1)] ?? 1000
      attempt += 1
      setTimer(connect, delay)
    })
  }

  connect()

  return {
    kind: 'websocket',
    call(method, input, options = {}) {
      const { signal } = options
      if (signal?.aborted) return Promise.resolve(abortedResult(method))
      const id = nextId++
      const message: WsCall =
        input === undefined ? { type: 'call', id, method } : { type: 'call', id, method, input }
      const text = JSON.stringify(message)
      // The host would close the socket on it (1009), dropping every other call with it: refused here.
      if (tooLarge(text))
        return Promise.resolve({
          ok: false,
          error: { code: 'INVALID_INPUT', message: inWords('tooLarge', TOO_LARGE) },
        })
      return new Promise((resolve) => {
        const onAbort = () => {
          const entry = pending.get(id)
          if (!entry) return
          // Core stops the call's work; the page does not wait for its ABORTED answer.
          const cancel: WsCancel = { type: 'cancel', id }
          if (entry.sent && socket && state === 'open') socket.send(JSON.stringify(cancel))
          settle(id, abortedResult(method))
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        const finish = (result: BridgeResult<unknown>) => {
          signal?.removeEventListener('abort', onAbort)
          resolve(result)
        }
        const entry = pending.add(id, method, text, finish)
        if (socket && state === 'open') {
          entry.sent = true
          socket.send(entry.text)
        }
      })
    },
    on(event, listener) {
      const set = eventListeners.get(event) ?? new Set()
      eventListeners.set(event, set)
      // Core checked the payload against this event's schema before sending it.
      const untyped = listener as (payload: unknown) => void
      set.add(untyped)
      return () => set.delete(untyped)
    },
    onConnectionChange(listener) {
      stateListeners.add(listener)
      listener(state, problem)
      return () => stateListeners.delete(listener)
    },
  }
}
