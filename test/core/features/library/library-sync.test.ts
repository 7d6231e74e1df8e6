import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { PLAYLIST_ITEMS_HIDDEN } from '../../../../electron/contract'
import type { LibraryStatus, Notice } from '../../../../electron/contract'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../../../support/encore-on-emulator'
import { pageApi } from '../../../support/page-api'

/**
 * The library's sync against the emulator: core (createEncore) signed in to the demo, a data folder of its own,
 * and "another client" changing the library through the emulator's own API.
 */

const apps: EncoreOnEmulator[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close().catch(() => {})
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'encore-library-'))
  dirs.push(dir)
  return dir
}

/** Core with a data folder; on a new emulator, or again on a running one (a restart of Encore). */
async function start(options: { dataDir: string; savedTracks?: number; running?: EncoreOnEmulator }) {
  const app = await startEncoreOnEmulator({
    dataDir: options.dataDir,
    emulator: { savedTracks: options.savedTracks ?? 180 },
    ...(options.running ? { running: options.running.emulator } : {}),
    account: { api: { scheduler: { budget: 5_000 } } },
  })
  apps.push(app)
  const statuses: LibraryStatus[] = []
  const notices: Notice[] = []
  app.encore.on('library.changed', (status) => statuses.push(status))
  app.encore.on('notice', (notice) => notices.push(notice))
  return { app, statuses, notices }
}

