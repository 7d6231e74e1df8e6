import { afterEach, describe, expect, it } from 'vitest'
import type { Notifier } from '../../electron/core/base/ports'
import type { DesktopEnvironment } from '../../electron/core/features/desktop/environment'
import { createFakeEncore } from '../support/fake-encore'
import { loadShellFeatures, type Fake } from './shell-harness'

const originalPlatform = process.platform
const originalArgv = [...process.argv]
afterEach(() => {
  Object.defineProperty(process, 'platform', { value: originalPlatform, configurable: true })
  process.argv.splice(0, process.argv.length, ...originalArgv)
})

const kde: DesktopEnvironment = { platform: 'linux', desktops: ['KDE'], sessionType: 'wayland' }
const gnome: DesktopEnvironment = { platform: 'linux', desktops: ['UBUNTU', 'GNOME'], sessionType: 'wayland' }

async function startMain(
  environment: DesktopEnvironment,
  closeToTray: boolean | null = null,
  setup: (fake: Fake) => void = () => {},
) {
  Object.defineProperty(process, 'platform', { value: environment.platform, configurable: true })
  const { fake, features, start } = await loadShellFeatures()
  setup(fake)
  const shown: Parameters<Notifier['notify']>[0][] = []
  const core = createFakeEncore({
    environment,
    settings: { tray: { closeToTray, hideFromDock: false } },
    notifier: { notify: (message) => shown.push(message) },
  })
  const shell = await start(core.encore)
  await shell.run(features.presence, features.mainWindow)
  const main = fake.BrowserWindow.created[0]!
  main.emit('ready-to-show')
  main.focus()
  return { fake, core, shell, main, shown }
}

describe('closing the main window (fake electron)', () => {
  it('keeps Encore in the tray where a tray shows (KDE): the window hides, and a notification says so once', async () => {
    const { fake, main, shown } = await startMain(kde)
    main.close()
    expect(main.isDestroyed()).toBe(false)
    expect(main.isVisible()).toBe(false)
    expect(fake.app.quitCalled).toBe(false)
    expect(shown).toEqual([
      { title: 'Encore', body: expect.stringContaining('still running in the tray'), imageUrl: null },
    ])
    main.show()
    main.close()
    expect(shown).toHaveLength(1)
  })

  it('quits on GNOME by default, where no tray may show', async () => {
    const { fake, main } = await startMain(gnome)
    main.close()
    expect(main.isDestroyed()).toBe(true)
    expect(fake.app.quitCalled).toBe(true)
  })

  it('follows the setting over the desktop’s default', async () => {
    const onGnome = await startMain(gnome, true)
    onGnome.main.close()
    expect(onGnome.main.isDestroyed()).toBe(false)
    const onKde = await startMain(kde, false)
    onKde.main.close()
    expect(onKde.main.isDestroyed()).toBe(true)
  })

  it('closes for good when the user chose Quit', async () => {
    const { main, shell } = await startMain(kde)
    shell.actions.quit()
    main.close()
    expect(main.isDestroyed()).toBe(true)
  })

  it('brings the hidden window back, and opens a new one when it was closed', async () => {
    const { fake, main, shell } = await startMain(kde)
    main.close()
    shell.actions.showMainWindow()
    expect(main.isVisible()).toBe(true)
    expect(fake.BrowserWindow.created).toHaveLength(1)

    shell.actions.quit()
    main.close()
    shell.actions.showMainWindow()
    expect(fake.BrowserWindow.created).toHaveLength(2)
    expect(fake.BrowserWindow.created[1]!.isVisible()).toBe(true)
  })

  it('opens Settings in the main window without reloading the page (a fragment change)', async () => {
    const { main, shell } = await startMain(kde)
    main.close()
    shell.actions.openSettings()
    expect(main.isVisible()).toBe(true)
    expect(main.webContents.loadedUrls).toEqual(['app://encore/index.html#/settings'])
  })

  it('tells core which window has the focus, so notifications wait while the user looks at Encore', async () => {
    const { core, main, shown } = await startMain(kde)
    await core.updateSettings({ notifications: { trackChange: false, errors: true } })
    core.bus.emit('notice', { level: 'error', message: 'Encore could not pause.', code: 'NETWORK' })
    expect(shown).toEqual([])
    main.loseFocus()
    core.bus.emit('notice', { level: 'error', message: 'Encore could not skip.', code: 'NETWORK' })
    expect(shown).toEqual([{ title: 'Encore', body: 'Encore could not skip.', imageUrl: null }])
  })

  describe('started at login', () => {
    it('waits in the tray where one shows (the autostart entry says --at-login)', async () => {
      process.argv.push('--at-login')
      const { main } = await startMain(kde)
      expect(main.isVisible()).toBe(false)
    })

    it('shows its window where closing it would quit: GNOME, or close-to-tray turned off', async () => {
      process.argv.push('--at-login')
      expect((await startMain(gnome)).main.isVisible()).toBe(true)
      expect((await startMain(kde, false)).main.isVisible()).toBe(true)
    })

    it('macOS says so itself (wasOpenedAtLogin); a launch by hand shows the window', async () => {
      const mac: DesktopEnvironment = { platform: 'darwin', desktops: [], sessionType: null }
      const atLogin = await startMain(mac, null, (fake) => (fake.app.wasOpenedAtLogin = true))
      expect(atLogin.main.isVisible()).toBe(false)
      expect((await startMain(mac)).main.isVisible()).toBe(true)
    })
  })
})
