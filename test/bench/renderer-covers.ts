import type { Browser, BrowserContext } from '@playwright/test'
import { miniPlayerSizes } from '../../electron/contract'
import { figure, type BenchFigure } from './bench-kit'
import { anotherDevice, sleep } from './lean-kit'
import { heapAfterGc, memoryInfra, processMemory, rendererOf, type RendererApp } from './renderer-kit'

/**
 * A mini player left open all day shows a new cover with every track. Here: the mini player at its large size
 * plays one track of each of many albums, Next pressed after each cover is drawn; the renderer's memory after
 * the first few and at the end, and what Chromium holds decoded (cover-drawing.ts: nothing, by design).
 */

const WARM_UP = 10
const NEW_COVERS = 150
const COVER = '.mini__cover canvas'

export async function coverChangeFigures(
  app: RendererApp,
  { browser, context, origin }: { browser: Browser; context: BrowserContext; origin: string },
  figures: BenchFigure[],
  notes: string[],
): Promise<void> {
  const { emulator } = app
  const send = anotherDevice(emulator)
  const albums = emulator.catalog.albums.filter((album) => album.trackIds.length)
  const device = emulator.state.user(emulator.user.id).player.devices[0]!
  await send('PUT', '/me/player', { device_ids: [device.id] })
  await send('PUT', '/me/player/play', {
    uris: albums.slice(0, WARM_UP + NEW_COVERS + 1).map((album) => `spotify:track:${album.trackIds[0]}`),
  })
  const page = await context.newPage()
  await page.setViewportSize(miniPlayerSizes.large)
  await page.goto(`${origin}/#/mini`)
  await page.getByRole('button', { name: 'Next', exact: true }).waitFor({ timeout: 30_000 })
  const pid = await rendererOf(browser, page)
  const cdp = await context.newCDPSession(page)
  let shown = ''
  let missed = 0
  // Next, then wait for the new cover to be drawn (its canvas takes the cover's size then).
  const nextCover = async () => {
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    for (let wait = 0; wait < 100; wait++) {
      const now = await page.evaluate<string>(
        `(() => { const c = document.querySelector('${COVER}'); return c && c.width !== 300 ? c.dataset.src : '' })()`,
      )
      if (now && now !== shown) {
        shown = now
        return
      }
      await sleep(50)
    }
    missed++
  }
  const measure = async () => {
    const heap = await heapAfterGc(cdp)
    await sleep(300)
    return { heap, memory: processMemory(pid), infra: await memoryInfra(browser, pid) }
  }
  for (let track = 0; track < WARM_UP; track++) await nextCover()
  const before = await measure()
  for (let track = 0; track < NEW_COVERS; track++) await nextCover()
  const after = await measure()
  await page.close()
  const label = `mini player (large), ${NEW_COVERS} more tracks of as many albums`
  figures.push(
    figure(
      `${label}: renderer RSS after ${WARM_UP} tracks / after all`,
      before.memory.rss,
      `MiB / ${after.memory.rss.toFixed(1)} MiB`,
    ),
    figure(`${label}: renderer RSS growth`, after.memory.rss - before.memory.rss, 'MiB'),
    figure(`${label}: page JS heap after GC, growth`, after.heap - before.heap, 'MiB'),
    figure(
      `${label}: images Chromium holds decoded at the end (memory-infra)`,
      after.infra.decodedImages,
      `images (${after.infra.allocators['cc/image_memory']} MiB)`,
    ),
  )
  notes.push(
    `New covers: each track's cover drawn before the next (${missed ? `${missed} covers NOT seen drawn in 5 s` : 'every cover seen drawn'}). Before the covers that follow what plays were drawn into canvases (each an <img>), the same walk grew the renderer by about 0.5 MiB a track (2026-11-26: 189 → 319 MiB RSS over 300 tracks, 1,504 decoded image dumps).`,
  )
}
