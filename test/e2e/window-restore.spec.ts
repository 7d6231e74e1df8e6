import type { Page } from '@playwright/test'
import { expect, test } from './support/player-test'
import { signIn } from './support/player-app'

/**
 * A window Encore released to give its memory back opens again where it was: here the page of browser mode
 * plays that window (core, the host and Chromium are the same), on the library's Tracks tab of a
 * 10,000-track library scrolled to row 5,000. The fresh page shows that row first, never the list's head.
 * The same page pauses its CSS animations while hidden.
 */

test.use({
  viewport: { width: 1280, height: 800 },
  setup: {
    emulator: { size: 'large', seed: 'e2e-kept-view', savedTracks: 10_000 },
    // The library's first read takes 200 pages: the request budget of a personal app would stretch it.
    account: { api: { scheduler: { budget: 20_000 } } },
  },
})

const ROW_HEIGHT = 56
const GRID = '[role="grid"][aria-label="Saved tracks"]'

/** Installed before the page's scripts: every row index the Saved tracks grid ever drew, in order. */
const recordRowsDrawn = `(() => {
  const drawn = []
  window.encoreRowsDrawn = drawn
  new MutationObserver(() => {
    for (const row of document.querySelectorAll('${GRID} [role="row"][data-index]')) {
      const index = Number(row.getAttribute('data-index'))
      if (!drawn.includes(index)) drawn.push(index)
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-index'] })
})()`

/** The row at the top of the grid's view, under its header. */
const topRow = (page: Page) =>
  page.evaluate((grid) => {
    const scroller = document.querySelector(grid)!
    const header = scroller.querySelector('[role="rowgroup"]')!.getBoundingClientRect().bottom
    const rows = [...scroller.querySelectorAll<HTMLElement>('[role="row"][data-index]')]
    const first = rows
      .filter((row) => row.getBoundingClientRect().bottom > header + 1)
      .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0]
    return Number(first?.dataset['index'])
  }, GRID)

test('the page restored on the Tracks tab of a 10,000-track library shows row 5,000 first', async ({
  page,
  running,
  problems,
}) => {
  test.setTimeout(120_000)
  await signIn(page, running.app)
  const origin = new URL(page.url()).origin
  await page.goto(`${origin}/#/library/tracks`)
  await expect(page.getByRole('tab', { name: /^Tracks/ })).toContainText('10,000', { timeout: 60_000 })
  const grid = page.locator(GRID)
  await expect(grid).toHaveAttribute('aria-rowcount', '10001')

  // Row 5,000 at the top, the row below it current (focused), then the window is hidden.
  await grid.evaluate((element, offset) => (element.scrollTop = offset), 5_000 * ROW_HEIGHT)
  // A row whose data has not come yet is a placeholder (no role, not focusable): wait for the row itself.
  const current = page.locator(`${GRID} [role="row"][data-index="5001"]`)
  await expect(current).toBeVisible()
  await current.focus()
  await expect(current).toHaveAttribute('tabindex', '0')
  await expect.poll(() => topRow(page)).toBe(5_000)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  // Hidden, the page animates nothing.
  await expect(page.locator('html')).toHaveAttribute('data-page-hidden', '')
  const playState = await page.evaluate(() => {
    const spinner = document.createElement('span')
    spinner.className = 'spinner'
    spinner.style.animation = 'spin 1s linear infinite'
    document.body.append(spinner)
    return getComputedStyle(spinner).animationPlayState
  })
  expect(playState).toBe('paused')

  // The window opens anew: a fresh page on the route it was on.
  const restored = await page.context().newPage()
  await restored.addInitScript(recordRowsDrawn)
  await page.close()
  await restored.goto(`${origin}/#/library/tracks`)
  await expect(restored.locator(`${GRID} [data-index="5000"]`)).toBeVisible()
  // Where the list settles (polled: it may take its place over a frame or two); what it drew on the way there is
  // all recorded and held below.
  await expect.poll(() => topRow(restored)).toBe(5_000)
  const drawn = await restored.evaluate(
    () => (window as unknown as { encoreRowsDrawn: number[] }).encoreRowsDrawn,
  )
  // The only rows it ever drew were those around row 5,000 (a few above it, under the header and out of
  // view): never the list's head.
  expect(Math.min(...drawn)).toBeGreaterThanOrEqual(4_995)
  await expect(restored.locator(`${GRID} [data-index="5001"]`)).toHaveAttribute('tabindex', '0')
  await expect(restored.locator('html')).not.toHaveAttribute('data-page-hidden')
  expect(problems).toEqual([])
})
