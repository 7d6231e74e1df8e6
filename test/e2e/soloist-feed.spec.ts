import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './support/player-test'
import { exact, playerBar, signIn, type PlayerApp } from './support/player-app'

/**
 * Playing on this computer through Spotify Soloist (the emulator's stand-in): while it plays, its live feed
 * leads the player, so the Web API sees the commands only it can carry out and no read of the player; the
 * moment playback moves to the phone, the Web API is read again at once.
 */

const soloistDir = join(tmpdir(), `encore-e2e-soloist-${process.pid}`)
test.use({ setup: { emulator: { soloist: { dataDir: soloistDir } } } })
test.afterAll(() => rmSync(soloistDir, { recursive: true, force: true }))

/**
 * Web API requests of the player from `since` on (arrival time), as `METHOD /path`; what was played lately is
 * your listening's history, not the player.
 */
const playerRequests = (running: PlayerApp, since: number) =>
  running.emulator.traffic
    .entries()
    .filter((entry) => entry.at >= since && entry.path.startsWith('/me/player'))
    .filter((entry) => entry.path !== '/me/player/recently-played')
    .map((entry) => `${entry.method} ${entry.path}`)

/** What the stand-in last told its feed of the player (no request: its own frames). */
const soloistSays = (running: PlayerApp) => {
  const states = running.emulator.soloist!.sent().filter((frame) => frame['type'] === 'playback_state')
  const last = states.at(-1) as
    | {
        status?: string
        item?: { decorations?: { identity?: { name?: string } } }
        position?: { position_ms?: number }
      }
    | undefined
  return {
    status: last?.status,
    track: last?.item?.decorations?.identity?.name,
    positionMs: last?.position?.position_ms ?? 0,
  }
}

const title = (page: Page) => playerBar(page).getByTestId('player-title')

test('while Soloist plays, its feed leads: commands over its socket, no read of the player', async ({
  page,
  running,
  problems,
}) => {
  const soloist = running.emulator.soloist!
  await signIn(page, running.app)
  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Now playing')).click()
  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .click()
  // "This computer" in the picker (the stand-in registers "This computer (Encore)" with the service).
  const picker = page.getByRole('dialog', exact('Choose where to play'))
  await picker.getByRole('button', { name: /^This computer/ }).click()
  await expect(playerBar(page).getByRole('button', exact('Pause'))).toBeVisible()
  await expect.poll(() => soloistSays(running).status).toBe('playing')
  await expect(title(page)).toHaveText(soloistSays(running).track!)
  // Covers come in Soloist's events (the stand-in gives the service's image URLs, as Soloist gives Spotify's):
  // what plays and every entry of Next up show theirs, with no catalog read.
  await expect(playerBar(page).locator('.player-bar__cover .cover__image')).toHaveAttribute('data-src', /./)
  const nextUp = page.getByRole('list', exact('Next up'))
  await expect(nextUp.getByRole('listitem').first()).toBeVisible()
  await expect
    .poll(async () => {
      const rows = await nextUp.getByRole('listitem').count()
      const covered = await nextUp.locator('.cover__image[data-src*="/images/album/"]').count()
      return rows > 0 && covered === rows
    })
    .toBe(true)
  expect(running.emulator.traffic.entries().filter((entry) => /^\/tracks\//.test(entry.path))).toEqual([])
  // The album was played through the Web API on Soloist's device (the first try met no active device and asked
  // where): the one command only the Web API carries out.
  expect(running.emulator.traffic.count({ method: 'PUT', path: '/me/player/play', status: 204 })).toBe(1)
  const since = Date.now()

  // Skip twice: each shows once Soloist's event says so.
  for (let skip = 0; skip < 2; skip++) {
    const before = soloistSays(running).track
    await playerBar(page).getByRole('button', exact('Next')).click()
    await expect.poll(() => soloistSays(running).track).not.toBe(before)
    await expect(title(page)).toHaveText(soloistSays(running).track!)
  }
  // Seek 30 s on (PageUp on the slider), then pause.
  const at = soloistSays(running).positionMs
  await playerBar(page).getByRole('slider', exact('Seek')).press('PageUp')
  await expect.poll(() => soloistSays(running).positionMs).toBeGreaterThanOrEqual(at + 25_000)
  await playerBar(page).getByRole('button', exact('Pause')).click()
  await expect.poll(() => soloistSays(running).status).toBe('paused')
  await expect(playerBar(page).getByRole('button', exact('Play'))).toBeVisible()
  expect(playerRequests(running, since), 'the Web API while Soloist played').toEqual([])

  // To the phone: a Web API transfer; Soloist says it no longer plays, and the player is read at once.
  const moved = Date.now()
  await playerBar(page).getByRole('button', exact('Devices')).click()
  await page
    .getByRole('dialog', exact('Connect to a device'))
    .getByRole('button', exact('Pocket Phone'))
    .click()
  await expect.poll(() => playerRequests(running, moved)).toContain('GET /me/player')
  expect(playerRequests(running, moved)).toContain('PUT /me/player')
  await expect(playerBar(page).getByTestId('player-device')).toContainText('Pocket Phone')
  expect(
    soloist.sent().some((frame) => frame['type'] === 'playback_state' && frame['is_active'] === false),
  ).toBe(true)
  expect(problems).toEqual([])
})
