import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { createLazyDemoService } from '../../../electron/core/features/account/demo-service'
import type { AccountOptions } from '../../../electron/core/features/account'
import { startEmulator, type EmulatorHandle, type EmulatorOptions } from '../../../electron/emulator'
import { startBrowserApp, type BrowserApp } from '../../../electron/web/browser-app'
import { createMovableClock, type MovableClock } from '../../support/movable-clock'

/**
 * Browser mode started in this process on a test-owned emulator (the demo service), so a test can also act
 * as "another device" through the emulator's own `/v1` API and change its faults.
 */
export interface PlayerApp {
  app: BrowserApp
  /** Its data folder (kept across `restart`): settings, the sign-in, and the command line's socket (`encore --data-dir`). */
  dataDir: string
  emulator: EmulatorHandle
  /** The clock Encore and the emulator share: real time, which a test moves ahead instead of sleeping. */
  clock: MovableClock
  /** The emulator's player API as another device (a phone) uses it, with its own token. */
  elsewhere: AnotherDevice
  /** Stops Encore and starts it again on the same data folder and emulator, as quitting and reopening it. */
  restart(): Promise<void>
  close(): Promise<void>
}

export async function startPlayerApp(
  options: { emulator?: Partial<EmulatorOptions>; account?: AccountOptions } = {},
): Promise<PlayerApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'encore-e2e-player-'))
  const clock = createMovableClock()
  const emulator = await startEmulator({ size: 'small', seed: 'e2e-player', clock, ...options.emulator })
  const demoService = createLazyDemoService(async () => ({
    apiUrl: emulator.apiUrl,
    accountsUrl: emulator.accountsUrl,
    clientId: emulator.clientId,
    // Its Soloist stand-in (emulator option `soloist`) told as `npm run web`'s demo service tells it: Encore's
    // soloist service links to it while the demo is signed in, and the engine's feed follows that link.
    ...(emulator.soloist
      ? { soloist: { dataDir: emulator.soloist.dataDir, deviceName: emulator.soloist.deviceName } }
      : {}),
    setAutoApprove: (on) => emulator.setConsent(on ? 'approve' : 'ask'),
    close: async () => {},
  }))
  const start = () =>
    startBrowserApp({
      port: 0,
      dataDir,
      clock,
      demoService,
      ...(options.account ? { account: options.account } : {}),
    })
  const running: PlayerApp = {
    app: await start(),
    emulator,
    clock,
    elsewhere: anotherDevice(emulator),
    dataDir,
    restart: async () => {
      await running.app.close()
      running.app = await start()
    },
    close: async () => {
      await running.app.close()
      await emulator.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return running
}

export interface WirePlayer {
  is_playing: boolean
  progress_ms: number | null
  repeat_state: string
  shuffle_state: boolean
  device: { id: string; name: string; volume_percent: number | null }
  item: { id: string; name: string; uri: string; duration_ms: number } | null
  context: { uri: string } | null
}

export interface AnotherDevice {
  /** GET /me/player; null when nothing is loaded (204). */
  player(): Promise<WirePlayer | null>
  devices(): Promise<{ id: string; name: string; is_active: boolean; volume_percent: number | null }[]>
  queue(): Promise<{ uri: string; name: string }[]>
  isSaved(trackId: string): Promise<boolean>
  /** Any other call: `request('POST', '/me/player/next')`. */
  request(method: string, path: string, body?: unknown): Promise<Response>
}

function anotherDevice(emulator: EmulatorHandle): AnotherDevice {
  let token = emulator.issueToken().access_token
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${emulator.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  // A test may revoke every token to fault the app; the other device then signs in again, as a phone would.
  const request = async (method: string, path: string, body?: unknown) => {
    const response = await send(method, path, body)
    if (response.status !== 401) return response
    token = emulator.issueToken().access_token
    return send(method, path, body)
  }
  const json = async <T>(path: string): Promise<T> => {
    const response = await request('GET', path)
    expect(response.ok, `GET ${path} answered ${response.status}`).toBe(true)
    return (await response.json()) as T
  }
  return {
    request,
    async player() {
      const response = await request('GET', '/me/player')
      if (response.status === 204) return null
      expect(response.ok, `GET /me/player answered ${response.status}`).toBe(true)
      return (await response.json()) as WirePlayer
    },
    devices: async () => (await json<{ devices: never[] }>('/me/player/devices')).devices,
    queue: async () => (await json<{ queue: { uri: string; name: string }[] }>('/me/player/queue')).queue,
    isSaved: async (trackId) => (await json<boolean[]>(`/me/tracks/contains?ids=${trackId}`))[0] === true,
  }
}

/** Opens the app and signs in to the demo with one click. */
export async function signIn(page: Page, app: BrowserApp): Promise<void> {
  await page.goto(app.host.launchUrl)
  await page.getByTestId('prompt-sign-in').click()
  await expect(page.getByTestId('account-name')).toBeVisible()
}

/**
 * The first play asks where to play when nothing plays anywhere yet: the desktop. Waits for either outcome (the
 * question, or the service playing because nothing was asked) rather than for a fixed time, which a busy
 * machine can outlast before the question shows. (The bar is no sign: it may show the click's prediction before
 * core learns that no device took the play.)
 */
export async function chooseDesktopIfAsked(page: Page, running: PlayerApp): Promise<void> {
  const picker = page.getByRole('dialog', exact('Choose where to play'))
  await expect
    .poll(async () => (await picker.isVisible()) || (await running.elsewhere.player())?.is_playing === true)
    .toBe(true)
  if (await picker.isVisible()) await picker.getByRole('button', exact('Encore Desktop')).click()
}

/** The theme through Settings, as a user would choose it; then back to the screen that was open. */
export async function chooseTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByTestId('theme').selectOption(theme)
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
  await page.goBack()
}

/** How far the document itself has scrolled and how tall it is: the app is the viewport, only its regions scroll. */
export const documentScroll = (page: Page) =>
  page.evaluate(() => ({
    top: window.document.scrollingElement!.scrollTop,
    height: window.document.scrollingElement!.scrollHeight,
    viewport: window.innerHeight,
  }))

export const exact = (name: string) => ({ name, exact: true })
export const playerBar = (page: Page) => page.getByRole('region', exact('Player'))

/** Signs in (unless `signedIn`), opens Now playing and starts the first album it suggests on "Encore Desktop". */
export async function playSuggestedAlbum(
  page: Page,
  running: PlayerApp,
  options: { screenshot?: string; signedIn?: boolean } = {},
): Promise<void> {
  if (!options.signedIn) await signIn(page, running.app)
  await expect(playerBar(page)).toBeVisible()
  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Now playing')).click()
  const notice = page.getByTestId('player-status-notice')
  await expect(notice).toContainText('Nothing is playing')
  const suggestion = page.getByRole('button', { name: /^Play / }).first()
  await expect(suggestion).toBeVisible()
  if (options.screenshot) await page.screenshot({ path: options.screenshot, animations: 'disabled' })
  await suggestion.click()
  // Nothing was playing anywhere: the picker asks where.
  const picker = page.getByRole('dialog', exact('Choose where to play'))
  await expect(picker).toBeVisible()
  await picker.getByRole('button', exact('Encore Desktop')).click()
  await expect(picker).toBeHidden()
  await expect(playerBar(page).getByRole('button', exact('Pause'))).toBeVisible()
  // The bar shows Pause as soon as it is clicked (before the service answers): wait for the service itself to
  // play on the desktop, so what the caller reads from it next is the album playing.
  await expect
    .poll(async () => {
      const player = await running.elsewhere.player()
      return player?.is_playing && player.item ? player.device.name : null
    })
    .toBe('Encore Desktop')
}

/** What the service says plays now, read as another device would; fails when nothing is loaded. */
export async function servicePlayer(running: PlayerApp): Promise<WirePlayer> {
  const player = await running.elsewhere.player()
  expect(player, 'something is loaded on the service').not.toBeNull()
  return player!
}

/**
 * What the outbox's files in the data folder hold (as text): each journal read as Encore reads it, its first
 * line's queue with the lines after it applied (a change sent is gone though its line stays until compacted).
 */
export function outboxFiles(running: PlayerApp): string {
  const folder = join(running.dataDir, 'outbox')
  if (!existsSync(folder)) return ''
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.stringify(outboxQueue(readFileSync(join(folder, name), 'utf8'))))
    .join('\n')
}

type Entry = { id: string }
function outboxQueue(text: string): Entry[] {
  const [first = '', ...records] = text.split('\n').filter(Boolean)
  const queue = new Map((JSON.parse(first) as { entries: Entry[] }).entries.map((entry) => [entry.id, entry]))
  for (const line of records) {
    let record: { put?: Entry[]; remove?: string[] }
    try {
      record = JSON.parse(line) as typeof record
    } catch {
      break // being written now: read on the next poll
    }
    for (const entry of record.put ?? []) queue.set(entry.id, entry)
    for (const id of record.remove ?? []) queue.delete(id)
  }
  return [...queue.values()]
}
