import { expect, type Page } from '@playwright/test'
import { developerWordPatterns } from '../../electron/contract/listener-words'
import { signInToSpotify, test, type TodayApp } from './support/today-app'

/**
 * The screen walk: every screen, on today's service (2026), as it answers, with the service down, in a storm of
 * 429s and over the app's quota. What a person can read (the page's text, accessible names, notices) must hold
 * no developer word: no operation name, system error code, HTTP status or id. The forbidden patterns are the
 * contract's (`developerWordPatterns`) plus the ones below, which name what this walk has met before.
 */
const forbidden: readonly { what: string; pattern: RegExp }[] = [
  ...developerWordPatterns,
  { what: 'an operation name', pattern: /\b(?:playlists|tracks|albums|player|users|library)\.[a-z]\w+/ },
  { what: 'a Spotify URI', pattern: /\bspotify:(?:track|album|artist|playlist|user|show|episode):/ },
  { what: 'a bare HTTP status', pattern: /\b(?:429|500|502|503|401|403|404)\b(?! ?(?:tracks?|songs?|%))/ },
]

test.use({ viewport: { width: 1280, height: 800 } })

interface Found {
  condition: string
  route: string
  what: string
  text: string
}

/** The routes of every screen, with ids read from the emulator's catalog and the demo user's library. */
function routes(today: TodayApp, nth: number): string[] {
  const { catalog, state } = today.emulator
  const user = state.demoUser()
  const playlists = user.playlists.map((ref) => state.playlists.get(ref.id)!)
  const own = playlists.find((playlist) => playlist.ownerId === user.userId)
  const followed = playlists.find((playlist) => playlist.ownerId !== user.userId && !playlist.collaborative)
  // Each walk opens pages of its own, never read before (pages read before are the read cache's).
  const album = catalog.albums[nth]!
  const track = catalog.tracks[nth]!
  const artist = catalog.artists.filter((entry) => entry.albumIds.length > 0)[nth]!
  const category = catalog.categories[nth]!
  return [
    '/',
    '/now-playing',
    '/library/tracks',
    '/library/albums',
    '/library/playlists',
    '/library/artists',
    '/search?q=love',
    `/album/${album.id}`,
    `/artist/${artist.id}`,
    ...(own ? [`/playlist/${own.id}`] : []),
    ...(followed ? [`/playlist/${followed.id}`] : []),
    `/user/${followed?.ownerId ?? user.userId}`,
    `/track/${track.id}`,
    `/radio?track=${track.id}`,
    '/browse',
    `/browse/${category.id}`,
    '/listening',
    '/settings',
    '/mini',
  ]
}

/** Everything a person can read on the page now: its text, and the names and hints of its elements. */
async function readable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.body.innerText]
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)
        if (value) texts.push(value)
      }
    }
    return texts
  })
}

function check(texts: string[], condition: string, route: string, found: Found[]): void {
  for (const text of texts) {
    for (const { what, pattern } of forbidden) {
      const match = pattern.exec(text)
      if (match) {
        const at = Math.max(0, match.index - 60)
        const entry = { condition, route, what, text: text.slice(at, match.index + match[0].length + 60) }
        found.push(entry)
        // Printed as the walk goes, so one run shows everything it met even if a later step fails.
        console.warn(`[walk] ${condition} · ${route} · ${what}: “${entry.text.replace(/\s+/g, ' ')}”`)
      }
    }
  }
}

/** The route the page shows now, as Vue's router has it (the app instance is on its mount element). */
function shownRoute(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const app = (
      document.querySelector('#app') as {
        __vue_app__?: { config: { globalProperties: Record<string, unknown> } }
      } | null
    )?.__vue_app__
    const router = app?.config.globalProperties['$router'] as
      { currentRoute: { value: { fullPath: string } } } | undefined
    return router?.currentRoute.value.fullPath ?? null
  })
}

/** Opens each screen, waits until nothing on it is still loading, and checks what it says. */
async function walk(
  page: Page,
  today: TodayApp,
  nth: number,
  condition: string,
  found: Found[],
): Promise<string> {
  const origin = new URL(page.url()).origin
  let seen = ''
  for (const route of routes(today, nth)) {
    await page.goto(`${origin}/#${route}`)
    // The router keeps the last page drawn while the next one's code loads: wait until it shows this route, or
    // the walk would read the page before and leave this one's reads unfinished.
    await expect.poll(() => shownRoute(page), { timeout: 30_000 }).toBe(route)
    await expect(page.locator('main, #app').first()).toBeVisible()
    await expect
      .poll(() => page.locator('[aria-busy="true"], [data-testid="skeleton"]').count(), { timeout: 30_000 })
      .toBe(0)
    const texts = await readable(page)
    seen += texts.join('\n')
    check(texts, condition, route, found)
  }
  return seen
}

