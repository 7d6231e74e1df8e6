import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EncoreError } from '../../../../electron/core/base/errors'
import { createKeptPages } from '../../../../electron/core/features/library/kept-pages'
import {
  createKeptPagesStore,
  MAX_BYTES,
  MAX_PAGES,
  PAGES_FOLDER,
} from '../../../../electron/core/features/library/kept-pages-store'
import { createMemoryLogger } from '../../../support/memory-logger'
import { tempFolder } from '../../../support/temp-folders'

/**
 * Pages read before, kept on disk per user (kept-pages-store.ts): they open after a restart without the network,
 * marked with when they were read; the last 200 and at most 20 MB, the oldest read going first.
 */
const listener = { service: 'demo', userId: 'listener' }
const other = { service: 'demo', userId: 'someone-else' }
const offline = () => Promise.reject(new EncoreError('NETWORK', 'The service cannot be reached.'))

function clock() {
  let now = Date.parse('2026-12-06T18:00:00Z')
  return { now: () => now, pass: (ms: number) => (now += ms) }
}

/** One start of Encore on `dir`: its kept pages, opened for `owner`. */
function start(dir: string, time = clock(), bounds?: { pages: number; bytes: number }, owner = listener) {
  const pages = createKeptPages(time, 100, createKeptPagesStore(dir, createMemoryLogger().logger, bounds))
  pages.open(owner)
  return pages
}

const page = (name: string, size = 10) => ({ name, notes: 'x'.repeat(size) })
const keptNames = async (pages: ReturnType<typeof start>, keys: string[]) => {
  const found: string[] = []
  for (const key of keys) {
    const copy = await pages.read<{ name: string }>(key, offline).catch(() => null)
    if (copy) found.push(copy.name)
  }
  return found
}

describe('pages kept on disk', () => {
  it('are bounded at the last 200 pages and 20 MB', () => {
    expect([MAX_PAGES, MAX_BYTES]).toEqual([200, 20 * 1024 * 1024])
  })

  it('open after a restart while the service cannot be reached, marked with when they were read', async () => {
    const dir = tempFolder('encore-kept-pages-')
    const time = clock()
    await start(dir, time).read('album a', async () => page('Early Anchors'))
    const readAt = time.now()
    time.pass(86_400_000)
    const again = start(dir, time)
    expect(await again.read('album a', offline)).toEqual({ ...page('Early Anchors'), offlineReadAt: readAt })
    await expect(again.read('album never', offline)).rejects.toMatchObject({ code: 'NETWORK' })
    // Owner-only files, in a folder of the user's own.
    const folder = join(dir, PAGES_FOLDER, readdirSync(join(dir, PAGES_FOLDER))[0]!)
    for (const name of readdirSync(folder)) {
      if (process.platform !== 'win32') expect(statSync(join(folder, name)).mode & 0o777).toBe(0o600)
    }
  })

  it('keep the last pages by count: the oldest read goes first, a page read again is the newest', async () => {
    const dir = tempFolder('encore-kept-pages-')
    const time = clock()
    const pages = start(dir, time, { pages: 3, bytes: MAX_BYTES })
    for (const name of ['a', 'b', 'c']) {
      await pages.read(name, async () => page(name))
      time.pass(1_000)
    }
    await pages.read('a', async () => page('a'))
    await pages.read('d', async () => page('d'))
    const again = start(dir, time, { pages: 3, bytes: MAX_BYTES })
    expect(await keptNames(again, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd'])
    const folder = join(dir, PAGES_FOLDER, readdirSync(join(dir, PAGES_FOLDER))[0]!)
    expect(readdirSync(folder)).toHaveLength(4)
  })

  it('keep at most their bound in bytes: the oldest go first, and a page larger than the bound is not kept', async () => {
    const dir = tempFolder('encore-kept-pages-')
    const bounds = { pages: MAX_PAGES, bytes: 2_500 }
    const pages = start(dir, clock(), bounds)
    for (const name of ['a', 'b', 'c']) await pages.read(name, async () => page(name, 1_000))
    await pages.read('huge', async () => page('huge', 5_000))
    expect(await keptNames(start(dir, clock(), bounds), ['a', 'b', 'c', 'huge'])).toEqual(['b', 'c'])
  })

  it('are each user’s own: another user sees none of them, and a sign-out that forgets erases them', async () => {
    const dir = tempFolder('encore-kept-pages-')
    const mine = start(dir)
    await mine.read('album a', async () => page('Mine'))
    mine.open(other)
    await expect(mine.read('album a', offline)).rejects.toMatchObject({ code: 'NETWORK' })
    await mine.read('album a', async () => page('Theirs'))
    mine.open(listener)
    expect(await keptNames(mine, ['album a'])).toEqual(['Mine'])
    expect(await keptNames(start(dir, clock(), undefined, other), ['album a'])).toEqual(['Theirs'])

    mine.forget(listener)
    expect(await keptNames(start(dir), ['album a'])).toEqual([])
    expect(await keptNames(start(dir, clock(), undefined, other), ['album a'])).toEqual(['Theirs'])
  })
})
