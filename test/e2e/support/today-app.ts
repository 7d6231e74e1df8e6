import { rmSync } from 'node:fs'
import { expect, test as base, type Page } from '@playwright/test'
import { startEmulator, type EmulatorHandle, type EmulatorOptions } from '../../../electron/emulator'
import { startBrowserApp, type BrowserApp } from '../../../electron/web/browser-app'
import { createMovableClock, type MovableClock } from '../../support/movable-clock'
import { TODAY_CLIENT_ID, todayDataDir } from './today-profile'

/**
 * A person with a Client ID registered today: the Spotify profile pointed at the emulator playing the 2026
 * service (service-2026.md), in browser mode. `today` starts one per test; `signInToSpotify` signs in.
 */
export interface TodayApp {
  app: BrowserApp
  emulator: EmulatorHandle
  /** Its data folder (kept across `restart`): settings, the sign-in, the command line's socket (`--data-dir`). */
  dataDir: string
  /** The clock Encore and the emulator share: real time, which a test moves ahead instead of sleeping. */
  clock: MovableClock
  /** GET a /v1 path as another client of the same user, with its own token. */
  get(path: string): Promise<unknown>
  /** Quits Encore and starts it again on the same data folder (settings and the kept sign-in). */
  restart(): Promise<void>
}

export async function startTodayApp(
  options: Partial<EmulatorOptions> = {},
): Promise<TodayApp & { close(): Promise<void> }> {
  const clock = createMovableClock()
  const emulator = await startEmulator({
    clock,
    size: 'small',
    seed: 'e2e-2026',
    apiMode: '2026',
    autoApprove: true,
    extraClientIds: [TODAY_CLIENT_ID],
    ...options,
  })
  const dataDir = todayDataDir(emulator, 'encore-e2e-2026-')
  const token = emulator.issueToken().access_token
  const today = {
    app: await startBrowserApp({ port: 0, dataDir, clock }),
    emulator,
    dataDir,
    clock,
    get: async (path: string) =>
      (await fetch(`${emulator.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).json(),
    async restart() {
      await today.app.close()
      today.app = await startBrowserApp({ port: 0, dataDir, clock })
    },
    async close() {
      await today.app.close()
      await emulator.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return today
}

export const test = base.extend<{ today: TodayApp }>({
  // eslint-disable-next-line no-empty-pattern
  today: async ({}, use) => {
    const today = await startTodayApp()
    await use(today)
    await today.close()
  },
})

/** Signs in with the (emulated) Spotify app: the page opens the consent page in a tab, which approves at once. */
export async function signInToSpotify(page: Page, today: TodayApp): Promise<void> {
  await page.goto(today.app.host.launchUrl)
  const consent = page.context().waitForEvent('page')
  await page.getByTestId('prompt-sign-in').click()
  const tab = await consent
  await tab.waitForLoadState()
  await tab.close()
  await expect(page.getByTestId('account-name')).toBeVisible()
}
