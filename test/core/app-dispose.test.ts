import { afterEach, describe, expect, it, vi } from 'vitest'
import { EventBus } from '../../electron/core/base/bridge/event-bus'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../support/encore-on-emulator'

let running: EncoreOnEmulator | undefined
afterEach(async () => {
  await running?.close()
  running = undefined
})

describe('disposing core', () => {
  it('leaves nothing subscribed on its bus, signed in, after the library, the player, the settings and the desktop ran', async () => {
    const bus = new EventBus()
    running = await startEncoreOnEmulator({ account: { bus } })
    await running.signIn()
    const { encore } = running
    await encore.api.playback.get()
    await encore.api.playback.setVisible({ viewer: 'main', visible: true, focused: true })
    await encore.api.library.status()
    // A settings change goes out on the bus alone; the session and the desktop follow it there.
    const heard: string[] = []
    const stop = encore.on('settings.changed', ({ values }) => heard.push(values.hotkeys.saveTrack))
    await encore.api.settings.update({ hotkeys: { saveTrack: 'Ctrl+Alt+J' } })
    stop()
    expect(heard).toEqual(['Ctrl+Alt+J'])
    const shell = { toggleMiniPlayer: vi.fn(), openMain: vi.fn(), openSettings: vi.fn(), quit: vi.fn() }
    await encore.desktop.runTrayAction('next', shell)
    expect(bus.listenerCount, 'the services listen while core runs').toBeGreaterThan(5)
    await encore.dispose()
    expect(bus.listenerCount).toBe(0)
  })
})
