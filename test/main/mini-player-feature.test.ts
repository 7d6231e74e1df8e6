import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultSettings, type Settings } from '../../electron/contract'
import { createFakeEncore } from '../support/fake-encore'
import { loadShellFeatures, type Fake } from './shell-harness'

afterEach(() => vi.useRealTimers())

async function startMini(
  miniPlayer: Partial<Settings['miniPlayer']> = {},
  setup: (fake: Fake) => void = () => {},
) {
  const { fake, features, start } = await loadShellFeatures()
  setup(fake)
  const core = createFakeEncore({
    settings: { miniPlayer: { ...defaultSettings.miniPlayer, ...miniPlayer } },
  })
  const shell = await start(core.encore)
  await shell.run(features.presence, features.miniPlayer)
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
  it('is created only when first asked for, with the security settings, frameless, out of the taskbar, at #/mini', async () => {
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

  it('uses the pointer where the tray gives no bounds (Linux)', async () => {
    const { fake, shell, window } = await startMini({ placement: 'popover' }, (fake) => {
      fake.screen.displays[0]!.workArea = { x: 0, y: 32, width: 1920, height: 1048 }
    })
    fake.screen.cursor = { x: 1700, y: 10 }
    shell.actions.provide({ trayBounds: () => ({ x: 0, y: 0, width: 0, height: 0 }) })
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
    mini.blur()
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
    mini.blur()
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

  it('tells core while it shows the player (presence), and stops when hidden', async () => {
    const { core, shell } = await startMini()
    shell.actions.toggleMiniPlayer()
    expect(core.api.playback.setVisible).toHaveBeenLastCalledWith({ viewer: 'window:mini', visible: true })
    shell.actions.toggleMiniPlayer()
    expect(core.api.playback.setVisible).toHaveBeenLastCalledWith({ viewer: 'window:mini', visible: false })
  })

  it('is destroyed when the shell stops', async () => {
    const { shell, window } = await startMini()
    shell.actions.toggleMiniPlayer()
    shell.stop()
    expect(window()!.isDestroyed()).toBe(true)
    expect(shell.actions.miniPlayerVisible()).toBe(false)
  })
})
