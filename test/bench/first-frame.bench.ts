import type { BrowserContext, Page } from '@playwright/test'
import { lyricsKindOf } from '../../electron/emulator/lrclib/generate-lyrics'
import compiledBuild from '../support/compiled-build'
import { figure, median, type BenchFigure, type BenchModule } from './bench-kit'
import { anotherDevice, sleep } from './lean-kit'
import { launchChromium, startRendererApp, type RendererApp } from './renderer-kit'

/**
 * Click → first frame showing the result, in Debian's Chromium (browser mode, the compiled page, core in this
 * process on the demo): Next from the queue already read, Home visited again, lyrics opened. The page notes the
 * click's own time stamp and the first frame painted once the result is in the page (the task after that
 * frame's animation frame runs once it is painted); both are the page's clock, so Playwright's own way there
 * is not counted.
 */

const TRIES = 5
const TRACKS = TRIES * 2 + 4

/** What shows the result, in the page: an element matching `selector`, whose text is `text` when given. */
interface Shown {
  selector: string
  text?: string
}

/**
 * Arms the page: the next click's time stamp, then the first frame painted once `shown` is in the page. A
 * string, not a function: tsx names functions with a helper the page does not have.
 */
async function arm(page: Page, shown: Shown): Promise<void> {
  await page.evaluate(`(() => {
    const { selector, text } = ${JSON.stringify(shown)}
    const seen = () =>
      [...document.querySelectorAll(selector)].some(
        (element) => text === undefined || element.textContent.trim() === text,
      )
    window.encoreFirstFrame = new Promise((resolve) => {
      let clickedAt = null
      const check = () => {
        if (clickedAt === null || !seen()) return
        const from = clickedAt
        clickedAt = null
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - from)))
      }
      const observer = new MutationObserver(check)
      addEventListener('pointerdown', (event) => { clickedAt = event.timeStamp; check() }, { capture: true, once: true })
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
    })
  })()`)
}

/** Clicks `click` and answers click → first frame showing `shown`, in ms. */
async function clickToFrame(page: Page, click: () => Promise<void>, shown: Shown): Promise<number> {
  await arm(page, shown)
  await click()
  const ms = await page.evaluate<number>(
    `Promise.race([window.encoreFirstFrame, new Promise((resolve) => setTimeout(() => resolve(-1), 30000))])`,
  )
  if (ms < 0) throw new Error(`Nothing showed ${JSON.stringify(shown)} within 30 s of the click.`)
  process.stderr.write(`first frame: ${JSON.stringify(shown)} ${ms.toFixed(1)} ms\n`)
  return ms
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name, exact: true })

/** Tracks of the demo with synced lyrics, long enough that none ends during the bench. */
function lyricTracks(app: RendererApp): { uri: string; name: string }[] {
  const { catalog } = app.emulator
  return catalog.tracks
    .filter((track) => track.durationMs > 150_000 && lyricsKindOf(catalog.seed, track) === 'synced')
    .slice(0, TRACKS)
    .map((track) => ({ uri: `spotify:track:${track.id}`, name: track.name }))
}

async function signedIn(context: BrowserContext, launchUrl: string): Promise<{ page: Page; origin: string }> {
  const page = await context.newPage()
  await page.goto(launchUrl)
  await page.getByTestId('prompt-sign-in').click()
  await page.getByTestId('account-name').waitFor({ timeout: 60_000 })
  return { page, origin: new URL(page.url()).origin }
}

/** Next in the player bar, on Now playing once its Next up (the queue read) shows what comes. */
async function nextTimes(page: Page, tracks: { name: string }[], from: number): Promise<number[]> {
  await nav(page, 'Now playing').click()
  const times: number[] = []
  for (let index = from; index < from + TRIES; index++) {
    const coming = tracks[index + 1]!.name
    await page
      .getByRole('list', { name: 'Next up', exact: true })
      .locator('.queue__name')
      .first()
      .filter({ hasText: coming })
      .waitFor({ timeout: 30_000 })
    const shown = {
      selector: '[data-testid="player-title"]',
      text: coming,
    }
    times.push(
      await clickToFrame(
        page,
        () =>
          page
            .getByRole('region', { name: 'Player', exact: true })
            .getByRole('button', { name: 'Next', exact: true })
            .click(),
        shown,
      ),
    )
  }
  return times
}

