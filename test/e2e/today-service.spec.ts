import { expect } from '@playwright/test'
import { ctl } from './support/command-line'
import { signInToSpotify, test } from './support/today-app'

/**
 * A person with a Client ID registered today: the Spotify profile pointed at the emulator playing the 2026
 * service (service-2026.md), in browser mode. Playing and saving work through today's endpoints; the refusals
 * of the account (the owner's Premium, the quota, a user not on the app's list) are shown with their words.
 */
const exact = (name: string) => ({ name, exact: true })

test.use({ viewport: { width: 1280, height: 800 } })

test('a personal app today: sign in, play, and save the track through /me/library', async ({
  page,
  today,
}) => {
  test.setTimeout(90_000)
  await signInToSpotify(page, today)
  await expect(page.getByTestId('app-service')).toHaveAttribute('data-service', 'spotify')
  const bar = page.getByRole('region', exact('Player'))
  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Now playing')).click()
  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .click()
  const picker = page.getByRole('dialog', exact('Choose where to play'))
  await picker.getByRole('button', exact('Encore Desktop')).click()
  await expect(bar.getByRole('button', exact('Pause'))).toBeVisible()
  // What the service plays, once it plays it (the bar shows Pause at the click, before the service answers);
  // the bar names that track.
  const playing = async () =>
    ((await today.get('/me/player').catch(() => null)) as { item?: { uri: string; name: string } } | null)
      ?.item
  await expect.poll(async () => (await playing())?.uri ?? '').not.toBe('')
  const item = (await playing())!
  await expect(bar.getByTestId('player-title')).toHaveText(item.name)

  await bar.getByRole('button', exact('Save to Your Library')).click()
  await expect(bar.getByRole('button', exact('Remove from Your Library'))).toBeVisible()
  await expect
    .poll(async () => today.get(`/me/library/contains?uris=${encodeURIComponent(item.uri)}`))
    .toEqual([true])
  // Saved the way today's service wants, never through the endpoints it removed.
  expect(today.emulator.traffic.count({ method: 'PUT', path: '/me/library', status: 200 })).toBe(1)
  // (The library's sync still reads GET /me/tracks: today's service keeps that read.)
  const removed = today.emulator.traffic
    .entries()
    .filter(
      (entry) =>
        entry.path.startsWith('/me/tracks') && (entry.method !== 'GET' || entry.path !== '/me/tracks'),
    )
  expect(removed).toEqual([])
  await page.screenshot({ path: 'test-results/today-saved.png', animations: 'disabled' })
})

test('a service stalled for 40 s while Encore starts: the sign-in waits for its renewal and goes on', async ({
  page,
  today,
}) => {
  test.setTimeout(120_000)
  await signInToSpotify(page, today)
  const track = today.emulator.catalog.tracks[0]!
  today.emulator.playOn('Pocket Phone', { uris: [`spotify:track:${track.id}`] })

  // Quit; the service stalls (a laptop waking on a slow network): it renews the sign-in at once, but its
  // answers arrive only when the stall ends, 40 s after Encore starts.
  today.emulator.faults.set({ stallMs: 600_000 })
  await today.restart()
  const startedAt = Date.now()
  await page.goto(today.app.host.launchUrl)
  await expect(page.getByTestId('session-waiting')).toHaveText('Waiting for Spotify…', { timeout: 15_000 })
  // The stall's length is the scenario's, not a wait for Encore.
  await page.waitForTimeout(Math.max(0, startedAt + 40_000 - Date.now()))
  today.emulator.faults.set({ stallMs: 0 })

  // Still signed in, and what the phone plays is shown.
  await expect(page.getByTestId('session-waiting')).toHaveCount(0, { timeout: 15_000 })
  await expect(page.getByTestId('account-name')).toBeVisible()
  await expect(page.getByRole('region', exact('Player')).getByTestId('player-title')).toHaveText(track.name)
  await expect(page.getByTestId('sign-out-reason')).toHaveCount(0)
})

