import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { App } from 'electron'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IPC_EVENT_CHANNEL } from '../../electron/contract'
import type * as CommandLine from '../../electron/main/command-line'
import { bootShell, pretendDesktop, restoreDesktop, settle, type Fake } from './shell-harness'
import { tempFolder } from '../support/temp-folders'

/**
 * The desktop app as Encore's command (fake electron, real core): `encore <command>` run as the binary talks
 * to the running shell through the socket in its data folder; second launches hand their command or link over;
 * macOS's open-url; the spotify: handler follows its setting.
 */

const ID = '4aawyAB9vmqN3uQ7FjRGTy'
const rendererDir = tempFolder('encore-shell-cli-')
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>shell</title>')

let running: Fake | undefined
afterEach(() => {
  running?.app.emit('will-quit')
  running = undefined
  vi.restoreAllMocks()
  restoreDesktop()
})

async function boot(setup?: (fake: Fake) => void) {
  const booted = await bootShell({ paths: { rendererDir }, ...(setup ? { setup } : {}) })
  running = booted.fake
  const module = await import('../../electron/main/command-line')
  return { ...booted, module }
}

/** Runs the binary's argv as the command; what it printed and the code it exited with. */
async function asBinary(fake: Fake, module: typeof CommandLine, args: string[]) {
  const out: string[] = []
  const err: string[] = []
  vi.spyOn(process.stdout, 'write').mockImplementation((text) => (out.push(String(text)), true))
  vi.spyOn(process.stderr, 'write').mockImplementation((text) => (err.push(String(text)), true))
  fake.app.exitCode = undefined
  const handled = await module.runAsCommand(fake.app as unknown as App, ['/opt/Encore/encore', ...args])
  vi.mocked(process.stdout.write).mockRestore()
  vi.mocked(process.stderr.write).mockRestore()
  // The running shell's own log lines go to the same stderr here; the command's are what is left.
  const commandErr = err.filter((text) => !text.startsWith('[encore] '))
  return { handled, code: fake.app.exitCode, out: out.join(''), err: commandErr.join('') }
}

const openedLinks = (fake: Fake) =>
  fake.BrowserWindow.created[0]!.webContents.sent.filter(
    (message) => message.channel === IPC_EVENT_CHANNEL && message.args[0] === 'app.openLink',
  ).map((message) => message.args[1])

describe('the desktop app as the command', () => {
  it('a plain launch is not a command', async () => {
    const { fake, module } = await boot()
    expect(await asBinary(fake, module, [])).toMatchObject({ handled: false, code: undefined })
    expect(await asBinary(fake, module, ['--no-sandbox'])).toMatchObject({ handled: false })
  })

  it('reaches the running Encore through the socket in its data folder, and exits with the command’s code', async () => {
    const { fake, module } = await boot()
    const main = fake.BrowserWindow.created[0]!
    main.close()
    expect(main.isVisible()).toBe(false)
    expect(await asBinary(fake, module, ['show'])).toMatchObject({ handled: true, code: 0, err: '' })
    expect(main.isVisible()).toBe(true)
    // Nobody signed in: 4, in one line.
    expect(await asBinary(fake, module, ['next'])).toEqual({
      handled: true,
      code: 4,
      out: '',
      err: 'encore: Not signed in: open Encore and sign in first.\n',
    })
    expect(await asBinary(fake, module, ['volume', 'up'])).toMatchObject({ handled: true, code: 2 })
  })

  it('with no Encore running: 3, or the running one that has no socket yet takes it with its launch', async () => {
    const { fake, module } = await boot()
    fake.app.paths.set('userData', tempFolder('encore-nobody-'))
    const alone = await asBinary(fake, module, ['next'])
    expect(alone).toMatchObject({ handled: true, code: 3 })
    expect(alone.err).toMatch(/^encore: Start Encore first \(or add --start\): none is running for /)
    // The lock is held (an Encore is starting): the command goes with the second launch's data.
    const request = vi.spyOn(fake.app, 'requestSingleInstanceLock').mockReturnValue(false)
    expect(await asBinary(fake, module, ['next'])).toMatchObject({ handled: true, code: 0 })
    expect(request).toHaveBeenCalledWith({ encoreCommand: ['next'] })
  })

  it('a link another app opened with no Encore running: this launch becomes Encore and shows it', async () => {
    const { fake, module } = await boot()
    fake.app.paths.set('userData', tempFolder('encore-nobody-'))
    expect(await asBinary(fake, module, [`spotify:album:${ID}`])).toMatchObject({ handled: false, err: '' })
    // The shell takes the link from the inbox once it runs (here it already does) and shows it.
    await vi.waitFor(() =>
      expect(openedLinks(fake)).toEqual([{ kind: 'album', id: ID, uri: `spotify:album:${ID}` }]),
    )
  })
})

