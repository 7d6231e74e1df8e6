import { describe, expect, it, vi } from 'vitest'
import type { BridgeResult, MethodName } from '../../../electron/contract'
import { BridgeCallError } from '../../../renderer/src/bridge/bridge-call-error'
import { createBridge } from '../../../renderer/src/bridge/create-bridge'
import { createIpcTransport } from '../../../renderer/src/bridge/ipc-transport'
import type { BridgeTransport } from '../../../renderer/src/bridge/transport'

function scriptedTransport(
  answers: Partial<Record<MethodName, BridgeResult<unknown>>>,
): BridgeTransport & { calls: unknown[][] } {
  const calls: unknown[][] = []
  return {
    kind: 'websocket',
    calls,
    call: async (method, input) => {
      calls.push([method, input])
      return answers[method] ?? { ok: false, error: { code: 'UNKNOWN_METHOD', message: 'none' } }
    },
    on: () => () => {},
    onConnectionChange: () => () => {},
  }
}

describe('createBridge', () => {
  it('resolves outputs and rejects failures as BridgeCallError with code and details', async () => {
    const transport = scriptedTransport({
      'app.info': { ok: true, value: { name: 'Encore', version: '1', mode: 'browser', service: 'demo' } },
      'app.ping': {
        ok: false,
        error: { code: 'INVALID_INPUT', message: 'Invalid input for app.ping.', details: { issues: [] } },
      },
    })
    const { api } = createBridge(transport)
    await expect(api.app.info()).resolves.toMatchObject({ version: '1' })
    const failure = await api.app.ping({ nonce: '' }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(BridgeCallError)
    expect(failure).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Invalid input for app.ping.',
      details: { issues: [] },
    })
    expect(transport.calls).toEqual([
      ['app.info', undefined],
      ['app.ping', { nonce: '' }],
    ])
  })
})

describe('the IPC transport (window.encore)', () => {
  it('calls the preload function for the method', async () => {
    const preload = {
      app: {
        info: async () => ({ ok: true, value: 'from preload' }),
        ping: async (input: unknown) => ({ ok: true, value: input }),
      },
      on: () => () => {},
    }
    const transport = createIpcTransport(preload as never)
    await expect(transport.call('app.ping', { nonce: 'z' })).resolves.toEqual({
      ok: true,
      value: { nonce: 'z' },
    })
    await expect(transport.call('app.info', undefined)).resolves.toEqual({ ok: true, value: 'from preload' })
  })

  it('turns a rejected invoke into TRANSPORT_CLOSED and a missing function into UNKNOWN_METHOD', async () => {
    const preload = {
      app: {
        info: async () => {
          throw new Error('Error invoking remote method')
        },
      },
      on: () => () => {},
    }
    const transport = createIpcTransport(preload as never)
    await expect(transport.call('app.info', undefined)).resolves.toMatchObject({
      ok: false,
      error: { code: 'TRANSPORT_CLOSED' },
    })
    await expect(transport.call('app.ping', { nonce: 'x' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_METHOD' },
    })
  })
})

describe('cancelling a call over IPC', () => {
  function slowPreload() {
    const invoked: unknown[][] = []
    const cancelled: number[] = []
    let answer!: (result: unknown) => void
    const preload = {
      search: {
        query: (input: unknown, options: unknown) => {
          invoked.push([input, options])
          return new Promise((resolve) => (answer = resolve))
        },
      },
      app: { info: async () => 'not an envelope' },
      on: () => () => {},
      cancel: (callId: number) => cancelled.push(callId),
    }
    return { preload, invoked, cancelled, answer: (result: unknown) => answer(result) }
  }

  it('numbers the call, cancels it by that number, answers ABORTED at once and ignores the late answer', async () => {
    const { preload, invoked, cancelled, answer } = slowPreload()
    const { api } = createBridge(createIpcTransport(preload as never))
    const controller = new AbortController()
    const call = api.search.query({ query: 'x', kinds: ['track'] }, { signal: controller.signal })
    await vi.waitFor(() => expect(invoked).toHaveLength(1))
    const callId = (invoked[0]![1] as { callId: number }).callId
    expect(callId).toBeGreaterThan(0)
    controller.abort()
    await expect(call).rejects.toMatchObject({ code: 'ABORTED' })
    expect(cancelled).toEqual([callId])
    answer({ ok: true, value: { tracks: { items: [] } } })
  })

  it('sends no call id when nothing can cancel it, and refuses an answer that is not an envelope', async () => {
    const { preload, invoked } = slowPreload()
    const transport = createIpcTransport(preload as never)
    void transport.call('search.query', { query: 'y', kinds: ['album'] })
    await vi.waitFor(() => expect(invoked).toHaveLength(1))
    expect(invoked[0]![1]).toBeUndefined()
    await expect(transport.call('app.info', undefined)).resolves.toMatchObject({
      ok: false,
      error: { code: 'INTERNAL' },
    })
    await expect(
      transport.call('app.info', undefined, { signal: AbortSignal.abort() }),
    ).resolves.toMatchObject({ ok: false, error: { code: 'ABORTED' } })
  })
})
