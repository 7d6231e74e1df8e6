import { afterEach, describe, expect, it } from 'vitest'
import { createCommandRunner } from '../../../../electron/core/features/command-line/runner'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../../../support/encore-on-emulator'

/**
 * What `encore device` and `encore shuffle` cost the service, counted by the emulator: four clients at once
 * spent the request budget when each device command read the list and moved even to where it played.
 */
describe('command-line commands: requests each', () => {
  let app: EncoreOnEmulator | null = null
  afterEach(async () => {
    await app?.close()
    app = null
  })

  it('device reads the list once for moves in a row, and sends nothing to where it plays; shuffle is one request', async () => {
    app = await startEncoreOnEmulator()
    await app.signIn()
    await app.encore.library.service.idle()
    const { encore, emulator } = app
    const [first, second] = (await encore.api.playback.devices()).filter((device) => !device.isRestricted)
    if (!first || !second) throw new Error('the emulator offers fewer than two devices')
    // The runner's clock stands still unless the test moves it: "moments ago" does not depend on the machine.
    const at = { now: Date.now() }
    const runner = createCommandRunner({
      encore,
      shell: {},
      clock: { now: () => at.now, setTimeout, clearTimeout: (handle) => clearTimeout(handle as never) },
    })
    const traffic = emulator.traffic
    const lists = () => traffic.count({ method: 'GET', path: '/me/player/devices' })
    const transfers = () => traffic.count({ method: 'PUT', path: '/me/player' })
    try {
      traffic.clear()
      expect(await runner.runArgs(['device', first.name])).toMatchObject({ code: 0 })
      await expect.poll(transfers).toBe(1)
      expect(await runner.runArgs(['device', second.name])).toMatchObject({ code: 0 })
      await expect.poll(transfers).toBe(2)
      expect(lists(), 'the second move matched the list the first read').toBeLessThanOrEqual(1)

      // Once a read shows it playing on the second device, a move there asks the service nothing.
      await expect
        .poll(async () => {
          const state = await encore.api.playback.get()
          return state.readAt !== null && state.isPlaying && state.device?.id === second.id
        })
        .toBe(true)
      at.now = (await encore.api.playback.get()).readAt!
      expect(await runner.runArgs(['device', second.id])).toMatchObject({ code: 0 })
      expect(await runner.runArgs(['shuffle', 'toggle'])).toMatchObject({ code: 0 })
      await traffic.when({ method: 'PUT', path: '/me/player/shuffle' })
      expect(traffic.count({ method: 'PUT', path: '/me/player/shuffle' })).toBe(1)
      expect(transfers(), 'no move to the device already playing').toBe(2)
      expect(lists(), 'neither read the devices').toBeLessThanOrEqual(1)
    } finally {
      runner.dispose()
    }
  })
})
