import { type Page } from '@playwright/test'
import { expect, test } from './support/player-test'
import type { TrafficEntry } from '../../electron/emulator'
import { exact, playerBar, playSuggestedAlbum, servicePlayer, type PlayerApp } from './support/player-app'

/**
 * Faults survived, in browser mode against the emulator's fault knobs (the test owns the emulator behind the
 * demo profile): the service down, a storm of 429s, 5xx bursts with slow answers, tokens revoked, the quota
 * used up. How fast the app notices and recovers is measured by `npm run bench` (timings are not asserted
 * here); these tests hold the behaviour: what the page says, what is sent, and what never is.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const statusNotice = (page: Page) => page.getByTestId('player-status-notice')
const toasts = (page: Page) => page.locator('.toast__message')
const title = (page: Page) => playerBar(page).getByTestId('player-title')

/** Requests the app sent since `from` (ms on the clock Encore and the emulator share: `running.clock`). */
function sentSince(running: PlayerApp, from: number, match?: (entry: TrafficEntry) => boolean) {
  return running.emulator.traffic.entries().filter((entry) => entry.at >= from && (match?.(entry) ?? true))
}
const isPause = (entry: TrafficEntry) => entry.method === 'PUT' && entry.path === '/me/player/pause'

test('the service goes down: offline with the last state kept, commands refused and never sent later, back by itself', async ({
  page,
  running,
  pageErrors,
}) => {
  test.setTimeout(120_000)
  await playSuggestedAlbum(page, running)
  const playing = (await servicePlayer(running)).item!.name
  await expect(title(page)).toHaveText(playing)

  const downAt = running.clock.now()
  running.emulator.faults.set({ down: true })
  await expect(statusNotice(page)).toContainText('cannot reach', { timeout: 15_000 })
  // The last state stays on screen.
  await expect(title(page)).toHaveText(playing)
  await page.screenshot({ path: 'test-results/faults-offline.png', animations: 'disabled' })

  // A command while offline is refused at once with the reason, and nothing goes out for it.
  await playerBar(page).getByRole('button', exact('Pause')).click()
  await expect(toasts(page).filter({ hasText: 'did not pause' })).toContainText('cannot reach')
  expect(sentSince(running, downAt, isPause)).toEqual([])
  // Offline, the engine keeps asking (to notice the return) but no faster than every few seconds.
  const whileDown = sentSince(running, downAt)
  expect(whileDown.every((entry) => entry.status === 503)).toBe(true)

  running.emulator.faults.set({ down: false })
  await expect(statusNotice(page)).toBeHidden({ timeout: 15_000 })
  // What stopped being true is withdrawn: no notice still says the service cannot be reached.
  await expect(toasts(page).filter({ hasText: 'cannot reach' })).toHaveCount(0)
  await expect(toasts(page).filter({ hasText: 'cannot be reached' })).toHaveCount(0)
  await expect(playerBar(page).getByRole('button', exact('Pause'))).toBeVisible()
  await expect(title(page)).toHaveText((await servicePlayer(running)).item!.name)
  // The pause refused while offline never fired once the service came back. A fixed pause on purpose: it gives
  // a late send the time to show; everything it follows (back online, the bar, the title) was waited for above.
  await page.waitForTimeout(1_500)
  expect(sentSince(running, downAt, isPause)).toEqual([])
  expect((await servicePlayer(running)).is_playing).toBe(true)
  expect(pageErrors).toEqual([])
})

