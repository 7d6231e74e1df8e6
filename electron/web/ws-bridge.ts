import type { WebSocket } from 'ws'
import {
  WS_CLOSE_BACKLOGGED,
  WS_CLOSE_REASONS,
  WsClientMessageSchema,
  type BridgeError,
  type WsServerMessage,
} from '../contract'
import type { Encore } from '../core'

const MiB = 1024 * 1024

/** How much a page may leave unread before Encore stops queuing answers for it (bytes not yet sent). */
export interface WsBridgeLimits {
  /** Past this, the page's new calls are refused (BACKLOGGED) instead of run. */
  refuseCallsAt: number
  /** Past `refuseCallsAt`, a message that would take the backlog beyond this closes the socket instead. */
  closeAt: number
  /** A page that stays past `refuseCallsAt` this long is closed. */
  overForMs: number
  /** A closed page's close frame waits behind its backlog this long; then the socket is cut. */
  drainMs: number
}

export const defaultWsBridgeLimits: WsBridgeLimits = {
  refuseCallsAt: 8 * MiB,
  closeAt: 32 * MiB,
  overForMs: 10_000,
  drainMs: 5_000,
}

/**
 * The pages of one host taken together: a person (or a page gone wrong) may open many, so their unsent bytes
 * are bounded as a whole too, by the same marks (an audit's 12 non-reading pages of one session held 690 MiB
 * when only each page was bounded).
 */
interface BacklogMember {
  socket: WebSocket
  /** Cut: its backlog is gone with it (the socket still reports it until it has closed). */
  cut: boolean
}

export interface BacklogPool {
  readonly members: Set<BacklogMember>
}

export const createBacklogPool = (): BacklogPool => ({ members: new Set() })

/** What the pages hold unsent, those cut excepted. */
const pooledBytes = (pool: BacklogPool) => {
  let total = 0
  for (const member of pool.members) if (!member.cut) total += member.socket.bufferedAmount
  return total
}

/**
 * Makes room for `bytes` more: the pages holding the most are cut (their backlog is what fills memory; a close
 * frame would only wait behind it), until the pages together are within `closeAt`. A page that reads
 * everything is never cut. True when `socket` was.
 */
function makeRoom(pool: BacklogPool, socket: WebSocket, bytes: number, closeAt: number): boolean {
  let cutThis = false
  while (pooledBytes(pool) + bytes > closeAt) {
    let largest: BacklogMember | undefined
    for (const member of pool.members) {
      if (member.cut || member.socket.bufferedAmount === 0) continue
      if (!largest || member.socket.bufferedAmount > largest.socket.bufferedAmount) largest = member
    }
    if (!largest) break
    largest.cut = true
    largest.socket.terminate()
    cutThis ||= largest.socket === socket
  }
  return cutThis
}

/** Reads the numeric id of a message that failed validation, so its caller still gets an answer. */
function idOf(message: unknown): number | undefined {
  if (message && typeof message === 'object' && 'id' in message) {
    const id = (message as { id: unknown }).id
    if (typeof id === 'number' && Number.isInteger(id) && id >= 0) return id
  }
  return undefined
}

/**
 * The way out to one page, with backpressure: what the page has not read yet (the socket's unsent bytes) is
 * bounded. Past `refuseCallsAt` the page's calls are refused; a page that stays there, or whose backlog would
 * pass `closeAt`, is closed with a reason, and cut once `drainMs` has passed. Memory stays bounded whatever the
 * page does.
 */
