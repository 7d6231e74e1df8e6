import { readFileSync } from 'node:fs'
import type * as ElectronUpdaterModule from 'electron-updater'
import { join } from 'node:path'
import { feedFileFor } from '../../electron/core/features/updates/release-source'
import { startUpdateFeed } from '../../electron/emulator/update-feed/update-feed'
import { projectRoot } from './support/electron-binary'
import {
  expect,
  miniPlayerWindow,
  type PageBridge,
  recordTray,
  recordTrayMenus,
  signInToDemo,
  test,
  trayMenu,
  trayRecord,
} from './support/encore-app'

/**
 * What the desktop promises, in a real Electron (test/main proves the same wiring against the fake only). Each
 * test's name is the promise it proves. Events the system sends (a resume, a notification refused, a link
 * opened from another app) are emitted on Electron's own objects, so Encore's listeners run as the system would
 * call them; nothing of Encore's is replaced.
 */

test('the tray shows Encore’s icon, its tooltip says what plays, and a click opens the mini player', async ({
  encore,
}) => {
  await recordTray(encore.app)
  await recordTrayMenus(encore.app)
  await signInToDemo(encore.main)
  // The panel's theme changed: Encore draws its icon again from its own files, for this platform.
  await encore.app.evaluate(({ nativeTheme }) => nativeTheme.emit('updated'))
  await expect.poll(async () => (await trayRecord(encore.app))?.images.at(-1)?.empty).toBe(false)
  const image = (await trayRecord(encore.app))?.images.at(-1)
  expect(image?.width).toBeGreaterThan(0)

  // Play or pause from the tray: the tooltip follows what plays ("Encore", then the track, "Paused: " or not).
  await expect.poll(async () => (await trayMenu(encore.app)).map((item) => item.id)).toContain('play-pause')
  await trayMenu(encore.app, 'play-pause')
  await expect.poll(async () => (await trayRecord(encore.app))?.tooltips.at(-1) ?? '').toMatch(/^Encore\n\S/)

  // A click on the icon, as the system sends it.
  expect(await miniPlayerWindow(encore.app)).toBeNull()
  await encore.app.evaluate(() => {
    const tray = (globalThis as { encoreTray?: Electron.Tray }).encoreTray
    if (!tray) throw new Error('No tray was recorded')
    tray.emit('click', {}, { x: 0, y: 0, width: 0, height: 0 }, { x: 0, y: 0 })
  })
  await expect.poll(() => miniPlayerWindow(encore.app)).toMatchObject({ visible: true })
})

test('the sign-in is kept as Encore says: encrypted by the system’s keyring, or not called encrypted', async ({
  encore,
}) => {
  await signInToDemo(encore.main)
  const { secretProtection } = await encore.main.evaluate(() =>
    (globalThis as unknown as { encore: PageBridge }).encore.settings.get(),
  )
  const userData = await encore.app.evaluate(({ app }) => app.getPath('userData'))
  // Core keeps the sign-in a moment after the page shows it.
  const kept = () => {
    try {
      return readFileSync(join(userData, 'secrets.json'), 'utf8')
    } catch {
      return ''
    }
  }
  await expect.poll(() => kept().length).toBeGreaterThan(2)
  const text = kept()
  const entries = Object.values(JSON.parse(text) as Record<string, { format: string; data: string }>)
  expect(entries.length).toBeGreaterThan(0)
  if (secretProtection === 'encrypted') {
    // Keychain (macOS), DPAPI (Windows), or a keyring that answered on the session bus (Linux).
    expect(text).not.toContain('demo')
    for (const entry of entries) {
      expect(entry.format).toBe('safeStorage')
      const plain = await encore.app.evaluate(
        async ({ safeStorage }, data) =>
          (await safeStorage.decryptStringAsync(Buffer.from(data, 'base64'))).result,
        entry.data,
      )
      expect(JSON.parse(plain)).toMatchObject({ profile: 'demo' })
    }
  } else {
    // Only Linux lacks a keyring, and there Encore says so (Settings → Account) instead of calling it encrypted.
    expect(process.platform).toBe('linux')
    expect(secretProtection).toBe('unencrypted')
  }
})