test('a 429 storm: the page says it waits, Retry-After is honoured, and nothing is sent twice', async ({
  page,
  running,
}) => {
  test.setTimeout(120_000)
  await playSuggestedAlbum(page, running)
  // Most requests are answered 429 with Retry-After 1–3 s, whatever the app's own rate.
  const stormAt = running.clock.now()
  running.emulator.faults.set({ throttleRate: 0.8, throttleRetryAfterSeconds: [1, 3] })
  await expect(statusNotice(page)).toContainText('asked Encore to slow down', { timeout: 20_000 })
  await page.screenshot({ path: 'test-results/faults-rate-limited.png', animations: 'disabled' })

  // Commands while it waits: each click is refused with the wait, or sent; none is sent twice or later. The
  // pauses are the storm's own time (clicks spread over it), and the last one lets a late or second send show:
  // what they prove is that something does not happen, which has no condition to wait for. (Real time, not
  // the clock moved: a jump fires timers together that real time keeps apart, and this test counts sends.)
  const clicks = 4
  for (let click = 0; click < clicks; click++) {
    await playerBar(page)
      .getByRole('button', { name: /^(Pause|Play)$/ })
      .click()
    await page.waitForTimeout(2_500)
  }
  const isCommand = (entry: TrafficEntry) => /^\/me\/player\/(pause|play)$/.test(entry.path)
  expect(sentSince(running, stormAt, isCommand).length).toBeLessThanOrEqual(clicks)
  await page.waitForTimeout(3_000)
  running.emulator.faults.reset()
  const storm = sentSince(running, stormAt)
  expect(storm.some((entry) => entry.status === 429)).toBe(true)

  // After every 429 the app said nothing more until the Retry-After it was given had passed.
  for (const [index, entry] of storm.entries()) {
    const next = storm[index + 1]
    if (entry.status !== 429 || !next) continue
    const waitMs = (entry.retryAfter ?? 0) * 1000
    expect(
      next.at - entry.at,
      `${next.method} ${next.path} came ${next.at - entry.at} ms after a 429 that asked for ${waitMs} ms`,
    ).toBeGreaterThanOrEqual(waitMs - 50)
  }
  await expect(statusNotice(page)).toBeHidden({ timeout: 15_000 })
})

test('5xx bursts and slow answers: reads retried, a queued track added once, and the page stays usable', async ({
  page,
  running,
}) => {
  test.setTimeout(120_000)
  await playSuggestedAlbum(page, running)
  // A track of the album that plays, on the album's page: its row's Add to queue (Next up has none).
  const albumId = (await servicePlayer(running)).context!.uri.split(':').pop()
  await page.goto(`${new URL(page.url()).origin}/#/album/${albumId}`)
  const row = page.getByRole('grid').locator('[role="row"][data-index]').nth(1)
  const add = row.getByRole('button', exact('Add to queue'))
  await expect(row).toBeVisible()
  const burstAt = running.clock.now()
  running.emulator.faults.set({ errorRate: 0.5, errorStatuses: [500, 502], latencyMs: 2_500 })

  // Adding to the queue is not idempotent: whatever the service answers, it is sent once. Add to queue keeps
  // the track in Encore's queue (nothing sent); Next hands it to Spotify, then skips.
  const adds = () =>
    sentSince(running, burstAt, (entry) => entry.method === 'POST' && entry.path === '/me/player/queue')
  await row.hover()
  await add.click()
  await expect(page.getByText('Added to your queue.')).toBeVisible()
  expect(adds(), 'Add to queue sends nothing').toEqual([])
  await playerBar(page).getByRole('button', exact('Next')).click()
  // The page answers while the request hangs: another screen opens before the add is answered (the traffic log
  // keeps a request once answered; every answer waits out the 2.5 s latency). Held by that order, not by a
  // time a busy machine may outlast.
  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Settings')).click()
  await expect(page.getByRole('heading', exact('Settings'))).toBeVisible()
  expect(adds(), 'the add is still waiting for its answer').toEqual([])
  await page.goBack()
  await row.hover()
  await expect(add).toBeVisible()
  // The add answered (whatever the answer); then the burst goes on for a while, long enough for reads to meet
  // 5xx and for a second send of the add to show if there were one: a fixed time on purpose.
  await expect.poll(() => adds().length).toBeGreaterThan(0)
  await page.waitForTimeout(8_000)
  running.emulator.faults.reset()

  expect(adds()).toHaveLength(1)
  // Reads that met a 5xx were tried again (the try after the burst may still be on its way).
  const reads = () =>
    sentSince(running, burstAt, (entry) => entry.method === 'GET' && entry.path === '/me/player')
  const failedAt = reads().findIndex((entry) => typeof entry.status === 'number' && entry.status >= 500)
  if (failedAt >= 0) await expect.poll(() => reads().length).toBeGreaterThan(failedAt + 1)
  await expect(statusNotice(page)).toBeHidden({ timeout: 15_000 })
})

