import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as dbus from '@jellybrick/dbus-next'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL, type DesktopState } from '../../electron/contract'
import {
  MPRIS_BUS_NAME,
  MPRIS_PATH,
  MPRIS_PLAYER_INTERFACE,
} from '../../electron/core/features/desktop/mpris/mpris-service'
import { readDbusProperty, startPrivateBus } from '../support/private-dbus'
import { bootShell, TRUSTED_FRAME, type Fake } from './shell-harness'
import { tempFolder } from '../support/temp-folders'

/** The whole shell, every feature in `shellFeatures`, on the fake electron and a real core. */

const rendererDir = tempFolder('encore-shell-desktop-')
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>shell</title>')
const trustedFrame = TRUSTED_FRAME

async function boot(env: Record<string, string> = {}): Promise<Fake> {
  const { fake } = await bootShell({ env: { XDG_CURRENT_DESKTOP: 'KDE', ...env }, paths: { rendererDir } })
  return fake
}

const call = (fake: Fake, method: string, input?: unknown) =>
  fake.ipcMain.invokeFrom(trustedFrame, IPC_INVOKE_CHANNEL, method, input) as Promise<{
    ok: boolean
    value: unknown
  }>

describe('Electron shell: the desktop features together', () => {
  it('starts the tray and the hotkeys, and reports the hotkeys’ results over the bridge', async () => {
    const fake = await boot()
    try {
      expect(fake.Tray.created).toHaveLength(1)
      expect(fake.globalShortcut.registered.size).toBeGreaterThan(0)
      const { value } = await call(fake, 'desktop.get')
      const state = value as DesktopState
      expect(state.hotkeys.entries.find((entry) => entry.action === 'toggleMiniPlayer')).toMatchObject({
        accelerator: 'CommandOrControl+Alt+M',
        result: 'registered',
      })
      // No session bus in this test: the media controls say why they are not running.
      expect(state.mediaControls).toMatchObject({
        kind: process.platform === 'linux' ? 'mpris' : 'none',
        ...(process.platform === 'linux'
          ? { status: 'failed', message: expect.stringContaining('D-Bus') }
          : {}),
      })
    } finally {
      fake.app.emit('will-quit')
    }
  })

  it('shows the running Encore on a second launch, even when its window is hidden in the tray', async () => {
    const fake = await boot()
    try {
      const main = fake.BrowserWindow.created[0]!
      main.close()
      expect(main.isVisible()).toBe(false)
      fake.app.emit('second-instance')
      expect(main.isVisible()).toBe(true)
      expect(main.focused).toBe(true)
    } finally {
      fake.app.emit('will-quit')
    }
  })

  it('on quit: the window really closes, the tray goes, every hotkey is unregistered, the mini player is destroyed', async () => {
    const fake = await boot()
    const main = fake.BrowserWindow.created[0]!
    fake.Tray.created[0]!.emit('click')
    const mini = fake.BrowserWindow.created[1]!
    expect(mini.loadedUrls[0]).toMatch(/#\/mini$/)
    fake.Tray.created[0]!.contextMenu!.item('quit')!.click!()
    await vi.waitFor(() => expect(fake.app.quitCalled).toBe(true))
    main.close()
    expect(main.isDestroyed()).toBe(true)
    fake.app.emit('will-quit')
    expect(fake.Tray.created[0]!.isDestroyed()).toBe(true)
    expect(fake.globalShortcut.registered.size).toBe(0)
    expect(mini.isDestroyed()).toBe(true)
  })

  it('adds no Chromium switch for the shortcuts portal with Electron 45; older ones on Wayland get it', async () => {
    const fake = await boot({ XDG_SESSION_TYPE: 'wayland' })
    fake.app.emit('will-quit')
    const features = () => fake.app.commandLine.appended.filter(({ name }) => name === 'enable-features')
    expect(features()).toEqual([])
    const { enableShortcutsPortal } = await import('../../electron/main/shortcuts-portal')
    const wayland = { platform: 'linux' as const, desktops: ['GNOME'], sessionType: 'wayland' as const }
    enableShortcutsPortal(fake.app as never, wayland, '45.4.1')
    expect(features()).toEqual([])
    fake.app.commandLine.switches.set('enable-features', 'WaylandWindowDecorations')
    enableShortcutsPortal(fake.app as never, wayland, '44.1.0')
    expect(features()).toEqual([
      { name: 'enable-features', value: 'WaylandWindowDecorations,GlobalShortcutsPortal' },
    ])
  })

  it('gives the pages core’s V8 flags (collect garbage early), keeping the person’s own after them', async () => {
    const fake = await boot()
    fake.app.emit('will-quit')
    const { PAGE_JS_FLAGS } = await import('../../electron/core/features/desktop/page-memory')
    expect(fake.app.commandLine.appended).toContainEqual({ name: 'js-flags', value: PAGE_JS_FLAGS.join(' ') })
    const { applyPageMemoryFlags } = await import('../../electron/main/page-memory')
    fake.app.commandLine.switches.set('js-flags', '--heap-growing-percent=80')
    applyPageMemoryFlags(fake.app as never)
    expect(fake.app.commandLine.appended.at(-1)).toEqual({
      name: 'js-flags',
      value: `${PAGE_JS_FLAGS.join(' ')} --heap-growing-percent=80`,
    })
  })
})

const bus =
  process.platform === 'linux'
    ? await startPrivateBus()
    : ({ available: false, reason: 'not Linux' } as const)
if (!bus.available)
  process.stderr.write(`[shell-desktop.test] MPRIS through the shell skipped: ${bus.reason}\n`)
afterAll(async () => {
  if (bus.available) await bus.stop()
})

describe.runIf(bus.available)('Electron shell: MPRIS on a private session bus', () => {
  it('registers Encore on the bus and routes a PlayPause from another client to the engine', async () => {
    const fake = await boot({ DBUS_SESSION_BUS_ADDRESS: bus.available ? bus.address : '' })
    const client = dbus.sessionBus({ busAddress: bus.available ? bus.address : '' })
    try {
      await vi.waitFor(async () => {
        const { value } = await call(fake, 'desktop.get')
        expect((value as DesktopState).mediaControls.status).toBe('running')
      })
      await client.call(
        new dbus.Message({
          destination: MPRIS_BUS_NAME,
          path: MPRIS_PATH,
          interface: MPRIS_PLAYER_INTERFACE,
          member: 'PlayPause',
        }),
      )
      // Nobody is signed in: the engine refuses, and says so to every window.
      await vi.waitFor(() => {
        const sent = fake.BrowserWindow.created[0]!.webContents.sent
        expect(
          sent.some(
            (message) =>
              message.channel === IPC_EVENT_CHANNEL && JSON.stringify(message.args).includes('NOT_SIGNED_IN'),
          ),
        ).toBe(true)
      })
      // With MPRIS running, the media keys are the desktop's to forward: Encore no longer grabs them.
      expect(fake.globalShortcut.isRegistered('MediaPlayPause')).toBe(false)
      // Media widgets find Encore's icon and launcher by the app id's desktop entry.
      const entry = await readDbusProperty(client, {
        busName: MPRIS_BUS_NAME,
        path: MPRIS_PATH,
        iface: 'org.mpris.MediaPlayer2',
        name: 'DesktopEntry',
      })
      expect(entry).toBe('app.encore.remote')
    } finally {
      client.disconnect()
      fake.app.emit('will-quit')
    }
  })

  it('Wayland without a GlobalShortcuts portal on the bus: registers no hotkey, and Settings says why', async () => {
    const fake = await boot({
      DBUS_SESSION_BUS_ADDRESS: bus.available ? bus.address : '',
      XDG_SESSION_TYPE: 'wayland',
      XDG_CURRENT_DESKTOP: 'sway',
    })
    try {
      await vi.waitFor(async () => {
        const { value } = await call(fake, 'desktop.get')
        expect((value as DesktopState).hotkeys.mechanism).toBe('none')
      })
      const { value } = await call(fake, 'desktop.get')
      expect((value as DesktopState).hotkeys.support).toContain('no GlobalShortcuts portal')
      expect(fake.globalShortcut.registered.size).toBe(0)
    } finally {
      fake.app.emit('will-quit')
    }
  })
})

if (!bus.available) {
  describe('Electron shell: MPRIS on a private session bus', () => {
    process.stderr.write(
      `[shell-desktop.test.ts] skipped: needs a private dbus-daemon on Linux: ${bus.reason}\n`,
    )
    it.skip(`needs a private dbus-daemon on Linux: ${bus.reason}`, () => {})
  })
}
