import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultSettings, type Settings } from '../../electron/contract'
import type { DesktopEnvironment } from '../../electron/core/features/desktop/environment'
import { createFakeEncore } from '../support/fake-encore'
import { loadShellFeatures, pretendDesktop, restoreDesktop, type Fake } from './shell-harness'

afterEach(() => {
  vi.useRealTimers()
  restoreDesktop()
})

/**
 * The mini player on a desktop the test plays (Windows unless it says: the platform where every placement
 * and option works), against the fake electron, which throws for what the platform does not support.
 */
async function startMini(
  miniPlayer: Partial<Settings['miniPlayer']> = {},
  setup: (fake: Fake) => void = () => {},
  environment: DesktopEnvironment = pretendDesktop('win32'),
) {
  const { fake, features, start } = await loadShellFeatures()
  setup(fake)
  const core = createFakeEncore({
    environment,
    settings: { miniPlayer: { ...defaultSettings.miniPlayer, ...miniPlayer } },
  })
  const shell = await start(core.encore)
  await shell.run(features.windowTheme, features.presence, features.miniPlayer)
  const window = () => fake.BrowserWindow.created.find((created) => created.loadedUrls[0]?.endsWith('#/mini'))
  return { fake, core, shell, window }
}

/** Two displays side by side, the primary with a bottom taskbar, the second with a top panel. */
function twoDisplays(fake: Fake) {
  fake.screen.displays = [
    {
      id: 1,
      bounds: { x: 0, y: 0, width: 1920, height: 1080 },
      workArea: { x: 0, y: 0, width: 1920, height: 1040 },
    },
    {
      id: 2,
      bounds: { x: 1920, y: 0, width: 1920, height: 1080 },
      workArea: { x: 1920, y: 32, width: 1920, height: 1048 },
    },
  ]
  fake.screen.primaryId = 1
}

