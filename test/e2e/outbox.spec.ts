import type { Page } from '@playwright/test'
import type { TrafficEntry } from '../../electron/emulator'
import { expect, test } from './support/player-test'
import { exact, playerBar, playSuggestedAlbum, type PlayerApp, outboxFiles } from './support/player-app'

/**
 * Nothing lost (issue 27): changes to the person's data wait in the outbox until the service can take them.
 * In one app start (and one restart): the heart in a storm of 429s saves the track with one successful
 * request; two saves and a follow made while the service is down survive quitting and reopening Encore, and
 * reach the service once each when it is back. Counted by the emulator's traffic log.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const isOk = (entry: TrafficEntry) => typeof entry.status === 'number' && entry.status < 300
/** The successful writes to `path` since `from`. */
function writes(running: PlayerApp, from: number, method: string, path: string): TrafficEntry[] {
  return running.emulator.traffic
    .entries()
    .filter((entry) => entry.at >= from && entry.method === method && entry.path === path && isOk(entry))
}
/** The ids successful saves of tracks carried (in the query). */
const tracksSaved = (running: PlayerApp, from: number) =>
  writes(running, from, 'PUT', '/me/tracks').flatMap(
    (entry) => new URLSearchParams(entry.query).get('ids')?.split(',') ?? [],
  )

/** Plays on until the heart offers to save (the track playing is not saved yet); answers its id. */
async function unsavedTrackPlaying(page: Page, running: PlayerApp): Promise<string> {
  const user = running.emulator.state.demoUser()
  for (let tries = 0; tries < 8; tries++) {
    const id = (await running.elsewhere.player())?.item?.id
    if (id && !user.library.tracks.has(id)) {
      await expect(playerBar(page).getByRole('button', exact('Save to Your Library'))).toBeVisible()
      return id
    }
    await running.elsewhere.request('POST', '/me/player/next')
    await expect.poll(async () => (await running.elsewhere.player())?.item?.id).not.toBe(id)
  }
  throw new Error('no unsaved track came up on the suggested album')
}

test('the heart in a 429 storm saves once; offline saves and a follow survive a restart and reach the service once', async ({
  page,
  running,
}) => {
  test.setTimeout(180_000)
  const { emulator } = running
  const user = emulator.state.demoUser()
  await playSuggestedAlbum(page, running)
  const trackId = await unsavedTrackPlaying(page, running)

  // Most requests answered 429 with Retry-After 1 s: the heart fills at once and the save is sent when allowed.
  const stormAt = Date.now()
  emulator.faults.set({ throttleRate: 0.8, throttleRetryAfterSeconds: [1, 1] })
  await playerBar(page).getByRole('button', exact('Save to Your Library')).click()
  await expect(playerBar(page).getByRole('button', exact('Remove from Your Library'))).toBeVisible()
  await expect.poll(() => user.library.tracks.has(trackId), { timeout: 30_000 }).toBe(true)
  // Nothing more goes for it afterwards: exactly one successful save, and no notice that it failed. A fixed
  // pause on purpose, after the save was waited for: a second send has no condition to wait for.
  await page.waitForTimeout(2_500)
  emulator.faults.reset()
  expect(tracksSaved(running, stormAt)).toEqual([trackId])
  await expect(page.locator('.toast__message').filter({ hasText: 'did not save' })).toHaveCount(0)
  await expect(playerBar(page).getByRole('button', exact('Remove from Your Library'))).toBeVisible()

  // An artist nobody follows yet, opened while the service is there; then the service goes away.
  const artist = emulator.catalog.artists.find((candidate) => !user.follows.artists.has(candidate.id))!
  const followedBefore = user.follows.artists.size
  await page.goto(`${new URL(page.url()).origin}/#/artist/${artist.id}`)
  const top = page.getByRole('grid', exact('Top tracks')).locator('[role="row"][data-index]')
  await expect(top.first()).toBeVisible()
  const downAt = Date.now()
  emulator.faults.set({ down: true })

  await page.getByRole('button', exact('Follow')).click()
  await expect(page.getByRole('button', exact('Unfollow'))).toBeVisible()
  const saved: string[] = []
  for (let index = 0; saved.length < 2 && index < (await top.count()); index++) {
    const row = top.nth(index)
    await row.hover()
    // The row's buttons show while it is hovered: wait for the heart (either way) before asking which it is.
    await expect(row.getByRole('button', { name: /^(Save to|Remove from) Your Library$/ })).toBeVisible()
    const save = row.getByRole('button', exact('Save to Your Library'))
    if (!(await save.count())) continue
    await save.click()
    await expect(row.getByRole('button', exact('Remove from Your Library'))).toBeVisible()
    saved.push((await row.getByTestId('track-title').textContent())!.trim())
  }
  expect(saved).toHaveLength(2)
  const savedIds = saved.map((name) => emulator.catalog.tracks.find((track) => track.name === name)!.id)
  // Written to the data folder before anything is sent.
  await expect
    .poll(() => [artist.id, ...savedIds].every((id) => outboxFiles(running).includes(id)))
    .toBe(true)
  expect(user.follows.artists.has(artist.id)).toBe(false)

  // Quit and reopen Encore while the service is still away; then it comes back, the same user signed in.
  await running.restart()
  emulator.faults.set({ down: false })
  await page.goto(running.app.host.launchUrl)
  const prompt = page.getByTestId('prompt-sign-in')
  await expect(page.getByTestId('account-name').or(prompt)).toBeVisible()
  if (await prompt.isVisible()) await prompt.click()
  await expect(page.getByTestId('account-name')).toBeVisible()
  await expect.poll(() => user.follows.artists.has(artist.id), { timeout: 30_000 }).toBe(true)
  await expect.poll(() => savedIds.every((id) => user.library.tracks.has(id)), { timeout: 30_000 }).toBe(true)
  // A fixed pause on purpose, after everything was waited for: a second send has no condition to wait for.
  await page.waitForTimeout(2_000)
  expect(tracksSaved(running, downAt).sort()).toEqual([...savedIds].sort())
  // The follow carries its id in the body: one successful follow of artists, nothing else followed.
  expect(writes(running, downAt, 'PUT', '/me/following').map((entry) => entry.query)).toEqual(['type=artist'])
  expect(user.follows.artists.size).toBe(followedBefore + 1)
  await expect.poll(() => outboxFiles(running).includes(artist.id)).toBe(false)
})
