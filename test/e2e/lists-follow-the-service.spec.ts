import { expect, test } from './support/player-test'
import { exact, outboxFiles, signIn } from './support/player-app'

/**
 * What reached the service shows in the lists by itself: a track removed while the service is away (and Encore
 * quit and reopened meanwhile) stays off Your Library once the service is back and the change is sent, with no
 * Refresh; the header says "Up to date" only once nothing waits.
 */
test.use({ viewport: { width: 1280, height: 800 } })

test('a removal made offline reaches the service and the list shows it without a Refresh', async ({
  page,
  running,
}) => {
  test.setTimeout(180_000)
  const { emulator } = running
  const user = emulator.state.demoUser()
  await signIn(page, running.app)
  await page.goto(`${new URL(page.url()).origin}/#/library/tracks`)
  const rows = page.locator('[role="row"][data-index]')
  const header = page.getByTestId('sync-progress')
  await expect(header).toContainText('Up to date', { timeout: 30_000 })

  emulator.faults.set({ down: true })
  const row = rows.first()
  const name = (await row.getByTestId('track-title').textContent())!.trim()
  const id = emulator.catalog.tracks.find(
    (track) => track.name === name && user.library.tracks.has(track.id),
  )!.id
  await row.hover()
  await row.getByRole('button', exact('Remove from Your Library')).click()
  await expect(rows.getByTestId('track-title').filter({ hasText: name })).toHaveCount(0)
  await expect.poll(() => outboxFiles(running).includes(id)).toBe(true)

  // Quit and reopen while the service is still away; then it comes back.
  await running.restart()
  await page.goto(running.app.host.launchUrl)
  const prompt = page.getByTestId('prompt-sign-in')
  await expect(page.getByTestId('account-name').or(prompt)).toBeVisible()
  emulator.faults.set({ down: false })
  if (await prompt.isVisible()) await prompt.click()
  await expect(page.getByTestId('account-name')).toBeVisible()
  await page.goto(`${new URL(page.url()).origin}/#/library/tracks`)

  await expect.poll(() => user.library.tracks.has(id), { timeout: 30_000 }).toBe(false)
  await expect(header).toContainText('Up to date', { timeout: 30_000 })
  await expect(rows.first()).toBeVisible()
  await expect(rows.getByTestId('track-title').filter({ hasText: name })).toHaveCount(0)
})

test('a notice never covers the controls of the row under the pointer, and names what it is about', async ({
  page,
  running,
}) => {
  test.setTimeout(120_000)
  await signIn(page, running.app)
  await page.goto(`${new URL(page.url()).origin}/#/library/tracks`)
  const rows = page.locator('[role="row"][data-index]')
  await expect(rows.nth(7)).toBeVisible()

  // A removal from the top row: its notice names the track.
  const first = rows.first()
  const name = (await first.getByTestId('track-title').textContent())!.trim()
  await first.hover()
  await first.getByRole('button', exact('Remove from Your Library')).click()
  const notice = page.getByTestId('notice')
  await expect(notice).toContainText(`Removed “${name}” from Your Library.`)
  const stack = page.locator('.toasts')
  const at = (await stack.boundingBox())!

  // The pointer on a row where the notice stands: the notice moves clear of it, and the row's heart is the
  // row's own, not covered.
  const count = await rows.count()
  let under = -1
  for (let index = 0; index < count && under < 0; index++) {
    const box = await rows.nth(index).boundingBox()
    if (box && box.y < at.y + at.height && at.y < box.y + box.height) under = index
  }
  expect(under, 'a row lies where the notice stands').toBeGreaterThanOrEqual(0)
  const row = rows.nth(under)
  await row.hover()
  await expect(stack).toHaveAttribute('data-place', 'top')
  const heart = row.getByRole('button', { name: /^(Save to|Remove from) Your Library$/ })
  const box = (await heart.boundingBox())!
  const hit = await page.evaluate(
    ({ x, y }) =>
      document.elementFromPoint(x, y)?.closest('[role="row"]')?.getAttribute('data-index') ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  )
  expect(hit).toBe(await row.getAttribute('data-index'))
  await expect(notice).toBeVisible()
})
