import type { Page } from '@playwright/test'
import { expect, test } from './support/player-test'
import { playSuggestedAlbum } from './support/player-app'

/**
 * Every size the window can take: the sidebar shows every place without a scrollbar of its own (your playlists
 * scroll in a region of theirs, whose last one is reached), no control lies
 * under another, and a short window (720×480) shows six rows of a list under its page's header at load (compact
 * rows, one line of tabs), and more once the header scrolled away (it showed two, in a box of their own).
 */
const sizes = [
  [1440, 900],
  [1000, 700],
  [900, 700],
  [720, 480],
] as const

/** What the sidebar overflows by, and the places it shows whole. */
function sidebarSeen(page: Page) {
  return page.evaluate(() => {
    const sidebar = document.querySelector<HTMLElement>('nav[aria-label="Main"]')!
    const box = sidebar.getBoundingClientRect()
    const whole = [...sidebar.querySelectorAll<HTMLElement>('a, button')]
      .filter((control) => control.getClientRects().length > 0)
      .filter((control) => {
        const at = control.getBoundingClientRect()
        return at.top >= box.top - 0.5 && at.bottom <= box.bottom + 0.5
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent!.trim())
    return {
      overflowsBy: [sidebar.scrollHeight - sidebar.clientHeight, sidebar.scrollWidth - sidebar.clientWidth],
      whole,
    }
  })
}

/** How many of your playlists the sidebar shows whole, its list scrolled to the top. */
function playlistsShown(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('.playlist-shelf__list')!
    list.scrollTop = 0
    const box = list.getBoundingClientRect()
    return [...list.querySelectorAll('a')].filter((link) => {
      const at = link.getBoundingClientRect()
      return at.height > 0 && at.top >= box.top - 0.5 && at.bottom <= box.bottom + 0.5
    }).length
  })
}

/** Controls of the frame and the page's top whose middle is covered by something that is not theirs. */
function coveredControls(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('nav a, nav button, footer button, main h1 ~ * button')]
      .filter((control) => {
        const at = control.getBoundingClientRect()
        const main = document.querySelector('main')!.getBoundingClientRect()
        const insideMain = control.closest('main') !== null
        // Only what is in view: a control scrolled out of its region (the page, your playlists) is not covered.
        if (at.width === 0 || at.height === 0) return false
        if (insideMain && (at.top < main.top || at.bottom > main.bottom)) return false
        let region = control.parentElement
        while (region && !/(auto|scroll)/.test(getComputedStyle(region).overflowY))
          region = region.parentElement
        const box = region?.getBoundingClientRect()
        if (box && (at.top < box.top - 0.5 || at.bottom > box.bottom + 0.5)) return false
        const top = document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2)
        return top !== null && !control.contains(top) && !top.contains(control)
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent!.trim()),
  )
}

test('every size: the sidebar reaches every place without scrollbars, nothing covered, six rows at 720×480', async ({
  page,
  running,
}) => {
  test.setTimeout(120_000)
  await playSuggestedAlbum(page, running)
  for (const [width, height] of sizes) {
    const size = `${width}×${height}`
    await page.setViewportSize({ width, height })
    await page.evaluate(() => (window.location.hash = '#/library/tracks'))
    await expect(page.locator('main [role=row][data-index]').first()).toBeVisible()
    await expect
      .poll(() => sidebarSeen(page), { message: `${size}: the sidebar` })
      .toMatchObject({ overflowsBy: [0, 0] })
    const { whole } = await sidebarSeen(page)
    for (const place of ['Home', 'Search', 'Library', 'Your listening', 'Now playing', 'Settings'])
      expect(whole, `${size}: ${place} shown whole in the sidebar`).toContain(place)
    expect(await coveredControls(page), `${size}: controls under another`).toEqual([])
    // Your playlists scroll on their own: the last one is reached without the sidebar scrolling.
    const playlists = page.getByRole('group', { name: 'Your playlists', exact: true }).getByRole('link')
    // Room for two covers at least: a list of playlists one sees through a slit reaches nothing.
    const shelfHeight = await page.locator('.playlist-shelf__list').evaluate((list) => list.clientHeight)
    expect(shelfHeight, `${size}: the room your playlists have`).toBeGreaterThanOrEqual(64)
    // A full-height window gives your playlists the sidebar's height: eight at least beside the places.
    if (height === 900)
      expect(await playlistsShown(page), `${size}: playlists shown whole`).toBeGreaterThanOrEqual(8)
    await playlists.last().scrollIntoViewIfNeeded()
    const last =
      (await playlists.last().getAttribute('title')) ?? (await playlists.last().textContent())!.trim()
    expect((await sidebarSeen(page)).whole, `${size}: the last playlist reached`).toContain(last)
    expect((await sidebarSeen(page)).overflowsBy, `${size}: the sidebar itself`).toEqual([0, 0])
    expect(await coveredControls(page), `${size}: controls under another, playlists scrolled`).toEqual([])
  }

  const rowsInView = () =>
    page.evaluate(() => {
      const main = document.querySelector('main')!.getBoundingClientRect()
      const head = document.querySelector('main [role=grid] [role=rowgroup]')!.getBoundingClientRect()
      const top = Math.max(main.top, head.bottom)
      return [...document.querySelectorAll('main [role=row][data-index]')].filter((row) => {
        const at = row.getBoundingClientRect()
        return at.top >= top - 0.5 && at.bottom <= main.bottom + 0.5
      }).length
    })
  // 720×480 at load: compact rows and one line of tabs leave six rows whole under the page's header.
  await page.evaluate(() => document.querySelector('main')!.scrollTo(0, 0))
  await expect(page.getByRole('heading', { name: 'Your Library', level: 1 })).toBeInViewport({ ratio: 1 })
  await expect
    .poll(rowsInView, { message: 'rows of the list in view at 720×480, at load' })
    .toBeGreaterThanOrEqual(6)
  expect(
    await page
      .getByRole('tab')
      .evaluateAll((tabs) => new Set(tabs.map((tab) => tab.getBoundingClientRect().top)).size),
    'the tabs on one line',
  ).toBe(1)
  await expect(page.getByRole('tab', { name: /^Tracks \d+$/ })).toHaveAttribute('title', /^Tracks: \d+$/)

  // Then the page's header scrolls away and leaves the list more rows still.
  const list = page.getByRole('grid', { name: 'Saved tracks' })
  await list.hover({ position: { x: 40, y: 60 } })
  await page.mouse.wheel(0, 400)
  await expect.poll(rowsInView, { message: 'rows of the list in view at 720×480' }).toBeGreaterThanOrEqual(6)
  expect(await coveredControls(page), '720×480 scrolled: controls under another').toEqual([])
})
