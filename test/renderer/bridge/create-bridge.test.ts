import { describe, expect, it } from 'vitest'
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
