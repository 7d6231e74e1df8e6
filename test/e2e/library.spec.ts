import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/player-test'
import sharp from 'sharp'
import { chooseDesktopIfAsked, chooseTheme, signIn, type PlayerApp } from './support/player-app'

/**
 * The library window in browser mode against the demo (a test-owned emulator): search and play, an artist's
 * top track, saving an album, a playlist made, filled, reordered (drag and keys), trimmed, given a cover and
 * renamed, following an artist, the palette. Screenshots of each view go to test-results/library-*.png.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const exact = (name: string) => ({ name, exact: true })
const nav = (page: Page) => page.getByRole('navigation', exact('Main'))
const bar = (page: Page) => page.getByRole('region', exact('Player'))

async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0)
  await page.screenshot({ path: `test-results/library-${name}.png`, animations: 'disabled' })
}

/** A row of a list whose name starts with the title. */
const row = (scope: Page | Locator, title: string) =>
  scope
    .getByRole('row', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[ ,]|$)`) })
    .first()

/** Presses a row's button (they show on hover). */
async function pressInRow(target: Locator, button: string) {
  await target.hover()
  await target.getByRole('button', exact(button)).click()
}

async function playingUri(running: PlayerApp): Promise<string | undefined> {
  return (await running.elsewhere.player())?.item?.uri
}

test('search and play a result; open an artist, play a top track and follow them', async ({
  page,
  running,
  problems,
}) => {
  test.setTimeout(90_000)
  const { catalog } = running.emulator
  const artist = catalog.artists.find((candidate) => candidate.albumIds.length >= 2)!
  const track = catalog.tracks.find((candidate) => candidate.artistIds[0] === artist.id)!
  await signIn(page, running.app)

  await nav(page).getByRole('link', exact('Search')).click()
  await page.getByRole('searchbox', exact('Search')).fill(track.name)
  const found = page.getByRole('grid', exact('Tracks found'))
  await expect(row(found, track.name)).toBeVisible()
  await shoot(page, 'search-dark')
  await pressInRow(row(found, track.name), 'Play')
  await chooseDesktopIfAsked(page, running)
  await expect.poll(() => playingUri(running)).toBe(`spotify:track:${track.id}`)
  await expect(bar(page).getByTestId('player-title')).toHaveText(track.name)

  // The artist's page from the result.
  await page.getByRole('searchbox', exact('Search')).fill(artist.name)
  await page.getByRole('region', exact('Artists')).getByRole('link', exact(artist.name)).first().click()
  await expect(page.getByRole('heading', exact(artist.name))).toBeVisible()
  const top = page.getByRole('grid', exact('Top tracks'))
  const first = top.locator('[role="row"][data-index]').first()
  await expect(first).toBeVisible()
  const topName = await first.getByTestId('track-title').textContent()
  await pressInRow(first, 'Play')
  await expect.poll(async () => (await running.elsewhere.player())?.item?.name).toBe(topName)
  await page.getByRole('button', exact('Follow')).click()
  await expect(page.getByRole('button', exact('Unfollow'))).toBeVisible()
  await expect.poll(() => running.emulator.state.demoUser().follows.artists.has(artist.id)).toBe(true)
  await shoot(page, 'artist-dark')
  expect(problems).toEqual([])
})

test('save an album and find it in Albums', async ({ page, running }) => {
  const saved = running.emulator.state.demoUser().library.albums
  const album = running.emulator.catalog.albums.find(
    (candidate) => !saved.has(candidate.id) && candidate.trackIds.length > 3,
  )!
  await signIn(page, running.app)
  await page.goto(`${new URL(page.url()).origin}/#/album/${album.id}`)
  await expect(page.getByRole('heading', exact(album.name))).toBeVisible()
  await shoot(page, 'album-dark')
  const head = page.getByTestId('album-head')
  await head.getByRole('button', exact('Save to Your Library')).click()
  await expect(head.getByRole('button', exact('Remove from Your Library'))).toBeVisible()
  await nav(page).getByRole('link', exact('Library')).click()
  await page.getByRole('tab', { name: /^Albums/ }).click()
  await page.getByRole('textbox', exact('Filter')).fill(album.name)
  await expect(row(page, album.name)).toBeVisible()
  // The page may show the save before the service has answered: wait for the service's own state.
  await expect.poll(() => saved.has(album.id)).toBe(true)
})