test('the access token revoked mid-command: one refresh and the command goes through; the refresh token revoked: signed out with the reason', async ({
  page,
  running,
}) => {
  test.setTimeout(120_000)
  await playSuggestedAlbum(page, running)
  const revokedAt = running.clock.now()
  running.emulator.revokeAccessTokens()
  await playerBar(page).getByRole('button', exact('Pause')).click()
  await expect.poll(async () => (await servicePlayer(running)).is_playing).toBe(false)
  const pauses = sentSince(running, revokedAt, isPause)
  // Either the pause met the 401 and was sent again once with the new token, or a read refreshed first.
  expect(pauses.filter((entry) => entry.status === 401).length).toBeLessThanOrEqual(1)
  expect(pauses.filter((entry) => entry.status !== 401)).toHaveLength(1)

  running.emulator.revokeRefreshTokens()
  running.emulator.revokeAccessTokens()
  await playerBar(page).getByRole('button', exact('Play')).click()
  await expect(page.getByTestId('sign-out-reason')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('sign-out-reason')).toContainText(/sign in again/i)
  await page.screenshot({ path: 'test-results/faults-signed-out.png', animations: 'disabled' })
})

test.describe('the quota: a rolling window the service and Encore both count', () => {
  // The service counts from the first request; Encore's day is shrunk to the same 30 s window (a test seam),
  // and the clock they share is moved through the waits, so the whole life of a lockout fits in well under one.
  const WINDOW_S = 30
  test.use({
    setup: {
      emulator: { quota: 45, quotaWindowSeconds: WINDOW_S },
      account: { requestWindowMs: WINDOW_S * 1000 },
    },
  })

  test('reaches the lockout, sends nothing until it ends, says until when, then stays under what it learned', async ({
    page,
    running,
  }) => {
    test.setTimeout(180_000)
    await playSuggestedAlbum(page, running)
    const isQuota = (entry: TrafficEntry) => entry.status === 429 && (entry.retryAfter ?? 0) > 0
    // Skips spend two requests each (the command and the read that shows the new track) until the quota is met.
    for (let skips = 0; skips < 40 && !running.emulator.traffic.entries().some(isQuota); skips++) {
      await playerBar(page).getByRole('button', exact('Next')).click()
      await page.waitForTimeout(250) // pacing the clicks, not waiting for a result
    }
    await expect(statusNotice(page)).toContainText('used up its requests', { timeout: 30_000 })
    await expect(statusNotice(page)).toContainText(/resumes (in|at)/)
    await page.screenshot({ path: 'test-results/faults-quota.png', animations: 'disabled' })
    const refusal = running.emulator.traffic.entries().find(isQuota)!
    const endsAt = refusal.at + refusal.retryAfter! * 1000

    await playerBar(page).getByRole('button', exact('Pause')).click()
    await expect(toasts(page).filter({ hasText: 'did not pause' })).toBeVisible()
    // It resumes by itself once the Retry-After ends, and nothing reached the service before then. The rest of
    // the wait is the clock's, moved ahead (Encore and the emulator share it), not slept through.
    running.clock.advance(Math.max(0, endsAt - running.clock.now()))
    await expect(statusNotice(page)).toBeHidden({ timeout: 30_000 })
    expect(sentSince(running, refusal.at + 1).filter((entry) => entry.at < endsAt)).toEqual([])

    expect(sentSince(running, endsAt).some((entry) => entry.status === 200)).toBe(true)

    // The next two windows, the page shown and playing: under what it learned, so never refused again. (The
    // test's own reads of the service count against the same quota, as another app's would.) The clock runs
    // them at about five times real speed: Encore's reads, on its timers, keep their rhythm in the clock's time.
    const secondWindow = running.clock.now() + WINDOW_S * 1000
    await running.clock.fastForward(2 * WINDOW_S * 1000, { stepMs: 1_000, pauseMs: 200 })
    expect(running.emulator.traffic.entries().filter(isQuota)).toHaveLength(1)
    // It was not quiet: Encore still read the service in the second window.
    expect(sentSince(running, secondWindow).length).toBeGreaterThan(0)
  })
})