/** What another client (a phone) sends to the emulator, as the demo user. */
async function elsewhere(app: EncoreOnEmulator, method: string, path: string, body?: unknown) {
  const token = app.emulator.issueToken().access_token
  const response = await fetch(`${app.emulator.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  expect(response.status, `${method} ${path}`).toBeLessThan(300)
  return response.text()
}

const savedOrder = (app: EncoreOnEmulator) =>
  [...app.emulator.state.demoUser().library.tracks.keys()].reverse()
const trackRequests = (app: EncoreOnEmulator) =>
  app.emulator.traffic.count({ method: 'GET', path: '/me/tracks' })
const itemRequests = (app: EncoreOnEmulator) =>
  app.emulator.traffic.count({ method: 'GET', path: /^\/playlists\/[^/]+\/(?:tracks|items)$/ })
const cacheFiles = (dir: string) =>
  existsSync(join(dir, 'library'))
    ? readdirSync(join(dir, 'library')).filter((name) => name.endsWith('.json'))
    : []

async function allTrackIds(app: EncoreOnEmulator): Promise<string[]> {
  const window = await pageApi(app.encore).library.tracks({ offset: 0, limit: 500 })
  return window.items.map((row) => row.track.id!)
}

describe('library sync against the emulator', () => {
  it('full: every list, the first page at once, progress with counts, pages in parallel, the cache written', async () => {
    const dir = dataDir()
    const { app, statuses } = await start({ dataDir: dir })
    await app.signIn()
    await app.encore.library.service.idle()

    const status = await pageApi(app.encore).library.status()
    const user = app.emulator.state.demoUser()
    expect(status).toMatchObject({
      status: 'ready',
      fromCache: false,
      sync: { state: 'done' },
      counts: {
        tracks: 180,
        albums: user.library.albums.size,
        artists: user.follows.artists.size,
        playlists: user.playlists.length,
      },
    })
    expect(await allTrackIds(app)).toEqual(savedOrder(app))
    // The first page showed before the rest arrived, and progress said how far it was.
    const firstRows = statuses.find((entry) => entry.counts.tracks > 0)
    expect(firstRows?.counts.tracks).toBe(50)
    expect(
      statuses.some(
        (entry) => entry.sync.kinds.tracks.total === 180 && entry.sync.kinds.tracks.state === 'reading',
      ),
    ).toBe(true)
    expect(trackRequests(app)).toBe(4)
    const [file] = cacheFiles(dir)
    expect(file).toMatch(/^library-[0-9a-f]{24}\.json$/)
    expect(statSync(join(dir, 'library', file!)).mode & 0o777).toBe(0o600)
  })

  it('incremental: reads only the new head, shows the cache at start before any request, and reads everything again when something was removed elsewhere', async () => {
    const dir = dataDir()
    const first = await start({ dataDir: dir })
    await first.app.signIn()
    await first.app.encore.library.service.idle()
    const unsaved = first.app.emulator.catalog.tracks
      .map((track) => track.id)
      .filter((id) => !savedOrder(first.app).includes(id))
    await elsewhere(first.app, 'PUT', `/me/tracks?ids=${unsaved.slice(0, 3).join(',')}`)
    first.app.emulator.traffic.clear()
    await pageApi(first.app.encore).library.sync()
    await first.app.encore.library.service.idle()
    expect(trackRequests(first.app)).toBe(1)
    const ids = await allTrackIds(first.app)
    expect(ids).toHaveLength(183)
    expect(ids).toEqual(savedOrder(first.app))

    // Removed on another device: the counts no longer add up, so the whole list is read again.
    await elsewhere(first.app, 'DELETE', `/me/tracks?ids=${ids[100]}`)
    first.app.emulator.traffic.clear()
    await pageApi(first.app.encore).library.sync()
    await first.app.encore.library.service.idle()
    expect(trackRequests(first.app)).toBe(4)
    expect(await allTrackIds(first.app)).toEqual(savedOrder(first.app))
    await first.app.encore.dispose()

    // Started again: the library shows from the cache before the library asked the service anything.
    const { app: second } = await start({ dataDir: dir, running: first.app })
    second.emulator.traffic.clear()
    let atFirstShow: { status: LibraryStatus; requests: number } | undefined
    second.encore.on('library.changed', (status) => {
      if (status.status === 'ready' && !atFirstShow) {
        atFirstShow = { status, requests: trackRequests(second) }
      }
    })
    await second.signIn()
    expect(atFirstShow?.status).toMatchObject({ fromCache: true, counts: { tracks: 182 } })
    expect(atFirstShow?.requests).toBe(0)
    await second.encore.library.service.idle()
  })

  it('interrupted and resumed: a cancelled read keeps its pages, and the next start goes on from them', async () => {
    const dir = dataDir()
    const first = await start({ dataDir: dir, savedTracks: 400 })
    const traffic = first.app.emulator.traffic
    const tracksReads = { method: 'GET', path: '/me/tracks' }
    // Every /me/tracks request of the first start, counted as it arrives (before it is answered).
    let arrived = 0
    let counting = true
    const countArrivals = (): void =>
      void traffic.arrival(tracksReads).then(() => {
        arrived++
        if (counting) countArrivals()
      })
    countArrivals()
    first.app.emulator.faults.set({ latencyMs: 50 })
    // Cancel once the sixth page is asked for and two pages have been answered (other lists share the request
    // slots, so a sixth request does not mean an answer came back): some pages are held, the last ones not.
    const answered = () => traffic.count({ ...tracksReads, status: 200 })
    const cancelled = (async () => {
      for (let request = 1; request <= 6; request++) {
        await traffic.arrival(tracksReads)
      }
      while (answered() < 2) await new Promise((resolve) => setTimeout(resolve, 5))
      await pageApi(first.app.encore).library.cancelSync()
    })()
    await first.app.signIn()
    await cancelled
    await first.app.encore.library.service.idle()
    const stopped = await pageApi(first.app.encore).library.status()
    expect(stopped.sync.state).toBe('cancelled')
    expect(stopped.sync.kinds.tracks.state).toBe('cancelled')
    const readBefore = answered()
    expect(readBefore).toBeLessThan(8)
    await first.app.encore.dispose()
    counting = false
    // The cancelled requests may still be on their way: once each that arrived has ended (answered or
    // aborted), none of them can be logged after the clear and be counted as the second start's.
    while (traffic.count(tracksReads) < arrived) await new Promise((resolve) => setTimeout(resolve, 5))

    first.app.emulator.faults.reset()
    traffic.clear()
    const { app: second } = await start({ dataDir: dir, running: first.app })
    await second.signIn()
    await second.encore.library.service.idle()
    const window = await pageApi(second.encore).library.tracks({ offset: 0, limit: 500 })
    expect(window.total).toBe(400)
    expect(window.items.map((row) => row.track.id)).toEqual(savedOrder(second))
    // 8 pages in all; those held from before were not read again (the first page is read each time).
    const readAfter = second.emulator.traffic.count({ method: 'GET', path: '/me/tracks', status: 200 })
    expect(readAfter).toBeLessThan(8)
    expect(readAfter + readBefore).toBeGreaterThanOrEqual(9)
  })

  it('a damaged cache file is reported, set aside and rebuilt', async () => {
    const dir = dataDir()
    const first = await start({ dataDir: dir })
    await first.app.signIn()
    await first.app.encore.library.service.idle()
    const path = first.app.encore.library.service.cachePath()!
    await first.app.encore.dispose()
    writeFileSync(path, '{"format":"encore-library","version":1,"tracks":[["cut short')

    const second = await start({ dataDir: dir, running: first.app })
    await second.app.signIn()
    await second.app.encore.library.service.idle()
    expect(second.notices).toContainEqual(
      expect.objectContaining({ level: 'warning', code: 'LIBRARY_CACHE' }),
    )
    const status = await pageApi(second.app.encore).library.status()
    expect(status.cacheProblem).toMatch(/could not be used: it is not JSON/)
    expect(status.counts.tracks).toBe(180)
    expect(existsSync(`${path}.corrupt`)).toBe(true)
    await second.app.encore.dispose()

    // The rebuilt file is good: the next start shows it without a word.
    const third = await start({ dataDir: dir, running: first.app })
    await third.app.signIn()
    expect(third.statuses.find((entry) => entry.status === 'ready')).toMatchObject({
      fromCache: true,
      cacheProblem: null,
      counts: { tracks: 180 },
    })
    await third.app.encore.library.service.idle()
  })

  it('a damaged cache file is reported in the language spoken: German, then Japanese', async () => {
    const dir = dataDir()
    const first = await start({ dataDir: dir, savedTracks: 3 })
    await first.app.signIn()
    await first.app.encore.library.service.idle()
    const path = first.app.encore.library.service.cachePath()!
    await first.app.encore.dispose()
    writeFileSync(path, '{"format":"encore-library"')

    const second = await start({ dataDir: dir, savedTracks: 3, running: first.app })
    second.app.encore.api.settings.update({ language: 'de' })
    await second.app.signIn()
    await second.app.encore.library.service.idle()
    expect(second.notices).toContainEqual({
      level: 'warning',
      code: 'LIBRARY_CACHE',
      message:
        'Der Zwischenspeicher deiner Bibliothek auf diesem Computer konnte nicht verwendet werden: it is not JSON (cut short or damaged). Encore liest deine Bibliothek neu ein.',
    })
    await second.app.encore.dispose()

    writeFileSync(path, '{"format":"encore-library"')
    const third = await start({ dataDir: dir, savedTracks: 3, running: first.app })
    third.app.encore.api.settings.update({ language: 'ja' })
    await third.app.signIn()
    await third.app.encore.library.service.idle()
    expect(third.notices.find((notice) => notice.code === 'LIBRARY_CACHE')?.message).toBe(
      'このパソコンにあるライブラリのキャッシュを使用できませんでした（it is not JSON (cut short or damaged)）。Encore はライブラリをもう一度読み込みます。',
    )
  })

  it('a sync that finds nothing new, even just after a start from the cache, does not write the cache again', async () => {
    const dir = dataDir()
    const first = await start({ dataDir: dir })
    await first.app.signIn()
    await first.app.encore.library.service.idle()
    const path = first.app.encore.library.service.cachePath()!
    const written = (await pageApi(first.app.encore).library.status()).cachedAt
    expect(written).not.toBeNull()
    const text = readFileSync(path, 'utf8')
    await first.app.encore.dispose()

    const { app: second, statuses } = await start({ dataDir: dir, running: first.app })
    await second.signIn()
    await second.encore.library.service.idle()
    const revisions = statuses.filter((entry) => entry.status === 'ready').map((entry) => entry.revision)
    expect(new Set(revisions).size).toBe(1)
    expect(await pageApi(second.encore).library.status()).toMatchObject({
      fromCache: false,
      cachedAt: written,
      sync: { state: 'done' },
    })
    expect(readFileSync(path, 'utf8')).toBe(text)

    // Something new is written.
    const unsaved = second.emulator.catalog.tracks.find((track) => !savedOrder(second).includes(track.id))!
    await elsewhere(second, 'PUT', `/me/tracks?ids=${unsaved.id}`)
    await pageApi(second.encore).library.sync()
    await second.encore.library.service.idle()
    expect(readFileSync(path, 'utf8')).toContain(unsaved.id)
  })

  it('snapshot reuse: playlists whose snapshot did not change are not read again', async () => {
    const { app } = await start({ dataDir: dataDir() })
    await app.signIn()
    await app.encore.library.service.idle()
    const playlists = (await pageApi(app.encore).library.playlists({ offset: 0, limit: 100 })).items
    expect(itemRequests(app)).toBe(playlists.length)

    app.emulator.traffic.clear()
    await pageApi(app.encore).library.sync()
    await app.encore.library.service.idle()
    expect(itemRequests(app)).toBe(0)

    const own = playlists.find((playlist) => playlist.owner.id === app.emulator.user.id)!
    await elsewhere(app, 'POST', `/playlists/${own.id}/tracks`, {
      uris: [`spotify:track:${app.emulator.catalog.tracks[0]!.id}`],
    })
    app.emulator.traffic.clear()
    await pageApi(app.encore).library.sync()
    await app.encore.library.service.idle()
    expect(
      app.emulator.traffic
        .entries()
        .filter((entry) => /^\/playlists\/[^/]+\/(?:tracks|items)$/.test(entry.path))
        .map((entry) => entry.path),
    ).toEqual([`/playlists/${own.id}/tracks`])
  })

  it('signing out clears what the page holds and forgets the cache', async () => {
    const dir = dataDir()
    const { app, statuses } = await start({ dataDir: dir })
    await app.signIn()
    await app.encore.library.service.idle()
    expect(cacheFiles(dir)).toHaveLength(1)
    const before = statuses.at(-1)!.revision
    await pageApi(app.encore).session.signOut()
    const after = statuses.at(-1)!
    expect(after).toMatchObject({
      status: 'none',
      counts: { tracks: 0, albums: 0, playlists: 0, artists: 0 },
    })
    expect(after.revision).toBeGreaterThan(before)
    expect((await pageApi(app.encore).library.tracks({ offset: 0, limit: 10 })).items).toEqual([])
    expect(cacheFiles(dir)).toEqual([])
  })

  it('on today’s service, the items of playlists the user neither owns nor collaborates on are not asked for', async () => {
    const app = await startEncoreOnEmulator({ profile: 'spotify', emulator: { apiMode: '2026' } })
    apps.push(app)
    await app.signIn()
    await app.encore.library.service.idle()
    const user = app.emulator.user.id
    const held = app.encore.library.service.current()!.data
    const others = held.playlists.filter((playlist) => playlist.owner.id !== user && !playlist.collaborative)
    const mine = held.playlists.filter((playlist) => playlist.owner.id === user || playlist.collaborative)
    expect(others.length).toBeGreaterThan(0)
    expect(mine.length).toBeGreaterThan(0)
    // The list says who owns each: nothing is sent to be refused, and each is kept as shown without items.
    expect(app.emulator.traffic.entries().filter((entry) => entry.status === 403)).toEqual([])
    for (const playlist of others) {
      expect(app.emulator.traffic.count({ path: `/playlists/${playlist.id}/items` }), playlist.name).toBe(0)
      expect(held.playlistItems.get(playlist.id)).toMatchObject({
        rows: null,
        unavailable: PLAYLIST_ITEMS_HIDDEN,
      })
    }
    for (const playlist of mine) expect(held.playlistItems.get(playlist.id)?.rows).not.toBeNull()
    // The list claims no tracks it cannot show: no count for those, a count for the others.
    const listed = (await pageApi(app.encore).library.playlists({ offset: 0, limit: 50 })).items
    for (const playlist of others)
      expect(listed.find((each) => each.id === playlist.id)?.totalItems, playlist.name).toBeNull()
    for (const playlist of mine)
      expect(listed.find((each) => each.id === playlist.id)?.totalItems, playlist.name).toEqual(
        expect.any(Number),
      )
  })
})