test('the refusals of the account are shown with their words, and go when they end', async ({
  page,
  today,
}) => {
  test.setTimeout(90_000)
  await signInToSpotify(page, today)
  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Now playing')).click()
  const banner = page.getByTestId('account-refusal')

  // The waits for Encore's next read are the clock's (Encore's and the emulator's), run fast until it came.
  const code = () => banner.getAttribute('data-code', { timeout: 1_000 }).catch(() => null)
  // The owner's Premium lapsed: every request is refused until it is renewed.
  today.emulator.setOwnerPremiumLapsed(true)
  await today.clock.fastForward(20_000, { until: async () => (await code()) === 'OWNER_PREMIUM_REQUIRED' })
  await expect(banner).toHaveAttribute('data-code', 'OWNER_PREMIUM_REQUIRED', { timeout: 20_000 })
  await expect(banner).toContainText('Premium subscription of the app’s owner has lapsed')
  await expect(banner.getByRole('link', exact('Open the Spotify developer dashboard'))).toBeVisible()
  await page.screenshot({ path: 'test-results/today-owner-premium.png', animations: 'disabled' })
  today.emulator.setOwnerPremiumLapsed(false)
  await today.clock.fastForward(20_000, { until: async () => !(await banner.isVisible()) })
  await expect(banner).toBeHidden({ timeout: 20_000 })

  // The quota is used up: nothing is sent until it resets, and the page says when.
  today.emulator.setQuota(1, { windowSeconds: 3600 })
  // Idle, the player reads every 10 s: the second read meets the quota. Those seconds are the clock's (Encore's
  // and the emulator's), run fast until the banner shows.
  await today.clock.fastForward(40_000, { until: async () => (await code()) === 'QUOTA_EXCEEDED' })
  await expect(banner).toHaveAttribute('data-code', 'QUOTA_EXCEEDED', { timeout: 20_000 })
  await expect(banner).toContainText('until the quota resets')
  await expect(banner.getByTestId('refusal-resumes')).toContainText('Requests resume at')
  await expect(page.getByTestId('player-status-notice')).toContainText('resumes')
  await page.screenshot({ path: 'test-results/today-quota.png', animations: 'disabled' })
})

test('a short QUOTA_EXCEEDED (the shared quota spent elsewhere): after its 30 s, Next goes and a change on the phone shows within a minute', async ({
  page,
  today,
}) => {
  test.setTimeout(150_000)
  await signInToSpotify(page, today)
  const bar = page.getByRole('region', exact('Player'))
  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Now playing')).click()
  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .click()
  await page
    .getByRole('dialog', exact('Choose where to play'))
    .getByRole('button', exact('Encore Desktop'))
    .click()
  const playing = async () =>
    ((await today.get('/me/player').catch(() => null)) as { item?: { uri: string; name: string } } | null)
      ?.item
  await expect.poll(async () => (await playing())?.uri ?? '').not.toBe('')
  await expect(bar.getByTestId('player-title')).toHaveText((await playing())!.name)

  // Someone else on the developer account spends the quota: the next request is refused for at most 30 s.
  const { emulator } = today
  const notice = page.getByTestId('player-status-notice')
  const isQuota = (entry: { status: number | string; retryAfter?: number }) =>
    entry.status === 429 && entry.retryAfter !== undefined
  // The waits below (Encore's next read, the 30 s, the minute) are the clock's, which Encore and the emulator
  // share: run fast, or moved ahead, instead of slept through.
  const { clock } = today
  emulator.setQuota(1, { windowSeconds: 30 })
  const refused = () => emulator.traffic.entries().some(isQuota)
  await clock.fastForward(40_000, { until: refused })
  await expect.poll(refused, { timeout: 20_000 }).toBe(true)
  emulator.setQuota(null)
  const refusal = emulator.traffic.entries().find(isQuota)!
  expect(refusal.retryAfter).toBeLessThanOrEqual(30)
  clock.advance(Math.max(0, refusal.at + refusal.retryAfter! * 1000 - clock.now()))
  await clock.fastForward(15_000, { until: async () => !(await notice.isVisible()) })
  await expect(notice).toBeHidden({ timeout: 20_000 })

  // The person's Next goes at once, whatever Encore's own count of a minute taught it.
  const before = (await playing())!.uri
  await bar.getByRole('button', exact('Next')).click()
  await expect.poll(async () => (await playing())?.uri).not.toBe(before)
  const skipped = (await playing())!
  await expect(bar.getByTestId('player-title')).toHaveText(skipped.name)

  // A change on the phone (another client of the same account) shows within a minute, the window focused.
  const phone = emulator.issueToken().access_token
  const next = await fetch(`${emulator.apiUrl}/me/player/next`, {
    method: 'POST',
    headers: { authorization: `Bearer ${phone}` },
  })
  expect(next.ok).toBe(true)
  await expect.poll(async () => (await playing())?.uri).not.toBe(skipped.uri)
  const changed = (await playing())!.name
  await clock.fastForward(60_000, {
    until: async () => (await bar.getByTestId('player-title').textContent()) === changed,
  })
  await expect(bar.getByTestId('player-title')).toHaveText(changed, { timeout: 15_000 })
  await page.screenshot({ path: 'test-results/today-short-quota.png', animations: 'disabled' })
})

