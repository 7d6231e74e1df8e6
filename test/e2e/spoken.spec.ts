import { expect, test, type Page } from '@playwright/test'
import type { EmulatorHandle } from '../../electron/emulator'
import { exact, playerBar, signIn, startPlayerApp } from './support/player-app'
import { signInToSpotify, startTodayApp } from './support/today-app'

/**
 * Podcasts in browser mode against the emulator, on the classic service (the demo) and today's (a personal
 * app, 2026): the phone plays an episode and Encore shows it with its show; the spoken-word skips move the
 * service's position; a show is followed from its page and is then in Podcasts; an episode plays from where
 * it was left; search finds shows and episodes. One app start per service; screenshots of the player, the mini
 * player and the show page while an episode plays go to test-results/.
 */

test.use({ viewport: { width: 1280, height: 800 } })

/**
 * An idle player reads every 10 s while shown (read-rhythm.ts, held on a manual clock by read-rhythm.test.ts):
 * music started elsewhere shows at the next read. How long to wait for that: two reads' time and then some,
 * which holds on a busy machine too.
 */
const FRESH_MS = 30_000

interface WirePlayer {
  is_playing: boolean
  progress_ms: number
  item: { id: string; name: string } | null
}

/** The service's player as the phone sees it (its own token; episodes asked for). */
function phone(emulator: EmulatorHandle) {
  const token = emulator.issueToken().access_token
  return async (): Promise<WirePlayer> => {
    const response = await fetch(`${emulator.apiUrl}/me/player?additional_types=episode`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status, 'something plays on the service').toBe(200)
    return (await response.json()) as WirePlayer
  }
}

