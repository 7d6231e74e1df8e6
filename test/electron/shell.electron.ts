import { chromium } from '@playwright/test'
import { startBrowserMode } from '../support/browser-mode'
import { chromiumArgs, resolveChromium } from '../support/chromium'
import { expect, miniPlayerWindow, recordTrayMenus, signInToDemo, test, trayMenu } from './support/encore-app'

/**
 * The shell in a real Electron: what test/main holds against the fake `electron` only. Each test launches the
 * built app with a fresh data folder; where Electron's program is not installed, each skips with the reason.
 */

test('the main window opens on Encore’s page, in the data folder the test gave it', async ({ encore }) => {
  await expect(encore.main).toHaveTitle(/Encore/)
  expect(encore.main.url()).toMatch(/^app:\/\/encore\/index\.html/)
  const userData = await encore.app.evaluate(({ app }) => app.getPath('userData'))
  expect(userData.startsWith(encore.dataDir)).toBe(true)
})

test('the tray menu shows core’s model, and its item opens the mini player as a popover, then floating', async ({
  encore,
}) => {
  await recordTrayMenus(encore.app)
  await signInToDemo(encore.main)
  await expect.poll(async () => (await trayMenu(encore.app)).map((item) => item.id)).toContain('quit')
  const items = await trayMenu(encore.app)
  expect(items.find((item) => item.id === 'play-pause')).toMatchObject({ enabled: expect.any(Boolean) })
  expect(items.find((item) => item.id === 'mini-player')?.label).toBe('Show mini player')

  const miniWindow = () => miniPlayerWindow(encore.app)
  await trayMenu(encore.app, 'mini-player')
  await expect.poll(miniWindow).toMatchObject({ visible: true })

  await encore.main.evaluate(() =>
    (
      globalThis as unknown as { encore: { settings: { update(patch: object): Promise<unknown> } } }
    ).encore.settings.update({
      miniPlayer: { placement: 'floating', alwaysOnTop: true },
    }),
  )
  // On X11 (the CI's virtual display), macOS and Windows the floating window can stay on top.
  await expect.poll(miniWindow).toMatchObject({ visible: true, onTop: true })
})

test('a hotkey set in Settings is registered with the system', async ({ encore }) => {
  const accelerator = 'CommandOrControl+Alt+Shift+F9'
  await encore.main.evaluate(
    (keys) =>
      (
        globalThis as unknown as { encore: { settings: { update(patch: object): Promise<unknown> } } }
      ).encore.settings.update({
        hotkeys: { enabled: true, playPause: keys },
      }),
    accelerator,
  )
  await expect
    .poll(() =>
      encore.app.evaluate(({ globalShortcut }, keys) => globalShortcut.isRegistered(keys), accelerator),
    )
    .toBe(true)
})

test('safeStorage encrypts and decrypts on this system', async ({ encore }) => {
  const roundTrip = await encore.app.evaluate(async ({ safeStorage }) => {
    const cipher = await safeStorage.encryptStringAsync('a secret of the test')
    const { result } = await safeStorage.decryptStringAsync(cipher)
    return { plainInCipher: cipher.includes(Buffer.from('a secret of the test')), result }
  })
  expect(roundTrip).toEqual({ plainInCipher: false, result: 'a secret of the test' })
})

test('a second launch with a spotify: link hands it to the running Encore and exits', async ({ encore }) => {
  await signInToDemo(encore.main)
  const code = await encore.launchAgain(['spotify:album:4aawyAB9vmqN3uQ7FjRGTy'])
  expect(code).toBe(0)
  await expect(encore.main).toHaveURL(/#\/album\/4aawyAB9vmqN3uQ7FjRGTy/)
  expect(encore.app.windows().length).toBeGreaterThanOrEqual(1)
})

test('signing in to the demo reads the same in Electron as in browser mode', async ({ encore }) => {
  const inElectron = await signInToDemo(encore.main)
  const web = await startBrowserMode()
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs })
  try {
    const page = await browser.newPage()
    await page.goto(web.url)
    expect(await signInToDemo(page)).toBe(inElectron)
  } finally {
    await browser.close()
    await web.stop()
  }
})
