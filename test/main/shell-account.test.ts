import { existsSync, readFileSync } from 'node:fs'
import { mainOutDir } from '../../electron/web/project-paths'
import { join } from 'node:path'
import * as dbus from '@jellybrick/dbus-next'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startPrivateBus } from '../support/private-dbus'
import { bootShell, type Fake } from './shell-harness'

const bus = await startPrivateBus()
if (!bus.available) process.stderr.write(`[shell-account.test] the keyring case skipped: ${bus.reason}\n`)
afterAll(async () => {
  if (bus.available) await bus.stop()
})

/** A fresh fake Electron (with its own userData folder) and a fresh shell for every test. */
async function boot(setup: (fake: Fake) => void = () => {}, env: Record<string, string> = {}) {
  return bootShell({
    setup,
    env,
    paths: {
      // The compiled demo service (the test run builds it), in a utility process as in the app.
      demoProcessPath: join(mainOutDir, 'demo-process.js'),
      japaneseReaderPath: join(mainOutDir, 'japanese-reader.js'),
      aboutFile: join(mainOutDir, 'about.json'),
    },
  })
}

describe('Electron shell: settings and session wiring (fake electron module)', () => {
  it('keeps settings with electron-store in the userData folder, and app.info follows the profile', async () => {
    const { fake, call } = await boot()
    await expect(call('settings.get')).resolves.toMatchObject({
      ok: true,
      value: { values: { profile: 'demo' } },
    })
    await expect(call('app.info')).resolves.toMatchObject({ ok: true, value: { service: 'demo' } })
    const updated = await call('settings.update', {
      profile: 'spotify',
      spotify: { clientId: '0123456789abcdef0123456789abcdef', redirectPort: 8888 },
    })
    expect(updated).toMatchObject({ ok: true, value: { values: { profile: 'spotify' } } })
    await expect(call('app.info')).resolves.toMatchObject({ ok: true, value: { service: 'spotify' } })
    const file = JSON.parse(readFileSync(join(fake.app.getPath('userData'), 'settings.json'), 'utf8'))
    expect(file).toMatchObject({ version: 1, profile: 'spotify', spotify: { redirectPort: 8888 } })
  })

  it('answers a bad settings change with a specific INVALID_INPUT and keeps running', async () => {
    const { call } = await boot()
    const result = (await call('settings.update', { spotify: { clientId: 'my-app' } })) as {
      ok: boolean
      error: { code: string; details: unknown }
    }
    expect(result.ok).toBe(false)
    expect(result.error.code).toBe('INVALID_INPUT')
    expect(JSON.stringify(result.error.details)).toContain('A Client ID is 32 characters')
    await expect(call('session.get')).resolves.toMatchObject({
      ok: true,
      value: { status: 'signed-out', reason: null },
    })
  })

  it.runIf(bus.available)(
    'reports encrypted secret storage only where the keyring answers on the session bus (Linux)',
    async () => {
      const gnome = (fake: Fake) => (fake.safeStorage.backend = 'gnome_libsecret')
      const session = { DBUS_SESSION_BUS_ADDRESS: bus.available ? bus.address : '' }
      // GNOME's backend, but no keyring running: safeStorage's built-in key protects nothing.
      const noKeyring = await boot(gnome, session)
      await expect(noKeyring.call('settings.get')).resolves.toMatchObject({
        value: { secretProtection: process.platform === 'linux' ? 'unencrypted' : 'encrypted' },
      })
      const keyring = dbus.sessionBus({ busAddress: session.DBUS_SESSION_BUS_ADDRESS })
      try {
        await keyring.requestName('org.freedesktop.secrets', dbus.NameFlag.DO_NOT_QUEUE)
        const withKeyring = await boot(gnome, session)
        await expect(withKeyring.call('settings.get')).resolves.toMatchObject({
          value: { secretProtection: 'encrypted' },
        })
      } finally {
        keyring.disconnect()
      }
    },
  )

  it('reports unencrypted on Linux basic_text', async () => {
    const basic = await boot((fake) => {
      fake.safeStorage.backend = 'basic_text'
    })
    await expect(basic.call('settings.get')).resolves.toMatchObject({
      value: { secretProtection: process.platform === 'linux' ? 'unencrypted' : 'encrypted' },
    })
  })

  it('refuses a Spotify sign-in without a Client ID, saying what to do', async () => {
    const { call } = await boot()
    const result = (await call('session.signIn', { profile: 'spotify' })) as {
      ok: boolean
      error: { code: string; message: string }
    }
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    expect(result.error.message).toContain('Client ID')
  })

  it('opens the demo consent page in the system browser; the page itself may not open that origin', async () => {
    const { fake, call } = await boot()
    try {
      await call('settings.update', { demo: { skipConsent: false } })
      const answer = (await call('session.signIn')) as {
        ok: true
        value: { status: string; authorizeUrl: string }
      }
      expect(answer.value.status).toBe('signing-in')
      const authorizeUrl = answer.value.authorizeUrl
      expect(authorizeUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/authorize\?/)
      expect(fake.shell.opened).toEqual([authorizeUrl])

      // A page asking for the same URL is refused: only core's sign-in may send the browser there.
      const contents = new fake.FakeWebContents()
      fake.app.emit('web-contents-created', {}, contents)
      expect(contents.windowOpenHandler!({ url: authorizeUrl })).toEqual({ action: 'deny' })
      await Promise.resolve()
      expect(fake.shell.opened).toEqual([authorizeUrl])

      // The user closed the tab: core opens it again.
      await expect(call('session.reopenSignInPage')).resolves.toMatchObject({ ok: true })
      expect(fake.shell.opened).toEqual([authorizeUrl, authorizeUrl])

      await expect(call('session.cancelSignIn')).resolves.toMatchObject({
        ok: true,
        value: { status: 'signed-out', reason: { code: 'cancelled' } },
      })
      await expect(call('session.reopenSignInPage')).resolves.toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT' },
      })
    } finally {
      fake.app.emit('will-quit')
    }
  })

  it('signs in to the demo without a browser when consent is skipped', async () => {
    const { fake, call } = await boot()
    try {
      await call('session.signIn')
      await vi.waitFor(async () =>
        expect(await call('session.get')).toMatchObject({
          ok: true,
          value: { status: 'signed-in', profile: 'demo' },
        }),
      )
      expect(fake.shell.opened).toEqual([])
      // The demo runs in a utility process (here a Node child process plays it), keeping its state in the
      // userData folder; quitting asks it to write its state and go.
      expect(fake.FakeUtilityProcess.forked).toHaveLength(1)
      const demo = fake.FakeUtilityProcess.forked[0]!
      expect(demo.modulePath).toBe(join(mainOutDir, 'demo-process.js'))
      expect(demo.args).toEqual(['--data-dir', fake.app.getPath('userData')])
      expect(demo.options).toMatchObject({ serviceName: 'Encore demo service', execArgv: [] })
      await call('session.signOut')
      await fake.app.emit('will-quit')
      await vi.waitFor(() =>
        expect(existsSync(join(fake.app.getPath('userData'), 'demo-state.json'))).toBe(true),
      )
      await vi.waitFor(() => expect(demo.pid).toBeUndefined())
    } finally {
      fake.app.emit('will-quit')
    }
  })

  it('starts the demo’s utility process again, on its port, when it crashed, and says so', async () => {
    const { fake, call } = await boot()
    try {
      await call('session.signIn')
      await vi.waitFor(async () =>
        expect(await call('session.get')).toMatchObject({ value: { status: 'signed-in', profile: 'demo' } }),
      )
      const [first] = fake.FakeUtilityProcess.forked
      first!.child.kill('SIGKILL')
      await vi.waitFor(() => expect(fake.FakeUtilityProcess.forked).toHaveLength(2), { timeout: 10_000 })
      const again = fake.FakeUtilityProcess.forked[1]!
      expect(again.args).toEqual([
        '--data-dir',
        fake.app.getPath('userData'),
        '--port',
        expect.stringMatching(/^\d+$/),
      ])
      const contents = fake.BrowserWindow.created[0]!.webContents
      await vi.waitFor(
        () =>
          expect(
            contents.sent.map((message) => (message.args[1] as { message?: string } | undefined)?.message),
          ).toContain(
            'The demo service closed unexpectedly; Encore started it again. Sign in to the demo again to go on.',
          ),
        { timeout: 10_000 },
      )
    } finally {
      fake.app.emit('will-quit')
    }
  })
})
