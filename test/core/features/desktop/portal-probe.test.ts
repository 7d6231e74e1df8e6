import * as dbus from '@jellybrick/dbus-next'
import { afterAll, describe, expect, it } from 'vitest'
import {
  GLOBAL_SHORTCUTS_INTERFACE,
  PORTAL_BUS_NAME,
  PORTAL_PATH,
  probeGlobalShortcutsPortal,
} from '../../../../electron/core/features/desktop/portal-probe'
import { startPrivateBus } from '../../../support/private-dbus'

/**
 * The GlobalShortcuts portal probe on a private session bus (a `dbus-daemon` this file starts): first with no
 * portal on it, then with a stand-in portal exporting the interface, as xdg-desktop-portal does on desktops
 * whose backend implements it.
 */

const bus = await startPrivateBus()
if (!bus.available) process.stderr.write(`[portal-probe.test] skipped: ${bus.reason}\n`)
afterAll(async () => {
  if (bus.available) await bus.stop()
})
const logger = { debug() {}, info() {}, warn() {}, error() {} }

/** Serves the portal's GlobalShortcuts interface (its `version` property) on the bus, until stopped. */
async function standInPortal(address: string) {
  class GlobalShortcuts extends dbus.interface.Interface {
    constructor() {
      super(GLOBAL_SHORTCUTS_INTERFACE)
      // The library declares these on each instance, hiding what configureMembers put on the prototype.
      for (const key of ['$properties', '$methods', '$signals'])
        if (Object.hasOwn(this, key) && Reflect.get(this, key) === undefined)
          Reflect.deleteProperty(this, key)
    }
    get version() {
      return 1
    }
  }
  GlobalShortcuts.configureMembers({
    properties: { version: { signature: 'u', access: dbus.interface.ACCESS_READ } },
  })
  const portal = dbus.sessionBus({ busAddress: address })
  portal.export(PORTAL_PATH, new GlobalShortcuts())
  await portal.requestName(PORTAL_BUS_NAME, dbus.NameFlag.DO_NOT_QUEUE)
  return () => portal.disconnect()
}

describe('probeGlobalShortcutsPortal', () => {
  it('answers null (unknown) without a session bus', async () => {
    await expect(probeGlobalShortcutsPortal('', logger)).resolves.toBeNull()
  })

  describe.runIf(bus.available)('on a private session bus', () => {
    const address = bus.available ? bus.address : ''

    it('answers false where no portal is on the bus', async () => {
      await expect(probeGlobalShortcutsPortal(address, logger)).resolves.toBe(false)
    })

    it('answers true where the desktop portal offers GlobalShortcuts', async () => {
      const stop = await standInPortal(address)
      try {
        await expect(probeGlobalShortcutsPortal(address, logger)).resolves.toBe(true)
      } finally {
        stop()
      }
    })
  })

  if (!bus.available) it.skip(`needs a private dbus-daemon: ${bus.reason}`, () => {})
})
