import type { Page } from '@playwright/test'
import { detachedNodes } from '../support/detached-nodes'
import { signIn } from './support/player-app'
import { expect, test } from './support/player-test'

/**
 * A screen that closes lets its DOM go: after a walk over Home, Now playing, the library, an album and
 * Settings and back to Home, nothing of the closed screens stays in memory but the covers the page holds on
 * purpose (held-images.ts: showing one again decodes nothing). Each store used to tie its watchers to the
 * first screen that used it, and that screen stayed, DOM and all (stores/start-stores.ts).
 */

test.use({ viewport: { width: 1280, height: 800 } })

const visit = async (page: Page, route: string, heading: string | RegExp) => {
  await page.evaluate((hash) => (location.hash = hash), `#${route}`)
  await expect(page.getByRole('main').getByRole('heading', { name: heading }).first()).toBeVisible()
}

test('screens closed leave no DOM behind but the covers held on purpose', async ({
  page,
  running,
  problems,
}) => {
  test.setTimeout(90_000)
  await signIn(page, running.app)
  const album = running.emulator.catalog.albums[3]!
  for (let pass = 0; pass < 2; pass++) {
    await visit(page, '/', /^Hello/)
    await visit(page, '/now-playing', 'Now playing')
    await visit(page, '/library/tracks', 'Your Library')
    await expect(page.getByRole('grid', { name: 'Saved tracks' }).getByRole('row').nth(3)).toBeVisible()
    await visit(page, `/album/${album.id}`, album.name)
    await visit(page, '/settings', 'Settings')
  }
  await visit(page, '/', /^Hello/)

  // Vue keeps a <template> (and its content) of its own to parse static markup, and KeepAlive (Home is kept while
  // away, App.vue) one bare <div> it moves kept pages into, empty while Home shows: nothing of a screen. Polled:
  // an element that just left (a closing transition) may still be on its way out.
  const ofScreens = (names: string[]) => {
    const screens = names.filter(
      (name) => !name.startsWith('<img') && name !== '<template>' && name !== 'DocumentFragment',
    )
    const keepAliveStore = screens.indexOf('<div>')
    return keepAliveStore < 0 ? screens : screens.toSpliced(keepAliveStore, 1)
  }
  await expect.poll(async () => ofScreens(await detachedNodes(page)), { timeout: 15_000 }).toEqual([])
  expect((await detachedNodes(page)).filter((name) => name.startsWith('<img')).length).toBeGreaterThan(0)
  expect(problems).toEqual([])
})
