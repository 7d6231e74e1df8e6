import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './support/player-test'
import { chooseTheme, playSuggestedAlbum, type PlayerApp } from './support/player-app'

/**
 * An axe-core scan of every screen in both themes, the mini player at its three sizes included, in one app
 * start: signed out (sign-in and Settings), then signed in with something playing (every route, a show's and
 * an episode's pages and the podcast tabs among them, the command
 * palette, the keyboard shortcuts, a track's menu, a question, a notice with Undo). Any violation fails, listed by rule, screen and element. axe is injected through the DevTools
 * protocol (`page.evaluate`), which the page's CSP does not govern; the page itself still runs no inline script.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8')

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

/** Every violation on the page as it stands, as lines "rule (impact) on screen: element — why". */
async function scan(page: Page, screen: string): Promise<string[]> {
  await page.mouse.move(0, 0)
  // Let transitions settle (axe reads colours as painted): until no finite animation or transition runs, then
  // a frame drawn. A condition, not a fixed pause, which a busy machine can outlast mid-transition. What loops
  // for good (a spinner, the equaliser) is left out.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  )
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } })
      .axe
    const result = (await axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })) as { violations: Violation[] }
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }))
  })
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) on ${screen}: ${node.target.join(' ')} — ${violation.help}` +
        (node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''),
    ),
  )
}

async function open(page: Page, route: string, ready: (page: Page) => Promise<void>) {
  await page.evaluate((hash) => (location.hash = hash), `#${route}`)
  await ready(page)
}

const heading = (page: Page) => expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()

/** The ids of one of each thing the demo's library holds, read as another device would. */
async function demoIds(running: PlayerApp) {
  const json = async <T>(path: string): Promise<T> =>
    (await (await running.elsewhere.request('GET', path)).json()) as T
  const [me, playlists, albums, artists, tracks, shows] = await Promise.all([
    json<{ id: string }>('/me'),
    json<{ items: { id: string; name: string }[] }>('/me/playlists?limit=1'),
    json<{ items: { album: { id: string } }[] }>('/me/albums?limit=1'),
    json<{ artists: { items: { id: string }[] } }>('/me/following?type=artist&limit=1'),
    json<{ items: { track: { id: string } }[] }>('/me/tracks?limit=1'),
    json<{ items: { show: { id: string } }[] }>('/me/shows?limit=1'),
  ])
  return {
    user: me.id,
    playlist: playlists.items[0]!.id,
    playlistName: playlists.items[0]!.name,
    album: albums.items[0]!.album.id,
    artist: artists.artists.items[0]!.id,
    track: tracks.items[0]!.track.id,
    show: shows.items[0]!.show.id,
    // The episode whose notes look like markup and hold a link.
    episode: running.emulator.catalog.spoken.fixtureEpisodeId!,
  }
}

/**
 * What shows over a screen: a notice with Undo, the context menu, "Add to playlist" asking about a track the
 * playlist holds, and Settings asking before switching service. Each is scanned, then put away.
 */
async function overlays(page: Page, ids: { playlist: string; playlistName: string }, theme: string) {
  const found: string[] = []
  await open(page, `/playlist/${ids.playlist}`, heading)
  // The first track's row (the header row above it holds the column headers).
  const row = page.getByRole('main').locator('[role="row"][data-index]').first()
  await row.focus()
  await page.keyboard.press('Shift+F10')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  found.push(...(await scan(page, `a track's menu (${theme})`)))
  await menu.getByRole('menuitem', { name: 'Add to playlist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add to playlist' })
  await dialog.getByRole('button', { name: ids.playlistName }).first().click()
  const question = page.getByRole('alertdialog', { name: 'Already added' })
  await expect(question).toBeVisible()
  found.push(...(await scan(page, `"Already added" (${theme})`)))
  await question.getByRole('button', { name: 'Don’t add' }).click()
  await expect(dialog).toBeHidden()

  await row.focus()
  await page.keyboard.press('Delete')
  const notice = page.getByRole('status').filter({ hasText: 'Removed the track' })
  await expect(notice.getByRole('button', { name: 'Undo' })).toBeVisible()
  found.push(...(await scan(page, `a notice with Undo (${theme})`)))
  await notice.getByRole('button', { name: 'Undo' }).click()

  await open(page, '/settings', heading)
  await page.getByTestId('settings-profile-spotify').click()
  const ask = page.getByRole('dialog', { name: 'Switch to Spotify' })
  await expect(ask).toBeVisible()
  found.push(...(await scan(page, `switching service asks (${theme})`)))
  await ask.getByRole('button', { name: 'Cancel' }).click()
  return found
}

/** Now playing with its Lyrics view shown (lyrics are on), scanned; then back to what comes next. */
async function lyricsView(page: Page, theme: string): Promise<string[]> {
  await open(page, '/now-playing', heading)
  const button = page.getByRole('button', { name: 'Lyrics', exact: true })
  await button.click()
  await expect(page.getByTestId('lyrics-panel')).not.toContainText('Looking for lyrics')
  const found = await scan(page, `Now playing's lyrics (${theme})`)
  await button.click()
  return found
}

