import type { Page } from '@playwright/test'
import { expect, test } from './support/player-test'
import { exact, playerBar, playSuggestedAlbum, servicePlayer, signIn } from './support/player-app'

/**
 * Spotify's hands in the main window, in browser mode against a test-owned emulator: the keyboard shortcuts
 * (they act on the page, never while typing in a text field), their sheet, the wheel over the volume counted in
 * the service's requests, and the Radio seed box's keys. Chromium here is Linux: the keys are Ctrl's.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const go = (page: Page, path: string) => page.goto(`${new URL(page.url()).origin}/#${path}`)

test('shortcuts act on the page, not in a text field; the sheet lists them; the wheel sends once; Space and Ctrl+→ in the mini player', async ({
  page,
  running,
  problems,
}) => {
  test.setTimeout(120_000)
  await playSuggestedAlbum(page, running)
  const first = await servicePlayer(running)
  const title = playerBar(page).getByTestId('player-title')
  await expect(title).toHaveText(first.item!.name)

  // Ctrl+→ on the page plays the next track.
  await page.getByRole('heading').first().click()
  await page.keyboard.press('Control+ArrowRight')
  await expect.poll(async () => (await servicePlayer(running)).item?.id).not.toBe(first.item!.id)
  const second = await servicePlayer(running)
  await expect(title).toHaveText(second.item!.name)

  // Next clicked, then Space: it pauses (and plays again), it does not press Next again.
  await playerBar(page).getByRole('button', exact('Next')).click()
  await expect.poll(async () => (await servicePlayer(running)).item?.id).not.toBe(second.item!.id)
  const clicked = running.emulator.traffic.count({ method: 'POST', path: '/me/player/next' })
  await page.keyboard.press('Space')
  await expect.poll(async () => (await servicePlayer(running)).is_playing).toBe(false)
  await page.keyboard.press('Space')
  await expect.poll(async () => (await servicePlayer(running)).is_playing).toBe(true)
  expect(running.emulator.traffic.count({ method: 'POST', path: '/me/player/next' })).toBe(clicked)

  // Typing in the library's filter: Ctrl+→ and ? belong to the field.
  await go(page, '/library/tracks')
  const filter = page.getByRole('textbox', exact('Filter'))
  await filter.click()
  const nextsBefore = running.emulator.traffic.count({ method: 'POST', path: '/me/player/next' })
  await filter.pressSequentially('a?')
  await page.keyboard.press('Control+ArrowLeft')
  await expect(filter).toHaveValue('a?')
  await expect(page.getByRole('dialog', exact('Keyboard shortcuts'))).toHaveCount(0)

  // Ctrl+F from the list comes back to its filter; Ctrl+S turns shuffle on.
  await page.getByRole('heading').first().click()
  await page.keyboard.press('Control+f')
  await expect(filter).toBeFocused()
  await page.getByRole('heading').first().click()
  const shuffled = first.shuffle_state
  await page.keyboard.press('Control+s')
  await expect.poll(async () => (await servicePlayer(running)).shuffle_state).toBe(!shuffled)

  // ? opens the sheet; Escape closes it.
  await page.keyboard.press('Shift+?')
  const sheet = page.getByRole('dialog', exact('Keyboard shortcuts'))
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('row', { name: /^Next / })).toContainText('Ctrl→')
  await page.keyboard.press('Escape')
  await expect(sheet).toHaveCount(0)

  // The wheel over the volume: four notches up, shown at once, one request once the wheel rests.
  const volume = playerBar(page).getByRole('slider', exact('Volume'))
  await volume.press('Home')
  await expect.poll(async () => (await servicePlayer(running)).device.volume_percent).toBe(0)
  const volumesBefore = running.emulator.traffic.count({ method: 'PUT', path: '/me/player/volume' })
  await volume.hover()
  for (let notch = 0; notch < 4; notch++) await page.mouse.wheel(0, -100)
  await expect(volume).toHaveAttribute('aria-valuenow', '20')
  await expect.poll(async () => (await servicePlayer(running)).device.volume_percent).toBe(20)
  expect(running.emulator.traffic.count({ method: 'PUT', path: '/me/player/volume' }) - volumesBefore).toBe(1)
  // Nothing typed in the filter reached the player.
  expect(running.emulator.traffic.count({ method: 'POST', path: '/me/player/next' })).toBe(nextsBefore)
  expect(running.emulator.traffic.count({ method: 'POST', path: '/me/player/previous' })).toBe(0)

  // The mini player has the same keys: Ctrl+→ is Next there too, and Space pauses and plays after a click.
  const before = (await servicePlayer(running)).item!.id
  await go(page, '/mini')
  await expect(page.getByTestId('mini-player')).toBeVisible()
  await page.keyboard.press('Control+ArrowRight')
  await expect.poll(async () => (await servicePlayer(running)).item?.id).not.toBe(before)
  await page.getByTestId('mini-player').getByRole('button', exact('Next')).click()
  await page.keyboard.press('Space')
  await expect.poll(async () => (await servicePlayer(running)).is_playing).toBe(false)
  await page.keyboard.press('Space')
  await expect.poll(async () => (await servicePlayer(running)).is_playing).toBe(true)
  expect(problems).toEqual([])
})

test('Radio: ArrowDown then Enter in the seed box adds the suggestion', async ({ page, running }) => {
  await signIn(page, running.app)
  await go(page, '/radio')
  const track = running.emulator.catalog.tracks[0]!
  const box = page.getByRole('searchbox', exact('Find a track or artist'))
  await box.fill(track.name)
  const found = page.getByRole('list', exact('Found'))
  await expect(found.getByRole('button').first()).toBeVisible()
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0)
  await box.press('ArrowDown')
  await expect(found.getByRole('button').first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: `Remove ${track.name}` })).toHaveCount(1)
  await expect(box).toBeFocused()
})

test.describe('many rows at once', () => {
  test.use({ setup: { emulator: { savedTracks: 150 } } })

  test('click, Ctrl+click and Shift+click choose rows, Escape lets them go; Ctrl+A all 150, added to a playlist in 2 requests; on its page, Delete and the menu remove what is chosen (100 a request), Ctrl+Z and Undo put it back, Ctrl+Shift+Z redoes; four unlikes: one count, the rows held under the pointer', async ({
    page,
    running,
    problems,
  }) => {
    test.setTimeout(120_000)
    // Time as the page reads it is the test's to move (an unliked row held 5 s), flowing as usual until then.
    await page.clock.install()
    await signIn(page, running.app)
    // A new playlist to fill.
    await go(page, '/library/playlists')
    await page.getByRole('button', exact('New playlist')).click()
    const form = page.getByRole('dialog', exact('New playlist'))
    await form.getByRole('textbox', exact('Name')).fill('Chosen Ones')
    await form.getByRole('button', exact('Create')).click()
    await expect(page.getByTestId('playlist-name')).toHaveText('Chosen Ones')
    const id = page.url().split('/playlist/')[1]!
    const onService = () => running.emulator.state.playlists.get(id)!.items.map((item) => item.trackId)

    await go(page, '/library/tracks')
    const grid = page.getByRole('grid', exact('Saved tracks'))
    await expect(grid).toHaveAttribute('aria-multiselectable', 'true')
    const rows = grid.locator('[role="row"][data-index]')
    const status = page.getByTestId('selection-status')
    await rows.nth(1).locator('.track-row__main').click()
    await expect(rows.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(status).toHaveText('1 track selected')
    await rows
      .nth(3)
      .locator('.track-row__main')
      .click({ modifiers: ['Control'] })
    await expect(status).toHaveText('2 tracks selected')
    await rows
      .nth(5)
      .locator('.track-row__main')
      .click({ modifiers: ['Shift'] })
    await expect(status).toHaveText('3 tracks selected')
    await expect(rows.nth(1)).toHaveAttribute('aria-selected', 'false')
    await expect(rows.nth(4)).toHaveAttribute('aria-selected', 'true')
    // Escape lets them go.
    await page.keyboard.press('Escape')
    await expect(status).toHaveText('No tracks selected')
    await expect(grid.locator('[aria-selected="true"]')).toHaveCount(0)

    await page.keyboard.press('Control+a')
    await expect(status).toHaveText('150 tracks selected')
    await rows.nth(0).click({ button: 'right' })
    const menu = page.getByRole('menu', exact('Actions for 150 tracks'))
    await menu.getByRole('menuitem', exact('Add to playlist')).click()
    const dialog = page.getByRole('dialog', exact('Add to playlist'))
    await dialog.getByRole('button', { name: /^Chosen Ones/ }).click()
    await expect(dialog).toBeHidden()
    await expect.poll(() => onService().length).toBe(150)
    const saved = running.emulator.catalog.tracks.slice(0, 150).map((track) => track.id)
    expect(onService()).toEqual(saved)
    const adds = running.emulator.traffic.count({ method: 'POST', path: `/playlists/${id}/tracks` })
    const itemAdds = running.emulator.traffic.count({ method: 'POST', path: `/playlists/${id}/items` })
    expect(adds + itemAdds).toBe(2)

    // On the playlist's own page: rows chosen as in every track list; Delete removes them in one request.
    await go(page, `/playlist/${id}`)
    const own = page.getByRole('grid', exact('Tracks of Chosen Ones'))
    await expect(own).toHaveAttribute('aria-multiselectable', 'true')
    const ownRows = own.locator('[role="row"][data-index]')
    const removals = () =>
      running.emulator.traffic.count({ method: 'DELETE', path: /^\/playlists\/[^/]+\/(tracks|items)$/ })
    await ownRows.nth(0).locator('.track-row__main').click()
    await ownRows
      .nth(2)
      .locator('.track-row__main')
      .click({ modifiers: ['Shift'] })
    await ownRows
      .nth(4)
      .locator('.track-row__main')
      .click({ modifiers: ['Control'] })
    await expect(status).toHaveText('4 tracks selected')
    await page.keyboard.press('Delete')
    const left = saved.filter((_, at) => ![0, 1, 2, 4].includes(at))
    await expect.poll(onService).toEqual(left)
    expect(removals()).toBe(1)
    // Ctrl+Z puts them back and says what it undid; Ctrl+Shift+Z removes them again.
    await page.keyboard.press('Control+z')
    await expect.poll(onService).toEqual(saved)
    await expect(page.getByText('Undone: Removed 4 tracks from “Chosen Ones”.')).toBeVisible()
    await page.keyboard.press('Control+Shift+z')
    await expect.poll(onService).toEqual(left)
    await expect(page.getByText('Redone: Removed 4 tracks from “Chosen Ones”.')).toBeVisible()
    const removalsBefore = removals()

    // All 146 (most never scrolled into view, read first) go from the menu: 100 a request, so 2 requests.
    await ownRows.nth(0).locator('.track-row__main').click()
    await page.keyboard.press('Control+a')
    await expect(status).toHaveText('146 tracks selected')
    await ownRows.nth(0).click({ button: 'right' })
    await page
      .getByRole('menu', exact('Actions for 146 tracks'))
      .getByRole('menuitem', exact('Remove from this playlist'))
      .click()
    await expect.poll(() => onService().length).toBe(0)
    expect(removals() - removalsBefore).toBe(2)
    const removed = page.getByRole('status').filter({ hasText: 'Removed 146 tracks from “Chosen Ones”.' })
    await removed.getByRole('button', exact('Undo')).click()
    await expect.poll(onService).toEqual(left)

    // Four quick unlikes in Library → Tracks: each row stays under the pointer, shown as removed, and one
    // notice counts them once; the rows go once the pointer leaves the list or 5 s pass.
    await go(page, '/library/tracks')
    await expect(rows.nth(4)).toBeVisible()
    // The page's time stands still while the rows are unliked and read: only the test moves it on.
    await page.clock.pauseAt(Date.now() + 1_000)
    const names: string[] = []
    for (let at = 0; at < 4; at++) {
      const row = rows.nth(at)
      names.push((await row.getByTestId('track-title').textContent())!)
      await row.hover()
      await row.getByRole('button', exact('Remove from Your Library')).click()
      await expect(row.getByTestId('track-removed')).toBeVisible()
    }
    await expect(rows.getByTestId('track-title').first()).toHaveText(names[0]!)
    const unliked = page.getByRole('status').filter({ hasText: 'Your Library' })
    await expect(unliked).toHaveCount(1)
    await expect(unliked).toContainText(/^Removed 4 tracks from Your Library\.Undo/)
    await expect(unliked).not.toContainText('×4')
    await expect(page.getByTestId('track-removed')).toHaveCount(4)
    await page.clock.runFor(5_000)
    await expect(page.getByTestId('track-removed')).toHaveCount(0)
    await page.clock.resume()
    await expect(rows.getByTestId('track-title').first()).not.toHaveText(names[0]!)
    // Once more, and the pointer leaves the list: the row goes at once.
    await rows.nth(0).hover()
    await rows.nth(0).getByRole('button', exact('Remove from Your Library')).click()
    await expect(rows.nth(0).getByTestId('track-removed')).toBeVisible()
    await page.mouse.move(1, 1)
    await expect(page.getByTestId('track-removed')).toHaveCount(0)
    expect(problems).toEqual([])
  })

  test('Ctrl+V of three track links into a playlist you can edit adds them, each once, in order; tracks it holds are asked about; Ctrl+C copies the links chosen', async ({
    page,
    running,
    problems,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await signIn(page, running.app)
    await go(page, '/library/playlists')
    await page.getByRole('button', exact('New playlist')).click()
    const form = page.getByRole('dialog', exact('New playlist'))
    await form.getByRole('textbox', exact('Name')).fill('Pasted')
    await form.getByRole('button', exact('Create')).click()
    await expect(page.getByTestId('playlist-name')).toHaveText('Pasted')
    const id = page.url().split('/playlist/')[1]!
    const onService = () => running.emulator.state.playlists.get(id)!.items.map((item) => item.trackId)

    const [a, b, c] = running.emulator.catalog.tracks.slice(40, 43).map((track) => track.id)
    // As another app would copy them: a web link with its share id, a URI, a link in words; one twice.
    const text = `https://open.spotify.com/track/${a}?si=x\nspotify:track:${b}\nand https://open.spotify.com/track/${c} spotify:track:${a}`
    await page.evaluate((copied) => navigator.clipboard.writeText(copied), text)
    await page.getByTestId('playlist-name').click()
    await page.keyboard.press('Control+v')
    await expect(page.getByText('Added 3 tracks to “Pasted”.')).toBeVisible()
    await expect.poll(onService).toEqual([a, b, c])
    const adds = () =>
      running.emulator.traffic.count({ method: 'POST', path: /^\/playlists\/[^/]+\/(tracks|items)$/ })
    expect(adds()).toBe(1)

    // One held, one new: "Some already added"; Enter takes the focused choice, which adds only the new one.
    const d = running.emulator.catalog.tracks[43]!.id
    await page.evaluate(
      (copied) => navigator.clipboard.writeText(copied),
      `spotify:track:${a} spotify:track:${d}`,
    )
    await page.keyboard.press('Control+v')
    const some = page.getByRole('alertdialog', exact('Some already added'))
    await expect(some).toContainText('1 of these 2 tracks is already in “Pasted”.')
    await expect(some.getByRole('button', exact('Add new ones'))).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(some).toBeHidden()
    await expect.poll(onService).toEqual([a, b, c, d])
    expect(adds()).toBe(2)

    // All held: "Already added"; Escape adds nothing.
    await page.evaluate((copied) => navigator.clipboard.writeText(copied), `spotify:track:${b}`)
    await page.keyboard.press('Control+v')
    const held = page.getByRole('alertdialog', exact('Already added'))
    await expect(held).toContainText('This track is already in “Pasted”.')
    await page.keyboard.press('Escape')
    await expect(held).toBeHidden()
    expect(onService()).toEqual([a, b, c, d])
    expect(adds()).toBe(2)

    // Ctrl+C on rows chosen puts their links on the clipboard, read back as another app would.
    const rows = page.getByRole('grid', exact('Tracks of Pasted')).locator('[role="row"][data-index]')
    await rows.nth(1).locator('.track-row__main').click()
    await rows
      .nth(3)
      .locator('.track-row__main')
      .click({ modifiers: ['Shift'] })
    await page.keyboard.press('Control+c')
    await expect(page.getByText('3 links copied.')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe([b, c, d].map((track) => `https://open.spotify.com/track/${track}`).join('\n'))
    expect(problems).toEqual([])
  })
})
