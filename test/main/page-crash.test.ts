import { describe, expect, it } from 'vitest'
import { IPC_EVENT_CHANNEL } from '../../electron/contract'
import { bootShell } from './shell-harness'

describe('the main window’s page crashed (render-process-gone)', () => {
  it('loads it again once and tells the page that came back, in words; a second crash is left', async () => {
    const { fake } = await bootShell()
    const window = fake.BrowserWindow.created[0]!
    const contents = window.webContents
    const notices = () =>
      contents.sent
        .filter((message) => message.channel === IPC_EVENT_CHANNEL && message.args[0] === 'notice')
        .map((message) => (message.args[1] as { message: string }).message)

    contents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 })
    expect(contents.reloads).toBe(1)
    contents.emit('did-finish-load')
    expect(notices()).toContain('The window closed unexpectedly; Encore opened it again.')

    contents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 })
    expect(contents.reloads).toBe(1)
  })

  it('does nothing for a clean exit', async () => {
    const { fake } = await bootShell()
    const contents = fake.BrowserWindow.created[0]!.webContents
    contents.emit('render-process-gone', {}, { reason: 'clean-exit', exitCode: 0 })
    expect(contents.reloads).toBe(0)
  })
})
