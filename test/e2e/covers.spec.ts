import type { Page } from '@playwright/test'
import { decodedImageDumps, memoryDumps } from '../support/memory-dump'
import { exact, signIn } from './support/player-app'
import { expect, test } from './support/player-test'

/**
 * The covers that follow what plays are drawn into canvases of their own (cover-drawing.ts). A cover shown as
 * an <img> left a decoded copy in Chromium's compositor for good: a mini player left open grew by each new
 * track's cover (half a MiB each at its large size). Here the mini player shows ten tracks of ten albums, each
 * cover drawn, and Chromium holds no more decoded images afterwards than before.
 */

const decodedImages = async (page: Page) =>
  (await memoryDumps(page.context().browser()!)).reduce((sum, dump) => sum + decodedImageDumps(dump), 0)

const MINI_LARGE = { width: 480, height: 540 }
const COVER_SIZE = 200
const TRACKS = 10

test('a cover is drawn for each new track and no decoded copy of it stays behind', async ({
  page,
  running,
  problems,
}) => {
  test.setTimeout(120_000)
  await signIn(page, running.app)
  // The main page shows Settings: Home's covers (images) are decoded once and stay what they are.
  await page.getByRole('link', exact('Settings')).click()
  const albums = running.emulator.catalog.albums.filter((album) => album.trackIds.length).slice(0, TRACKS + 1)
  const [device] = await running.elsewhere.devices()
  const transfer = await running.elsewhere.request('PUT', '/me/player', { device_ids: [device!.id] })
  expect(transfer.ok, `transfer answered ${transfer.status}`).toBe(true)
  const play = await running.elsewhere.request('PUT', '/me/player/play', {
    uris: albums.map((album) => `spotify:track:${album.trackIds[0]}`),
  })
  expect(play.ok, `play answered ${play.status}`).toBe(true)

  const mini = await page.context().newPage()
  await mini.setViewportSize(MINI_LARGE)
  await mini.goto(`${running.app.host.origin}/#/mini`)
  let before = 0
  for (let track = 0; track <= TRACKS; track++) {
    const album = albums[track]!
    const cover = mini.getByRole('region', exact('Player')).getByRole('img', exact(album.name))
    await expect(cover).toHaveAttribute('data-src', new RegExp(`/${album.id}/`), { timeout: 15_000 })
    // The canvas takes the cover's size in device pixels only once the picture is drawn into it.
    await expect.poll(() => cover.evaluate((canvas) => (canvas as HTMLCanvasElement).width)).toBe(COVER_SIZE)
    // The mini player takes its accent from the cover, read without a decoded copy either.
    await expect(mini.locator('[data-accent]')).toHaveCount(1)
    if (track === 0) before = await decodedImages(page)
    if (track < TRACKS) await mini.getByRole('button', exact('Next')).click()
  }

  // Ten covers as images left about five dumps each (61 in all, 2026-11-26).
  expect((await decodedImages(page)) - before).toBeLessThan(TRACKS)
  expect(problems).toEqual([])
})

test('a card’s cover is a copy at the size it is shown; a list’s small cover is the picture itself', async ({
  page,
  running,
  problems,
}) => {
  await signIn(page, running.app)
  const main = page.getByRole('main')
  const copies = main.locator('img[src^="blob:"]')
  await expect(copies.first()).toBeVisible({ timeout: 15_000 })
  // Each copy holds the pixels it shows (148 for a card at this density), not the service's 300.
  const sizes = () =>
    copies.evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.complete)
        .map((image) => ({ natural: image.naturalWidth, shown: image.width * devicePixelRatio })),
    )
  // The copies are made as covers come near the screen, one after another: wait until more than three are in
  // (a busy machine makes them more slowly), then hold every one of them to its size.
  await expect.poll(async () => (await sizes()).length).toBeGreaterThan(3)
  const made = await sizes()
  expect(made.length).toBeGreaterThan(3)
  for (const { natural, shown } of made) expect(natural).toBe(Math.round(shown))

  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Library')).click()
  const row = page.getByRole('grid', exact('Saved tracks')).locator('[role="row"][data-index="0"] img')
  await expect(row).toHaveAttribute(
    'src',
    new RegExp(`^${running.emulator.apiUrl.replace(/\/v1$/, '')}/images/`),
  )
  expect(problems).toEqual([])
})
