import { afterEach, describe, expect, it } from 'vitest'
import { IPC_EVENT_CHANNEL } from '../../electron/contract'
import { createFakeEncore } from '../support/fake-encore'
import { bootShell, loadShellFeatures, pretendDesktop, restoreDesktop } from './shell-harness'

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

describe('the mini player’s page crashed (render-process-gone)', () => {
  afterEach(() => restoreDesktop())

  it('loads it again once and says so in words; crashing again at once, it is left, said so', async () => {
    const { fake, features, start } = await loadShellFeatures()
    const core = createFakeEncore({ environment: pretendDesktop('win32') })
    const said: string[] = []
    core.bus.on('notice', (notice) => said.push(notice.message))
    const shell = await start(core.encore)
    await shell.run(features.windowTheme, features.presence, features.miniPlayer)
    shell.actions.toggleMiniPlayer()
    const contents = fake.BrowserWindow.created[0]!.webContents

    contents.emit('render-process-gone', {}, { reason: 'oom', exitCode: 0 })
    expect(contents.reloads).toBe(1)
    contents.emit('did-finish-load')
    expect(said).toEqual([
      'Encore can keep crash reports on this computer from now on: Settings → Privacy asks whether you want that.',
      'The mini player closed unexpectedly; Encore opened it again.',
    ])

    contents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 })
    expect(contents.reloads).toBe(1)
    expect(said.at(-1)).toBe(
      'The mini player closed unexpectedly again; Encore left it closed. Start Encore again to open it.',
    )
    // A crash happened: Settings → Privacy asks whether to keep crash reports.
    expect(core.desktop.state().askCrashReports).toBe(true)
  })
})
