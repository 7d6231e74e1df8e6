import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../../../support/encore-on-emulator'

/**
 * The library rests while nothing shows Encore: its rows live only in the cache file, and come back, the same,
 * when something asks for them. Core (createEncore) signed in to the demo on a real emulator, a data folder of
 * its own, a rest after 150 ms instead of a minute.
 */

const REST_MS = 150
const apps: EncoreOnEmulator[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close().catch(() => {})
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function signedIn() {
  const dataDir = mkdtempSync(join(tmpdir(), 'encore-rest-'))
  dirs.push(dataDir)
  const app = await startEncoreOnEmulator({
    dataDir,
    emulator: { savedTracks: 120 },
    account: { api: { scheduler: { budget: 5_000 } }, libraryRestAfterMs: REST_MS },
  })
  apps.push(app)
  await app.signIn()
  await app.encore.library.service.idle()
  return { app, dataDir }
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The saved tracks' ids, newest first (`limit` apart from 500: a window the page did not read last). */
async function trackIds(app: EncoreOnEmulator, limit = 500): Promise<string[]> {
  const window = await app.encore.api.library.tracks({
    offset: 0,
    limit,
    sort: 'recent',
    reverse: false,
    filter: '',
  })
  return window.items.map((row) => row.track.id!)
}

describe('the library at rest', () => {
  it('rests once nothing shows Encore, keeps its counts, and comes back the same when asked', async () => {
    const { app } = await signedIn()
    const service = app.encore.library.service
    const before = await trackIds(app)
    const counts = service.status().counts
    expect(before).toHaveLength(120)
    await until(() => !service.awake(), 'the library rests')
    expect(service.status().counts).toEqual(counts)
    expect(service.status().status).toBe('ready')
    // A filtered, sorted window works out over the rows read back from the file.
    expect(await trackIds(app, 400)).toEqual(before.slice(0, 400))
    expect(service.awake()).toBe(true)
  })

  it('wakes a slice at a time for a window about to show it: the same rows, read once', async () => {
    const { app } = await signedIn()
    const service = app.encore.library.service
    const before = await trackIds(app)
    await until(() => !service.awake(), 'the library rests')
    await service.wakeSoon()
    expect(service.awake()).toBe(true)
    expect(await trackIds(app, 400)).toEqual(before.slice(0, 400))

    await until(() => !service.awake(), 'the library rests again')
    const order: string[] = []
    const waking = service.wakeSoon().then(() => order.push('woken'))
    // The page asks meanwhile: its answer waits for that wake instead of reading the whole file again at once.
    const read = trackIds(app, 300).then((ids) => {
      order.push('read')
      return ids
    })
    expect(await read).toEqual(before.slice(0, 300))
    await waking
    expect(order).toEqual(['woken', 'read'])
    expect(service.awake()).toBe(true)
  })

  it('answers a window the page read last while it rests, without waking it; another window wakes it', async () => {
    const { app } = await signedIn()
    const service = app.encore.library.service
    const input = { offset: 50, limit: 50, sort: 'title' as const, reverse: false, filter: '' }
    const read = await app.encore.api.library.tracks(input)
    await until(() => !service.awake(), 'the library rests')
    // A released window opening again asks first for the rows it showed.
    const query = { sort: input.sort, reverse: input.reverse, filter: input.filter }
    expect(app.encore.library.windowKept('tracks', query, 60)).toBe(true)
    expect(app.encore.library.windowKept('tracks', query, 100)).toBe(false)
    expect(app.encore.library.windowKept('albums', query, 60)).toBe(false)
    expect(await app.encore.api.library.tracks(input)).toEqual(read)
    expect(service.awake()).toBe(false)
    const above = await app.encore.api.library.tracks({ ...input, offset: 0 })
    expect(service.awake()).toBe(true)
    // Awake, nothing is read ahead of a window anyway: it reads at once.
    expect(app.encore.library.windowKept('tracks', query, 60)).toBe(false)
    expect(above.items).toHaveLength(50)
    expect(above.revision).toBe(read.revision)
  })

  it('stays in memory while a window shows Encore, and rests once it is hidden', async () => {
    const { app } = await signedIn()
    const service = app.encore.library.service
    await app.encore.api.playback.setVisible({ viewer: 'main', visible: true })
    await sleep(REST_MS * 4)
    expect(service.awake()).toBe(true)
    await app.encore.api.playback.setVisible({ viewer: 'main', visible: false })
    await until(() => !service.awake(), 'the library rests')
  })

  it('a save made while it rests wakes it, is kept through the next rest, and is on screen after', async () => {
    const { app } = await signedIn()
    const service = app.encore.library.service
    await until(() => !service.awake(), 'the library rests')
    const [first] = await trackIds(app)
    await until(() => !service.awake(), 'the library rests again')
    await app.encore.api.library.setSaved({ uris: [`spotify:track:${first!}`], saved: false })
    expect(service.awake()).toBe(true)
    await until(() => !service.awake(), 'the library rests after the save')
    const after = await trackIds(app)
    expect(after).not.toContain(first)
    expect(after).toHaveLength(119)
  })

  it('a cache file lost while it rests: the library is read again, and nothing is shown missing for good', async () => {
    const { app, dataDir } = await signedIn()
    const service = app.encore.library.service
    const before = await trackIds(app)
    await until(() => !service.awake(), 'the library rests')
    for (const file of readdirSync(join(dataDir, 'library'))) rmSync(join(dataDir, 'library', file))
    // A window not read last: it needs the rows themselves.
    await trackIds(app, 400)
    await sleep(20)
    await service.idle()
    expect(await trackIds(app, 400)).toEqual(before.slice(0, 400))
  })

  it('while it rests, says which tracks are saved without a request and without waking', async () => {
    const { app } = await signedIn()
    const service = app.encore.library.service
    const saved = await trackIds(app)
    const other = app.emulator.catalog.tracks.find((track) => !saved.includes(track.id))!
    await until(() => !service.awake(), 'the library rests')
    app.emulator.traffic.clear()
    for (const id of saved) expect(app.encore.saved.known(`spotify:track:${id}`), id).toBe(true)
    expect(app.encore.saved.known(`spotify:track:${other.id}`)).toBe(false)
    // Albums are not kept while resting: that the library cannot tell.
    expect(app.encore.saved.known(`spotify:album:${other.albumId}`)).toBeUndefined()
    expect(service.awake()).toBe(false)
    expect(app.emulator.traffic.entries()).toEqual([])
  })
})
