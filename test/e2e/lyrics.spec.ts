import type { Locator, Page } from '@playwright/test'
import { lyricsKindOf, type LyricsKind } from '../../electron/emulator/lrclib/generate-lyrics'
import { expect, test } from './support/player-test'
import { chooseTheme, exact, servicePlayer, signIn, type PlayerApp } from './support/player-app'

/**
 * Lyrics in browser mode against the demo (a test-owned emulator, whose LRCLIB answers under /lrclib), in one
 * app start: off, nothing reaches /lrclib; turned on in Settings, Now playing's Lyrics view follows the song
 * (the line that plays after a click and after the arrows and Enter, and as time passes), a line moves the
 * service's position to its start, the large mini player shows the line sung and the next; a track without
 * lyrics and an instrumental say so; turned off again, nothing more reaches /lrclib. Screenshots of both
 * themes and the large mini player go to test-results/.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const lrclibRequests = (running: PlayerApp) => running.emulator.traffic.count({ path: /^\/lrclib\// })
/** The requests to LRCLIB that name the track `uri`. */
const lrclibRequestsFor = (running: PlayerApp, uri: string) => {
  const name = running.emulator.catalog.track(uri.split(':')[2]!)!.name
  return running.emulator.traffic
    .entries()
    .filter((entry) => entry.path.startsWith('/lrclib/'))
    .filter((entry) => new URLSearchParams(entry.query).get('track_name') === name).length
}

/** Tracks of the catalogue whose lyrics are of each kind (the synced one long enough to move around in). */
function tracksFor(running: PlayerApp, kinds: LyricsKind[]): string[] {
  const { catalog } = running.emulator
  const used = new Set<string>()
  return kinds.map((kind) => {
    const track = catalog.tracks.find(
      (candidate) =>
        !used.has(candidate.id) &&
        lyricsKindOf(catalog.seed, candidate) === kind &&
        candidate.durationMs > 150_000,
    )!
    used.add(track.id)
    return `spotify:track:${track.id}`
  })
}

/** The line marked as playing: its start (ms) and text. */
async function currentLine(lines: Locator): Promise<{ startMs: number; text: string }> {
  const line = lines.locator('li[aria-current="true"]')
  await expect(line).toHaveCount(1)
  return { startMs: Number(await line.getAttribute('data-start-ms')), text: (await line.innerText()).trim() }
}

const startOf = async (item: Locator) => Number(await item.getAttribute('data-start-ms'))

/**
 * The service plays from the line's start, not further on: its position has moved on from there by no more than
 * the time since the click (and a second for rounding), however slow the machine made the way there.
 */
function expectAtStart(player: { progress_ms: number | null }, startMs: number, clickedAt: number) {
  const since = Date.now() - clickedAt
  expect(player.progress_ms, `the position ${since} ms after the click`).toBeLessThanOrEqual(
    startMs + since + 1_000,
  )
}

async function openNowPlaying(page: Page) {
  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Now playing')).click()
}

async function setLyrics(page: Page, on: boolean) {
  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Settings')).click()
  const checkbox = page.getByRole('checkbox', exact('Show lyrics from LRCLIB'))
  await checkbox.setChecked(on)
  await expect(checkbox).toBeChecked({ checked: on })
  await openNowPlaying(page)
}

