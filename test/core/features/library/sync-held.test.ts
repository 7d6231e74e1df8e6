import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startEmulator, type EmulatorHandle } from '../../../../electron/emulator'
import type { LibraryStatus } from '../../../../electron/contract'
import {
  SPOTIFY_LIKE_CLIENT_ID,
  startEncoreOnEmulator,
  type EncoreOnEmulator,
} from '../../../support/encore-on-emulator'
import { ManualClock } from '../../../support/manual-clock'

/**
 * A first read of a library bigger than the day's request budget allows (3,000 saved tracks, 60 pages, under
 * the smallest budget: 100 a day, of which the library may spend 60 %): what was read shows and is kept, the
 * list says when it goes on, and it goes on by itself, from where it stopped.
 */

const HOUR = 3_600_000
const MORNING = Date.UTC(2026, 10, 29, 8)
const apps: EncoreOnEmulator[] = []
const emulators: EmulatorHandle[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close().catch(() => {})
  for (const emulator of emulators.splice(0)) await emulator.close()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function todaysService(): Promise<EmulatorHandle> {
  const emulator = await startEmulator({
    apiMode: '2026',
    size: 'demo',
    savedTracks: 3000,
    autoApprove: true,
    extraClientIds: [SPOTIFY_LIKE_CLIENT_ID],
  })
  emulators.push(emulator)
  return emulator
}

/** Core signed in to today's service at `at`, under the smallest budget; after its first sync. */
async function start(options: { at?: number; dataDir?: string; running?: EmulatorHandle } = {}) {
  const clock = new ManualClock(options.at ?? MORNING)
  const running = options.running ?? (await todaysService())
  const app = await startEncoreOnEmulator({
    profile: 'spotify',
    clock,
    running,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  })
  apps.push(app)
  const shown: LibraryStatus[] = []
  app.encore.on('library.changed', (changed) => shown.push(changed))
  await app.encore.api.settings.update({ requestBudget: { perDay: 100 } })
  await app.signIn()
  await app.encore.library.service.idle()
  return { app, clock, shown }
}

const trackReads = (emulator: EmulatorHandle) => emulator.traffic.count({ method: 'GET', path: '/me/tracks' })
const status = (app: EncoreOnEmulator): Promise<LibraryStatus> => app.encore.api.library.status()

describe('a library read held back by the day’s request budget', () => {
  it('shows every page read from the top, says when it goes on, and is no failure', async () => {
    const { app, clock } = await start()
    const { sync, counts } = await status(app)
    const tracks = sync.kinds.tracks
    expect(sync.state).toBe('held')
    expect(tracks).toMatchObject({ state: 'held', total: 3000, error: null })
    expect(tracks.resumesAt).toBeGreaterThan(clock.now())
    // The day is counted by the minute: a day and a minute at most.
    expect(tracks.resumesAt).toBeLessThanOrEqual(clock.now() + 24 * HOUR + 60_000)
    // More than the first page, less than the whole: the pages read without a gap from the top.
    expect(counts.tracks).toBeGreaterThan(50)
    expect(counts.tracks).toBeLessThan(3000)
    expect(counts.tracks % 50).toBe(0)
    expect(counts.tracks).toBeLessThanOrEqual(tracks.loaded)
    const last = await app.encore.api.library.tracks({
      offset: counts.tracks - 1,
      limit: 1,
      sort: 'recent',
      reverse: false,
      filter: '',
    })
    expect(last.items).toHaveLength(1)
    expect(app.logLines.filter((line) => line.includes('could not be read'))).toEqual([])
  }, 60_000)

  it('goes on by itself when the budget has room again, reading no page twice but the first', async () => {
    const { app, clock } = await start()
    const firstDay = trackReads(app.emulator)
    let days = 0
    for (; (await status(app)).sync.state === 'held' && days < 4; days++) {
      const { resumesAt } = (await status(app)).sync.kinds.tracks
      clock.advance(resumesAt! - clock.now() + 10_000)
      await app.encore.library.service.idle()
    }
    const { sync, counts } = await status(app)
    expect(sync.state).toBe('done')
    expect(counts.tracks).toBe(3000)
    expect(firstDay).toBeLessThan(60)
    expect(days).toBeGreaterThanOrEqual(1)
    // 60 pages in all; each day that went on read the first page again, to see the list had not changed.
    expect(trackReads(app.emulator)).toBe(60 + days)
  }, 60_000)

  it('two songs saved on a phone meanwhile: the kept pages move down by two instead of being read again', async () => {
    const { app, clock } = await start()
    const saved = new Set(app.emulator.state.demoUser().library.tracks.keys())
    const unsaved = app.emulator.catalog.tracks.filter((track) => !saved.has(track.id)).slice(0, 2)
    const token = app.emulator.issueToken().access_token
    const uris = unsaved.map((track) => `spotify:track:${track.id}`).join(',')
    const put = await fetch(`${app.emulator.apiUrl}/me/library?uris=${uris}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(put.status).toBe(200)
    const firstDay = trackReads(app.emulator)
    clock.advance((await status(app)).sync.kinds.tracks.resumesAt! - clock.now() + 10_000)
    await app.encore.library.service.idle()
    const { sync, counts } = await status(app)
    expect(sync.state).toBe('done')
    expect(counts.tracks).toBe(3002)
    // 61 pages now. The first day's pages are not read again: only the first page (to see what changed) and
    // the page where the kept ones end, half-known after the move.
    expect(trackReads(app.emulator) - firstDay).toBeLessThanOrEqual(61 - firstDay + 2)
    const rows = await app.encore.api.library.tracks({
      offset: 0,
      limit: 500,
      sort: 'recent',
      reverse: false,
      filter: '',
    })
    expect(rows.total).toBe(3002)
    const all = []
    for (let offset = 0; offset < 3002; offset += 500) {
      const window = await app.encore.api.library.tracks({
        offset,
        limit: 500,
        sort: 'recent',
        reverse: false,
        filter: '',
      })
      all.push(...window.items.map((row) => row.track.id))
    }
    expect(new Set(all).size).toBe(3002)
    expect(all.slice(0, 2).sort()).toEqual(unsaved.map((track) => track.id).sort())
  }, 60_000)

  it('after a restart on a later day, the kept pages show at once and are not read again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'encore-held-'))
    dirs.push(dataDir)
    const first = await start({ dataDir })
    const { counts, sync } = await status(first.app)
    await first.app.close()
    const later = await start({
      dataDir,
      running: first.app.emulator,
      at: sync.kinds.tracks.resumesAt! + HOUR,
    })
    expect(later.shown.find((shown) => shown.fromCache)?.counts.tracks).toBe(counts.tracks)
    expect((await status(later.app)).counts.tracks).toBe(3000)
    expect(trackReads(first.app.emulator)).toBe(60 + 1)
  }, 60_000)
})