describe('the mini player window (fake electron)', () => {
  it('is created only when first asked for, with the security settings, frameless, out of the taskbar, at #/mini (Windows)', async () => {
    const { fake, shell, window } = await startMini()
    expect(fake.BrowserWindow.created).toHaveLength(0)
    shell.actions.toggleMiniPlayer()
    expect(fake.BrowserWindow.created).toHaveLength(1)
    const mini = window()!
    expect(mini.loadedUrls).toEqual(['app://encore/index.html#/mini'])
    expect(mini.options).toMatchObject({
      frame: false,
      skipTaskbar: true,
      resizable: false,
      show: false,
      width: 420,
      height: 420,
      webPreferences: {
        preload: '/app/out/preload/index.cjs',
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webviewTag: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
      },
    })
    expect(mini.isVisible()).toBe(true)
    expect(shell.context.windows.get('mini')).toBe(mini)
    shell.actions.toggleMiniPlayer()
    expect(mini.isVisible()).toBe(false)
    expect(fake.BrowserWindow.created).toHaveLength(1)
  })

  it('opens as a popover above the Windows-style tray icon, always on top', async () => {
    const { shell, window } = await startMini({ placement: 'popover', alwaysOnTop: false })
    shell.actions.provide({ trayBounds: () => ({ x: 1850, y: 1048, width: 24, height: 24 }) })
    shell.actions.toggleMiniPlayer('tray')
    const mini = window()!
    expect(mini.isAlwaysOnTop()).toBe(true)
    expect(mini.getBounds()).toEqual({ x: 1920 - 420 - 8, y: 1040 - 420 - 8, width: 420, height: 420 })
  })

  it('uses the pointer where the tray gives no bounds (Linux on X11)', async () => {
    const { fake, shell, window } = await startMini(
      { placement: 'popover' },
      (fake) => {
        fake.screen.displays[0]!.workArea = { x: 0, y: 32, width: 1920, height: 1048 }
      },
      pretendDesktop('linux', { session: 'x11', desktop: 'KDE' }),
    )
    fake.screen.cursor = { x: 1700, y: 10 }
    shell.actions.toggleMiniPlayer('tray')
    expect(window()!.getBounds()).toMatchObject({ x: 1700 - 210, y: 32 + 8 })
  })

  it('hides the popover on Escape and when it loses the focus; a tray click right after that blur does not reopen it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { shell, window } = await startMini({ placement: 'popover' })
    shell.actions.toggleMiniPlayer('tray')
    const mini = window()!
    expect(mini.webContents.fireCancellable('before-input-event', { type: 'keyDown', key: 'Escape' })).toBe(
      true,
    )
    expect(mini.isVisible()).toBe(false)

    shell.actions.toggleMiniPlayer('tray')
    expect(mini.isVisible()).toBe(true)
    mini.loseFocus()
    expect(mini.isVisible()).toBe(false)
    // The click on the tray icon that caused the blur arrives now: it must not bring the popover back.
    shell.actions.toggleMiniPlayer('tray')
    expect(mini.isVisible()).toBe(false)
    vi.setSystemTime(Date.now() + 1_000)
    shell.actions.toggleMiniPlayer('tray')
    expect(mini.isVisible()).toBe(true)
  })

  it('restores the floating window where it was left, on that display, with the always-on-top setting', async () => {
    const { shell, window } = await startMini(
      { placement: 'floating', alwaysOnTop: false, position: { x: 2500, y: 300 } },
      twoDisplays,
    )
    shell.actions.toggleMiniPlayer()
    const mini = window()!
    expect(mini.getBounds()).toEqual({ x: 2500, y: 300, width: 420, height: 420 })
    expect(mini.isAlwaysOnTop()).toBe(false)
    // Unlike the popover, it stays when another window takes the focus, and Escape belongs to the page.
    mini.loseFocus()
    expect(mini.isVisible()).toBe(true)
    expect(mini.webContents.fireCancellable('before-input-event', { type: 'keyDown', key: 'Escape' })).toBe(
      false,
    )
  })

  it('clamps a saved position back onto its display, and falls back to the primary display when that one is gone', async () => {
    const hanging = await startMini({ placement: 'floating', position: { x: 3700, y: -50 } }, twoDisplays)
    hanging.shell.actions.toggleMiniPlayer()
    expect(hanging.window()!.getBounds()).toMatchObject({ x: 3840 - 420, y: 32 })

    const gone = await startMini({ placement: 'floating', position: { x: 2500, y: 300 } })
    gone.shell.actions.toggleMiniPlayer()
    expect(gone.window()!.getBounds()).toMatchObject({ x: (1920 - 420) / 2, y: (1040 - 420) / 2 })
  })

  it('moves back onto a display that remains when its display is disconnected', async () => {
    const { fake, shell, window } = await startMini(
      { placement: 'floating', position: { x: 2500, y: 300 } },
      twoDisplays,
    )
    shell.actions.toggleMiniPlayer()
    fake.screen.displays = [fake.screen.displays[0]!]
    fake.screen.emit('display-removed')
    expect(window()!.getBounds()).toMatchObject({ x: (1920 - 420) / 2, y: (1040 - 420) / 2 })
  })

  it('saves where the floating window was moved to, once it stops moving', async () => {
    vi.useFakeTimers()
    const { core, shell, window } = await startMini({ placement: 'floating', position: null })
    shell.actions.toggleMiniPlayer()
    const mini = window()!
    mini.moveTo(100, 120)
    mini.moveTo(140, 160)
    expect(core.api.settings.update).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(600)
    expect(core.api.settings.update).toHaveBeenCalledExactlyOnceWith({
      miniPlayer: { position: { x: 140, y: 160 } },
    })
    expect(core.settings().miniPlayer.position).toEqual({ x: 140, y: 160 })
  })

  it('takes its size from the setting, and follows changes to it and to always-on-top', async () => {
    const { core, shell, window } = await startMini({
      size: 'compact',
      placement: 'floating',
      alwaysOnTop: true,
    })
    shell.actions.toggleMiniPlayer()
    const mini = window()!
    expect(mini.getBounds()).toMatchObject({ width: 360, height: 160 })
    expect(mini.isAlwaysOnTop()).toBe(true)
    await core.updateSettings({ miniPlayer: { size: 'large', alwaysOnTop: false } })
    expect(mini.getBounds()).toMatchObject({ width: 480, height: 540 })
    expect(mini.isAlwaysOnTop()).toBe(false)
  })

  it('tells core while it shows the player (presence) and whether it has the focus, and stops when hidden', async () => {
    const { core, shell, window } = await startMini({ placement: 'floating' })
    shell.actions.toggleMiniPlayer()
    const mini = window()!
    const focused = mini.isFocused()
    expect(core.api.playback.setVisible).toHaveBeenLastCalledWith({
      viewer: 'window:mini',
      visible: true,
      focused,
    })
    // On top but not worked with: core hears it is seen without the focus, and again once it has it.
    mini.loseFocus()
    expect(core.api.playback.setVisible).toHaveBeenLastCalledWith({
      viewer: 'window:mini',
      visible: true,
      focused: false,
    })
    mini.focus()
    expect(core.api.playback.setVisible).toHaveBeenLastCalledWith({
      viewer: 'window:mini',
      visible: true,
      focused: true,
    })
    shell.actions.toggleMiniPlayer()
    expect(core.api.playback.setVisible).toHaveBeenLastCalledWith({
      viewer: 'window:mini',
      visible: false,
      focused: false,
    })
  })

  it('is destroyed when the shell stops', async () => {
    const { shell, window } = await startMini()
    shell.actions.toggleMiniPlayer()
    shell.stop()
    expect(window()!.isDestroyed()).toBe(true)
    expect(shell.actions.miniPlayerVisible()).toBe(false)
  })
})

