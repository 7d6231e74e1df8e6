import { describe, expect, it } from 'vitest'
import type { HotkeyAction } from '../../electron/contract'
import { createFakeEncore } from '../support/fake-encore'
import { aDevice, aState, NOW } from '../support/playback-states'
import { loadShellFeatures, type Fake } from './shell-harness'

async function startHotkeys(setup: (fake: Fake) => void = () => {}) {
  const { fake, features, start } = await loadShellFeatures()
  setup(fake)
  const core = createFakeEncore({
    state: aState({ sampledAt: NOW, progressMs: 30_000, isPlaying: false, disallowed: [] }),
  })
  const shell = await start(core.encore)
  await shell.run(features.hotkeys)
  const result = (action: HotkeyAction) =>
    core.desktop.state().hotkeys.entries.find((entry) => entry.action === action)
  return { fake, core, shell, result }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('global hotkeys (fake electron)', () => {
  it('registers every hotkey core lists and reports each result, a key another app holds as taken', async () => {
    const { fake, result } = await startHotkeys((fake) =>
      fake.globalShortcut.taken.add('CommandOrControl+Alt+Up'),
    )
    expect([...fake.globalShortcut.registered.keys()]).toEqual([
      'MediaPlayPause',
      'MediaNextTrack',
      'MediaPreviousTrack',
      'CommandOrControl+Alt+Down',
      'CommandOrControl+Alt+.',
      'CommandOrControl+Alt+,',
      'CommandOrControl+Alt+S',
      'CommandOrControl+Alt+M',
    ])
    expect(result('volumeUp')).toMatchObject({
      result: 'taken',
      message: expect.stringContaining('another app'),
    })
    expect(result('volumeDown')).toMatchObject({ result: 'registered', message: null })
  })

  it('runs the action when the keys are pressed', async () => {
    const { fake, core, shell } = await startHotkeys()
    const toggled: unknown[] = []
    shell.actions.provide({ toggleMiniPlayer: (origin) => toggled.push(origin) })
    core.setState(aState({ device: aDevice({ volumePercent: 40 }), isPlaying: false, disallowed: [] }))
    fake.globalShortcut.press('MediaPlayPause')
    fake.globalShortcut.press('CommandOrControl+Alt+Up')
    fake.globalShortcut.press('CommandOrControl+Alt+S')
    fake.globalShortcut.press('CommandOrControl+Alt+M')
    await settle()
    expect(core.api.playback.run).toHaveBeenCalledWith({ id: 'player.toggle' })
    // Paused: the engine's toggle plays; the volume steps from 40; the heart saves.
    expect(core.asked.mock.calls.filter(([command]) => command.kind === 'play')).toEqual([
      [{ kind: 'play', play: null }],
    ])
    expect(core.asked).toHaveBeenCalledWith({ kind: 'volume', percent: 45 })
    expect(core.asked).toHaveBeenCalledWith({ kind: 'save', saved: true })
    expect(toggled).toEqual(['elsewhere'])
  })

  it('registers again when a hotkey changes, and unregisters everything when hotkeys are turned off', async () => {
    const { fake, core, result } = await startHotkeys()
    await core.updateSettings({ hotkeys: { saveTrack: 'CommandOrControl+Alt+J' } })
    expect(fake.globalShortcut.isRegistered('CommandOrControl+Alt+S')).toBe(false)
    expect(fake.globalShortcut.isRegistered('CommandOrControl+Alt+J')).toBe(true)
    expect(result('saveTrack')).toMatchObject({ accelerator: 'CommandOrControl+Alt+J', result: 'registered' })

    await core.updateSettings({ hotkeys: { enabled: false } })
    expect(fake.globalShortcut.registered.size).toBe(0)
    expect(result('playPause')?.result).toBe('off')

    await core.updateSettings({ hotkeys: { enabled: true } })
    expect(fake.globalShortcut.registered.size).toBe(9)
  })

  it('leaves media keys to MPRIS once it runs (the desktop forwards them there)', async () => {
    const { fake, core, result } = await startHotkeys()
    core.desktop.setMediaControls({ kind: 'mpris', status: 'running', message: null })
    expect(fake.globalShortcut.isRegistered('MediaPlayPause')).toBe(false)
    expect(fake.globalShortcut.isRegistered('CommandOrControl+Alt+M')).toBe(true)
    expect(result('playPause')?.result).toBe('media-controls')
  })

  it('unregisters everything when the shell stops (at quit)', async () => {
    const { fake, shell } = await startHotkeys()
    expect(fake.globalShortcut.registered.size).toBeGreaterThan(0)
    shell.stop()
    expect(fake.globalShortcut.registered.size).toBe(0)
    expect(fake.globalShortcut.unregisterAllCalls).toBe(1)
  })

  it('suspends hotkeys only while a hotkey field records in the focused window; a recorded one still registers', async () => {
    const { fake, features, start } = await loadShellFeatures()
    const core = createFakeEncore({ state: aState({ isPlaying: false, disallowed: [] }) })
    const shell = await start(core.encore)
    await shell.run(features.mainWindow, features.hotkeys)
    const main = fake.BrowserWindow.created[0]!
    main.emit('ready-to-show')
    main.focus()
    const record = (recording: boolean) =>
      core.desktop.handlers['desktop.recordHotkey']({ recording }, { signal: new AbortController().signal })
    // Settings in front is not enough: media keys keep working there.
    main.webContents.navigateInPage('app://encore/index.html#/settings')
    expect(fake.globalShortcut.isSuspended()).toBe(false)
    fake.globalShortcut.press('MediaPlayPause')
    await settle()
    expect(core.api.playback.run).toHaveBeenCalledOnce()
    // The recorder field takes the focus: the keys reach the page, and do nothing in Encore.
    await record(true)
    expect(fake.globalShortcut.isSuspended()).toBe(true)
    fake.globalShortcut.press('MediaPlayPause')
    await settle()
    expect(core.api.playback.run).toHaveBeenCalledOnce()
    // A hotkey recorded there is registered for real (registering fails while suspended), and it stays so.
    await core.updateSettings({ hotkeys: { playPause: 'CommandOrControl+Alt+P' } })
    expect(fake.globalShortcut.isRegistered('CommandOrControl+Alt+P')).toBe(true)
    const entry = core.desktop
      .state()
      .hotkeys.entries.find((it) => it.accelerator === 'CommandOrControl+Alt+P')
    expect(entry).toMatchObject({ result: 'registered' })
    expect(fake.globalShortcut.isSuspended()).toBe(true)
    // Another app in front: hotkeys act again, though the field keeps its focus inside the page.
    main.loseFocus()
    expect(fake.globalShortcut.isSuspended()).toBe(false)
    fake.globalShortcut.press('CommandOrControl+Alt+P')
    await settle()
    expect(core.api.playback.run).toHaveBeenCalledTimes(2)
    main.focus()
    expect(fake.globalShortcut.isSuspended()).toBe(true)
    // The field lets go of the focus.
    await record(false)
    expect(fake.globalShortcut.isSuspended()).toBe(false)
    // A page reloaded while its field recorded never says so: the reload ends the recording.
    await record(true)
    expect(fake.globalShortcut.isSuspended()).toBe(true)
    main.webContents.reload()
    expect(fake.globalShortcut.isSuspended()).toBe(false)
    expect(core.desktop.recordingHotkey()).toBe(false)
  })
})
