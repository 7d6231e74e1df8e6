import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as dbus from '@jellybrick/dbus-next'
import { afterAll, describe, expect, it } from 'vitest'
import {
  MPRIS_BUS_NAME,
  MPRIS_PATH,
  MPRIS_ROOT_INTERFACE,
} from '../../electron/core/features/desktop/mpris/mpris-service'
import { startBrowserApp } from '../../electron/web/browser-app'
import { startPrivateBus } from '../support/private-dbus'
import { tempFolder } from '../support/temp-folders'

/** Browser mode offers the MPRIS player on Linux when asked (`--mpris`), on a private session bus here. */

const bus =
  process.platform === 'linux'
    ? await startPrivateBus()
    : ({ available: false, reason: 'not Linux' } as const)
if (!bus.available) process.stderr.write(`[browser-mpris.test] skipped: ${bus.reason}\n`)
afterAll(async () => {
  if (bus.available) await bus.stop()
})

const rendererDir = tempFolder('encore-browser-mpris-')
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>browser</title>')

describe.runIf(bus.available)('browser mode with --mpris', () => {
  it('holds the MPRIS name while it runs and gives it up when it closes', async () => {
    const address = bus.available ? bus.address : ''
    const client = dbus.sessionBus({ busAddress: address })
    const hasOwner = async () => {
      const reply = await client.call(
        new dbus.Message({
          destination: 'org.freedesktop.DBus',
          path: '/org/freedesktop/DBus',
          interface: 'org.freedesktop.DBus',
          member: 'NameHasOwner',
          signature: 's',
          body: [MPRIS_BUS_NAME],
        }),
      )
      return reply?.body[0]
    }
    const app = await startBrowserApp({ port: 0, rendererDir, mpris: { busAddress: address } })
    try {
      expect(await hasOwner()).toBe(true)
      const reply = await client.call(
        new dbus.Message({
          destination: MPRIS_BUS_NAME,
          path: MPRIS_PATH,
          interface: 'org.freedesktop.DBus.Properties',
          member: 'Get',
          signature: 'ss',
          body: [MPRIS_ROOT_INTERFACE, 'CanRaise'],
        }),
      )
      // A browser tab cannot be brought forward from here.
      expect((reply?.body[0] as dbus.Variant).value).toBe(false)
    } finally {
      await app.close()
    }
    expect(await hasOwner()).toBe(false)
    client.disconnect()
  })
})

if (!bus.available) {
  describe('browser mode with --mpris', () => {
    process.stderr.write(
      `[browser-mpris.test.ts] skipped: needs a private dbus-daemon on Linux: ${bus.reason}\n`,
    )
    it.skip(`needs a private dbus-daemon on Linux: ${bus.reason}`, () => {})
  })
}
