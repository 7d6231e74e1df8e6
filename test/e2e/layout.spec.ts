import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/player-test'
import { chooseDesktopIfAsked, exact, playerBar, servicePlayer, signIn } from './support/player-app'

/**
 * The main window at narrow sizes, in browser mode against the demo (a test-owned emulator), in one app start:
 * at 900×700 and 720×480 the library shows whole titles, Volume is reachable and moves the service's volume, and
 * the device that plays is named; a double click plays a row; the playing row is marked in the library and a
 * playlist after Next; a light theme is in place before the page's own script runs.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const rows = (scope: Page | Locator) => scope.locator('[role="row"][data-index]')

/** Titles shown in a list that are cut short (an ellipsis): none, where the list has room. */
async function cutTitles(list: Locator): Promise<string[]> {
  return list
    .getByTestId('track-title')
    .evaluateAll((titles) =>
      titles
        .filter(
          (title) => title.getBoundingClientRect().height > 0 && title.scrollWidth > title.clientWidth + 1,
        )
        .map((title) => title.textContent ?? ''),
    )
}

/** The row that `aria-current` marks, by its name. */
const markedRow = (list: Locator) => list.locator('[role="row"][aria-current="true"]')
const named = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} by `)

test('narrow windows keep whole titles, Volume and the device; double click plays; the playing row is marked; Escape lets a row go, then closes the sidebar', async ({
  page,
  running,
  problems,
}) => {
  test.setTimeout(120_000)
  await signIn(page, running.app)
  await page.setViewportSize({ width: 900, height: 700 })
  const nav = page.getByRole('navigation', exact('Main'))
  // Below 1000 px the sidebar is folded to icons, which keep their names; it opens on request.
  await expect(nav.getByRole('button', exact('Show sidebar'))).toBeVisible()
  await nav.getByRole('link', exact('Library')).click()
  const library = page.getByRole('grid', exact('Saved tracks'))
  await expect(rows(library).first()).toBeVisible()
  await expect(library.getByRole('columnheader', exact('Title'))).toBeVisible()
  // Polled, as at 720×480 below: read once the list has laid its rows out, however long that takes.
  await expect.poll(() => cutTitles(library)).toEqual([])

  // A double click plays the row (the saved tracks from there on).
  const second = rows(library).nth(1)
  const secondName = (await second.getByTestId('track-title').textContent())!
  await second.getByTestId('track-title').dblclick()
  await chooseDesktopIfAsked(page, running)
  await expect.poll(async () => (await running.elsewhere.player())?.item?.name).toBe(secondName)
  await expect(markedRow(library)).toHaveAttribute('aria-label', named(secondName))

  // Next: the mark moves to the row that plays now.
  await playerBar(page).getByRole('button', exact('Next')).click()
  await expect.poll(async () => (await servicePlayer(running)).item!.name).not.toBe(secondName)
  const third = (await servicePlayer(running)).item!.name
  await expect(markedRow(library)).toHaveAttribute('aria-label', named(third))
  await expect(markedRow(library).getByTestId('playing-mark')).toBeVisible()

  // The device that plays is named, and the Volume slider moves the service's volume.
  await expect(playerBar(page).getByTestId('player-device')).toContainText('Encore Desktop')
  const volume = playerBar(page).getByRole('slider', exact('Volume'))
  await volume.press('End')
  await expect.poll(async () => (await servicePlayer(running)).device.volume_percent).toBe(100)

  // 720×480: the same, the volume behind its button.
  await page.setViewportSize({ width: 720, height: 480 })
  await expect.poll(() => cutTitles(library)).toEqual([])
  await expect(playerBar(page).getByTestId('player-device')).toBeVisible()
  await expect(playerBar(page).getByTestId('player-device')).toHaveAttribute('title', /Encore Desktop/)
  await playerBar(page).getByRole('button', exact('Volume')).click()
  await expect(volume).toBeVisible()
  await expect(volume).toBeFocused()
  await volume.press('PageDown')
  await expect.poll(async () => (await servicePlayer(running)).device.volume_percent).toBe(80)
  await page.keyboard.press('Escape')
  await expect(volume).toBeHidden()

  // A playlist: double click its first row, then Next marks the second.
  await page.setViewportSize({ width: 900, height: 700 })
  await page.getByRole('tab', { name: /^Playlists/ }).click()
  await rows(page.getByRole('grid').first()).first().getByRole('link').first().click()
  const items = page.getByRole('grid', { name: /^Tracks of / })
  await expect(rows(items).nth(1)).toBeVisible()
  await expect.poll(() => cutTitles(items)).toEqual([])
  await rows(items).first().getByTestId('track-title').dblclick()
  const firstName = (await rows(items).first().getByTestId('track-title').textContent())!
  await expect.poll(async () => (await servicePlayer(running)).item!.name).toBe(firstName)
  await expect(markedRow(items)).toHaveAttribute('data-index', '0')
  await playerBar(page).getByRole('button', exact('Next')).click()
  await expect(markedRow(items)).toHaveAttribute('data-index', '1')

  // Escape with a row chosen (the double click's) and the sidebar open over the page: the first lets the row
  // go and leaves the sidebar open, the second closes the sidebar.
  const chosen = items.locator('[role="row"][aria-selected="true"]')
  await expect(chosen).toHaveCount(1)
  await nav.getByRole('button', exact('Show sidebar')).click()
  await expect(nav.getByRole('button', exact('Hide sidebar'))).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(chosen).toHaveCount(0)
  await expect(nav.getByRole('button', exact('Hide sidebar'))).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(nav.getByRole('button', exact('Show sidebar'))).toBeVisible()
  expect(problems).toEqual([])
})

test('a light theme is in place before the page’s own script runs: no dark paint first', async ({
  page,
  running,
}) => {
  await signIn(page, running.app)
  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Settings')).click()
  await page.getByTestId('theme').selectOption('light')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  // The theme once the page is parsed, before its own (module) script runs, and at the first frame.
  await page.addInitScript(() => {
    const record = (name: string) =>
      Object.assign(window, { [name]: document.documentElement.getAttribute('data-theme') })
    document.addEventListener('readystatechange', () => record('encoreParsed'), { once: true })
    requestAnimationFrame(() => record('encoreFirstFrame'))
  })
  await page.reload()
  await expect(page.getByTestId('account-name')).toBeVisible()
  // Both recorded (the first frame's callback may come after the page shows on a busy machine), then read.
  await page.waitForFunction(() => 'encoreParsed' in window && 'encoreFirstFrame' in window)
  const { parsed, firstFrame } = await page.evaluate(() => ({
    parsed: (window as unknown as { encoreParsed: string }).encoreParsed,
    firstFrame: (window as unknown as { encoreFirstFrame: string }).encoreFirstFrame,
  }))
  expect({ parsed, firstFrame }).toEqual({ parsed: 'light', firstFrame: 'light' })
})
