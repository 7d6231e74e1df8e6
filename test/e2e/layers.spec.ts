import type { Page } from '@playwright/test'
import { compositedLayers } from '../support/compositor-layers'
import { chooseDesktopIfAsked, exact, playSuggestedAlbum, servicePlayer } from './support/player-app'
import { expect, test } from './support/player-test'

/**
 * What moves or is drawn apart (a cover's canvas, the playing row's equaliser) is a compositor layer of its own,
 * and whatever paints after it over the same place is lifted into layers too ("Overlap"), each with its own
 * tiles. Now playing's queue once made 20 such layers and the player bar one more (3.5 megapixels of layers
 * against 1.2), the library's rows below the playing one another: that raster memory is what the renderer's
 * highest figures were made of. Covers and the playing row now paint last, so nothing is lifted over them.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const LISTS = ['.queue', '.player-bar', '[data-rows]']

const lifted = async (page: Page) =>
  (await compositedLayers(page, LISTS)).filter((layer) => layer.reasons.includes('Overlap') && layer.inside)

test('covers drawn apart and the playing row lift nothing else into layers of its own', async ({
  page,
  running,
  problems,
}) => {
  test.setTimeout(120_000)
  await playSuggestedAlbum(page, running)
  const queue = page.getByRole('list', exact('Next up'))
  await expect(queue.getByRole('listitem').nth(2)).toBeVisible({ timeout: 15_000 })
  // Every cover of the queue drawn (a canvas takes its size in pixels once its picture is in).
  await expect
    .poll(() =>
      queue
        .locator('canvas')
        .evaluateAll((canvases) => canvases.every((canvas) => (canvas as HTMLCanvasElement).width === 40)),
    )
    .toBe(true)
  // The covers are layers (the read sees them, once Chromium has composited the frames that drew them: polled),
  // and nothing of the queue or the player bar is lifted.
  await expect
    .poll(
      async () =>
        (await compositedLayers(page, LISTS)).filter((layer) => layer.reasons.includes('Canvas')).length,
    )
    .toBeGreaterThan(3)
  expect(await lifted(page)).toEqual([])

  // The library, a saved track played: its row's equaliser moves (a layer), the rows after it stay put.
  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Library')).click()
  const library = page.getByRole('grid', exact('Saved tracks'))
  const second = library.locator('[role="row"][data-index="1"]')
  const name = (await second.getByTestId('track-title').textContent())!
  await second.getByTestId('track-title').dblclick()
  await chooseDesktopIfAsked(page, running)
  await expect.poll(async () => (await servicePlayer(running)).item?.name).toBe(name)
  await expect(library.locator('[aria-current="true"]').getByTestId('playing-mark')).toBeVisible()
  await expect
    .poll(
      async () =>
        (await compositedLayers(page, LISTS)).filter((layer) => layer.inside === '[data-rows]').length,
    )
    .toBeGreaterThan(0)
  expect(await lifted(page)).toEqual([])
  expect(problems).toEqual([])
})
