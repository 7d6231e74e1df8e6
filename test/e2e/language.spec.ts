import { expect, test } from './support/player-test'
import { exact, signIn } from './support/player-app'

/**
 * The language Encore speaks, in browser mode against the emulator: a German system gets German, Settings
 * switches to Japanese at once (no reload), and a state notice (the service unreachable) comes in the language
 * chosen. Only the screens translated so far are looked at (docs/contributing.md, "Adding a language").
 */
test.use({ locale: 'de-DE', viewport: { width: 1280, height: 800 } })

test('a German system gets German; Japanese chosen in Settings applies at once, down to a state notice', async ({
  page,
  running,
  pageErrors,
}) => {
  test.setTimeout(90_000)
  await signIn(page, running.app)
  const main = page.getByRole('navigation', exact('Main'))
  await main.getByRole('link', exact('Now playing')).click()
  const notice = page.getByTestId('player-status-notice')
  await expect(notice).toContainText('Gerade läuft nichts')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')

  await main.getByRole('link', exact('Settings')).click()
  const language = page.getByRole('combobox', exact('Sprache'))
  await expect(language).toHaveValue('system')
  await expect(language.locator('option[value="system"]')).toHaveText('Wie das System (Deutsch)')
  await language.selectOption({ label: '日本語' })
  await expect(page.getByRole('combobox', exact('言語'))).toHaveValue('ja')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')

  await main.getByRole('link', exact('Now playing')).click()
  await expect(notice).toContainText('再生中の曲はありません')
  running.emulator.faults.set({ down: true })
  await expect(notice).toContainText('Encore はオフラインです', { timeout: 20_000 })
  running.emulator.faults.set({ down: false })

  // The choice is kept: a new page speaks Japanese although the system says German.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  expect(pageErrors).toEqual([])
})
