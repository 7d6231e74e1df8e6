import { describe, expect, it, vi } from 'vitest'
import { IPC_CANCEL_CHANNEL, IPC_INVOKE_CHANNEL, type CallOptions } from '../../electron/contract'
import type { Dispatch } from '../../electron/core/base/bridge/dispatcher'
import { registerIpcBridge } from '../../electron/main/ipc-bridge'
import { ipcMain, FakeWebContents } from '../fakes/electron'
import { createMemoryLogger } from '../support/memory-logger'

const appOrigin = 'app://encore'
const trusted = { url: 'app://encore/index.html', parent: null }

/** The IPC bridge over the fake ipcMain, with a dispatch that waits until the test lets it answer. */
function setup() {
  const signals: AbortSignal[] = []
  const release: (() => void)[] = []
  const dispatch: Dispatch = (_method, _input, options?: CallOptions) => {
    signals.push(options?.signal ?? new AbortController().signal)
    return new Promise((resolve) => release.push(() => resolve({ ok: true, value: 'done' })))
  }
  const registration = registerIpcBridge(
    ipcMain as never,
    { dispatch, onEvent: () => () => {} },
    appOrigin,
    createMemoryLogger().logger,
  )
  return { signals, release, registration }
}

describe('the IPC bridge: cancellation', () => {
  it('aborts a numbered call when our page cancels it, and only that call', async () => {
    const { signals, release, registration } = setup()
    const first = ipcMain.invokeFrom(trusted, IPC_INVOKE_CHANNEL, 'search.query', {}, 1)
    const second = ipcMain.invokeFrom(trusted, IPC_INVOKE_CHANNEL, 'search.query', {}, 2)
    await vi.waitFor(() => expect(signals).toHaveLength(2))
    ipcMain.sendFrom({ url: 'https://evil.example/', parent: null }, IPC_CANCEL_CHANNEL, 1)
    ipcMain.sendFrom(trusted, IPC_CANCEL_CHANNEL, 'x')
    expect(signals.map((signal) => signal.aborted)).toEqual([false, false])
    ipcMain.sendFrom(trusted, IPC_CANCEL_CHANNEL, 1)
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false])
    release.forEach((answer) => answer())
    await Promise.all([first, second])
    registration.dispose()
  })

  it('aborts the calls of a window that closes, and every call at dispose', async () => {
    const { signals, registration } = setup()
    const contents = new FakeWebContents()
    registration.addTarget(contents as never)
    const before = ipcMain.defaultSender
    ipcMain.defaultSender = contents
    void ipcMain.invokeFrom(trusted, IPC_INVOKE_CHANNEL, 'search.query', {}, 5)
    ipcMain.defaultSender = before
    void ipcMain.invokeFrom(trusted, IPC_INVOKE_CHANNEL, 'search.query', {}, 6)
    await vi.waitFor(() => expect(signals).toHaveLength(2))
    contents.emit('destroyed')
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false])
    registration.dispose()
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true])
  })

  it('gives an un-numbered call no way to be cancelled, and still answers it', async () => {
    const { signals, release, registration } = setup()
    const call = ipcMain.invokeFrom(trusted, IPC_INVOKE_CHANNEL, 'app.info', undefined)
    await vi.waitFor(() => expect(signals).toHaveLength(1))
    release[0]!()
    await expect(call).resolves.toEqual({ ok: true, value: 'done' })
    registration.dispose()
  })
})

describe('the IPC bridge: events', () => {
  it('forwards core’s events only while a window is there (with none, core holds its notices)', () => {
    let listening = 0
    const registration = registerIpcBridge(
      ipcMain as never,
      {
        dispatch: () => Promise.resolve({ ok: true, value: null }),
        onEvent: () => {
          listening += 1
          return () => void (listening -= 1)
        },
      },
      appOrigin,
      createMemoryLogger().logger,
    )
    expect(listening).toBe(0)
    const [main, mini] = [new FakeWebContents(), new FakeWebContents()]
    registration.addTarget(main as never)
    registration.addTarget(mini as never)
    expect(listening).toBe(1)
    main.emit('destroyed')
    expect(listening).toBe(1)
    mini.emit('destroyed')
    expect(listening).toBe(0)
    registration.addTarget(new FakeWebContents() as never)
    expect(listening).toBe(1)
    registration.dispose()
    expect(listening).toBe(0)
  })
})
