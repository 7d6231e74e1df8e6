import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { expect, test, type Page } from '@playwright/test'
import { createLazyDemoService } from '../../electron/core/features/account/demo-service'
import { Redactor } from '../../electron/core/base/security/redact'
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

/** Every file under `dir`, with its text. */
function filesUnder(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name)
      return { path: relative(dir, path), text: readFileSync(path, 'latin1') }
    })
}

/** What the page shows and keeps: its DOM (attributes included), its text, and its web storage. */
async function pageContents(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.documentElement.outerHTML,
      document.body.innerText,
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      location.href,
    ].join('\n'),
  )
}

/** `encore diagnose` (as test/e2e/command-line.spec.ts runs the command) for the Encore at `dataDir`. */
async function diagnose(dataDir: string, ...options: string[]): Promise<string> {
  const root = join(import.meta.dirname, '../..')
  const run = join(root, 'build/run-compiled.js')
  const args = [run, 'ctl', '--data-dir', dataDir, 'diagnose', ...options]
  return (await promisify(execFile)(process.execPath, args, { cwd: root })).stdout
}

/** Every WebSocket frame the page sends or receives, as text. */
function recordFrames(page: Page, frames: string[]): void {
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => frames.push(String(frame.payload)))
    socket.on('framereceived', (frame) => frames.push(String(frame.payload)))
  })
}

/**
 * A whole browser-mode session against the emulator (the demo, a service at configured URLs through the
 * browser's tab, a restart that renews the kept sign-in), recording the bridge's frames, Encore's log lines,
 * the data folder, what each page showed and the problem report (Settings → About, `encore diagnose`); then every token the emulator issued is searched for in all of
 * it. The only place a token may be is the secret store (secrets.json, owner-only).
 */
test('no token of a whole session is anywhere but the secret store: bridge, logs, data files, pages', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'encore-e2e-tokens-'))
  const emulator = await startEmulator({
    size: 'small',
    seed: 'e2e',
    extraClientIds: [CLIENT_ID],
    // The demo's state file in the data folder too, so that it is searched as well.
    stateFile: join(dataDir, 'demo-state.json'),
  })
  // Encore's log lines go to stderr (core/base/logger.ts): keep a copy of everything written there meanwhile.
  const logs: string[] = []
  const writeToStderr = process.stderr.write.bind(process.stderr)
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    logs.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'))
    return writeToStderr(chunk, ...rest)
  }) as typeof process.stderr.write
  const pages: string[] = []
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
  let closed = false
  try {
    const page = await browser.newPage()
    recordFrames(page, frames)
    await page.goto(app.host.launchUrl)

    // 1. The demo, one click; then sign out.
    await page.getByTestId('prompt-sign-in').click()
    await expect(page.getByTestId('account-name')).toBeVisible()
    pages.push(await pageContents(page))
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
    const signInTab = await tab
    await expect(signInTab.locator('body')).toContainText('You can close this tab')
    pages.push(await pageContents(signInTab))
    await expect(page.getByTestId('account-name')).toBeVisible()
    pages.push(await pageContents(page))
    await page.getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByTestId('profile-name')).toBeVisible()
    pages.push(await pageContents(page))
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
    pages.push(await pageContents(again))
    // 4. Settings → About → "Report a problem", and `encore diagnose` (text and JSON): searched below too.
    await again.getByRole('button', { name: 'Report a problem' }).click()
    const report = await again.getByTestId('report-text').innerText()
    expect(report).toContain('Profile: Spotify')
    const diagnosed = [await diagnose(dataDir), await diagnose(dataDir, '--json')]
    expect(diagnosed[0]).toContain('Mode: browser mode')
    expect(JSON.parse(diagnosed[1]!)).toMatchObject({ parts: { mode: 'browser' } })
    const reports = [report, ...diagnosed]
    await again.goto(`${app.host.origin}/#/now-playing`)
    await expect(again.getByRole('region', { name: 'Player', exact: true })).toBeVisible()
    await expect(again).toHaveURL(/#\/now-playing/)
    pages.push(await pageContents(again))
    const kept = readFileSync(secretsFile, 'utf8')
    await again.close()
    await app.close()
    closed = true
    await emulator.flushState()

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

    // Every token the service issued, searched for everywhere but the secret store.
    const issued = emulator.issuedTokens()
    expect(issued.length).toBeGreaterThanOrEqual(6)
    expect(issued.some((token) => kept.includes(token))).toBe(true)
    const files = filesUnder(dataDir).filter((file) => file.path !== 'secrets.json')
    expect(files.map((file) => file.path)).toEqual(
      expect.arrayContaining(['settings.json', 'demo-state.json']) as unknown,
    )
    expect(logs.join('')).toContain('Signed in')
    const places = [
      ...frames.map((text, i) => ({ where: `bridge frame ${i}`, text })),
      ...logs.map((text, i) => ({ where: `log line ${i}`, text })),
      ...files.map((file) => ({ where: `data file ${file.path}`, text: file.text })),
      ...pages.map((text, i) => ({ where: `page ${i}`, text })),
      ...reports.map((text, i) => ({
        where: ['the page’s report', 'encore diagnose', 'encore diagnose --json'][i]!,
        text,
      })),
    ]
    const found = places.flatMap(({ where, text }) =>
      issued.filter((token) => text.includes(token)).map((token) => `${where}: ${token.slice(0, 6)}…`),
    )
    expect(found, 'places outside the secret store that hold a token the service issued').toEqual([])
    test.info().annotations.push({
      type: 'searched',
      description: `${issued.length} tokens in ${frames.length} bridge frames, ${logs.length} log writes, ${files.length} data files, ${pages.length} pages, 3 problem reports`,
    })
    process.stdout.write(
      `no-token scan: ${issued.length} tokens in ${frames.length} bridge frames, ${logs.length} log writes, ${files.length} data files, ${pages.length} pages, 3 problem reports: none found\n`,
    )
  } finally {
    process.stderr.write = writeToStderr
    if (!closed) await app.close()
    await emulator.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
