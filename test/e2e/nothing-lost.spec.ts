import { expect, test } from './support/player-test'
import { exact, signIn } from './support/player-app'

/**
 * Nothing lost: a playlist edited in Encore while another client (a phone, through the emulator's own API)
 * adds to it at the same time. Every track either side added is on the service once, in the order the service
 * took them, and the open page shows that list without being opened again.
 */

test.use({ viewport: { width: 1280, height: 800 } })

test('adding to a playlist while another client adds to it: both sides kept, the page shows the final list', async ({
  page,
  running,
}) => {
  test.setTimeout(90_000)
  const { catalog } = running.emulator
  const uri = (index: number) => `spotify:track:${catalog.tracks[index]!.id}`
  const nameOf = (trackUri: string) =>
    catalog.tracks.find((track) => `spotify:track:${track.id}` === trackUri)!.name
  const created = await running.elsewhere.request('POST', `/users/${running.emulator.user.id}/playlists`, {
    name: 'Shared Road Trip',
  })
  const { id } = (await created.json()) as { id: string }
  await running.elsewhere.request('POST', `/playlists/${id}/tracks`, { uris: [uri(1), uri(2)] })
  const onService = () =>
    running.emulator.state.playlists.get(id)!.items.map((item) => `spotify:track:${item.trackId}`)

  await signIn(page, running.app)
  await page.goto(`${new URL(page.url()).origin}/#/playlist/${id}`)
  const rows = page.getByRole('grid', exact('Tracks of Shared Road Trip')).locator('[role="row"][data-index]')
  await expect(rows).toHaveCount(2)

  // The phone adds one while the page is open; then Encore adds its first row again as the phone adds another.
  await running.elsewhere.request('POST', `/playlists/${id}/tracks`, { uris: [uri(3)] })
  running.emulator.faults.set({ latencyMs: 300 })
  await rows.nth(0).hover()
  await rows.nth(0).getByRole('button', exact('Add to playlist')).click()
  const dialog = page.getByRole('dialog', exact('Add to playlist'))
  await dialog.getByRole('button', { name: /^Shared Road Trip/ }).click()
  // The playlist holds that track already: Encore asks first.
  const question = page.getByRole('alertdialog', exact('Already added'))
  await expect(question).toContainText('This track is already in “Shared Road Trip”.')
  await Promise.all([
    question.getByRole('button', exact('Add anyway')).click(),
    running.elsewhere.request('POST', `/playlists/${id}/tracks`, { uris: [uri(4)] }),
  ])
  await expect(dialog).toBeHidden()

  await expect.poll(() => onService().length).toBe(5)
  const final = onService()
  expect([...final].sort()).toEqual([uri(1), uri(2), uri(3), uri(4), uri(1)].sort())
  await expect(rows).toHaveCount(5)
  await expect(rows.getByTestId('track-title')).toHaveText(final.map(nameOf))
  running.emulator.faults.reset()
  await page.mouse.move(0, 0)
  await page.screenshot({ path: 'test-results/nothing-lost-playlist.png', animations: 'disabled' })
})
