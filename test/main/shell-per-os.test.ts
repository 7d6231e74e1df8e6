import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { DesktopState } from '../../electron/contract'
import { bootShell, pretendDesktop, restoreDesktop, type Fake } from './shell-harness'
import { tempFolder } from '../support/temp-folders'

/**
 * The whole shell on each desktop (the fake electron refuses what the platform under test cannot do): how it
 * names the app to the desktop, its application menu, its windows' icon, size and colour.
 */

const rendererDir = tempFolder('encore-shell-os-')
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>shell</title>')

afterEach(() => restoreDesktop())

async function bootOn(
  platform: NodeJS.Platform,
  options: { session?: 'wayland' | 'x11'; env?: Record<string, string>; setup?: (fake: Fake) => void } = {},
) {
  pretendDesktop(platform, { ...(options.session ? { session: options.session } : {}), desktop: 'KDE' })
  const booted = await bootShell({
    paths: { rendererDir },
    ...(options.env ? { env: options.env } : {}),
    ...(options.setup ? { setup: options.setup } : {}),
  })
  return { ...booted, quit: () => booted.fake.app.emit('will-quit') }
}

interface MenuItem {
  label?: string
  role?: string
  id?: string
  type?: string
  submenu?: MenuItem[]
  click?: () => void
}
const menuOf = (fake: Fake) => fake.Menu.applicationMenu!.template as MenuItem[]
const roles = (items: MenuItem[] | undefined) =>
  (items ?? []).map((item) => item.role ?? item.id ?? item.type)

// A whole shell boots in a second or two; the first of a file loads every module, on a shared machine.
describe('the app’s identity, app.encore.remote, on each desktop', { timeout: 20_000 }, () => {
  it('Linux: the desktop entry name (Wayland app_id, X11 WM_CLASS) is set before the app is ready', async () => {
    const { fake, quit } = await bootOn('linux', { session: 'wayland' })
    expect(fake.app.desktopName).toBe('app.encore.remote.desktop')
    expect(fake.app.appUserModelId).toBeUndefined()
    quit()
  })

  it('Windows: the AppUserModelID the installer’s shortcuts carry, not electron.app.Encore', async () => {
    const { fake, quit } = await bootOn('win32')
    expect(fake.app.appUserModelId).toBe('app.encore.remote')
    expect(fake.app.desktopName).toBeUndefined()
    quit()
  })

  it('macOS: neither (the bundle id comes from the build’s appId)', async () => {
    const { fake, quit } = await bootOn('darwin', {
      setup: (fake) => (fake.systemPreferences.trusted = true),
    })
    expect(fake.app.appUserModelId).toBeUndefined()
    expect(fake.app.desktopName).toBeUndefined()
    quit()
  })

  it('Linux on Wayland: Settings says when Encore’s desktop entry is missing (portals know apps by it)', async () => {
    const home = tempFolder('encore-data-')
    const env = { XDG_DATA_HOME: join(home, 'share'), XDG_DATA_DIRS: join(home, 'system') }
    const missing = await bootOn('linux', { session: 'wayland', env })
    const without = (await missing.call('desktop.get')) as { value: DesktopState }
    expect(without.value.hotkeys.support).toContain('install the .deb')
    missing.quit()

    mkdirSync(join(home, 'system/applications'), { recursive: true })
    writeFileSync(join(home, 'system/applications/app.encore.remote.desktop'), '[Desktop Entry]\n')
    const installed = await bootOn('linux', { session: 'wayland', env })
    const withEntry = (await installed.call('desktop.get')) as { value: DesktopState }
    expect(withEntry.value.hotkeys.support).not.toContain('.deb')
    installed.quit()
  })
})