test('a spotify: link opened from another app (macOS open-url) or a second launch’s arguments opens it', async ({
  encore,
}) => {
  await signInToDemo(encore.main)
  await encore.app.evaluate(({ app }) => {
    app.emit('open-url', { preventDefault() {} }, 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy')
  })
  await expect(encore.main).toHaveURL(/#\/album\/4aawyAB9vmqN3uQ7FjRGTy/)
  await encore.app.evaluate(
    ({ app }, argv) => {
      app.emit('second-instance', { preventDefault() {} }, argv, process.cwd(), {})
    },
    ['encore', 'spotify:artist:0OdUWJ0sBjDrqHygGUXeCF'],
  )
  await expect(encore.main).toHaveURL(/#\/artist\/0OdUWJ0sBjDrqHygGUXeCF/)
})

test('after the computer resumes, Encore reads the service at once', async ({ encore }) => {
  await signInToDemo(encore.main)
  const requests = () =>
    encore.main.evaluate(
      async () => (await (globalThis as unknown as { encore: PageBridge }).encore.app.requests()).lastHour,
    )
  // Let the sign-in's own reads settle, then count.
  await expect.poll(requests).toBeGreaterThan(0)
  const before = await requests()
  await encore.app.evaluate(({ powerMonitor }) => powerMonitor.emit('resume'))
  await expect.poll(requests).toBeGreaterThan(before)
})

test('a notification the system refuses (its failed event) is said once, in a dialog, and not retried', async ({
  encore,
}) => {
  await recordTrayMenus(encore.app)
  await signInToDemo(encore.main)
  await encore.main.evaluate(() =>
    (globalThis as unknown as { encore: PageBridge }).encore.settings.update({
      notifications: { trackChange: true },
    }),
  )
  // The system refuses every notification (as macOS does an unsigned copy's): show() emits `failed` instead.
  // The dialog Encore opens is recorded rather than shown.
  await encore.app.evaluate(({ Notification, dialog }) => {
    const scope = globalThis as { encoreDialogs?: string[] }
    const dialogs: string[] = (scope.encoreDialogs = [])
    Notification.isSupported = () => true
    Notification.prototype.show = function (this: Electron.Notification) {
      this.emit('failed', { preventDefault() {} }, 'Notifications are not allowed for this application')
    }
    dialog.showMessageBox = (async (options: Electron.MessageBoxOptions) => {
      dialogs.push(`${options.message}\n${options.detail ?? ''}`)
      return { response: 0, checkboxChecked: false }
    }) as typeof dialog.showMessageBox
  })
  // Notifications are quiet while an Encore window has the focus: none has it now.
  await encore.app.evaluate(({ BrowserWindow }) =>
    BrowserWindow.getAllWindows().forEach((window) => window.hide()),
  )
  await expect
    .poll(async () => (await trayMenu(encore.app)).find((item) => item.id === 'next')?.enabled)
    .toBe(true)
  await trayMenu(encore.app, 'next')
  const dialogs = () =>
    encore.app.evaluate(() => (globalThis as { encoreDialogs?: string[] }).encoreDialogs ?? [])
  await expect.poll(async () => (await dialogs()).length).toBe(1)
  expect((await dialogs())[0]).toMatch(/^Encore can’t show notifications here\n/)
  await trayMenu(encore.app, 'next')
  await trayMenu(encore.app, 'previous')
  expect(await dialogs()).toHaveLength(1)
})

test('an update check reads the release feed through Electron’s network, under this platform’s feed name', async ({
  encore,
}) => {
  const feed = await startUpdateFeed({
    version: '9.0.0',
    fileName: 'Encore-9.0.0-update',
    contents: Buffer.from('Encore 9.0.0'),
  })
  try {
    // electron-updater as the packaged app loads it, from the app's own node_modules; a build run from the
    // sources is not packaged, so it is told to check anyway (forceDevUpdateConfig).
    const found = await encore.app.evaluate(
      async ({ app }, { url, root }) => {
        const { createRequire } = process.getBuiltinModule('node:module')
        const { autoUpdater } = createRequire(`${root}/package.json`)(
          'electron-updater',
        ) as typeof ElectronUpdaterModule
        const errors: string[] = []
        autoUpdater.on('error', (error) => errors.push(error.message))
        autoUpdater.autoDownload = false
        autoUpdater.forceDevUpdateConfig = true
        autoUpdater.setFeedURL({ provider: 'generic', url })
        const result = await autoUpdater.checkForUpdates()
        return { version: result?.updateInfo.version, current: app.getVersion(), errors }
      },
      { url: feed.url, root: projectRoot },
    )
    expect(found).toEqual({ version: '9.0.0', current: expect.any(String), errors: [] })
    expect(feed.requests.map((path) => path.split('?')[0])).toEqual([
      `/${feedFileFor(process.platform, process.arch)}`,
    ])
  } finally {
    await feed.close()
  }
})
