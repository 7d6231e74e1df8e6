import { expect, test } from './support/player-test'
import { chooseTheme, documentScroll, playSuggestedAlbum } from './support/player-app'

/**
 * The app is the viewport: only its regions scroll. After wheeling, End, PageDown and Tab on every route and a
 * click on every segmented choice (Home's "Your top" ranges among them), at four window sizes and in both themes, the document itself has not moved and is no taller than the window (a visually
 * hidden input positioned against the page used to make it 4,000 px tall and scroll the whole app away).
 */
const routes = [
  '/',
  '/search?q=a',
  '/browse',
  '/radio',
  '/library/tracks',
  '/library/playlists',
  '/now-playing',
  '/listening',
  '/settings',
]
const sizes = [
  [1440, 900],
  [1000, 700],
  [900, 700],
  [720, 480],
] as const

test('the document never scrolls: wheel, End, PageDown, Tab and every segmented choice on every route, at four sizes, in both themes', async ({
  page,
  running,
}) => {
  test.setTimeout(360_000)
  await playSuggestedAlbum(page, running)
  for (const theme of ['dark', 'light'] as const) {
    await chooseTheme(page, theme)
    for (const [width, height] of sizes) {
      await page.setViewportSize({ width, height })
      for (const route of routes) {
        await page.evaluate((hash) => (window.location.hash = hash), `#${route}`)
        await expect(page.locator('main h1').first()).toBeVisible()
        await page.mouse.move(width / 2, height / 3)
        for (let notch = 0; notch < 8; notch++) await page.mouse.wheel(0, 800)
        await page.keyboard.press('End')
        await page.keyboard.press('PageDown')
        // Each choice of every segmented control (their radios are visually hidden inside the page).
        const choices = page.locator('main [role=radiogroup] label')
        for (let choice = 0; choice < (await choices.count()); choice++) {
          await choices.nth(choice).scrollIntoViewIfNeeded()
          await choices.nth(choice).click()
          // A choice that asks first (Settings' service: "Switch to Spotify?") is answered No.
          const asked = page.getByRole('dialog')
          if (await asked.isVisible()) {
            await page.keyboard.press('Escape')
            await expect(asked).toBeHidden()
          }
        }
        for (let tab = 0; tab < 20; tab++) await page.keyboard.press('Tab')
        const seen = await documentScroll(page)
        expect(seen, `${theme} ${width}×${height} ${route}`).toEqual({
          top: 0,
          height: seen.viewport,
          viewport: seen.viewport,
        })
      }
    }
  }
})
