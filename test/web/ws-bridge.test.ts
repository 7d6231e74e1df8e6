import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import type { CallOptions } from '../../electron/contract'
import type { Dispatch } from '../../electron/core/base/bridge/dispatcher'
import { attachWsBridge } from '../../electron/web/ws-bridge'

/** Just enough of a ws WebSocket: messages in, JSON out. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1
  readyState = 1
  readonly sent: unknown[] = []
  send(text: string): void {
    this.sent.push(JSON.parse(text))
  }
  receive(message: unknown): void {
    this.emit('message', Buffer.from(JSON.stringify(message)), false)
  }
}

function setup() {
  const signals: AbortSignal[] = []
  const dispatch: Dispatch = (_method, _input, options?: CallOptions) => {
    const signal = options?.signal ?? new AbortController().signal
    signals.push(signal)
    return new Promise((resolve) =>
      signal.addEventListener('abort', () =>
        resolve({ ok: false, error: { code: 'ABORTED', message: 'cancelled' } }),
      ),
    )
  }
  const socket = new FakeSocket()
  attachWsBridge(socket as never, { dispatch, onEvent: () => () => {} })
  return { socket, signals }
}

describe('the WebSocket bridge: cancellation', () => {
  it('aborts the call a cancel message names, and answers it ABORTED', async () => {
    const { socket, signals } = setup()
    socket.receive({ type: 'call', id: 1, method: 'search.query', input: {} })
    socket.receive({ type: 'call', id: 2, method: 'search.query', input: {} })
    await vi.waitFor(() => expect(signals).toHaveLength(2))
    socket.receive({ type: 'cancel', id: 1 })
    socket.receive({ type: 'cancel', id: 99 })
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false])
    await vi.waitFor(() =>
      expect(socket.sent).toEqual([
        { type: 'result', id: 1, result: expect.objectContaining({ ok: false }) },
      ]),
    )
  })

  it('aborts every call still running when the socket closes', async () => {
    const { socket, signals } = setup()
    socket.receive({ type: 'call', id: 1, method: 'search.query', input: {} })
    await vi.waitFor(() => expect(signals).toHaveLength(1))
    socket.emit('close')
    expect(signals[0]!.aborted).toBe(true)
  })

  it('answers a malformed cancel with a typed error', async () => {
    const { socket } = setup()
    socket.receive({ type: 'cancel', id: 'x' })
    socket.receive({ type: 'cancel', id: 3, extra: true })
    expect(socket.sent).toEqual([
      { type: 'protocol-error', error: expect.objectContaining({ code: 'INVALID_INPUT' }) },
      {
        type: 'result',
        id: 3,
        result: { ok: false, error: expect.objectContaining({ code: 'INVALID_INPUT' }) },
      },
    ])
  })
})