/** A show the user does not follow yet, its newest episode, and an older one long enough to resume in. */
function pickShow(emulator: EmulatorHandle) {
  const spoken = emulator.catalog.spoken
  const followed = emulator.state.spokenOf(emulator.user.id).shows
  for (const show of spoken.shows) {
    if (followed.has(show.id)) continue
    const [newest, ...older] = spoken.episodesOf(show)
    const resumable = older.find((episode) => episode.durationMs >= 20 * 60_000)
    if (newest && resumable) return { show, newest, resumable }
  }
  throw new Error('the catalog has no unfollowed show with a long older episode')
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function podcastsOnBothSides(page: Page, emulator: EmulatorHandle, origin: string, name: string) {
  const service = phone(emulator)
  const { show, newest, resumable } = pickShow(emulator)
  const bar = playerBar(page)

  // The phone plays the show's newest episode: Encore shows its title and its show, linked.
  emulator.playOn('Pocket Phone', {
    contextUri: `spotify:show:${show.id}`,
    offset: { uri: `spotify:episode:${newest.id}` },
  })
  await expect(bar.getByTestId('player-title')).toHaveText(newest.name, { timeout: FRESH_MS })
  await expect(bar.getByTestId('player-artists')).toHaveText(show.name)
  await expect(bar.getByRole('button', exact('Shuffle'))).toHaveCount(0)

  // Forward 30 seconds and Back 15 seconds move the service's position (paused, so it holds still).
  await bar.getByRole('button', exact('Pause')).click()
  await expect.poll(async () => (await service()).is_playing).toBe(false)
  const seek = bar.getByRole('slider', exact('Seek'))
  const settled = async () => {
    const at = (await service()).progress_ms
    await expect
      .poll(async () => Number(await seek.getAttribute('aria-valuenow')))
      .toBe(Math.floor(at / 1000))
    return at
  }
  const before = await settled()
  await bar.getByRole('button', exact('Forward 30 seconds')).click()
  await expect.poll(async () => (await service()).progress_ms - before).toBeGreaterThanOrEqual(29_000)
  expect((await service()).progress_ms - before).toBeLessThanOrEqual(31_000)
  const forward = await settled()
  await bar.getByRole('button', exact('Back 15 seconds')).click()
  await expect.poll(async () => forward - (await service()).progress_ms).toBeGreaterThanOrEqual(14_000)
  await bar.getByRole('button', exact('Play')).click()
  await expect.poll(async () => (await service()).is_playing).toBe(true)

  // Screens while the episode plays: Now playing with the bar, the mini player.
  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Now playing')).click()
  await expect(page.getByTestId('now-playing-title')).toHaveText(newest.name)
  await page.screenshot({ path: `test-results/spoken-${name}-player.png`, animations: 'disabled' })
  const mini = await page.context().newPage()
  await mini.setViewportSize({ width: 420, height: 420 })
  await mini.goto(`${origin}/#/mini`)
  await expect(mini.getByTestId('player-artists')).toHaveText(show.name)
  await expect(mini.getByRole('button', exact('Forward 30 seconds'))).toBeVisible()
  await mini.screenshot({ path: `test-results/spoken-${name}-mini.png`, animations: 'disabled' })
  await mini.close()

  // The show's page, from the player: follow it; it is then in Podcasts.
  emulator.setResumePoint(resumable.id, { positionMs: 600_000 })
  await bar.getByTestId('player-artists').click()
  await expect(page.getByRole('heading', { level: 1, name: show.name })).toBeVisible()
  const episodes = page.getByRole('grid', exact(`Episodes of ${show.name}`))
  await expect(episodes.getByRole('row', exact(`${newest.name} from ${show.name}`))).toHaveAttribute(
    'aria-current',
    'true',
  )
  await page.screenshot({ path: `test-results/spoken-${name}-show.png`, animations: 'disabled' })
  await page.getByRole('button', exact('Follow')).click()
  await expect(page.getByRole('button', exact('Unfollow'))).toBeVisible()
  await expect.poll(() => emulator.state.spokenOf(emulator.user.id).shows.has(show.id)).toBe(true)

  // An older episode plays from where it was left (ten minutes in), within the show.
  const row = episodes.getByRole('row', exact(`${resumable.name} from ${show.name}`))
  await row.scrollIntoViewIfNeeded()
  await expect(row.getByTestId('episode-progress')).toContainText('left')
  await row.hover()
  await row.getByRole('button', exact('Play')).click()
  await expect
    .poll(async () => {
      const now = await service()
      return now.item?.id === resumable.id && now.progress_ms >= 600_000 && now.progress_ms < 620_000
    })
    .toBe(true)
  await expect(bar.getByTestId('player-title')).toHaveText(resumable.name)

  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Library')).click()
  await page.getByRole('tab', { name: /^Podcasts/ }).click()
  await expect(
    page
      .getByRole('grid', exact('Followed podcasts'))
      .getByRole('row', { name: new RegExp(`^${escaped(show.name)}, `) }),
  ).toBeVisible()
  await page.screenshot({ path: `test-results/spoken-${name}-podcasts.png`, animations: 'disabled' })
  const sold = ['US', 'GB', 'CA', 'IE', 'NZ', 'AU'].includes(emulator.user.country)
  await expect(page.getByRole('tab', { name: /^Audiobooks/ })).toHaveCount(sold ? 1 : 0)

  // Search finds the show (a tile) and its episodes (rows), each kind in its own section with "Show all".
  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Search')).click()
  await page.getByRole('searchbox', exact('Search')).fill(show.name)
  const podcasts = page.getByRole('region', exact('Podcasts'))
  await expect(podcasts.getByRole('article', exact(show.name))).toBeVisible()
  await expect(page.getByRole('region', exact('Episodes')).getByRole('row').first()).toBeVisible()
  await expect(podcasts.getByRole('button', exact('Show all podcasts'))).toBeVisible()
}

test('the classic service (the demo): an episode from the phone, skips, follow, resume, search, notes as text', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const running = await startPlayerApp({ emulator: { seed: 'e2e-spoken' } })
  try {
    await signIn(page, running.app)
    await podcastsOnBothSides(page, running.emulator, running.app.host.origin, 'classic')

    // An episode's notes that look like markup stay text; their web link is a link.
    const fixture = running.emulator.catalog.spoken.fixtureEpisodeId!
    await page.goto(`${running.app.host.origin}/#/episode/${fixture}`)
    const notes = page.getByTestId('notes')
    await expect(notes).toContainText('Tags like <b>this</b> stay text here, & so does <3')
    await expect(notes.locator('b')).toHaveCount(0)
    const link = notes.getByRole('link')
    await expect(link).toHaveAttribute('href', /^https:\/\/example\.com\/.*\?ref=feed&t=30$/)
    await expect(link).toHaveAttribute('target', '_blank')
  } finally {
    await running.close()
  }
})

test('today’s service (2026): the same, through /me/library and single reads', async ({ page }) => {
  test.setTimeout(120_000)
  const today = await startTodayApp({ seed: 'e2e-spoken-2026' })
  try {
    await signInToSpotify(page, today)
    await podcastsOnBothSides(page, today.emulator, today.app.host.origin, '2026')
    // The follow went through today's library, not the classic /me/shows.
    expect(today.emulator.traffic.count({ method: 'PUT', path: '/me/library', status: 200 })).toBe(1)
    expect(today.emulator.traffic.count({ method: 'PUT', path: '/me/shows' })).toBe(0)
  } finally {
    await today.close()
  }
})