test('an account not on the app’s list is refused at sign-in, saying how to fix it', async ({
  page,
  today,
}) => {
  today.emulator.setUnregisteredUser(true)
  await page.goto(today.app.host.launchUrl)
  const consent = page.context().waitForEvent('page')
  await page.getByTestId('prompt-sign-in').click()
  await (await consent).close()
  const reason = page.getByTestId('sign-out-reason')
  await expect(reason).toHaveAttribute('data-reason', 'account-refused')
  await expect(reason).toContainText('User Management')
  // Said once, where the sign-in failed: no app-wide banner for a session that never began.
  await expect(page.getByTestId('account-refusal')).toBeHidden()
  await expect(reason.getByTestId('dashboard-link')).toHaveAttribute(
    'href',
    'https://developer.spotify.com/dashboard',
  )
  await page.screenshot({ path: 'test-results/today-not-registered.png', animations: 'disabled' })
})

test('a full library sync and the pages of a session send nothing the 2026 rules refuse in advance', async ({
  page,
  today,
}) => {
  test.setTimeout(120_000)
  const { emulator } = today
  const traffic = () => emulator.traffic.entries()
  /** Until no request has gone for 2 s (the sync, or a page's reads, are over). */
  const quiet = () =>
    expect
      .poll(
        async () => {
          const before = traffic().length
          await page.waitForTimeout(2_000)
          return traffic().length === before
        },
        { timeout: 60_000, intervals: [0] },
      )
      .toBe(true)
  await signInToSpotify(page, today)
  await quiet()
  const user = emulator.state.demoUser()
  // Followed playlists of other users: their items are what today's service refuses.
  const others = user.playlists
    .map((ref) => emulator.state.playlists.get(ref.id)!)
    .filter((playlist) => playlist.ownerId !== user.userId && !playlist.collaborative)
  expect(others.length).toBeGreaterThan(0)
  const origin = new URL(page.url()).origin
  const artist = emulator.catalog.artists[0]!
  const track = emulator.catalog.tracks[0]!
  // The pages whose reads today's rules concern: another's playlist and profile, an artist (top tracks,
  // related), Browse (categories, featured), Radio (recommendations), a track's sound (audio features), Home.
  for (const path of [
    '/library/playlists',
    `/playlist/${others[0]!.id}`,
    `/user/${others[0]!.ownerId}`,
    `/artist/${artist.id}`,
    '/browse',
    `/radio?track=${track.id}`,
    `/track/${track.id}`,
    '/',
  ]) {
    await page.goto(`${origin}/#${path}`)
    await quiet()
  }
  const refused = traffic().filter((entry) => entry.status === 403)
  expect(refused.map((entry) => `${entry.method} ${entry.path}`)).toEqual([])
  expect(traffic().length).toBeGreaterThan(10)
})

