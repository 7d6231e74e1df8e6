import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { startUpdateFeed } from '../../electron/emulator/update-feed/update-feed'
import { startBrowserApp } from '../../electron/web/browser-app'

/**
 * Browser mode installs nothing itself: About → "Check for updates", by keyboard, reads the emulator's release
 * feed and says a newer release is out, with the release page and no download.
 */
const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8')

test('browser mode: a newer release is a notice with the release page, reached by keyboard; no axe violation', async ({
  page,
}) => {
  const feed = await startUpdateFeed({
    version: '9.0.0',
    fileName: 'Encore-9.0.0-x86_64.AppImage',
    contents: Buffer.from('Encore 9.0.0'),
  })
  // The sources name a stand-in project (no updates are set up for them): the test names one.
  const app = await startBrowserApp({
    port: 0,
    updates: { feedUrl: feed.url, repository: 'github:someone/encore' },
  })
  try {
    await page.goto(app.host.launchUrl)
    await page.getByRole('link', { name: 'Settings' }).click()
    const about = page.getByRole('region', { name: 'About Encore' })
    const check = about.getByRole('button', { name: 'Check for updates' })
    await check.focus()
    await page.keyboard.press('Enter')
    await expect(about.getByTestId('update-message')).toHaveText(
      'Encore 9.0.0 is available. See the release page.',
    )
    const link = about.getByRole('link', { name: 'Open the release page' })
    await expect(link).toHaveAttribute('href', 'https://github.com/someone/encore/releases/latest')
    await expect(about.getByRole('button', { name: /Download/ })).toHaveCount(0)
    // One read of this platform's feed file (latest-linux.yml here, latest-mac.yml or latest.yml elsewhere).
    expect(feed.requests).toHaveLength(1)
    expect(feed.requests[0]).toMatch(/^\/latest(-mac|-linux[a-z0-9-]*)?\.yml$/)

    await page.evaluate(axeSource)
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: unknown): Promise<unknown> } }).axe
      const result = (await axe.run('[data-testid="about-updates"]')) as {
        violations: { id: string }[]
      }
      return result.violations.map((violation) => violation.id)
    })
    expect(violations).toEqual([])
  } finally {
    await app.close()
    await feed.close()
  }
})