describe('what second launches and other apps hand over', () => {
  it('a second launch’s command runs in the running Encore; its link opens; a plain one shows the window', async () => {
    const { fake } = await boot()
    const main = fake.BrowserWindow.created[0]!
    main.close()
    fake.app.emit('second-instance', {}, ['/opt/Encore/encore', '--flag'], '/', { encoreCommand: ['show'] })
    await settle()
    await vi.waitFor(() => expect(main.isVisible()).toBe(true))
    main.close()
    fake.app.emit(
      'second-instance',
      {},
      ['/opt/Encore/encore', `https://open.spotify.com/track/${ID}`],
      '/',
      {},
    )
    await vi.waitFor(() =>
      expect(openedLinks(fake)).toEqual([{ kind: 'track', id: ID, uri: `spotify:track:${ID}` }]),
    )
    expect(main.isVisible()).toBe(true)
    main.close()
    fake.app.emit('second-instance', {}, ['/opt/Encore/encore'], '/', { encoreCommand: 'not a list' })
    expect(main.isVisible()).toBe(true)
  })

  it('macOS: a link opened with Encore (open-url) shows in the main window', async () => {
    const { fake } = await boot()
    const preventDefault = vi.fn()
    fake.app.emit('open-url', { preventDefault }, `spotify:playlist:${ID}`)
    expect(preventDefault).toHaveBeenCalled()
    await vi.waitFor(() =>
      expect(openedLinks(fake)).toEqual([{ kind: 'playlist', id: ID, uri: `spotify:playlist:${ID}` }]),
    )
  })
})

describe('the spotify: link handler', () => {
  it('is asked for only when the person ticks the setting, and given back when they untick it (Windows)', async () => {
    pretendDesktop('win32')
    const { fake, call } = await boot((fake) => (fake.app.isPackaged = true))
    expect(fake.app.protocolClients.has('spotify')).toBe(false)
    await call('settings.update', { openSpotifyLinks: true })
    await vi.waitFor(() => expect(fake.app.protocolClients.has('spotify')).toBe(true))
    await call('settings.update', { openSpotifyLinks: false })
    await vi.waitFor(() => expect(fake.app.protocolClients.has('spotify')).toBe(false))
  })

  it('Linux: unticked, the links stay registered (Electron cannot give them back there) and nothing throws', async () => {
    pretendDesktop('linux', { session: 'x11' })
    const { fake, call } = await boot((fake) => (fake.app.isPackaged = true))
    await call('settings.update', { openSpotifyLinks: true })
    await vi.waitFor(() => expect(fake.app.protocolClients.has('spotify')).toBe(true))
    await call('settings.update', { openSpotifyLinks: false })
    await settle()
    expect(fake.app.protocolClients.has('spotify')).toBe(true)
    expect(await call('desktop.get', undefined)).toMatchObject({
      ok: true,
      value: { commandLine: { linkHandler: true, linkHandlerGivesBack: false } },
    })
  })

  it('is never registered from source (it would register the bare Electron binary)', async () => {
    const { fake, call } = await boot()
    await call('settings.update', { openSpotifyLinks: true })
    expect(fake.app.protocolClients.has('spotify')).toBe(false)
  })
})