test('Next shows the next title before the service answers, on Home, Library and Now playing; Play is Pause where the page plays; the command line queues, picks a device by a word, and plays from nothing', async ({
  page,
  today,
}) => {
  test.setTimeout(150_000)
  const { emulator } = today
  await signInToSpotify(page, today)
  const bar = page.getByRole('region', exact('Player'))
  const title = bar.getByTestId('player-title')
  const album = emulator.catalog.albums.find((candidate) => candidate.trackIds.length >= 5)!
  const name = (index: number) => emulator.catalog.track(album.trackIds[index]!)!.name
  // Played from the phone's app, as people do: Encore learns it from its reads, and reads the album once.
  emulator.playOn('Encore Desktop', { contextUri: `spotify:album:${album.id}` })
  await expect(title).toHaveText(name(0), { timeout: 30_000 })
  await emulator.traffic.when({ method: 'GET', path: `/albums/${album.id}` })
  const nav = page.getByRole('navigation', exact('Main'))
  const skips = () => emulator.traffic.count({ method: 'POST', path: '/me/player/next' })
  for (const [index, where] of ['Home', 'Library', 'Now playing'].entries()) {
    await nav.getByRole('link', exact(where)).click()
    // The service holds every answer for 8 s: the title can only come from what Encore knew.
    emulator.faults.set({ latencyMs: 8_000 })
    const arrived = emulator.traffic.arrival({ method: 'POST', path: '/me/player/next' })
    const answered = skips()
    await bar.getByRole('button', exact('Next')).click()
    await arrived
    await expect(title, where).toHaveText(name(index + 1), { timeout: 5_000 })
    expect(skips(), `${where}: shown before the service answered the skip`).toBe(answered)
    emulator.faults.set({ latencyMs: 0 })
    await expect.poll(skips, { timeout: 20_000 }).toBe(answered + 1)
  }
  await expect(title).toHaveText(name(3), { timeout: 20_000 })

  // The album's page: its big Play is Pause while the album plays, and pauses it; pressed again it resumes the
  // same track (not the album's first); the playing row's Play is Pause too.
  const player = async () =>
    (await today.get('/me/player').catch(() => null)) as {
      is_playing: boolean
      item: { uri: string; name: string } | null
      device: { name: string }
      context: { uri: string } | null
    } | null
  await page.goto(`${new URL(page.url()).origin}/#/album/${album.id}`)
  const big = page.getByTestId('context-play')
  await expect(big).toHaveText('Pause')
  await big.click()
  await expect.poll(async () => (await player())?.is_playing).toBe(false)
  await expect(big).toHaveText('Play')
  await big.click()
  await expect.poll(async () => (await player())?.is_playing).toBe(true)
  expect((await player())?.item?.name).toBe(name(3))
  const playingRow = page.locator('[role="row"][aria-current="true"]')
  await playingRow.hover()
  await playingRow.getByRole('button', exact('Pause')).click()
  await expect.poll(async () => (await player())?.is_playing).toBe(false)
  await playingRow.getByRole('button', exact('Play')).click()
  await expect.poll(async () => (await player())?.is_playing).toBe(true)

  // A playlist of the person's own: Play starts it, and is Pause while it plays.
  const user = emulator.state.demoUser()
  const own = user.playlists
    .map((ref) => emulator.state.playlists.get(ref.id)!)
    .find((playlist) => playlist.ownerId === user.userId && playlist.items.length > 0)!
  await page.goto(`${new URL(page.url()).origin}/#/playlist/${own.id}`)
  await expect(big).toHaveText('Play')
  await big.click()
  await expect.poll(async () => (await player())?.context?.uri).toBe(`spotify:playlist:${own.id}`)
  await expect(big).toHaveText('Pause')

  // The command line does what the page does on today's service: queue adds to Encore's queue (the player is
  // not marked offline) and Next hands it to Spotify and plays it, device takes a word of a name, play from
  // nothing plays on the device that last played.
  const at = ['--data-dir', today.dataDir]
  const track = emulator.catalog.tracks.find((candidate) => !album.trackIds.includes(candidate.id))!
  const uri = `spotify:track:${track.id}`
  expect(await ctl([...at, 'queue', uri])).toEqual({ code: 0, out: [], err: [] })
  const listed = await ctl([...at, 'queue', '--list', '--json'])
  const entries = JSON.parse(listed.out[0] ?? '[]') as { source: string; uri: string }[]
  expect(entries.filter((entry) => entry.source === 'encore').map((entry) => entry.uri)).toEqual([uri])
  await expect(bar.getByText(/Offline/)).toHaveCount(0)
  expect((await ctl([...at, 'next'])).code).toBe(0)
  await expect.poll(async () => (await player())?.item?.uri).toBe(uri)
  expect(await ctl([...at, 'device', 'phone'])).toEqual({ code: 0, out: [], err: [] })
  await expect.poll(async () => (await player())?.device.name).toBe('Pocket Phone')
  // The phone's app is closed: nothing plays anywhere.
  Object.assign(user.player, { activeDeviceId: null, playback: null })
  expect(await player()).toBeNull()
  const link = `https://open.spotify.com/album/${album.id}`
  expect(await ctl([...at, 'play', link])).toEqual({ code: 0, out: [], err: [] })
  await expect.poll(async () => (await player())?.context?.uri).toBe(`spotify:album:${album.id}`)
  expect((await player())?.device.name).toBe('Pocket Phone')
})
