import { describe, expect, it } from 'vitest'
import {
  IPC_CANCEL_CHANNEL,
  IPC_EVENT_CHANNEL,
  IPC_INVOKE_CHANNEL,
  methodNames,
  nestedCaller,
} from '../../electron/contract'
import { buildPreloadApi, type IpcRendererLike } from '../../electron/preload/preload-api'

function fakeIpc() {
  const invocations: unknown[][] = []
  const sends: unknown[][] = []
  const channels = new Map<string, ((event: unknown, ...args: unknown[]) => void)[]>()
  const ipc: IpcRendererLike = {
    invoke: (channel, ...args) => {
      invocations.push([channel, ...args])
      return Promise.resolve({ ok: true, value: 'answer' })
    },
    send: (channel, ...args) => {
      sends.push([channel, ...args])
    },
    on: (channel, listener) => {
      channels.set(channel, [...(channels.get(channel) ?? []), listener])
    },
  }
  const deliver = (...args: unknown[]) => {
    for (const listener of channels.get(IPC_EVENT_CHANNEL) ?? [])
      listener({ sender: 'ipc-event-object' }, ...args)
  }
  return { ipc, invocations, sends, channels, deliver }
}

describe('buildPreloadApi (window.encore)', () => {
  it('offers one function per contract method, invoking the one bridge channel', async () => {
    const { ipc, invocations } = fakeIpc()
    const api = buildPreloadApi(ipc)
    for (const name of methodNames) expect(nestedCaller(api, name), name).toBeTypeOf('function')
    await expect(api.app.ping({ nonce: 'n' })).resolves.toEqual({ ok: true, value: 'answer' })
    expect(invocations).toEqual([[IPC_INVOKE_CHANNEL, 'app.ping', { nonce: 'n' }]])
  })

  it('numbers a cancellable call and cancels it by that number on the cancel channel', async () => {
    const { ipc, invocations, sends } = fakeIpc()
    const api = buildPreloadApi(ipc)
    await api.app.info(undefined, { callId: 7 })
    expect(invocations).toEqual([[IPC_INVOKE_CHANNEL, 'app.info', undefined, 7]])
    api.cancel(7)
    api.cancel(-1)
    api.cancel(1.5)
    api.cancel('7' as never)
    expect(sends).toEqual([[IPC_CANCEL_CHANNEL, 7]])
    await api.app.info(undefined, { callId: Number.NaN })
    expect(invocations.at(-1)).toEqual([IPC_INVOKE_CHANNEL, 'app.info', undefined])
  })

  it('exposes no ipcRenderer and is frozen', () => {
    const api = buildPreloadApi(fakeIpc().ipc)
    expect(Object.isFrozen(api)).toBe(true)
    expect(Object.keys(api).sort()).toEqual(
      [...new Set(methodNames.map((n) => n.split('.')[0]))].concat('on', 'cancel').sort(),
    )
    expect(JSON.stringify(Object.keys(api))).not.toContain('ipc')
  })

  it('delivers event payloads without the IpcRendererEvent and unsubscribes', () => {
    const { ipc, deliver, channels } = fakeIpc()
    const api = buildPreloadApi(ipc)
    const seen: unknown[][] = []
    const off = api.on('notice', (...args: unknown[]) => seen.push(args))
    api.on('notice', () => {})
    expect(channels.get(IPC_EVENT_CHANNEL)).toHaveLength(1)
    deliver('notice', { level: 'info', message: 'hi' })
    deliver('not-an-event', { level: 'info', message: 'ignored' })
    off()
    deliver('notice', { level: 'info', message: 'after' })
    expect(seen).toEqual([[{ level: 'info', message: 'hi' }]])
  })

  it('refuses unknown events and non-function listeners', () => {
    const api = buildPreloadApi(fakeIpc().ipc)
    expect(() => api.on('bogus' as never, () => {})).toThrow(/Unknown Encore event/)
    expect(() => api.on('notice', 'nope' as never)).toThrow(/must be a function/)
  })
})
