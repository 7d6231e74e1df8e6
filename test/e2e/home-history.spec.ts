import { readFileSync, rmSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { startEmulator } from '../../electron/emulator'
import { startBrowserApp, type BrowserApp } from '../../electron/web/browser-app'
import { TODAY_CLIENT_ID, todayDataDir } from './support/today-profile'

/**
 * Your listening, kept by Encore, for someone signed in to today's service (2026, where recommendations,
 * browse and new releases are gone): what the phone played while Encore was closed shows on Home (Jump back
 * in, Recently played) and in Your listening; a single of an artist you follow shows on the next day's read;
 * the history is still there after a restart, and a playlist opened the day before opens without the network
 * (the copy kept on disk, marked with when it was read). One app start per day, on one clock that the test
 * moves on (both the emulator and Encore read it). Screenshots go to test-results/home-history-*.png.
 */
const DAY = 86_400_000
const exact = (name: string) => ({ name, exact: true })

/** Real time, moved forward on request: the emulator and Encore share it. */
function movableClock() {
  let offset = 0
  return {
    now: () => Date.now() + offset,
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    advance: (ms: number) => void (offset += ms),
  }
}

test.use({ viewport: { width: 1280, height: 860 } })

/** The whole page in one picture: the content scrolls inside the window, so the window is made tall for it. */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize()!
  await page.setViewportSize({ width: size.width, height: 2000 })
  await page.mouse.move(0, 0)
  await page.screenshot({ path: `test-results/home-history-${name}.png`, animations: 'disabled' })
  await page.setViewportSize(size)
}

/** The theme through Settings; on the way, Settings → About says what the service no longer offers. */
async function chooseTheme(page: Page, theme: 'light' | 'dark') {
  const back = page.url()
  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Settings')).click()
  const offers = page.getByRole('region', exact('About Encore')).getByTestId('service-offers')
  await expect(offers).toContainText('What Spotify no longer offers')
  await expect(offers).toContainText('Browse and Radio are not in the sidebar')
  await expect(page.getByRole('button', exact('Forget my listening history'))).toBeEnabled()
  await page.getByTestId('theme').selectOption(theme)
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
  await page.goto(back)
}

