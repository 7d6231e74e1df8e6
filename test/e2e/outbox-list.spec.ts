import { expect, test } from './support/player-test'
import { exact, playerBar, playSuggestedAlbum, servicePlayer } from './support/player-app'

/**
 * The changes waiting to be sent, as the person sees them, in browser mode against the emulator: the service
 * goes down, the heart saves anyway and the status bar says "1 change waiting"; the list says what waits and
 * why; Cancel takes it back (the heart too) and nothing reaches the service. Signing out with a change waiting
 * asks first, and Cancel keeps both the sign-in and the change.
 */

test.use({ viewport: { width: 1280, height: 800 } })

test('offline: the heart waits in the status bar, the list cancels it, and sign-out asks first', async ({
  page,
  running,
  pageErrors,
}) => {
  test.setTimeout(120_000)
  await playSuggestedAlbum(page, running)
  const playing = await servicePlayer(running)
  const trackId = playing.item!.id
  const name = playing.item!.name
  const status = page.getByRole('contentinfo', exact('Status'))
  await expect(status.getByTestId('outbox-count')).toHaveCount(0)

  const downAt = Date.now()
  running.emulator.faults.set({ down: true })
  await expect(page.getByTestId('player-status-notice')).toContainText('cannot reach', { timeout: 15_000 })
  await playerBar(page).getByRole('button', exact('Save to Your Library')).click()
  // Shown as done at once, and counted as waiting.
  await expect(playerBar(page).getByRole('button', exact('Remove from Your Library'))).toBeVisible()
  const count = status.getByRole('button', exact('1 change waiting'))
  await expect(count).toBeVisible()
  await expect(playerBar(page).getByRole('button', exact('Remove from Your Library'))).toHaveAttribute(
    'aria-description',
    'Waiting to be sent',
  )
  await page.screenshot({ path: 'test-results/outbox-count.png', animations: 'disabled' })
  // In the narrowest window the count stays whole on screen.
  await page.setViewportSize({ width: 720, height: 480 })
  // Polled: read once the page has laid itself out at the new size.
  await expect
    .poll(async () => {
      const box = (await count.boundingBox())!
      return box.x + box.width
    })
    .toBeLessThanOrEqual(720)
  await page.screenshot({ path: 'test-results/outbox-count-720.png', animations: 'disabled' })

  await count.click()
  const list = page.getByRole('dialog', exact('Changes waiting to be sent'))
  await expect(list).toBeVisible()
  const row = list.getByTestId('outbox-entry')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(`Save “${name}” to Your Library`)
  await expect(row).toContainText(/cannot be reached|had a problem/)
  await page.screenshot({ path: 'test-results/outbox-list-720.png', animations: 'disabled' })
  await page.setViewportSize({ width: 1280, height: 800 })
  // Escape closes the list and the focus goes back to the count.
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(count).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(list).toBeVisible()

  // Cancel takes the save back: the list empties, the count goes, the heart is as it was.
  await list.getByRole('button', { name: /^Cancel Save/ }).click()
  await expect(list.getByTestId('outbox-entry')).toHaveCount(0)
  await expect(playerBar(page).getByRole('button', exact('Save to Your Library'))).toBeVisible()
  await list.getByRole('button', exact('Done')).click()
  await expect(list).toBeHidden()
  await expect(status.getByTestId('outbox-count')).toHaveCount(0)

  // Another save waits; Sign out asks before dropping it, and Cancel keeps both.
  await playerBar(page).getByRole('button', exact('Save to Your Library')).click()
  await expect(status.getByRole('button', exact('1 change waiting'))).toBeVisible()
  await page.getByTestId('sign-out').click()
  const question = page.getByRole('dialog', exact('Sign out and lose waiting changes?'))
  await expect(question).toContainText('1 change is not sent yet and will be lost if you sign out now')
  await expect(question.getByRole('button', exact('Sign out anyway'))).toBeVisible()
  await question.getByRole('button', exact('Cancel')).click()
  await expect(question).toBeHidden()
  await expect(page.getByTestId('account-name')).toBeVisible()
  await expect(status.getByRole('button', exact('1 change waiting'))).toBeVisible()

  // The service is back: the change that still waited goes once; the cancelled one never went.
  running.emulator.faults.set({ down: false })
  await expect(status.getByTestId('outbox-count')).toHaveCount(0, { timeout: 30_000 })
  const saves = running.emulator.traffic
    .entries()
    .filter((entry) => entry.at >= downAt && entry.method === 'PUT' && entry.status !== 503)
    .filter((entry) => /^\/me\/(tracks|library)/.test(entry.path))
  expect(saves).toHaveLength(1)
  expect(await running.elsewhere.isSaved(trackId)).toBe(true)
  expect(pageErrors).toEqual([])
})
