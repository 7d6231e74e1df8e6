import * as dbus from '@jellybrick/dbus-next'
import { afterAll, describe, expect, it } from 'vitest'
import { namesAnswering } from '../../../../electron/core/base/dbus/bus-names'
import {
  keyringNamesFor,
  keyringWhyWords,
  linuxKeyringVerdict,
  SECRET_SERVICE,
} from '../../../../electron/core/features/account/keyring'
import { startPrivateBus } from '../../../support/private-dbus'

/**
 * Linux's keyring is judged by the keyring, not by the desktop: the verdict from safeStorage's backend and the
 * names that answer, and the answer itself from a private `dbus-daemon` this file starts, where a stand-in
 * program takes the Secret Service's or KWallet's name as GNOME Keyring and kwalletd do.
 */
const bus = await startPrivateBus()
if (!bus.available) process.stderr.write(`[keyring.test] skipped the bus cases: ${bus.reason}\n`)
afterAll(async () => {
  if (bus.available) await bus.stop()
})
const logger = { debug() {}, info() {}, warn() {}, error() {} }

describe('whether the sign-in is encrypted on Linux', () => {
  it('asks for the keyring safeStorage’s backend uses; basic_text asks for none', () => {
    expect(keyringNamesFor('gnome_libsecret')).toEqual([SECRET_SERVICE])
    expect(keyringNamesFor('kwallet6')).toEqual(['org.kde.kwalletd6'])
    expect(keyringNamesFor('kwallet5')).toEqual(['org.kde.kwalletd5'])
    expect(keyringNamesFor('basic_text')).toEqual([])
    expect(keyringNamesFor('unknown')).toEqual([
      SECRET_SERVICE,
      'org.kde.kwalletd6',
      'org.kde.kwalletd5',
      'org.kde.kwalletd',
    ])
  })

  it('encrypted only when that keyring answers; otherwise says why', () => {
    const gnome = { available: true, backend: 'gnome_libsecret' }
    expect(linuxKeyringVerdict({ ...gnome, answering: [SECRET_SERVICE] })).toEqual({
      protection: 'encrypted',
      keyring: SECRET_SERVICE,
    })
    // GNOME's backend, KWallet running: libsecret does not use it.
    const kwalletOnly = linuxKeyringVerdict({ ...gnome, answering: ['org.kde.kwalletd5'] })
    expect(kwalletOnly).toEqual({ protection: 'unencrypted', why: 'no-keyring' })
    expect(keyringWhyWords(kwalletOnly)).toBe(
      'no keyring answered on the session bus (neither the Secret Service nor KWallet)',
    )
    expect(linuxKeyringVerdict({ ...gnome, answering: null })).toMatchObject({ why: 'no-session-bus' })
    expect(linuxKeyringVerdict({ available: true, backend: 'basic_text', answering: [] })).toMatchObject({
      why: 'basic-text',
    })
    expect(linuxKeyringVerdict({ ...gnome, available: false, answering: [SECRET_SERVICE] })).toMatchObject({
      why: 'cannot-encrypt',
    })
  })

  it('no bus at all: no answer', async () => {
    await expect(namesAnswering('', [SECRET_SERVICE], logger)).resolves.toBeNull()
    await expect(
      namesAnswering('unix:path=/nonexistent/encore-bus', [SECRET_SERVICE], logger),
    ).resolves.toBeNull()
  })

  describe.runIf(bus.available)('on a private session bus', () => {
    const address = bus.available ? bus.address : ''

    it('no keyring running: none answers', async () => {
      await expect(namesAnswering(address, [SECRET_SERVICE, 'org.kde.kwalletd6'], logger)).resolves.toEqual(
        [],
      )
    })

    it('a program holding the Secret Service’s name answers; KWallet’s does not unless it runs', async () => {
      const keyring = dbus.sessionBus({ busAddress: address })
      try {
        await keyring.requestName(SECRET_SERVICE, dbus.NameFlag.DO_NOT_QUEUE)
        await expect(namesAnswering(address, [SECRET_SERVICE, 'org.kde.kwalletd6'], logger)).resolves.toEqual(
          [SECRET_SERVICE],
        )
      } finally {
        keyring.disconnect()
      }
    })
  })
})