describe('the mini player on each desktop (fake electron, which refuses what the platform cannot do)', () => {
  it('Linux: no taskbar or maximize options it cannot honour; the window icon; positions still work on X11', async () => {
    const { shell, window, core } = await startMini(
      { placement: 'floating', position: { x: 300, y: 200 } },
      () => {},
      pretendDesktop('linux', { session: 'x11', desktop: 'KDE' }),
    )
    shell.actions.toggleMiniPlayer()
    const mini = window()!
    expect(mini.options).not.toHaveProperty('skipTaskbar')
    expect(mini.options).not.toHaveProperty('maximizable')
    expect(mini.options).toMatchObject({ icon: '/app/resources/icons/window.png', alwaysOnTop: true })
    expect(mini.getBounds()).toMatchObject({ x: 300, y: 200 })
    expect(core.desktop.state().miniPlayer.note).toContain('taskbar')
  })

  it('Wayland: the desktop places it, nothing keeps it on top, no position is read or saved', async () => {
    vi.useFakeTimers()
    const { fake, shell, window, core } = await startMini(
      { placement: 'popover', alwaysOnTop: true, position: { x: 300, y: 200 } },
      () => {},
      pretendDesktop('linux', { session: 'wayland', desktop: 'GNOME' }),
    )
    // A tray click: a popover would read the pointer and move beside it, which the fake refuses on Wayland.
    shell.actions.toggleMiniPlayer('tray')
    const mini = window()!
    expect(mini.isVisible()).toBe(true)
    expect(mini.options).not.toHaveProperty('alwaysOnTop')
    expect(mini.getBounds()).toEqual({ x: 0, y: 0, width: 420, height: 420 })
    // It floats: losing the focus does not hide it (the popover's behaviour needs it beside the tray).
    mini.loseFocus()
    expect(mini.isVisible()).toBe(true)
    // Moves are the desktop's business and are not kept; a settings change does not ask for "on top".
    mini.emit('move')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(core.api.settings.update).not.toHaveBeenCalled()
    await core.updateSettings({ miniPlayer: { alwaysOnTop: false, size: 'compact' } })
    expect(mini.getBounds()).toMatchObject({ width: 360, height: 160 })
    fake.screen.emit('display-removed')
    expect(core.desktop.state().miniPlayer).toMatchObject({ placements: ['floating'], placement: 'floating' })
  })

  it('Wayland with Encore on XWayland (--ozone-platform=x11): placed like on X11', async () => {
    const environment = {
      ...pretendDesktop('linux', { session: 'wayland', desktop: 'KDE' }),
      ozonePlatform: 'x11',
    }
    const { shell, window } = await startMini(
      { placement: 'floating', position: { x: 300, y: 200 } },
      (fake) => fake.app.commandLine.appendSwitch('ozone-platform', 'x11'),
      environment,
    )
    shell.actions.toggleMiniPlayer()
    expect(window()!.getBounds()).toMatchObject({ x: 300, y: 200 })
    expect(window()!.isAlwaysOnTop()).toBe(true)
  })

  it('macOS: the popover follows Spaces and asks for full-screen apps, leaving the Dock icon and app menu alone', async () => {
    const { fake, shell, window, core } = await startMini(
      { placement: 'popover' },
      () => {},
      pretendDesktop('darwin'),
    )
    shell.actions.provide({ trayBounds: () => ({ x: 1700, y: 0, width: 24, height: 24 }) })
    shell.actions.toggleMiniPlayer('tray')
    const mini = window()!
    expect(mini.visibleOnAllWorkspaces).toEqual({
      visible: true,
      options: { visibleOnFullScreen: true, skipTransformProcessType: true },
    })
    // The fake hides the Dock icon as native_window_mac.mm does when the process type is transformed.
    expect(fake.app.dock?.isVisible()).toBe(true)
    expect(mini.options).toMatchObject({ skipTaskbar: true, maximizable: false, minimizable: false })
    expect(mini.options).not.toHaveProperty('icon')
    // Hidden from the Dock (the menubar build, or "Hide from Dock"): the floating window does not bring it back.
    fake.app.dock!.hide()
    await core.updateSettings({ miniPlayer: { placement: 'floating' } })
    expect(mini.visibleOnAllWorkspaces).toEqual({
      visible: false,
      options: { visibleOnFullScreen: false, skipTransformProcessType: true },
    })
    expect(fake.app.dock?.isVisible()).toBe(false)
  })

  it('the fake macOS Dock: setVisibleOnAllWorkspaces without skipTransformProcessType hides and shows it', async () => {
    pretendDesktop('darwin')
    const { fake } = await loadShellFeatures()
    const window = new fake.BrowserWindow({})
    window.setVisibleOnAllWorkspaces(true, { visibleOnFullScreen: true })
    expect(fake.app.dock?.isVisible()).toBe(false)
    window.setVisibleOnAllWorkspaces(false)
    expect(fake.app.dock?.isVisible()).toBe(true)
  })

  it('moves a shown popover back beside the tray when its display is disconnected', async () => {
    const { fake, shell, window } = await startMini({ placement: 'popover' }, twoDisplays)
    // The tray icon was on the second display's top panel, then the display went and the tray with it.
    let tray = { x: 3700, y: 4, width: 24, height: 24 }
    shell.actions.provide({ trayBounds: () => tray })
    shell.actions.toggleMiniPlayer('tray')
    expect(window()!.getBounds().x).toBeGreaterThanOrEqual(1920)
    fake.screen.displays = [fake.screen.displays[0]!]
    tray = { x: 1850, y: 1048, width: 24, height: 24 }
    fake.screen.emit('display-removed')
    const moved = window()!.getBounds()
    expect(moved.x + moved.width).toBeLessThanOrEqual(1920)
    expect(moved.y + moved.height).toBeLessThanOrEqual(1040)
  })

  it('Windows: never asks to follow Spaces (a macOS and Linux call)', async () => {
    const { shell, window } = await startMini({ placement: 'popover' })
    shell.actions.provide({ trayBounds: () => ({ x: 1850, y: 1048, width: 24, height: 24 }) })
    shell.actions.toggleMiniPlayer('tray')
    expect(window()!.visibleOnAllWorkspaces).toBeUndefined()
  })

  it('paints the chosen theme’s background before its page, and follows a change of theme', async () => {
    const { fake, shell, window, core } = await startMini()
    await core.updateSettings({ theme: 'light' })
    shell.actions.toggleMiniPlayer()
    const mini = window()!
    expect(mini.options['backgroundColor']).toBe('#f7f7f8')
    await core.updateSettings({ theme: 'system' })
    expect(mini.backgroundColor).toBe('#0e1014')
    fake.nativeTheme.shouldUseDarkColors = false
    fake.nativeTheme.emit('updated')
    expect(mini.backgroundColor).toBe('#f7f7f8')
  })
})
