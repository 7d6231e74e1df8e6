import type { WebSocket } from 'ws'
import { WsClientMessageSchema, type BridgeError, type WsServerMessage } from '../contract'
import type { Encore } from '../core/app'

function send(socket: WebSocket, message: WsServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
}

function protocolError(socket: WebSocket, error: BridgeError): void {
  send(socket, { type: 'protocol-error', error })
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
 * Carries the contract over one WebSocket: `{type:'call', id, method, input}` and `{type:'cancel', id}` in,
 * `{type:'result', id, result}` and `{type:'event', event, payload}` out. A cancel aborts the call's work in
 * core (and the requests it made); its answer is then ABORTED. Nothing a page sends can stop the host: every
 * bad message is answered.
 */
export function attachWsBridge(socket: WebSocket, encore: Pick<Encore, 'dispatch' | 'onEvent'>): void {
  const inFlight = new Map<number, AbortController>()
  const unsubscribe = encore.onEvent((event, payload) => send(socket, { type: 'event', event, payload }))
  socket.on('close', () => {
    unsubscribe()
    // Nobody is left to answer: stop the work of every call still running.
    for (const controller of inFlight.values()) controller.abort()
    inFlight.clear()
  })

  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      protocolError(socket, {
        code: 'INVALID_INPUT',
        message: 'Binary messages are not part of the bridge protocol.',
      })
      return
    }
    let message: unknown
    try {
      message = JSON.parse(String(data))
    } catch {
      protocolError(socket, { code: 'INVALID_INPUT', message: 'The message is not valid JSON.' })
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
      if (id === undefined) protocolError(socket, error)
      else send(socket, { type: 'result', id, result: { ok: false, error } })
      return
    }
    const { data: clientMessage } = parsed
    if (clientMessage.type === 'cancel') {
      inFlight.get(clientMessage.id)?.abort()
      return
    }
    const { id, method, input } = clientMessage
    const controller = new AbortController()
    inFlight.get(id)?.abort()
    inFlight.set(id, controller)
    void encore.dispatch(method, input, { signal: controller.signal }).then((result) => {
      if (inFlight.get(id) === controller) inFlight.delete(id)
      send(socket, { type: 'result', id, result })
    })
  })
}
