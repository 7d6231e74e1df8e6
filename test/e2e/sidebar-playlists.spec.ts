import type { Page } from '@playwright/test'
import { expect, test } from './support/player-test'
import { exact, signIn } from './support/player-app'

/**
 * Your playlists in the sidebar, against a test-owned emulator: an album dragged from Your Library onto one adds
 * exactly its tracks to the service's playlist (counted in requests), and the folders Encore keeps for them are
 * still there after quitting and reopening.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const go = (page: Page, path: string) => page.goto(`${new URL(page.url()).origin}/#${path}`)
const shelfOf = (page: Page) => page.getByRole('group', exact('Your playlists'))

test('an album dropped on a sidebar playlist is added to the service’s playlist; folders kept across a restart', async ({
  page,
  running,
  problems,
}) => {
  test.setTimeout(60_000)
  const { emulator } = running
  await signIn(page, running.app)
  await go(page, '/library/playlists')
  await page.getByRole('button', exact('New playlist')).click()
  const form = page.getByRole('dialog', exact('New playlist'))
  await form.getByRole('textbox', exact('Name')).fill('Dropped Here')
  await form.getByRole('button', exact('Create')).click()
  await expect(page.getByTestId('playlist-name')).toHaveText('Dropped Here')
  const id = page.url().split('/playlist/')[1]!
  const onService = () => emulator.state.playlists.get(id)?.items.map((item) => item.trackId) ?? []
  const target = shelfOf(page).getByRole('link', exact('Dropped Here'))
  await expect(target).toBeVisible()
  // Only playlists you can edit take a drop: it says so to assistive technology.
  await expect(target).toHaveAccessibleDescription(
    /Drop tracks, albums or playlists on a playlist you can edit/,
  )

  // An album of Your Library, dragged by its row onto the playlist.
  await go(page, '/library/albums')
  const row = page.locator('main [role="row"][data-index]').first()
  const albumName = (await row.locator('.media-row__name').textContent())!.trim()
  const album = emulator.catalog.albums.find(
    (each) => each.name === albumName && emulator.state.demoUser().library.albums.has(each.id),
  )!
  const requestsBefore =
    emulator.traffic.count({ method: 'POST', path: `/playlists/${id}/tracks` }) +
    emulator.traffic.count({ method: 'POST', path: `/playlists/${id}/items` })
  await row.locator('.media-row').dragTo(target)
  const what = album.trackIds.length === 1 ? 'the track' : `${album.trackIds.length} tracks`
  await expect(page.getByText(`Added ${what} to “Dropped Here”.`)).toBeVisible()
  await expect.poll(onService).toEqual(album.trackIds)
  const requests =
    emulator.traffic.count({ method: 'POST', path: `/playlists/${id}/tracks` }) +
    emulator.traffic.count({ method: 'POST', path: `/playlists/${id}/items` })
  expect(requests - requestsBefore).toBe(Math.ceil(album.trackIds.length / 100))

  // A folder made in the sidebar, the playlist moved into it from the keyboard (its menu).
  await shelfOf(page).getByRole('button', exact('New folder')).click()
  const folderForm = page.getByRole('dialog', exact('New folder'))
  await folderForm.getByRole('textbox', exact('Name')).fill('Road trips')
  await folderForm.getByRole('button', exact('Create')).click()
  const folder = shelfOf(page).getByRole('button', { name: /^Road trips/ })
  await expect(folder).toHaveAttribute('aria-expanded', 'true')
  await target.focus()
  await page.keyboard.press('Shift+F10')
  await page.getByRole('menu').getByRole('menuitem', exact('Move to “Road trips”')).click()
  const inFolder = shelfOf(page).getByRole('list', exact('Road trips'))
  await expect(inFolder.getByRole('link', exact('Dropped Here'))).toBeVisible()
  await folder.click()
  await expect(folder).toHaveAttribute('aria-expanded', 'false')
  await expect(inFolder).toBeHidden()

  expect(problems).toEqual([])

  // Quit and reopen (the old page's socket closing is no problem of the page): the folder, what it holds and that it was closed are Encore's to keep.
  await running.restart()
  await page.goto(running.app.host.launchUrl)
  await expect(page.getByTestId('account-name')).toBeVisible()
  const again = shelfOf(page).getByRole('button', { name: /^Road trips/ })
  await expect(again).toHaveAttribute('aria-expanded', 'false')
  await again.click()
  await expect(shelfOf(page).getByRole('list', exact('Road trips')).getByRole('link')).toHaveText([
    'Dropped Here',
  ])
})