test('a playlist: create, add three tracks, reorder by drag and by keys, remove one, upload a cover, rename', async ({
  page,
  running,
  problems,
}) => {
  test.setTimeout(120_000)
  await signIn(page, running.app)
  await nav(page).getByRole('link', exact('Library')).click()
  await page.getByRole('tab', { name: /^Playlists/ }).click()
  await page.getByRole('button', exact('New playlist')).click()
  const form = page.getByRole('dialog', exact('New playlist'))
  await form.getByRole('textbox', exact('Name')).fill('Road Songs')
  // The collaborative rule: not with public.
  await form.getByRole('checkbox', { name: /^Public/ }).check()
  await form.getByRole('checkbox', { name: /^Collaborative/ }).check()
  await expect(form.getByRole('alert')).toContainText('cannot be public')
  await expect(form.getByRole('button', exact('Create'))).toBeDisabled()
  await form.getByRole('checkbox', { name: /^Public/ }).uncheck()
  await shoot(page, 'new-playlist-dark')
  await form.getByRole('button', exact('Create')).click()
  await expect(page.getByTestId('playlist-name')).toHaveText('Road Songs')
  const id = page.url().split('/playlist/')[1]!
  const onService = () => running.emulator.state.playlists.get(id)!.items.map((item) => item.trackId)

  // Three saved tracks, each through "Add to playlist".
  await nav(page).getByRole('link', exact('Library')).click()
  await page.getByRole('tab', { name: /^Tracks/ }).click()
  const titles: string[] = []
  for (let index = 0; index < 3; index++) {
    const target = page
      .getByRole('grid', exact('Saved tracks'))
      .locator('[role="row"][data-index]')
      .nth(index)
    titles.push((await target.getByTestId('track-title').textContent())!)
    await pressInRow(target, 'Add to playlist')
    const dialog = page.getByRole('dialog', exact('Add to playlist'))
    if (index === 0) await shoot(page, 'add-to-playlist-dark')
    await dialog.getByRole('button', { name: /^Road Songs/ }).click()
    await expect(dialog).toBeHidden()
  }
  await expect.poll(() => onService().length).toBe(3)
  const [a, b, c] = onService()
  const titleOf = (trackId: string) =>
    running.emulator.catalog.tracks.find((track) => track.id === trackId)!.name

  await page.goto(`${new URL(page.url()).origin}/#/playlist/${id}`)
  const items = page.getByRole('grid', exact('Tracks of Road Songs'))
  await expect(items.locator('[role="row"][data-index]')).toHaveCount(3)

  // Drag the third row by its handle above the first.
  const rows = items.locator('[role="row"][data-index]')
  await rows.nth(2).hover()
  const handle = (await rows.nth(2).locator('[data-drag-handle]').boundingBox())!
  const target = (await rows.nth(0).boundingBox())!
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2)
  await page.mouse.down()
  await page.mouse.move(target.x + 40, target.y + target.height / 2, { steps: 12 })
  await page.mouse.move(target.x + 40, target.y + 6, { steps: 4 })
  await page.mouse.up()
  await expect.poll(onService).toEqual([c, a, b])

  // Alt+Down on the first row moves it below the second.
  await rows.nth(0).focus()
  await page.keyboard.press('Alt+ArrowDown')
  await expect.poll(onService).toEqual([a, c, b])
  await expect(rows.nth(1)).toBeFocused()
  await expect(rows.nth(1).getByTestId('track-title')).toHaveText(titleOf(c!))

  // Remove the (now) second one with Delete.
  await page.keyboard.press('Delete')
  await expect.poll(onService).toEqual([a, b])
  await expect(items.locator('[role="row"][data-index]')).toHaveCount(2)

  // A cover: any picture, made a JPEG under 256 KB in the page.
  const noisy = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer()
  expect(noisy.length).toBeGreaterThan(256 * 1024)
  await page
    .getByTestId('cover-input')
    .setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: noisy })
  await expect.poll(() => running.emulator.state.playlists.get(id)!.cover !== undefined).toBe(true)

  // Rename.
  await page.getByRole('button', exact('Edit details')).click()
  const details = page.getByRole('dialog', exact('Edit playlist details'))
  await details.getByRole('textbox', exact('Name')).fill('Road Songs 2')
  await details.getByRole('button', exact('Save')).click()
  await expect(page.getByTestId('playlist-name')).toHaveText('Road Songs 2')
  await expect.poll(() => running.emulator.state.playlists.get(id)!.name).toBe('Road Songs 2')
  await shoot(page, 'playlist-dark')
  expect(titles).toHaveLength(3)
  expect(problems).toEqual([])
})

