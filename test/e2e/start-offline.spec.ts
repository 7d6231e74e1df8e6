import type { TrafficEntry } from '../../electron/emulator'
import { expect, test } from './support/player-test'
import { exact, playerBar, playSuggestedAlbum, servicePlayer, outboxFiles } from './support/player-app'

/**
 * Encore started while the service does not answer (a laptop at login before its Wi-Fi): the kept sign-in is
 * not given up. The person is shown signed in and waiting, with the player's last words; when the service
 * comes back, the session, the player and the change waiting in the outbox carry on with no click.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const isOk = (entry: TrafficEntry) => typeof entry.status === 'number' && entry.status < 300

test('started with the service down: signed in and waiting, then back by itself with the waiting change sent once', async ({
  page,
  running,
  pageErrors,
}) => {
  test.setTimeout(180_000)
  const { emulator } = running
  const user = emulator.state.demoUser()
  await playSuggestedAlbum(page, running)
  const track = (await servicePlayer(running)).item!
  const wasSaved = user.library.tracks.has(track.id)

  // The service goes away; the heart's change waits in the outbox on disk.
  emulator.faults.set({ down: true })
  const heart = wasSaved ? 'Remove from Your Library' : 'Save to Your Library'
  await playerBar(page).getByRole('button', exact(heart)).click()
  await expect.poll(() => outboxFiles(running).includes(track.id), { timeout: 15_000 }).toBe(true)

  // Quit and start Encore again while it is still away.
  await running.restart()
  const restartedAt = Date.now()
  await page.goto(running.app.host.launchUrl)
  await expect(page.getByTestId('account-name')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('session-waiting')).toContainText('Waiting for the demo service')
  await expect(page.getByTestId('prompt-sign-in')).toHaveCount(0)
  const offline = playerBar(page).getByText('Offline', { exact: true })
  await expect(offline).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('1 change waiting')).toBeVisible()
  await page.screenshot({ path: 'test-results/start-offline-waiting.png', animations: 'disabled' })

  // The outage lasts 10 s from the start (the scenario's length, not a wait for Encore).
  await page.waitForTimeout(Math.max(0, restartedAt + 10_000 - Date.now()))
  expect(user.library.tracks.has(track.id)).toBe(wasSaved)
  const backAt = Date.now()
  emulator.faults.set({ down: false })

  // Within 10 s of its return, with no click: confirmed, playing shown, and the change sent.
  const within = { timeout: 10_000 }
  await expect(offline).toBeHidden(within)
  const offlineGoneMs = Date.now() - backAt
  await expect(page.getByTestId('session-waiting')).toHaveCount(0, within)
  await expect(playerBar(page).getByRole('button', exact('Pause'))).toBeVisible(within)
  await expect.poll(() => user.library.tracks.has(track.id), within).toBe(!wasSaved)
  // Measured, not asserted (timings are not asserted here): printed for the report.
  const figures = { offlineGoneMs, allBackMs: Date.now() - backAt }
  test.info().annotations.push({ type: 'start-offline figures', description: JSON.stringify(figures) })

  // Exactly once: one successful write for the track since the service came back, and the outbox empty.
  await expect.poll(() => outboxFiles(running).includes(track.id)).toBe(false)
  const method = wasSaved ? 'DELETE' : 'PUT'
  const sent = emulator.traffic
    .entries()
    .filter((entry) => entry.at >= backAt && entry.method === method && entry.path === '/me/tracks')
    .filter((entry) => isOk(entry) && entry.query.includes(track.id))
  expect(sent).toHaveLength(1)
  await expect(page.getByTestId('prompt-sign-in')).toHaveCount(0)
  expect(pageErrors).toEqual([])
})