test('what the phone played shows on Home and in Your listening; a followed artist’s single the next day; kept across a restart', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const clock = movableClock()
  const emulator = await startEmulator({
    size: 'small',
    seed: 'e2e-history',
    apiMode: '2026',
    autoApprove: true,
    extraClientIds: [TODAY_CLIENT_ID],
    clock,
  })
  const dataDir = todayDataDir(emulator, 'encore-e2e-history-')
  const api = async (method: string, path: string) => {
    const token = emulator.issueToken().access_token
    const response = await fetch(`${emulator.apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.ok, `${method} ${path} answered ${response.status}`).toBe(true)
    const text = await response.text()
    return text ? (JSON.parse(text) as unknown) : null
  }
  let app: BrowserApp | undefined
  try {
    // The user follows one artist (the phone's app unfollows the others): one check a day is that artist's.
    const following = (await api('GET', '/me/following?type=artist&limit=50')) as {
      artists: { items: { id: string }[] }
    }
    const [followed, ...others] = following.artists.items.map((artist) => artist.id)
    expect(followed).toBeDefined()
    if (others.length)
      await api('DELETE', `/me/library?uris=${others.map((id) => `spotify:artist:${id}`).join(',')}`)

    // Encore is not running: the phone plays the first three tracks of an album, then pauses in the fourth.
    const album = emulator.catalog.albums.find((each) => each.trackIds.length >= 4)!
    const three = album.trackIds.slice(0, 3).map((id) => emulator.catalog.track(id)!)
    emulator.playOn('Pocket Phone', { contextUri: `spotify:album:${album.id}` })
    clock.advance(three.reduce((sum, track) => sum + track.durationMs, 0) + 5_000)
    await api('PUT', '/me/player/pause')
    const history = emulator.state.user(emulator.user.id).history
    expect(history.slice(-3).map((entry) => entry.trackId)).toEqual(three.map((track) => track.id))

    // Encore starts; signing in reads the service's recently played.
    app = await startBrowserApp({ port: 0, dataDir, clock })
    await page.goto(app.host.launchUrl)
    const consent = page.context().waitForEvent('page')
    await page.getByTestId('prompt-sign-in').click()
    await (await consent).close()
    await expect(page.getByTestId('account-name')).toBeVisible()

    const jump = page.getByRole('region', exact('Jump back in'))
    await expect(jump.getByRole('article').first()).toHaveAccessibleName(album.name)
    const recent = page.getByRole('region', exact('Recently played'))
    for (const track of three) await expect(recent.getByRole('link', exact(track.name))).toBeVisible()
    await expect(page.getByText(/no longer offer/)).toHaveCount(0)
    const nav = page.getByRole('navigation', exact('Main'))
    await expect(nav.getByRole('link', exact('Your listening'))).toBeVisible()
    await expect(nav.getByRole('link', exact('Browse'))).toHaveCount(0)
    await expect(nav.getByRole('link', exact('Radio'))).toHaveCount(0)
    // The followed artist was checked today; a single comes out after that check.
    const checks = () => emulator.traffic.count({ path: `/artists/${followed}/albums` })
    await expect.poll(checks).toBe(1)
    emulator.addRelease({
      artistId: followed!,
      albumType: 'single',
      name: 'Tomorrow’s Single',
    })
    await shoot(page, 'home-2026-dark')

    // Your listening: today's row holds what the phone played (the whole tracks: the service told of them).
    await nav.getByRole('link', exact('Your listening')).click()
    const range = page.getByRole('radiogroup', exact('Range'))
    await expect(range.getByRole('radio', exact('Week'))).toBeChecked()
    for (const name of ['Month', 'Year', 'All time'])
      await expect(range.getByRole('radio', exact(name))).toBeVisible()
    const today = new Date(clock.now() - 5_000)
    const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
    const sameDay = history
      .slice(-50)
      .filter((entry) => new Date(entry.playedAt).toDateString() === today.toDateString())
    const minutes = Math.round(
      sameDay.reduce((sum, entry) => sum + emulator.catalog.track(entry.trackId)!.durationMs, 0) / 60_000,
    )
    await page.getByText(/^Day by day/).click()
    const row = page.locator(`[data-testid="listening-days"] tr[data-date="${date}"]`)
    await expect(row.getByRole('cell').first()).toHaveText(`${minutes} min`)
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(sameDay.length))
    await expect(page.getByRole('region', exact('Top albums'))).toContainText(album.name)
    await shoot(page, 'listening-dark')

    // Export: the whole history as CSV, saved as a download.
    const download = page.waitForEvent('download')
    await page.getByRole('button', exact('Export')).click()
    await page.getByRole('menuitem', exact('CSV, for spreadsheets')).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^encore-listening-history-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = readFileSync((await file.path())!, 'utf8')
    expect(csv.split('\r\n')[0]).toBe(
      'played_at,track,artists,album,track_uri,context_uri,played_ms,duration_ms,device,source',
    )
    for (const track of three) expect(csv).toContain(`spotify:track:${track.id}`)

    await chooseTheme(page, 'light')
    await expect(page.getByTestId('listening-total')).toBeVisible()
    await shoot(page, 'listening-light')
    await nav.getByRole('link', exact('Home')).click()
    await expect(jump.getByRole('article').first()).toBeVisible()
    await shoot(page, 'home-2026-light')
    // Not yet: the artist's check of the day was before the single came out.
    await expect(page.getByText('Tomorrow’s Single')).toHaveCount(0)

    // A playlist opened today: tomorrow it opens from the copy kept on disk while the service is away.
    const playlist = [...emulator.state.playlists.all()].find(
      (each) => each.ownerId === emulator.user.id && each.items.length > 0,
    )!
    const openPlaylist = () => page.goto(`${new URL(page.url()).origin}/#/playlist/${playlist.id}`)
    await openPlaylist()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(playlist.name)

    // The next day Encore starts again: the kept history is there, and the day's check finds the single.
    await app.close()
    app = undefined
    const before = emulator.traffic.entries().length
    clock.advance(DAY)
    app = await startBrowserApp({ port: 0, dataDir, clock })
    await page.goto(app.host.launchUrl)
    await expect(page.getByTestId('account-name')).toBeVisible()
    const releases = page.getByRole('region', exact('New from artists you follow'))
    await expect(releases.getByRole('article').first()).toHaveAccessibleName('Tomorrow’s Single')
    expect(checks()).toBe(2)
    for (const track of three) await expect(recent.getByRole('link', exact(track.name))).toBeVisible()
    // Nothing of that came from the service again: today's reads asked only for plays after yesterday's. (The
    // kept history shows before the day's read is answered: wait for the read itself.)
    const reads = () =>
      emulator.traffic
        .entries()
        .slice(before)
        .filter((entry) => entry.path === '/me/player/recently-played')
    await expect.poll(() => reads().length).toBeGreaterThan(0)
    for (const read of reads()) {
      expect(read.query).toMatch(/after=\d+/)
      const answer = (await api('GET', `/me/player/recently-played?${read.query}`)) as { items: unknown[] }
      expect(answer.items).toEqual([])
    }

    // Encore starts again without the network: the playlist read yesterday opens as it was read, its first
    // items with it (nothing of it is in memory: the copy kept on disk).
    await app.close()
    app = undefined
    emulator.faults.set({ down: true })
    app = await startBrowserApp({ port: 0, dataDir, clock })
    await page.goto(app.host.launchUrl)
    // Connected first: the launch link's token is spent by the page it opens, and loading another address
    // before that (a busy machine) left a page with no way in ("The connection to Encore dropped").
    await expect(page.getByTestId('account-name')).toBeVisible()
    await openPlaylist()
    await expect(page.getByTestId('offline-copy')).toHaveText(
      /^Offline · as read (?:yesterday )?at \d{1,2}:\d{2}/,
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(playlist.name)
    const first = emulator.catalog.track(playlist.items[0]!.trackId)!
    await expect(page.getByText(first.name, { exact: true }).first()).toBeVisible()
  } finally {
    await app?.close()
    await emulator.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
