import { afterEach, describe, expect, it } from 'vitest'
import { EventBus } from '../../electron/core/base/bridge/event-bus'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../support/encore-on-emulator'

let running: EncoreOnEmulator | undefined
afterEach(async () => {
  await running?.close()
  running = undefined
})

describe('disposing core', () => {
  it('leaves nothing subscribed on its bus, signed in, after the library and the player ran', async () => {
    const bus = new EventBus()
    running = await startEncoreOnEmulator({ account: { bus } })
    await running.signIn()
    const { encore } = running
    await encore.api.playback.get()
    await encore.api.playback.setVisible({ viewer: 'main', visible: true, focused: true })
    await encore.api.library.status()
    expect(bus.listenerCount, 'the services listen while core runs').toBeGreaterThan(5)
    await encore.dispose()
    expect(bus.listenerCount).toBe(0)
  })
})
