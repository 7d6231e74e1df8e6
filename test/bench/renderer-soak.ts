import type { Page } from '@playwright/test'
import { miniPlayerSizes } from '../../electron/contract'
import { anotherDevice, sleep } from './lean-kit'
import type { RendererApp } from './renderer-kit'

/** One pass of the soak: every screen, the lists scrolled end to end, the dialogs, the mini player's sizes. */

export interface SoakTargets {
  origin: string
  album: string
  artist: string
  track: string
  user: string
  category: string
  show: string
  episode: string
  audiobook: string
}

/** Something plays on another device (an album, repeated), as for a user who listens all day. */
export async function startPlaying(page: Page, app: RendererApp, origin: string): Promise<SoakTargets> {
  const { emulator } = app
  const other = anotherDevice(emulator)
  const device = emulator.state.user(emulator.user.id).player.devices[0]!
  const album = emulator.catalog.albums.find((candidate) => candidate.trackIds.length >= 8)!
  await other('PUT', '/me/player', { device_ids: [device.id] })
  await other('PUT', '/me/player/play', { context_uri: `spotify:album:${album.id}` })
  await other('PUT', '/me/player/repeat?state=context')
  await page.goto(`${origin}/#/`)
  await page.getByRole('region', { name: 'Player', exact: true }).waitFor({ timeout: 30_000 })
  return {
    origin,
    album: emulator.catalog.albums[3]!.id,
    artist: emulator.catalog.artists[5]!.id,
    track: emulator.catalog.tracks[7]!.id,
    user: emulator.catalog.users[0]!.id,
    category: emulator.catalog.categories[0]!.id,
    show: emulator.catalog.spoken.shows[0]!.id,
    episode: emulator.catalog.spoken.episodes[0]!.id,
    audiobook: emulator.catalog.spoken.audiobooks[0]!.id,
  }
}

// Page code as text: this file is type-checked without the DOM's types (as the other benches).

async function visit(page: Page, route: string, settleMs = 700): Promise<void> {
  await page.evaluate(`location.hash = ${JSON.stringify(`#${route}`)}`)
  await sleep(settleMs)
}

/** Scrolls the first element matching `selector` to its end, two screens a frame, then back to the top. */
async function scrollThrough(page: Page, selector: string): Promise<void> {
  await page.evaluate(`(async () => {
    const scroller = document.querySelector(${JSON.stringify(selector)})
    if (!scroller) return
    const step = scroller.clientHeight * 2
    for (let top = 0; top <= scroller.scrollHeight; top += step) {
      scroller.scrollTop = top
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    // It comes to rest at the end for a moment (its covers load), then goes back to the top.
    await new Promise((resolve) => setTimeout(resolve, 300))
    scroller.scrollTop = 0
  })()`)
  await sleep(300)
}

/** What the soak could not open, by name (the bench says so rather than claim it was opened). */
export type Missed = Set<string>

/** Opens something, lets it show, closes it with Escape; what fails to open is noted in `missed`. */
async function openAndClose(page: Page, missed: Missed, name: string, open: () => Promise<void>) {
  await open().catch(() => missed.add(name))
  await sleep(300)
  await page.keyboard.press('Escape')
  await sleep(200)
}

/** The first link of the page to a route starting with `prefix` (a playlist of the library), followed. */
async function followFirst(page: Page, prefix: string): Promise<void> {
  const href = await page.evaluate<string | null | undefined>(
    `document.querySelector(${JSON.stringify(`main a[href^="#${prefix}"]`)})?.getAttribute('href')`,
  )
  if (href) await visit(page, href.slice(1), 1_000)
}

const ACTION = { timeout: 5_000 }

async function dialogs(page: Page, missed: Missed): Promise<void> {
  // A track's row (the grid's header is a row too, without an index).
  const row = page.locator('[role="grid"][aria-label="Saved tracks"] [role="row"][data-index]').first()
  await openAndClose(page, missed, 'the palette', () => page.keyboard.press('Control+k'))
  await openAndClose(page, missed, 'the device picker', () =>
    page.getByRole('button', { name: 'Devices', exact: true }).click(ACTION),
  )
  await openAndClose(page, missed, 'a track’s menu', () => row.click({ button: 'right', ...ACTION }))
  await openAndClose(page, missed, 'Add to playlist', async () => {
    await row.click({ button: 'right', ...ACTION })
    await page.getByRole('menuitem', { name: 'Add to playlist' }).click(ACTION)
  })
}

/** The pass's steps in order, each named (the bench says during which one the renderer held the most). */
export function soakSteps(page: Page, targets: SoakTargets, missed: Missed): [string, () => Promise<void>][] {
  const screen = (route: string, settleMs = 1_000): [string, () => Promise<void>] => [
    route,
    () => visit(page, route, settleMs),
  ]
  return [
    ['window size', () => page.setViewportSize({ width: 1280, height: 800 })],
    screen('/', 700),
    screen('/now-playing'),
    screen('/library/tracks'),
    [
      'Saved tracks scrolled end to end',
      () => scrollThrough(page, '[role="grid"][aria-label="Saved tracks"]'),
    ],
    ['palette, devices, a track’s menu, Add to playlist', () => dialogs(page, missed)],
    screen('/library/albums'),
    [
      'Saved albums scrolled end to end',
      () => scrollThrough(page, '[role="grid"][aria-label="Saved albums"]'),
    ],
    screen('/library/artists', 700),
    screen('/library/playlists', 700),
    [
      'New playlist',
      () =>
        openAndClose(page, missed, 'New playlist', () =>
          page.getByRole('button', { name: 'New playlist', exact: true }).click(ACTION),
        ),
    ],
    ['a playlist', () => followFirst(page, '/playlist/')],
    screen('/library/shows', 700),
    screen('/library/episodes', 700),
    screen('/library/audiobooks', 700),
    screen('/search?q=a'),
    screen('/browse'),
    screen(`/browse/${targets.category}`),
    screen('/radio'),
    screen(`/album/${targets.album}`),
    screen(`/artist/${targets.artist}`),
    screen(`/user/${targets.user}`),
    screen(`/track/${targets.track}`),
    screen(`/show/${targets.show}`),
    screen(`/episode/${targets.episode}`),
    screen(`/audiobook/${targets.audiobook}`),
    screen('/listening'),
    screen('/settings', 700),
    ...Object.entries(miniPlayerSizes).map(([name, size]): [string, () => Promise<void>] => [
      `mini player, ${name}`,
      async () => {
        await page.setViewportSize(size)
        await visit(page, '/mini', 600)
      },
    ]),
    ['back to Home', () => page.setViewportSize({ width: 1280, height: 800 }).then(() => visit(page, '/'))],
  ]
}

/** One pass; `onStep` hears each step's name, its place and the pass's number of steps as it starts. */
export async function soakPass(
  page: Page,
  targets: SoakTargets,
  missed: Missed,
  onStep: (name: string, index: number, count: number) => void = () => {},
): Promise<void> {
  const steps = soakSteps(page, targets, missed)
  for (const [index, [name, run]] of steps.entries()) {
    onStep(name, index, steps.length)
    await run()
  }
}
