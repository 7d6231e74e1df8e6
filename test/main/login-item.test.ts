import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { App } from 'electron'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Notice } from '../../electron/contract'
import type { LoginItemHost } from '../../electron/main/login-item'
import { createFakeEncore } from '../support/fake-encore'
import { bootShell, pretendDesktop, restoreDesktop, type Fake } from './shell-harness'
import { tempFolder } from '../support/temp-folders'

/**
 * "Start Encore when I log in" through the whole shell on each system (fake electron): macOS and Windows
 * through Electron's login items; Linux, where Electron's `setLoginItemSettings` is not supported (the fake
 * throws), through an XDG autostart entry written and removed by Encore.
 */

afterEach(() => restoreDesktop())

/** The Exec line of an AppImage's entry: `--no-sandbox` there depends on this machine's AppArmor. */
const execLine = (file: string) =>
  new RegExp(`\\nExec=${file.replaceAll('.', '\\.')}( --no-sandbox)? --at-login\\n`)

async function bootOn(platform: NodeJS.Platform, env: Record<string, string> = {}) {
  pretendDesktop(platform)
  const config = tempFolder('encore-autostart-')
  const booted = await bootShell({
    env: { XDG_CONFIG_HOME: config, ...env },
    setup: (fake: Fake) => {
      fake.app.isPackaged = true
      fake.systemPreferences.trusted = true
    },
  })
  return { ...booted, entry: join(config, 'autostart', 'app.encore.remote.desktop') }
}

describe('start at login', () => {
  it.each(['darwin', 'win32'] as const)(
    '%s: the system’s login items follow the setting',
    async (platform) => {
      const { fake, call } = await bootOn(platform)
      expect(fake.app.loginItem.openAtLogin).toBe(false)
      await call('settings.update', { startAtLogin: true })
      expect(fake.app.loginItem.openAtLogin).toBe(true)
      // Windows starts Encore with an argument that says it was a start at login (macOS says so itself).
      if (platform === 'win32') expect(fake.app.loginItem.args).toEqual(['--at-login'])
      else expect(fake.app.loginItem).not.toHaveProperty('args')
      await call('settings.update', { startAtLogin: false })
      expect(fake.app.loginItem.openAtLogin).toBe(false)
      fake.app.emit('will-quit')
    },
  )

  it('Linux: writes ~/.config/autostart/app.encore.remote.desktop when on, removes it when off', async () => {
    const { fake, call, entry } = await bootOn('linux')
    expect(existsSync(entry)).toBe(false)
    await call('settings.update', { startAtLogin: true })
    const text = readFileSync(entry, 'utf8')
    expect(text).toContain('[Desktop Entry]\nType=Application\n')
    expect(text).toContain(`\nExec=${process.execPath} --at-login\n`)
    expect(text).toContain('\nX-GNOME-Autostart-enabled=true\n')
    await call('settings.update', { startAtLogin: false })
    expect(existsSync(entry)).toBe(false)
    // Electron's login items were never asked (not supported on Linux: the fake would have thrown).
    expect(fake.app.loginItem.openAtLogin).toBe(false)
    fake.app.emit('will-quit')
  })

  it('Linux AppImage: the entry starts the AppImage file, and is rewritten when that file moved', async () => {
    const first = await bootOn('linux', { APPIMAGE: '/home/ada/Apps/Encore-0.1.0.AppImage' })
    await first.call('settings.update', { startAtLogin: true })
    expect(readFileSync(first.entry, 'utf8')).toMatch(execLine('/home/ada/Apps/Encore-0.1.0.AppImage'))
    first.fake.app.emit('will-quit')

    // The same folder, Encore started from another file: the entry follows at start.
    const config = join(first.entry, '../..')
    const moved = await bootShell({
      env: { XDG_CONFIG_HOME: config, APPIMAGE: '/home/ada/Encore.AppImage' },
      setup: (fake: Fake) => {
        fake.app.isPackaged = true
      },
    })
    await moved.call('settings.update', { startAtLogin: true })
    expect(readFileSync(first.entry, 'utf8')).toMatch(execLine('/home/ada/Encore.AppImage'))
    moved.fake.app.emit('will-quit')
  })

  it('Linux: says so plainly when the entry cannot be written', async () => {
    const blocked = tempFolder('encore-autostart-blocked-')
    // `autostart` is a file: the entry cannot go inside it.
    mkdirSync(blocked, { recursive: true })
    writeFileSync(join(blocked, 'autostart'), 'not a folder')
    const { fake, call } = await bootOn('linux', { XDG_CONFIG_HOME: blocked })
    await call('settings.update', { startAtLogin: true })
    const notices = fake.BrowserWindow.created[0]!.webContents.sent.filter(
      (message) => message.args[0] === 'notice',
    ).map((message) => message.args[1] as Notice)
    expect(notices).toContainEqual(
      expect.objectContaining({
        level: 'error',
        code: 'START_AT_LOGIN_FAILED',
        message: expect.stringContaining('could not change whether it starts when you log in'),
      }),
    )
    fake.app.emit('will-quit')
  })

  it('a development build registers nothing (it would register the bare Electron binary)', async () => {
    pretendDesktop('linux')
    const config = tempFolder('encore-autostart-dev-')
    const { fake, call } = await bootShell({ env: { XDG_CONFIG_HOME: config } })
    await call('settings.update', { startAtLogin: true })
    expect(existsSync(join(config, 'autostart'))).toBe(false)
    fake.app.emit('will-quit')
  })
})

describe('the autostart entry’s command (Linux)', () => {
  const entryFor = async (host: Partial<LoginItemHost>) => {
    pretendDesktop('linux')
    vi.resetModules()
    const fake = (await import('../fakes/electron')) as Fake
    const { syncStartAtLogin } = await import('../../electron/main/login-item')
    fake.app.isPackaged = true
    const home = tempFolder('encore-autostart-home-')
    const core = createFakeEncore({ settings: { startAtLogin: true } })
    const logger = { debug() {}, info() {}, warn() {}, error() {} }
    const full: LoginItemHost = {
      platform: 'linux',
      env: {},
      home,
      execPath: '/opt/Encore/encore',
      argv: ['/opt/Encore/encore'],
      userNamespacesRestricted: false,
      ...host,
    }
    const stop = await syncStartAtLogin(fake.app as unknown as App, core.encore, logger, full)
    stop()
    const exec = /\nExec=(.*)\n/.exec(
      readFileSync(join(home, '.config/autostart/app.encore.remote.desktop'), 'utf8'),
    )
    return exec?.[1]
  }
  const appImage = { APPIMAGE: '/home/ada/Encore.AppImage' }

  it('an AppImage where AppArmor restricts user namespaces (Ubuntu 24.04+) starts with --no-sandbox', async () => {
    expect(await entryFor({ env: appImage, userNamespacesRestricted: true })).toBe(
      '/home/ada/Encore.AppImage --no-sandbox --at-login',
    )
  })

  it('an AppImage started with --no-sandbox keeps it at login; otherwise, and the .deb, keep the sandbox', async () => {
    expect(await entryFor({ env: appImage, argv: ['/tmp/.mount/encore', '--no-sandbox'] })).toBe(
      '/home/ada/Encore.AppImage --no-sandbox --at-login',
    )
    expect(await entryFor({ env: appImage })).toBe('/home/ada/Encore.AppImage --at-login')
    expect(await entryFor({ userNamespacesRestricted: true })).toBe('/opt/Encore/encore --at-login')
  })
})
