import { describe, expect, it } from 'vitest'
import { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL, methodNames } from '../../electron/contract'
import { buildPreloadApi, type IpcRendererLike } from '../../electron/preload/preload-api'

function fakeIpc() {
  const invocations: unknown[][] = []
  const channels = new Map<string, ((event: unknown, ...args: unknown[]) => void)[]>()
  const ipc: IpcRendererLike = {
    invoke: (channel, ...args) => {
      invocations.push([channel, ...args])
      return Promise.resolve({ ok: true, value: 'answer' })
    },
    on: (channel, listener) => {
      channels.set(channel, [...(channels.get(channel) ?? []), listener])
    },
  }
  const deliver = (...args: unknown[]) => {
    for (const listener of channels.get(IPC_EVENT_CHANNEL) ?? [])
      listener({ sender: 'ipc-event-object' }, ...args)
  }
  return { ipc, invocations, channels, deliver }
}

describe('buildPreloadApi (window.encore)', () => {
  it('offers one function per contract method, invoking the one bridge channel', async () => {
    const { ipc, invocations } = fakeIpc()
    const api = buildPreloadApi(ipc) as unknown as Record<
      string,
      Record<string, (input?: unknown) => Promise<unknown>>
    >
    for (const name of methodNames) {
      const [area, verb] = name.split('.') as [string, string]
      expect(typeof api[area]?.[verb]).toBe('function')
    }
    await expect(api['app']!['ping']!({ nonce: 'n' })).resolves.toEqual({ ok: true, value: 'answer' })
    expect(invocations).toEqual([[IPC_INVOKE_CHANNEL, 'app.ping', { nonce: 'n' }]])
  })

  it('exposes no ipcRenderer and is frozen', () => {
    const api = buildPreloadApi(fakeIpc().ipc)
    expect(Object.isFrozen(api)).toBe(true)
    expect(Object.keys(api).sort()).toEqual(
      [...new Set(methodNames.map((n) => n.split('.')[0]))].concat('on').sort(),
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