test('no axe-core violation on any screen, in both themes, the mini player at its three sizes', async ({
  page,
  running,
  problems,
}) => {
  test.setTimeout(180_000)
  const found: string[] = []

  await page.goto(running.app.host.launchUrl)
  await expect(page.getByTestId('prompt-sign-in')).toBeVisible()
  found.push(...(await scan(page, 'signed out (dark)')))
  await open(page, '/settings', heading)
  found.push(...(await scan(page, '#/settings signed out (dark)')))
  await open(page, '/', async () => {})
  await page.getByTestId('prompt-sign-in').click()
  await expect(page.getByTestId('account-name')).toBeVisible()
  await playSuggestedAlbum(page, running, { signedIn: true })
  const ids = await demoIds(running)
  // Lyrics on: Now playing's Lyrics view and the large mini player's lines are scanned too.
  await open(page, '/settings', heading)
  await page.getByRole('checkbox', { name: 'Show lyrics from LRCLIB', exact: true }).check()
  const routes: [string, (page: Page) => Promise<void>][] = [
    ['/', heading],
    ['/now-playing', heading],
    ['/library/tracks', (p) => expect(p.locator('[role="row"][data-index]').first()).toBeVisible()],
    ['/library/albums', (p) => expect(p.getByRole('row').first()).toBeVisible()],
    ['/library/playlists', (p) => expect(p.getByRole('row').first()).toBeVisible()],
    ['/library/artists', (p) => expect(p.getByRole('row').first()).toBeVisible()],
    ['/library/shows', (p) => expect(p.getByRole('row').first()).toBeVisible()],
    ['/library/episodes', (p) => expect(p.getByRole('row').first()).toBeVisible()],
    ['/search?q=a', (p) => expect(p.getByRole('row').first()).toBeVisible()],
    [`/album/${ids.album}`, heading],
    [`/artist/${ids.artist}`, heading],
    [`/playlist/${ids.playlist}`, heading],
    [`/user/${ids.user}`, heading],
    [`/track/${ids.track}`, heading],
    [`/show/${ids.show}`, (p) => expect(p.getByRole('row').first()).toBeVisible()],
    [`/episode/${ids.episode}`, (p) => expect(p.getByTestId('notes')).toBeVisible()],
    [`/radio?track=${ids.track}`, heading],
    ['/browse', heading],
    ['/listening', (p) => expect(p.getByTestId('listening-total')).toBeVisible()],
    ['/settings', heading],
  ]
  for (const theme of ['dark', 'light'] as const) {
    if (theme === 'light') await chooseTheme(page, 'light')
    for (const [route, ready] of routes) {
      await open(page, route, ready)
      found.push(...(await scan(page, `#${route} (${theme})`)))
    }
    await page.keyboard.press('Control+k')
    await expect(page.getByRole('dialog', { name: 'Go to' })).toBeVisible()
    found.push(...(await scan(page, `the palette (${theme})`)))
    await page.keyboard.press('Escape')
    await page.getByRole('main').getByRole('heading').first().click()
    await page.keyboard.press('Shift+?')
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
    found.push(...(await scan(page, `the keyboard shortcuts (${theme})`)))
    await page.keyboard.press('Escape')

    found.push(...(await overlays(page, ids, theme)))
    found.push(...(await lyricsView(page, theme)))

    const mini = await page.context().newPage()
    for (const [width, height] of [
      [360, 160],
      [420, 420],
      [480, 540],
    ] as const) {
      await mini.setViewportSize({ width, height })
      await mini.goto(`${running.app.host.origin}/#/mini`)
      await expect(mini.getByRole('region', { name: 'Player' })).toBeVisible()
      found.push(...(await scan(mini, `#/mini ${width}×${height} (${theme})`)))
    }
    await mini.close()
  }

  // An episode plays: the spoken-word transport and the show's link, in the bar and the small mini player.
  await open(page, `/show/${ids.show}`, heading)
  await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click()
  await expect(page.getByRole('button', { name: 'Forward 30 seconds', exact: true })).toBeVisible()
  await open(page, '/now-playing', heading)
  found.push(...(await scan(page, '#/now-playing with an episode (light)')))
  const mini = await page.context().newPage()
  await mini.setViewportSize({ width: 360, height: 160 })
  await mini.goto(`${running.app.host.origin}/#/mini`)
  await expect(mini.getByRole('button', { name: 'Back 15 seconds', exact: true })).toBeVisible()
  found.push(...(await scan(mini, '#/mini 360×160 with an episode (light)')))
  await mini.close()

  expect(found, `axe-core found ${found.length} violating nodes:\n${found.join('\n')}`).toEqual([])
  expect(problems).toEqual([])
})
