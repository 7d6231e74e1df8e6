import * as dbus from '@jellybrick/dbus-next'
import { afterAll, describe, expect, it } from 'vitest'
import {
  meteredFromNetworkManager,
  networkManagerMetered,
} from '../../../../electron/core/features/updates/metered-linux'
import { startPrivateBus } from '../../../support/private-dbus'

/**
 * Whether the connection is metered, as NetworkManager says on the bus: a private bus (a `dbus-daemon` this
 * file starts) with a stand-in NetworkManager exporting its `Metered` property, as the real one does on the
 * system bus.
 */

const bus = await startPrivateBus()
if (!bus.available) process.stderr.write(`[metered-linux.test] skipped the bus cases: ${bus.reason}\n`)
afterAll(async () => {
  if (bus.available) await bus.stop()
})
const logger = { debug() {}, info() {}, warn() {}, error() {} }

async function standInNetworkManager(address: string, metered: number) {
  class NetworkManager extends dbus.interface.Interface {
    constructor() {
      super('org.freedesktop.NetworkManager')
      for (const key of ['$properties', '$methods', '$signals'])
        if (Object.hasOwn(this, key) && Reflect.get(this, key) === undefined)
          Reflect.deleteProperty(this, key)
    }
    get Metered() {
      return metered
    }
  }
  NetworkManager.configureMembers({
    properties: { Metered: { signature: 'u', access: dbus.interface.ACCESS_READ } },
  })
  const service = dbus.sessionBus({ busAddress: address })
  service.export('/org/freedesktop/NetworkManager', new NetworkManager())
  await service.requestName('org.freedesktop.NetworkManager', dbus.NameFlag.DO_NOT_QUEUE)
  return () => service.disconnect()
}

describe('metered connection on Linux (NetworkManager)', () => {
  it('reads NMMetered: yes and guessed yes are metered, no and guessed no are not, unknown says nothing', () => {
    expect([0, 1, 2, 3, 4, 7, undefined].map(meteredFromNetworkManager)).toEqual([
      null,
      true,
      false,
      true,
      false,
      null,
      null,
    ])
  })

  it('answers null where no bus answers', async () => {
    await expect(networkManagerMetered('unix:path=/nonexistent/encore-bus', logger)).resolves.toBeNull()
  })

  describe.runIf(bus.available)('on a private bus', () => {
    const address = bus.available ? bus.address : ''

    it('answers null where NetworkManager is not on the bus', async () => {
      await expect(networkManagerMetered(address, logger)).resolves.toBeNull()
    })

    it('answers what NetworkManager says', async () => {
      const stop = await standInNetworkManager(address, 3)
      try {
        await expect(networkManagerMetered(address, logger)).resolves.toBe(true)
      } finally {
        stop()
      }
      const stopAgain = await standInNetworkManager(address, 4)
      try {
        await expect(networkManagerMetered(address, logger)).resolves.toBe(false)
      } finally {
        stopAgain()
      }
    })
  })
})
