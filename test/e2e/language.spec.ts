import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './support/player-test'
import { documentScroll, exact, signIn, type PlayerApp } from './support/player-app'

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
  const main = page.getByRole('navigation', exact('Hauptmenü'))
  await main.getByRole('link', exact('Läuft gerade')).click()
  const notice = page.getByTestId('player-status-notice')
  await expect(notice).toContainText('Gerade läuft nichts')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')

  await main.getByRole('link', exact('Einstellungen')).click()
  const language = page.getByRole('combobox', exact('Sprache'))
  await expect(language).toHaveValue('system')
  await expect(language.locator('option[value="system"]')).toHaveText('Wie das System (Deutsch)')
  await language.selectOption({ label: '日本語' })
  await expect(page.getByRole('combobox', exact('言語'))).toHaveValue('ja')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')

  await page.getByRole('navigation', exact('メイン')).getByRole('link', exact('再生中')).click()
  await expect(notice).toContainText('再生中の曲はありません')
  running.emulator.faults.set({ down: true })
  await expect(notice).toContainText('Encore はオフラインです', { timeout: 20_000 })
  running.emulator.faults.set({ down: false })

  // The choice is kept: a new page speaks Japanese although the system says German.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  expect(pageErrors).toEqual([])
})

/** Every screen (renderer/src/router.ts) but the mini player, which has its own small window. */
function screens(running: PlayerApp): string[] {
  const { catalog, state, user } = running.emulator
  return [
    '/',
    '/now-playing',
    '/library/tracks',
    '/library/playlists',
    '/search?q=a',
    `/album/${catalog.albums[0]!.id}`,
    `/artist/${catalog.artists[0]!.id}`,
    `/playlist/${state.demoUser().playlists[0]!.id}`,
    `/user/${user.id}`,
    `/track/${catalog.tracks[0]!.id}`,
    '/radio',
    '/browse',
    `/browse/${catalog.categories[0]!.id}`,
    '/listening',
    `/show/${catalog.spoken.shows[0]!.id}`,
    `/episode/${catalog.spoken.episodes[0]!.id}`,
    `/audiobook/${catalog.spoken.audiobooks[0]!.id}`,
    '/sign-in',
    '/settings',
    '/no-such-screen',
  ]
}

/**
 * The kinds of buttons, links, tabs and headings (tag and class) whose words are cut now: their text is wider
 * or taller than the box that clips it (an ellipsis, or overflow hidden). By kind, not by element, so a title
 * from Spotify that English cuts too (a long album name) excuses its kind in every language.
 */
const cutKinds = (page: Page) =>
  page.evaluate(() => {
    const controls = document.querySelectorAll('button, a[href], [role=button], [role=tab], h1, h2, h3, h4')
    const cut = new Set<string>()
    for (const control of controls) {
      for (const element of [control, ...control.querySelectorAll('*')]) {
        if (!(element instanceof HTMLElement) || !element.checkVisibility() || !element.textContent?.trim())
          continue
        const style = getComputedStyle(element)
        const clips = style.textOverflow === 'ellipsis' || /hidden|clip/.test(style.overflow)
        const wider = element.scrollWidth > element.clientWidth + 1
        const taller = element.scrollHeight > element.clientHeight + 1
        if (clips && (wider || taller)) cut.add(`${element.tagName.toLowerCase()}.${element.className}`)
      }
    }
    // The screen itself wider than its place: what is past the right edge is cut too.
    const content = document.getElementById('content')
    if (content && content.scrollWidth > content.clientWidth + 1) cut.add('the screen, wider than the window')
    return [...cut].sort()
  })

/** Visits every screen at 720×480: the document never scrolls, and nothing is cut that English did not cut. */
async function walk(page: Page, running: PlayerApp, language: string, englishCuts: Set<string> | null) {
  const cuts = new Set<string>()
  for (const screen of screens(running)) {
    await page.evaluate((hash) => (window.location.hash = hash), `#${screen}`)
    await expect(page.locator('h1').first(), `${language} ${screen}`).toBeVisible()
    await page.mouse.move(360, 160)
    for (let notch = 0; notch < 4; notch++) await page.mouse.wheel(0, 800)
    await page.keyboard.press('End')
    const seen = await documentScroll(page)
    expect(seen, `${language} ${screen}: the document scrolled`).toEqual({
      top: 0,
      height: seen.viewport,
      viewport: seen.viewport,
    })
    if (englishCuts) {
      await expect
        .poll(async () => (await cutKinds(page)).filter((kind) => !englishCuts.has(kind)), {
          message: `${language} ${screen}: words cut that English fits`,
          timeout: 5_000,
        })
        .toEqual([])
    } else for (const kind of await cutKinds(page)) cuts.add(kind)
    if (process.env.ENCORE_WALK_SHOTS && ['/', '/now-playing', '/settings', '/sign-in'].includes(screen))
      await page.screenshot({
        path: `${process.env.ENCORE_WALK_SHOTS}/${language}${screen.replace(/\W/g, '-')}.png`,
      })
  }
  return cuts
}

/** The pseudo-language, which Settings does not offer: written in the settings file, as a translator does. */
async function speakPseudoLanguage(page: Page, running: PlayerApp) {
  const file = join(running.dataDir, 'settings.json')
  const setLanguage = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const record = node as Record<string, unknown>
    if (typeof record.language === 'string') record.language = 'en-XA'
    Object.values(record).forEach(setLanguage)
  }
  const settings: unknown = JSON.parse(readFileSync(file, 'utf8'))
  setLanguage(settings)
  writeFileSync(file, JSON.stringify(settings))
  await running.restart()
  await page.goto(running.app.host.launchUrl)
  const prompt = page.getByTestId('prompt-sign-in')
  // At 720×480 the sidebar folds away: the account's name is there, not shown.
  await expect(page.getByTestId('account-name').or(prompt).first()).toBeAttached()
  if (await prompt.isVisible()) await prompt.click()
  await expect(page.getByTestId('account-name')).toBeAttached()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
}

test('every screen at 720×480 in the pseudo-language and in Japanese: the page never scrolls, no words cut that English fits', async ({
  page,
  running,
  pageErrors,
}) => {
  test.setTimeout(240_000)
  await signIn(page, running.app)
  await page.setViewportSize({ width: 720, height: 480 })
  const chooseLanguage = async (language: string) => {
    await page.evaluate(() => (window.location.hash = '#/settings'))
    await page.getByTestId('setting-language').selectOption(language)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
  }
  await chooseLanguage('en')
  const englishCuts = await walk(page, running, 'en', null)
  await speakPseudoLanguage(page, running)
  await walk(page, running, 'en-XA', englishCuts)
  await chooseLanguage('ja')
  await walk(page, running, 'ja', englishCuts)
  expect(pageErrors).toEqual([])
})
