import { type Page } from '@playwright/test'
import { expect, test } from './support/player-test'
import { chooseTheme, signIn } from './support/player-app'

/**
 * Discover in browser mode: against the demo (the classic API, everything offered) the top items' range, a
 * category in another language, a radio from a track tuned by two sliders and saved as a playlist, a track's
 * sound; against the emulator playing today's service (2026) the same pages saying what is no longer offered.
 * Screenshots go to test-results/discover-*.png.
 */

test.use({ viewport: { width: 1280, height: 860 } })

const exact = (name: string) => ({ name, exact: true })
const nav = (page: Page) => page.getByRole('navigation', exact('Main'))

async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0)
  await page.screenshot({ path: `test-results/discover-${name}.png`, animations: 'disabled' })
}
async function shootFull(page: Page, name: string) {
  await page.mouse.move(0, 0)
  await page.screenshot({ path: `test-results/discover-${name}.png`, animations: 'disabled', fullPage: true })
}
const go = (page: Page, path: string) => page.goto(`${new URL(page.url()).origin}/#${path}`)
const names = (page: Page, shelf: string) =>
  page.getByTestId(`shelf-${shelf}`).getByRole('group').getByRole('link').allTextContents()

test.describe('against the demo', () => {
  test('home: shelves, and the top items over another time range', async ({ page, running, problems }) => {
    await signIn(page, running.app)
    await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible()
    for (const shelf of ['recent', 'top-artists', 'top-tracks', 'new-releases', 'featured', 'categories'])
      await expect(page.getByTestId(`shelf-${shelf}`).getByRole('group')).toBeVisible()
    await expect(page.getByTestId('shelf-featured').getByTestId('shelf-subtitle')).not.toBeEmpty()
    await shoot(page, 'home-dark')

    const before = await names(page, 'top-tracks')
    await page.getByText('4 weeks', { exact: true }).click()
    await expect.poll(() => names(page, 'top-tracks')).not.toEqual(before)
    await expect
      .poll(() => running.emulator.traffic.entries().some((entry) => entry.query.includes('short_term')))
      .toBe(true)
    await chooseTheme(page, 'light')
    await expect(page.getByTestId('shelf-top-tracks').getByRole('group')).toBeVisible()
    await shoot(page, 'home-light')
    expect(problems).toEqual([])
  })

  test('browse: a category in another language, with its playlists', async ({ page, running, problems }) => {
    await signIn(page, running.app)
    await nav(page).getByRole('link', exact('Settings')).click()
    await page.getByTestId('browse-locale').selectOption('sv_SE')
    await nav(page).getByRole('link', exact('Browse')).click()
    await expect(page.getByRole('link', exact('Topplistor'))).toBeVisible()
    await shoot(page, 'browse-dark')
    await page.getByRole('link', exact('Topplistor')).click()
    await expect(page.getByTestId('category-name')).toHaveText('Topplistor')
    await expect(page.getByTestId('shelf-category-playlists').getByRole('article').first()).toBeVisible()
    await shoot(page, 'category-dark')
    expect(problems).toEqual([])
  })

  test('a track’s sound; a radio from it, tuned by two sliders, saved as a playlist and found in the library', async ({
    page,
    running,
    problems,
  }) => {
    test.setTimeout(90_000)
    const track = [...running.emulator.catalog.tracks].sort((a, b) => b.durationMs - a.durationMs)[0]!
    await signIn(page, running.app)
    await go(page, `/track/${track.id}`)
    await expect(page.getByRole('heading', exact(track.name))).toBeVisible()
    await expect(page.getByTestId('features-chart')).toBeVisible()
    const timeline = page.getByTestId('analysis-timeline')
    await expect(timeline).toBeVisible()
    await expect(page.getByRole('term').filter({ hasText: 'Tempo' })).toBeVisible()
    const box = (await timeline.boundingBox())!
    await timeline.hover({ position: { x: box.width * 0.4, y: box.height / 2 } })
    await expect(page.getByTestId('timeline-readout')).toContainText('BPM')
    await page.screenshot({
      path: 'test-results/discover-sound-dark.png',
      animations: 'disabled',
      fullPage: true,
    })
    await chooseTheme(page, 'light')
    await expect(page.getByTestId('features-chart')).toBeVisible()
    await shootFull(page, 'sound-light')
    await chooseTheme(page, 'dark')

    await page.getByRole('link', exact('Start radio')).click()
    await expect(page.getByRole('button', exact(`Remove ${track.name}`))).toBeVisible()
    const results = page.getByRole('grid', exact('Radio tracks'))
    await expect(results.locator('[role="row"][data-index]').first()).toBeVisible()
    await page.getByRole('checkbox', exact('Energy')).check()
    await page.getByRole('slider', exact('Energy target')).fill('0.8')
    await page.getByRole('checkbox', exact('Danceability')).check()
    await page.getByRole('slider', exact('Danceability minimum')).fill('0.3')
    await expect
      .poll(() =>
        running.emulator.traffic
          .entries()
          .some(
            (entry) =>
              entry.path === '/recommendations' &&
              entry.query.includes('target_energy=0.8') &&
              entry.query.includes('min_danceability=0.3'),
          ),
      )
      .toBe(true)
    await expect(results.locator('[role="row"][data-index]').first()).toBeVisible()
    await shoot(page, 'radio-dark')

    await page.getByRole('button', exact('Save as playlist')).click()
    const dialog = page.getByRole('dialog', exact('Save as playlist'))
    await dialog.getByRole('textbox', exact('Name')).fill('Energy radio')
    await dialog.getByRole('button', exact('Save')).click()
    await expect(page.getByRole('heading', exact('Energy radio'))).toBeVisible()
    await nav(page).getByRole('link', exact('Library')).click()
    await page.getByRole('tab', { name: /^Playlists/ }).click()
    await page.getByRole('textbox', exact('Filter')).fill('Energy radio')
    await expect(page.getByRole('row', { name: /^Energy radio/ }).first()).toBeVisible()
    // On the service, with the radio's tracks in it (they may still be on their way when the page shows it).
    const made = () =>
      [...running.emulator.state.playlists.all()].find((playlist) => playlist.name === 'Energy radio')
    await expect.poll(() => made()?.items.length ?? 0).toBeGreaterThan(0)
    expect(problems).toEqual([])
  })
})

