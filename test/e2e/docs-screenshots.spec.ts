import { mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Page } from '@playwright/test'
import { expect, test } from './support/player-test'
import { exact, playSuggestedAlbum, playerBar, servicePlayer } from './support/player-app'

/**
 * The README's two pictures, taken on the demo as a first start shows it: the main window (Your Library with
 * an album playing) and the mini player at its regular size. A normal run writes them to test-results;
 * `npm run docs:screenshots` sets ENCORE_DOCS_IMAGES=docs/images so they replace the committed ones.
 */

const target = process.env['ENCORE_DOCS_IMAGES']
const main = { width: 1280, height: 800 }
const mini = { width: 420, height: 420 }

/** A PNG's width and height, from its IHDR chunk (bytes 16–23, big-endian). */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path)
  expect(bytes.subarray(1, 4).toString('latin1'), `${path} is a PNG`).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

async function shoot(page: Page, path: string, size: { width: number; height: number }) {
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' })
  expect(pngSize(path), `${path} is the window's size`).toEqual(size)
}

test.use({
  // The demo's own catalog and seed, as `npm start` shows it, in the dark theme.
  setup: { emulator: { size: 'demo', seed: 'encore' } },
  colorScheme: 'dark',
  viewport: main,
})

test('the README screenshots: the main window and the mini player, each showing what plays', async ({
  page,
  running,
}, testInfo) => {
  test.setTimeout(90_000)
  const dir = target ? resolve(target) : testInfo.outputPath()
  mkdirSync(dir, { recursive: true })
  if (target) process.stdout.write(`docs screenshots: writing into ${dir}\n`)

  await playSuggestedAlbum(page, running)
  const title = (await servicePlayer(running)).item!.name
  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Library')).click()
  await expect(page.getByRole('row').nth(2)).toBeVisible()
  await expect(playerBar(page).getByTestId('player-title')).toHaveText(title)
  await shoot(page, join(dir, 'main-window.png'), main)

  const miniPage = await page.context().newPage()
  await miniPage.setViewportSize(mini)
  await miniPage.goto(`${running.app.host.origin}/#/mini`)
  const miniPlayer = miniPage.getByRole('region', exact('Player'))
  await expect(miniPlayer.getByTestId('player-title')).toHaveText(title)
  await expect(miniPlayer.getByRole('button', exact('Pause'))).toBeVisible()
  await shoot(miniPage, join(dir, 'mini-player.png'), mini)
})
