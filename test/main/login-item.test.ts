import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Notice } from '../../electron/contract'
import { bootShell, pretendDesktop, restoreDesktop, type Fake } from './shell-harness'
import { tempFolder } from '../support/temp-folders'

/**
 * "Start Encore when I log in" through the whole shell on each system (fake electron): macOS and Windows
 * through Electron's login items; Linux, where Electron's `setLoginItemSettings` is not supported (the fake
 * throws), through an XDG autostart entry written and removed by Encore.
 */

afterEach(() => restoreDesktop())

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
    expect(text).toContain(`\nExec=${process.execPath}\n`)
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
    expect(readFileSync(first.entry, 'utf8')).toContain('\nExec=/home/ada/Apps/Encore-0.1.0.AppImage\n')
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
    expect(readFileSync(first.entry, 'utf8')).toContain('\nExec=/home/ada/Encore.AppImage\n')
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