function createOutbox(socket: WebSocket, limits: WsBridgeLimits, pool: BacklogPool) {
  let overTimer: ReturnType<typeof setTimeout> | undefined
  let drainTimer: ReturnType<typeof setTimeout> | undefined
  let closing = false
  // A page with answers unread while the pages together are past the mark counts as backlogged too.
  const backlogged = () =>
    socket.bufferedAmount > limits.refuseCallsAt ||
    (socket.bufferedAmount > 0 && pooledBytes(pool) > limits.refuseCallsAt)

  const close = () => {
    if (closing) return
    closing = true
    clearTimeout(overTimer)
    socket.close(WS_CLOSE_BACKLOGGED, WS_CLOSE_REASONS.backlogged)
    drainTimer = setTimeout(() => socket.terminate(), limits.drainMs)
  }
  /** Once past the bound, the page has `overForMs` to catch up. */
  const watch = () => {
    if (overTimer || closing || !backlogged()) return
    overTimer = setTimeout(() => {
      overTimer = undefined
      if (backlogged()) close()
    }, limits.overForMs)
  }
  const member: BacklogMember = { socket, cut: false }
  pool.members.add(member)
  socket.on('close', () => {
    pool.members.delete(member)
    clearTimeout(overTimer)
    clearTimeout(drainTimer)
  })

  return {
    backlogged,
    send(message: WsServerMessage): void {
      if (closing || socket.readyState !== socket.OPEN) return
      const text = JSON.stringify(message)
      const bytes = Buffer.byteLength(text)
      if (backlogged() && socket.bufferedAmount + bytes > limits.closeAt) return close()
      // The pages together: those holding the most are cut first (it may be this one).
      if (pooledBytes(pool) + bytes > limits.closeAt && makeRoom(pool, socket, bytes, limits.closeAt)) return
      socket.send(text)
      watch()
    },
  }
}

/**
 * Carries the contract over one WebSocket: `{type:'call', id, method, input}` and `{type:'cancel', id}` in,
 * `{type:'result', id, result}` and `{type:'event', event, payload}` out. A cancel aborts the call's work in
 * core (and the requests it made); its answer is then ABORTED. Nothing a page sends can stop the host: every
 * bad message is answered, and a page that stops reading is refused, then closed (see createOutbox).
 */
export function attachWsBridge(
  socket: WebSocket,
  encore: Pick<Encore, 'dispatch' | 'onEvent'>,
  limits: WsBridgeLimits = defaultWsBridgeLimits,
  /** The host's pages together; a page alone when absent. */
  pool: BacklogPool = createBacklogPool(),
): void {
  const outbox = createOutbox(socket, limits, pool)
  const send = (message: WsServerMessage) => outbox.send(message)
  const protocolError = (error: BridgeError) => send({ type: 'protocol-error', error })
  const inFlight = new Map<number, AbortController>()
  const unsubscribe = encore.onEvent((event, payload) => send({ type: 'event', event, payload }))
  socket.on('close', () => {
    unsubscribe()
    // Nobody is left to answer: stop the work of every call still running.
    for (const controller of inFlight.values()) controller.abort()
    inFlight.clear()
  })

  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      protocolError({
        code: 'INVALID_INPUT',
        message: 'Binary messages are not part of the bridge protocol.',
      })
      return
    }
    let message: unknown
    try {
      message = JSON.parse(String(data))
    } catch {
      protocolError({ code: 'INVALID_INPUT', message: 'The message is not valid JSON.' })
      return
    }
    const parsed = WsClientMessageSchema.safeParse(message)
    if (!parsed.success) {
      const error: BridgeError = {
        code: 'INVALID_INPUT',
        message:
          'The message is not part of the bridge protocol: expected {type:"call", id, method, input} or {type:"cancel", id}.',
      }
      const id = idOf(message)
      if (id === undefined) protocolError(error)
      else send({ type: 'result', id, result: { ok: false, error } })
      return
    }
    const { data: clientMessage } = parsed
    if (clientMessage.type === 'cancel') {
      inFlight.get(clientMessage.id)?.abort()
      return
    }
    const { id, method, input } = clientMessage
    if (outbox.backlogged()) {
      const error: BridgeError = {
        code: 'BACKLOGGED',
        message: `Encore did not run ${method}: this page has not yet read Encore's earlier answers. Try again in a moment.`,
      }
      send({ type: 'result', id, result: { ok: false, error } })
      return
    }
    const controller = new AbortController()
    inFlight.get(id)?.abort()
    inFlight.set(id, controller)
    void encore.dispatch(method, input, { signal: controller.signal }).then((result) => {
      if (inFlight.get(id) === controller) inFlight.delete(id)
      send({ type: 'result', id, result })
    })
  })
}