test('no developer word on any screen: as the service answers, down, at 429 and over quota', async ({
  page,
  today,
}) => {
  test.setTimeout(600_000)
  const found: Found[] = []
  // Every notice is read when it appears, so one that goes before the walk reads the page is read too.
  await page.exposeFunction('encoreNoticeSeen', (text: string) =>
    check([text], 'a notice', page.url(), found),
  )
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.toast, [role="alert"], [role="status"]')) {
        const text = (toast as HTMLElement).innerText
        if (text && toast.getAttribute('data-walk-read') !== text) {
          toast.setAttribute('data-walk-read', text)
          void (window as unknown as { encoreNoticeSeen(text: string): void }).encoreNoticeSeen(text)
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await signInToSpotify(page, today)

  await walk(page, today, 0, '2026, answering', found)
  // Down and in the storm Encore mostly waits on its timers (the offline probe, Retry-After, the next read): the
  // clock it shares with the emulator runs at about five times real speed there (what the pages say is the
  // same). Over quota it keeps real time: the hour's lockout ends with the quota lifted, which a clock run
  // fast through the walk put out of reach of the 30 s bound (1 run in 4).
  const realSpeed = today.clock.runFast({ stepMs: 1_000, pauseMs: 250 })
  try {
    await downAndStorm(page, today, found)
  } finally {
    await realSpeed()
  }
  await overQuota(page, today, found)

  const report = found.map((entry) => `${entry.condition} · ${entry.route} · ${entry.what}: “${entry.text}”`)
  expect(report, 'developer words a person could read').toEqual([])
})

// The player's notice (on Now playing) says when the app has met the condition.
const statusNoticeOf = (page: Page) => page.getByTestId('player-status-notice')
const nowPlayingOf = (page: Page) => () => page.goto(`${new URL(page.url()).origin}/#/now-playing`)

/** The walks with the service down and in a storm of 429s, and its return after each. */
async function downAndStorm(page: Page, today: TodayApp, found: Found[]): Promise<void> {
  const statusNotice = statusNoticeOf(page)
  const nowPlaying = nowPlayingOf(page)
  today.emulator.faults.set({ down: true })
  await nowPlaying()
  await expect(statusNotice).toBeVisible({ timeout: 30_000 })
  // A page read before opens from the copy Encore read, marked as such, instead of an error.
  const readBefore = today.emulator.catalog.albums[0]!
  await page.goto(`${new URL(page.url()).origin}/#/album/${readBefore.id}`)
  await expect(page.getByTestId('offline-copy')).toHaveText(/^Offline · as read at \d{1,2}:\d{2}/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(readBefore.name)
  const down = await walk(page, today, 1, 'down', found)
  // The walk met the outage: pages said so in a listener's words.
  expect(down).toContain('cannot reach')
  await nowPlaying()
  await expect(statusNotice).toHaveAttribute('data-status', 'offline')
  const backAt = today.clock.now()
  today.emulator.faults.reset()
  await expect(statusNotice).toHaveAttribute('data-status', 'idle', { timeout: 30_000 })
  // A figure for the run's log (docs/performance.md), never asserted: how long the Offline mark stayed (on
  // Encore's clock, which runs fast here).
  console.warn(`[measure] the Offline mark left ${today.clock.now() - backAt} ms after the service returned`)

  today.emulator.faults.set({ throttleRate: 1, throttleRetryAfterSeconds: [2, 4] })
  const storm = await walk(page, today, 2, '429 storm', found)
  expect(storm).toMatch(/wait|slow down/)
  today.emulator.faults.reset()
  await nowPlaying()
  await expect(statusNotice).toHaveAttribute('data-status', 'idle', { timeout: 30_000 })
}

/** The walk over quota: one request left in a long window, so everything after it is refused. */
async function overQuota(page: Page, today: TodayApp, found: Found[]): Promise<void> {
  const statusNotice = statusNoticeOf(page)
  const nowPlaying = nowPlayingOf(page)
  today.emulator.setQuota(1, { windowSeconds: 3_600 })
  const quota = await walk(page, today, 3, 'over quota', found)
  expect(quota).toContain('used up its requests')
  today.emulator.setQuota(null)
  await nowPlaying()
  await expect(statusNotice).toHaveAttribute('data-status', 'idle', { timeout: 30_000 })
}