test('lyrics follow the song, seek, say when there are none, and send nothing while off', async ({
  page,
  running,
  problems,
}) => {
  test.setTimeout(90_000)
  // Something with synced lyrics plays on "Encore Desktop", then a track without lyrics, an instrumental one.
  const uris = tracksFor(running, ['synced', 'missing', 'instrumental', 'synced'])
  const desktop = (await running.elsewhere.devices()).find((device) => device.name === 'Encore Desktop')!
  await running.elsewhere.request('PUT', '/me/player', { device_ids: [desktop.id] })
  await running.elsewhere.request('PUT', '/me/player/play', { uris })
  await signIn(page, running.app)
  await openNowPlaying(page)
  const title = page.getByTestId('now-playing-title')
  await expect(title).toHaveText(running.emulator.catalog.track(uris[0]!.split(':')[2]!)!.name)

  // Off (the default): the Lyrics view says how to turn them on, and nothing reaches /lrclib.
  const lyricsButton = page.getByRole('button', exact('Lyrics'))
  await expect(lyricsButton).toHaveAttribute('aria-pressed', 'false')
  await lyricsButton.click()
  await expect(lyricsButton).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('lyrics-panel')).toContainText('Lyrics are off')
  expect(lrclibRequests(running)).toBe(0)

  // On, in Settings: the address is LRCLIB's own (the demo answers lyrics itself).
  await page.getByRole('link', exact('Turn lyrics on in Settings')).click()
  await expect(page.getByRole('textbox', exact('LRCLIB address'))).toHaveValue('https://lrclib.net')
  await page.getByRole('checkbox', exact('Show lyrics from LRCLIB')).check()
  await page
    .locator('#lyrics')
    .screenshot({ path: 'test-results/lyrics-settings.png', animations: 'disabled' })
  await openNowPlaying(page)
  const lines = page.getByRole('list', exact('Lyrics'))
  await expect(lines.getByRole('listitem').nth(8)).toBeAttached()
  await expect.poll(() => lrclibRequestsFor(running, uris[0]!)).toBe(1)
  // While these show, the next track's lyrics are asked ahead (it has none: a get, then a search).
  await expect.poll(() => lrclibRequestsFor(running, uris[1]!)).toBeGreaterThan(0)
  const askedAhead = lrclibRequests(running)

  // A click on a line plays from its start: the service's position moves there, the line is the current one,
  // and the next line takes over when its time comes, with no request.
  const third = lines.getByRole('listitem').nth(2)
  const thirdStart = await startOf(third)
  const clickedAt = Date.now()
  await third.getByRole('button').click()
  await expect.poll(async () => (await servicePlayer(running)).progress_ms).toBeGreaterThanOrEqual(thirdStart)
  expectAtStart(await servicePlayer(running), thirdStart, clickedAt)
  // The page hears core's new position a moment after the service has it: the line follows then.
  await expect.poll(async () => (await currentLine(lines)).startMs).toBe(thirdStart)
  const fourthStart = await startOf(lines.getByRole('listitem').nth(3))
  await expect(lines.locator('li[aria-current="true"]')).toHaveAttribute(
    'data-start-ms',
    String(fourthStart),
    {
      timeout: fourthStart - thirdStart + 15_000,
    },
  )

  // Keyboard: the arrows move among the lines, Enter plays from the chosen one.
  await lines.locator('li[aria-current="true"] button').focus()
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowDown')
  const chosen = lines.locator('button:focus')
  const chosenStart = Number(await chosen.locator('xpath=..').getAttribute('data-start-ms'))
  expect(chosenStart).toBeGreaterThan(fourthStart)
  const enteredAt = Date.now()
  await page.keyboard.press('Enter')
  await expect
    .poll(async () => (await servicePlayer(running)).progress_ms)
    .toBeGreaterThanOrEqual(chosenStart)
  expectAtStart(await servicePlayer(running), chosenStart, enteredAt)
  await expect.poll(async () => (await currentLine(lines)).startMs).toBe(chosenStart)
  // The line that plays is kept in the middle of the box.
  const offCentre = () =>
    lines.evaluate((box) => {
      const line = box.querySelector('li[aria-current="true"]')!.getBoundingClientRect()
      const frame = box.getBoundingClientRect()
      return Math.abs(line.top + line.height / 2 - (frame.top + frame.height / 2))
    })
  await expect.poll(offCentre).toBeLessThan(30)
  await page.mouse.move(0, 0)

  for (const theme of ['dark', 'light'] as const) {
    await chooseTheme(page, theme)
    await expect(lines.locator('li[aria-current="true"]')).toBeVisible()
    await page.screenshot({ path: `test-results/lyrics-now-playing-${theme}.png`, animations: 'disabled' })
  }

  // The large mini player: the line sung now and the next one, from what core keeps (no new request).
  const mini = await page.context().newPage()
  await mini.setViewportSize({ width: 480, height: 540 })
  await mini.goto(`${running.app.host.origin}/#/mini`)
  const miniLyrics = mini.getByTestId('mini-lyrics')
  await expect(miniLyrics).toContainText('Sung now:')
  // The line sung now in both at one look: read one after the other, the song may move on in between.
  await expect
    .poll(async () => {
      const sung = await currentLine(lines)
      return (await miniLyrics.innerText()).includes(sung.text.slice(0, 12))
    })
    .toBe(true)
  await mini.screenshot({ path: 'test-results/lyrics-mini-large.png', animations: 'disabled' })
  await mini.close()
  expect(lrclibRequests(running)).toBe(askedAhead)

  // A track LRCLIB has nothing for, then an instrumental one.
  const bar = page.getByRole('region', exact('Player'))
  const nameOf = (uri: string) => running.emulator.catalog.track(uri.split(':')[2]!)!.name
  await bar.getByRole('button', exact('Next')).click()
  await expect(title).toHaveText(nameOf(uris[1]!))
  const panel = page.getByTestId('lyrics-panel')
  await expect(panel.getByTestId('lyrics-empty')).toContainText('No lyrics found')
  await expect(panel).toContainText(`Encore asked LRCLIB for “${nameOf(uris[1]!)}”`)
  await page.screenshot({ path: 'test-results/lyrics-not-found.png', animations: 'disabled' })
  await bar.getByRole('button', exact('Next')).click()
  await expect(title).toHaveText(nameOf(uris[2]!))
  await expect(panel.getByTestId('lyrics-empty')).toContainText('Instrumental')

  // Off again: the next track is not asked for.
  const asked = lrclibRequests(running)
  await setLyrics(page, false)
  await bar.getByRole('button', exact('Next')).click()
  await expect(title).toHaveText(nameOf(uris[3]!))
  await expect(panel).toContainText('Lyrics are off')
  // A fixed pause on purpose: it proves that nothing is asked for, which has no condition to wait for.
  await page.waitForTimeout(1_000)
  expect(lrclibRequests(running)).toBe(asked)
  expect(problems).toEqual([])
})
