import type { WebSocket } from 'ws'
import { WsCallSchema, type BridgeError, type WsServerMessage } from '../contract'
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
 * Carries the contract over one WebSocket: `{type:'call', id, method, input}` in, `{type:'result', id, result}`
 * and `{type:'event', event, payload}` out. Nothing a page sends can stop the host: every bad message is answered.
 */
export function attachWsBridge(socket: WebSocket, encore: Pick<Encore, 'dispatch' | 'onEvent'>): void {
  const unsubscribe = encore.onEvent((event, payload) => send(socket, { type: 'event', event, payload }))
  socket.on('close', unsubscribe)

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
    const call = WsCallSchema.safeParse(message)
    if (!call.success) {
      const error: BridgeError = {
        code: 'INVALID_INPUT',
        message: 'The message is not a bridge call: expected {type:"call", id, method, input}.',
      }
      const id = idOf(message)
      if (id === undefined) protocolError(socket, error)
      else send(socket, { type: 'result', id, result: { ok: false, error } })
      return
    }
    void encore
      .dispatch(call.data.method, call.data.input)
      .then((result) => send(socket, { type: 'result', id: call.data.id, result }))
  })
}
