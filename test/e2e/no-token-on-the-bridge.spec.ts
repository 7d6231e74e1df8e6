import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { createLazyDemoService } from '../../electron/core/demo-service'
import { Redactor } from '../../electron/core/security/redact'
import { startEmulator } from '../../electron/emulator'
import { startBrowserApp } from '../../electron/web/browser-app'

/** A redactor that also remembers every secret core registers: the live access and refresh tokens. */
class RecordingRedactor extends Redactor {
  readonly seen = new Set<string>()
  override addSecret(value: string | undefined): void {
    if (value) this.seen.add(value)
    super.addSecret(value)
  }
}

const CLIENT_ID = 'fedcba9876543210fedcba9876543210'

/** Every WebSocket frame the page sends or receives, as text. */
function recordFrames(page: Page, frames: string[]): void {
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => frames.push(String(frame.payload)))
    socket.on('framereceived', (frame) => frames.push(String(frame.payload)))
  })
}

test('no bridge message of a whole session ever carries a token', async ({ browser }) => {
  test.setTimeout(90_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'encore-e2e-tokens-'))
  const emulator = await startEmulator({ size: 'small', seed: 'e2e', extraClientIds: [CLIENT_ID] })
  const redactor = new RecordingRedactor()
  const demoService = createLazyDemoService(async () => ({
    apiUrl: emulator.apiUrl,
    accountsUrl: emulator.accountsUrl,
    clientId: emulator.clientId,
    setAutoApprove: (on) => emulator.setConsent(on ? 'approve' : 'ask'),
    close: async () => {},
  }))
  const frames: string[] = []
  const start = () => startBrowserApp({ port: 0, dataDir, redactor, demoService })

  let app = await start()
  try {
    const page = await browser.newPage()
    recordFrames(page, frames)
    await page.goto(app.host.launchUrl)

    // 1. The demo, one click; then sign out.
    await page.getByTestId('prompt-sign-in').click()
    await expect(page.getByTestId('account-name')).toBeVisible()
    await page.getByTestId('sign-out').click()
    await expect(page.getByTestId('sign-in-prompt')).toBeVisible()

    // 2. A service at configured URLs (the emulator standing in for Spotify), through the browser's tab.
    await page.getByRole('link', { name: 'More options' }).click()
    await page.getByTestId('choose-spotify').click()
    await page.getByTestId('client-id').fill(CLIENT_ID)
    await page.getByText('Another service that speaks the same API').click()
    await page.getByLabel('Accounts URL').fill(emulator.accountsUrl)
    await page.getByLabel('API base URL').fill(emulator.apiUrl)
    emulator.setConsent('approve')
    const tab = page.context().waitForEvent('page')
    await page.getByTestId('spotify-save').click()
    await expect((await tab).locator('body')).toContainText('You can close this tab')
    await expect(page.getByTestId('account-name')).toBeVisible()
    await page.close()

    // The kept refresh token lives in the owner-only file, nowhere else.
    const secretsFile = join(dataDir, 'secrets.json')
    expect(statSync(secretsFile).mode & 0o777).toBe(0o600)

    // 3. Start again: the kept sign-in is renewed (refresh, rotation) without a browser.
    await app.close()
    app = await start()
    const again = await browser.newPage()
    recordFrames(again, frames)
    await again.goto(app.host.launchUrl)
    await expect(again.getByTestId('account-name')).toBeVisible()
    await again.getByRole('link', { name: 'Settings' }).click()
    await expect(again.getByTestId('profile-name')).toBeVisible()
    const kept = readFileSync(secretsFile, 'utf8')
    await again.close()

    // Two sign-ins and a renewal: access and refresh tokens for each, all registered as secrets.
    const secrets = [...redactor.seen]
    expect(secrets.length).toBeGreaterThanOrEqual(6)
    expect(
      secrets.some((secret) => kept.includes(secret)),
      'the file holds a live refresh token',
    ).toBe(true)
    expect(frames.length).toBeGreaterThan(20)
    expect(frames.some((frame) => frame.includes('"session.changed"'))).toBe(true)
    const leaks = frames.filter((frame) => secrets.some((secret) => frame.includes(secret)))
    expect(leaks, 'bridge frames that contain a token').toEqual([])
  } finally {
    await app.close()
    await emulator.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