test('the palette opens a playlist with a typo, and runs Next', async ({ page, running }) => {
  await signIn(page, running.app)
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', exact('Go to'))
  await expect(palette).toBeVisible()
  // Letters in order across words: "runmx" is "Running Mix".
  await palette.getByRole('combobox').fill('runmx')
  await expect(palette.getByRole('option').first()).toContainText('Running Mix')
  await shoot(page, 'palette-dark')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('playlist-name')).toHaveText('Running Mix')

  await page.locator('.playlist-head').getByRole('button', exact('Play')).click()
  await chooseDesktopIfAsked(page, running)
  await expect
    .poll(async () => (await running.elsewhere.player())?.context?.uri)
    .toContain('spotify:playlist:')
  const before = (await running.elsewhere.player())!.item!.uri
  await page.keyboard.press('Control+k')
  await palette.getByRole('combobox').fill('next')
  await expect(palette.getByRole('option').first()).toContainText('Next')
  await page.keyboard.press('Enter')
  await expect(palette).toBeHidden()
  await expect.poll(() => playingUri(running)).not.toBe(before)
})

test('every view in both themes', async ({ page, running }) => {
  test.setTimeout(120_000)
  const { catalog } = running.emulator
  await signIn(page, running.app)
  const origin = new URL(page.url()).origin
  const playlist = running.emulator.state.demoUser().playlists[0]!.id
  for (const theme of ['dark', 'light'] as const) {
    await chooseTheme(page, theme)
    await page.goto(`${origin}/#/library/tracks`)
    for (const tab of ['Tracks', 'Albums', 'Playlists', 'Artists']) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click()
      await expect(page.locator('[role="row"][data-index]').first()).toBeVisible()
      await shoot(page, `${tab.toLowerCase()}-${theme}`)
    }
    await page.goto(`${origin}/#/album/${catalog.albums[2]!.id}`)
    await expect(page.locator('[role="row"][data-index]').first()).toBeVisible()
    await shoot(page, `album-${theme}`)
    await page.goto(`${origin}/#/artist/${catalog.artists[1]!.id}`)
    await expect(
      page.getByRole('grid', exact('Top tracks')).locator('[role="row"][data-index]').first(),
    ).toBeVisible()
    await shoot(page, `artist-${theme}`)
    await page.goto(`${origin}/#/playlist/${playlist}`)
    await expect(page.getByTestId('playlist-name')).toBeVisible()
    await expect(page.locator('[role="row"][data-index]').first()).toBeVisible()
    await shoot(page, `playlist-${theme}`)
    await page.goto(`${origin}/#/user/${running.emulator.user.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await shoot(page, `profile-${theme}`)
    await page.goto(`${origin}/#/search?q=${encodeURIComponent(catalog.artists[1]!.name)}`)
    await expect(
      page.getByRole('grid', exact('Tracks found')).locator('[role="row"][data-index]').first(),
    ).toBeVisible()
    await shoot(page, `search-${theme}`)
    const first = page.getByRole('grid', exact('Tracks found')).locator('[role="row"][data-index]').first()
    await first.click({ button: 'right' })
    await expect(page.getByRole('menu')).toBeVisible()
    await shoot(page, `menu-${theme}`)
    await page.keyboard.press('Escape')
  }
})