describe('the application menu', () => {
  it.each(['linux', 'win32'] as const)(
    '%s: File, Edit, View, Window and Help with the usual roles',
    async (platform) => {
      const { fake, quit } = await bootOn(platform)
      const menu = menuOf(fake)
      expect(menu.map((item) => item.label ?? item.role)).toEqual([
        'File',
        'editMenu',
        'View',
        'windowMenu',
        'help',
      ])
      expect(roles(menu[0]!.submenu)).toEqual(['mini-player', 'settings', 'separator', 'close', 'quit'])
      expect(roles(menu[2]!.submenu)).toEqual([
        'reload',
        'toggleDevTools',
        'separator',
        'resetZoom',
        'zoomIn',
        'zoomOut',
        'separator',
        'togglefullscreen',
      ])
      expect(roles(menu[4]!.submenu)).toEqual(['about', 'licences'])
      quit()
    },
  )

  it('macOS: the app menu first (About, Settings…, Services, Hide, Quit)', async () => {
    const { fake, quit } = await bootOn('darwin', {
      setup: (fake) => (fake.systemPreferences.trusted = true),
    })
    const menu = menuOf(fake)
    expect(menu[0]!.label).toBe('Encore')
    expect(roles(menu[0]!.submenu)).toEqual([
      'about',
      'separator',
      'settings',
      'separator',
      'services',
      'separator',
      'hide',
      'hideOthers',
      'unhide',
      'separator',
      'quit',
    ])
    expect(menu.slice(1).map((item) => item.label ?? item.role)).toEqual([
      'File',
      'editMenu',
      'View',
      'windowMenu',
      'help',
    ])
    quit()
  })

  it('a packaged build has no reload or developer tools; Settings opens Settings in the main window', async () => {
    const { fake, quit } = await bootOn('linux', { setup: (fake) => (fake.app.isPackaged = true) })
    const menu = menuOf(fake)
    expect(roles(menu[2]!.submenu)).not.toContain('toggleDevTools')
    expect(roles(menu[2]!.submenu)).not.toContain('reload')
    menu[0]!.submenu!.find((item) => item.id === 'settings')!.click!()
    expect(fake.BrowserWindow.created[0]!.webContents.loadedUrls.at(-1)).toBe(
      'app://encore/index.html#/settings',
    )
    menu[0]!.submenu!.find((item) => item.id === 'mini-player')!.click!()
    expect(fake.BrowserWindow.created[1]!.loadedUrls[0]).toMatch(/#\/mini$/)
    quit()
  })
})

describe('the main window', () => {
  it('goes no smaller than 720×480, and carries the window icon on Linux', async () => {
    const { fake, quit } = await bootOn('linux')
    expect(fake.BrowserWindow.created[0]!.options).toMatchObject({
      minWidth: 720,
      minHeight: 480,
      icon: join('/app', 'resources/icons/window.png'),
    })
    quit()
  })

  it.each(['win32', 'darwin'] as const)(
    '%s: takes the app bundle’s icon (no window icon)',
    async (platform) => {
      const { fake, quit } = await bootOn(platform, {
        setup: (fake) => (fake.systemPreferences.trusted = true),
      })
      expect(fake.BrowserWindow.created[0]!.options).not.toHaveProperty('icon')
      quit()
    },
  )

  it('paints the chosen theme’s background before its page, and follows the theme and the system’s', async () => {
    const { fake, call, quit } = await bootOn('linux', {
      setup: (fake) => {
        fake.nativeTheme.shouldUseDarkColors = false
      },
    })
    const main = fake.BrowserWindow.created[0]!
    // The default theme is dark, whatever the system's.
    expect(main.options['backgroundColor']).toBe('#0e1014')
    await call('settings.update', { theme: 'light' })
    expect(main.backgroundColor).toBe('#f7f7f8')
    await call('settings.update', { theme: 'system' })
    expect(main.backgroundColor).toBe('#f7f7f8')
    fake.nativeTheme.shouldUseDarkColors = true
    fake.nativeTheme.emit('updated')
    expect(main.backgroundColor).toBe('#0e1014')
    // A window opened later (the main window again, from the tray) is painted so from the start.
    main.destroy()
    await call('settings.update', { theme: 'light' })
    fake.app.emit('second-instance')
    expect(fake.BrowserWindow.created.at(-1)!.options['backgroundColor']).toBe('#f7f7f8')
    quit()
  })
})