/** Home again after Library: its shelves drawn from what it last showed. */
async function homeTimes(page: Page): Promise<number[]> {
  const shelves = { selector: '.discover-home .shelf__row > *' }
  await nav(page, 'Home').click()
  await page.locator(shelves.selector).first().waitFor({ timeout: 30_000 })
  const times: number[] = []
  for (let attempt = 0; attempt < TRIES; attempt++) {
    await nav(page, 'Library').click()
    await page.locator('.discover-home').waitFor({ state: 'detached' })
    // Library's own reading and drawing done, as when someone looked at it a moment.
    await page.locator('[role="grid"] [role="row"][data-index]').first().waitFor({ timeout: 30_000 })
    await sleep(1_500)
    times.push(await clickToFrame(page, () => nav(page, 'Home').click(), shelves))
  }
  return times
}

/** Lyrics opened on Now playing for a track whose lyrics were not asked before (closed, then Next). */
async function lyricsTimes(page: Page, tracks: { name: string }[], from: number): Promise<number[]> {
  await nav(page, 'Settings').click()
  await page.getByRole('checkbox', { name: 'Show lyrics from LRCLIB', exact: true }).setChecked(true)
  await nav(page, 'Now playing').click()
  const button = page.getByRole('button', { name: 'Lyrics', exact: true })
  const title = page.getByTestId('now-playing-title')
  const lines = { selector: '[aria-label="Lyrics"] li' }
  const times: number[] = []
  for (let index = from; index < from + TRIES; index++) {
    await title.filter({ hasText: tracks[index]!.name }).waitFor({ timeout: 30_000 })
    await sleep(1_500)
    times.push(await clickToFrame(page, () => button.click(), lines))
    await button.click()
    await page.locator(lines.selector).first().waitFor({ state: 'detached' })
    await page
      .getByRole('region', { name: 'Player', exact: true })
      .getByRole('button', { name: 'Next', exact: true })
      .click()
  }
  return times
}

const firstFrameBench: BenchModule = async () => {
  compiledBuild()
  const figures: BenchFigure[] = []
  const app = await startRendererApp({ seed: 'bench-first-frame' })
  const browser = await launchChromium()
  try {
    const tracks = lyricTracks(app)
    const send = anotherDevice(app.emulator)
    const device = app.emulator.state.user(app.emulator.user.id).player.devices[0]!
    await send('PUT', '/me/player', { device_ids: [device.id] })
    await send('PUT', '/me/player/play', { uris: tracks.map((track) => track.uri) })
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const { page } = await signedIn(context, app.host.launchUrl)
    const next = await nextTimes(page, tracks, 0)
    const home = await homeTimes(page)
    const lyrics = await lyricsTimes(page, tracks, TRIES)
    await context.close()
    const row = (label: string, times: number[], target: number) => [
      figure(
        `${label}: click → first frame, median of ${times.length} (target ≤ ${target})`,
        median(times),
        'ms',
      ),
      figure(`${label}: slowest of ${times.length}`, Math.max(...times), 'ms'),
    ]
    figures.push(
      ...row('Next (the new title in the player, from the queue already read)', next, 100),
      ...row('Home visited again (its shelves)', home, 150),
      ...row("lyrics opened (the track's lines, not asked before)", lyrics, 300),
    )
  } finally {
    await browser.close()
    await app.close()
  }
  return {
    title: 'First frame: click → the result on screen (Chromium)',
    figures,
    notes: [
      'Browser mode with core in the bench’s process on the demo (manual clock: no track ends by itself), a 1280×800 page, software raster. Times are the page’s own: the click event’s time stamp to the first frame painted once the result is in the page.',
      `Tries: ${TRIES} each. Next waits for Next up to show what comes before each click; Home is left for Library and opened again; lyrics are turned on in Settings, then opened for a track whose lyrics were not looked up before (closed, then Next).`,
      'Machine: two cores shared with other work; figures vary from one run to the next.',
    ],
  }
}

export default firstFrameBench
