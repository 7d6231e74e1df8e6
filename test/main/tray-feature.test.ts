import { afterEach, describe, expect, it } from 'vitest'
import { createFakeEncore } from '../support/fake-encore'
import { aDevice, aState, statesByStatus } from '../support/playback-states'
import { loadShellFeatures } from './shell-harness'

const originalPlatform = process.platform
function pretendPlatform(platform: NodeJS.Platform) {
  Object.defineProperty(process, 'platform', { value: platform, configurable: true })
}

afterEach(() => pretendPlatform(originalPlatform))

async function startTray(state = statesByStatus['signed-out']) {
  pretendPlatform('linux')
  const { fake, features, start } = await loadShellFeatures()
  const core = createFakeEncore({ state })
  const shell = await start(core.encore)
  await shell.run(features.tray)
  const tray = fake.Tray.created[0]!
  return { fake, core, shell, tray }
}

describe('the tray feature (fake electron)', () => {
  it('creates one tray with the paused image for Linux on a dark panel, its tooltip and an attached menu', async () => {
    const { fake, tray } = await startTray()
    expect(fake.Tray.created).toHaveLength(1)
    expect(tray.image.path).toBe('/app/resources/icons/tray/linux/tray-paused-dark.png')
    expect(tray.tooltip).toBe('Encore\nNot signed in')
    expect(tray.contextMenu).toBe(fake.Menu.built.at(-1))
    expect(tray.contextMenu!.item('now-playing')).toBeUndefined()
    expect(tray.contextMenu!.item('status')).toMatchObject({ label: 'Not signed in', enabled: false })
    expect(tray.contextMenu!.item('play-pause')).toMatchObject({
      label: 'Play',
      enabled: false,
      toolTip: 'Sign in to Encore to control playback.',
    })
  })

  it('rebuilds the menu and swaps the image when the state changes, and not when the model is the same', async () => {
    const { fake, core, tray } = await startTray()
    const builtAtStart = fake.Menu.built.length
    core.setState(aState())
    expect(fake.Menu.built.length).toBe(builtAtStart + 1)
    expect(tray.image.path).toBe('/app/resources/icons/tray/linux/tray-playing-dark.png')
    expect(tray.tooltip).toBe('Encore\nBlue in Green — Miles Davis, Bill Evans')
    expect(tray.contextMenu!.item('play-pause')).toMatchObject({ label: 'Pause', enabled: true })

    // A later read: progress moved, the menu did not change.
    const imagesBefore = tray.images.length
    core.setState(aState({ progressMs: 95_000, sampledAt: Date.now(), readAt: Date.now() }))
    expect(fake.Menu.built.length).toBe(builtAtStart + 1)
    expect(tray.images.length).toBe(imagesBefore)

    core.setState(aState({ isPlaying: false, disallowed: [] }))
    expect(fake.Menu.built.length).toBe(builtAtStart + 2)
    expect(tray.contextMenu!.item('play-pause')?.label).toBe('Play')
    expect(tray.image.path).toBe('/app/resources/icons/tray/linux/tray-paused-dark.png')
  })

  it('speaks the system’s language, and the one Settings chooses at once', async () => {
    pretendPlatform('linux')
    const { fake, features, start } = await loadShellFeatures()
    fake.app.preferredSystemLanguages = ['de-AT', 'en-US']
    const core = createFakeEncore({ state: aState({ isPlaying: false, disallowed: [] }) })
    const shell = await start(core.encore)
    await shell.run(features.tray)
    const tray = fake.Tray.created[0]!
    expect(tray.contextMenu!.item('play-pause')?.label).toBe('Wiedergabe')
    expect(tray.contextMenu!.item('quit')?.label).toBe('Encore beenden')
    expect(tray.tooltip).toBe('Encore\nPausiert: Blue in Green — Miles Davis, Bill Evans')

    await core.updateSettings({ language: 'ja' })
    expect(tray.contextMenu!.item('play-pause')?.label).toBe('再生')
    expect(tray.contextMenu!.item('open')?.label).toBe('Encore を開く')
    await core.updateSettings({ language: 'system' })
    expect(tray.contextMenu!.item('settings')?.label).toBe('Einstellungen …')
  })

  it('lists the devices it hears of, the active one checked', async () => {
    const { core, tray } = await startTray(aState())
    core.setDevices([aDevice(), aDevice({ id: 'dev-phone', name: 'Pocket Phone', isActive: false })])
    expect(tray.contextMenu!.item('device:dev-desktop')).toMatchObject({ type: 'radio', checked: true })
    expect(tray.contextMenu!.item('device:dev-phone')).toMatchObject({
      type: 'radio',
      checked: false,
      enabled: true,
    })
  })

  it('sends menu clicks to the engine through core, and window items to the shell', async () => {
    const { core, shell, tray } = await startTray(aState({ shuffle: false }))
    core.setDevices([aDevice(), aDevice({ id: 'dev-phone', name: 'Pocket Phone', isActive: false })])
    const menu = tray.contextMenu!
    menu.item('next')!.click!()
    menu.item('play-pause')!.click!()
    menu.item('shuffle')!.click!()
    menu.item('repeat:track')!.click!()
    menu.item('device:dev-phone')!.click!()
    menu.item('quit')!.click!()
    await new Promise((resolve) => setImmediate(resolve))
    expect(core.api.playback.run).toHaveBeenCalledWith({ id: 'player.next' })
    expect(core.api.playback.run).toHaveBeenCalledWith({ id: 'player.toggle' })
    expect(core.asked.mock.calls.filter(([command]) => command.kind === 'next')).toHaveLength(1)
    expect(core.asked).toHaveBeenCalledWith({ kind: 'shuffle', on: true })
    expect(core.asked).toHaveBeenCalledWith({ kind: 'repeat', mode: 'track' })
    expect(core.api.playback.transfer).toHaveBeenCalledWith({ deviceId: 'dev-phone' })
    expect(shell.quit).toHaveBeenCalledOnce()
  })

  it('toggles the mini player on a click, from the tray', async () => {
    const { shell, tray } = await startTray()
    const asked: unknown[] = []
    shell.actions.provide({ toggleMiniPlayer: (origin) => asked.push(origin) })
    tray.emit('click')
    expect(asked).toEqual(['tray'])
  })

  it('follows the panel theme: a dark glyph on a light panel', async () => {
    const { fake, tray } = await startTray()
    fake.nativeTheme.shouldUseDarkColors = false
    fake.nativeTheme.emit('updated')
    expect(tray.image.path).toBe('/app/resources/icons/tray/linux/tray-paused-light.png')
  })

  it('on GNOME, keeps the light glyph in the light style: its top bar is dark in both styles', async () => {
    pretendPlatform('linux')
    const { fake, features, start } = await loadShellFeatures()
    fake.nativeTheme.shouldUseDarkColors = false
    const core = createFakeEncore({
      state: statesByStatus['signed-out'],
      environment: { platform: 'linux', desktops: ['UBUNTU', 'GNOME'], sessionType: 'wayland' },
    })
    const shell = await start(core.encore)
    await shell.run(features.tray)
    // The fake refuses shouldUseDarkColorsForSystemIntegratedUI on Linux (native-theme.md: macOS, Windows).
    expect(() => fake.nativeTheme.shouldUseDarkColorsForSystemIntegratedUI).toThrow(/not supported on linux/)
    expect(fake.Tray.created[0]!.image.path).toBe('/app/resources/icons/tray/linux/tray-paused-dark.png')
  })

  it('on macOS, uses the template image and opens the menu on a right click (a left click is the mini player’s)', async () => {
    pretendPlatform('darwin')
    const { fake, features, start } = await loadShellFeatures()
    const core = createFakeEncore({ state: aState({ isPlaying: false, disallowed: [] }) })
    const shell = await start(core.encore)
    await shell.run(features.tray)
    const tray = fake.Tray.created[0]!
    expect(tray.image.path).toBe('/app/resources/icons/tray/mac/tray-paused-Template.png')
    expect(tray.contextMenu).toBeNull()
    tray.emit('right-click')
    expect(tray.poppedUp).toEqual([fake.Menu.built.at(-1)])
  })

  it('on Windows, uses an ICO for the taskbar’s theme and says where the icon is', async () => {
    pretendPlatform('win32')
    const { fake, features, start } = await loadShellFeatures()
    fake.nativeTheme.shouldUseDarkColorsForSystemIntegratedUI = false
    const core = createFakeEncore({ state: aState({ isPlaying: false, disallowed: [] }) })
    const shell = await start(core.encore)
    await shell.run(features.tray)
    const tray = fake.Tray.created[0]!
    expect(tray.image.path).toBe('/app/resources/icons/tray/win/tray-paused-light.ico')
    tray.bounds = { x: 1850, y: 1048, width: 24, height: 24 }
    expect(shell.actions.trayBounds()).toEqual(tray.bounds)
  })

  it('on Linux, never asks where the icon is (tray.md: getBounds is macOS and Windows only)', async () => {
    const { shell } = await startTray()
    // The fake throws for Tray.getBounds on Linux: the mini player falls back to the pointer.
    expect(shell.actions.trayBounds()).toBeNull()
  })

  it('is destroyed when the shell stops', async () => {
    const { shell, tray, core, fake } = await startTray()
    shell.stop()
    expect(tray.isDestroyed()).toBe(true)
    const built = fake.Menu.built.length
    core.setState(aState())
    expect(fake.Menu.built.length).toBe(built)
  })
})
