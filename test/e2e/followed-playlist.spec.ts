import { expect } from '@playwright/test'
import { PLAYLIST_ITEMS_HIDDEN } from '../../electron/contract/playlist-rules'
import { signInToSpotify, test } from './support/today-app'

/**
 * A playlist the person follows but does not own, on today's service (service-2026.md): the service lists its
 * tracks only to the owner and collaborators, but plays it by its context. The page says why in one plain line
 * and offers Play and Shuffle play; Play plays it.
 */
const exact = (name: string) => ({ name, exact: true })

test.use({ viewport: { width: 1280, height: 800 } })

test('a followed playlist of another user plays on today’s service', async ({ page, today }) => {
  test.setTimeout(90_000)
  const { emulator } = today
  await signInToSpotify(page, today)
  const user = emulator.state.demoUser()
  const followed = user.playlists
    .map((ref) => emulator.state.playlists.get(ref.id)!)
    .find((playlist) => playlist.ownerId !== user.userId && !playlist.collaborative)!
  expect(followed).toBeDefined()

  await page.goto(`${new URL(page.url()).origin}/#/playlist/${followed.id}`)
  await expect(page.getByTestId('feature-unavailable')).toHaveText(PLAYLIST_ITEMS_HIDDEN)
  // No count of tracks it cannot show: neither on its page nor in Your Library.
  await expect(page.locator('.playlist-head__facts')).toBeVisible()
  await expect(page.locator('.playlist-head__facts')).not.toContainText(/\btracks?\b/)
  await page.goto(`${new URL(page.url()).origin}/#/library/playlists`)
  const row = page.locator('[role="row"][data-index]').filter({ hasText: followed.name })
  await expect(row).toBeVisible()
  await expect(row).not.toContainText(/\d+ tracks?\b/)
  // An owned playlist still says how many it holds.
  await expect(
    page
      .locator('[role="row"][data-index]')
      .filter({ hasText: /\d+ tracks?\b/ })
      .first(),
  ).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('button', exact('Shuffle play'))).toBeEnabled()
  await page.getByRole('button', exact('Play')).first().click()
  const picker = page.getByRole('dialog', exact('Choose where to play'))
  await picker.getByRole('button', exact('Encore Desktop')).click()
  await expect
    .poll(
      async () => ((await today.get('/me/player')) as { context?: { uri?: string } | null }).context?.uri,
      {
        timeout: 20_000,
      },
    )
    .toBe(`spotify:playlist:${followed.id}`)
  await expect(page.getByRole('region', exact('Player')).getByRole('button', exact('Pause'))).toBeVisible()
})