test.describe('against today’s service (2026)', () => {
  test.use({ setup: { emulator: { apiMode: '2026' }, account: { api: { generation: '2026' } } } })

  test('Home, a track’s page and menu leave out what is no longer offered; Browse and Radio leave the sidebar and say so where opened', async ({
    page,
    running,
    problems,
  }) => {
    await signIn(page, running.app)
    // Still offered: your own listening.
    await expect(page.getByTestId('shelf-top-artists').getByRole('group')).toBeVisible()
    for (const shelf of ['new-releases', 'featured', 'categories'])
      await expect(page.getByTestId(`shelf-${shelf}`)).toHaveCount(0)
    await expect(page.getByTestId('feature-unavailable')).toHaveCount(0)
    await shootFull(page, 'home-2026')
    await expect(nav(page).getByRole('link', exact('Browse'))).toHaveCount(0)
    await expect(nav(page).getByRole('link', exact('Radio'))).toHaveCount(0)

    await go(page, '/browse')
    await expect(page.getByRole('heading', exact('Categories'))).toBeVisible()
    await expect(page.getByTestId('feature-unavailable')).toHaveCount(1)
    await expect(page.getByTestId('feature-unavailable')).toContainText('no longer offers')
    await shoot(page, 'browse-2026')
    await go(page, '/radio')
    await expect(page.getByRole('heading', exact('Make a radio'))).toBeVisible()
    await expect(page.getByTestId('feature-unavailable')).toHaveCount(1)
    await expect(page.getByTestId('feature-unavailable')).toContainText('no longer offers')
    await shoot(page, 'radio-2026')

    // A track's page shows what the track is, without the sound or Start radio the service no longer offers.
    const track = running.emulator.catalog.tracks[0]!
    await go(page, `/track/${track.id}`)
    await expect(page.getByRole('heading', exact(track.name))).toBeVisible()
    await expect(page.getByRole('main').getByRole('button', exact('Play'))).toBeVisible()
    await expect(page.getByRole('heading', exact('Audio features'))).toHaveCount(0)
    await expect(page.getByRole('link', exact('Start radio'))).toHaveCount(0)
    await expect(page.getByTestId('feature-unavailable')).toHaveCount(0)
    await shoot(page, 'sound-2026')
    // And a track's menu leaves out a radio and its sound.
    await go(page, '/library/tracks')
    await page.getByRole('main').locator('[role="row"][data-index]').first().focus()
    await page.keyboard.press('Shift+F10')
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', exact('Copy link'))).toBeVisible()
    await expect(menu.getByRole('menuitem', exact('Start radio'))).toHaveCount(0)
    await expect(menu.getByRole('menuitem', exact('See its sound'))).toHaveCount(0)
    await page.keyboard.press('Escape')
    for (const path of ['/browse', '/recommendations', '/audio-features', '/audio-analysis'])
      expect(running.emulator.traffic.count({ path: new RegExp(`^${path}`) })).toBe(0)
    expect(problems).toEqual([])
  })
})
