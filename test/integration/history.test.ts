import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { EventName, HistoryStatus } from '../../electron/contract'
import { startEmulator, type EmulatorHandle } from '../../electron/emulator'
import {
  SPOTIFY_LIKE_CLIENT_ID,
  startEncoreOnEmulator,
  type EncoreOnEmulator,
} from '../support/encore-on-emulator'
import { pageApi } from '../support/page-api'

/**
 * The listening history inside the whole app (createEncore) against the emulator as today's service (2026):
 * the history.* methods, the history.changed event reaching a transport, the new single of a followed artist,
 * and the history kept across a restart and a sign-out.
 */

const made: string[] = []
let emulator: EmulatorHandle | undefined
let apps: EncoreOnEmulator[] = []
afterEach(async () => {
  for (const app of apps) await app.close()
  apps = []
  await emulator?.close()
  emulator = undefined
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function startApp(dataDir: string): Promise<EncoreOnEmulator> {
  emulator ??= await startEmulator({
    size: 'small',
    seed: 'history-app',
    apiMode: '2026',
    autoApprove: true,
    extraClientIds: [SPOTIFY_LIKE_CLIENT_ID],
  })
  const app = await startEncoreOnEmulator({ running: emulator, dataDir, profile: 'spotify' })
  apps.push(app)
  return app
}

function until<T>(app: EncoreOnEmulator, event: EventName, match: (payload: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const off = app.encore.onEvent((name, payload) => {
      if (name !== event || !match(payload as T)) return
      off()
      resolve(payload as T)
    })
  })
}

describe('the listening history in the app, on today’s service', () => {
  it('fills from the service at sign-in, answers the shelves, finds a followed artist’s new single, and is kept', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'encore-history-app-'))
    made.push(dataDir)
    const app = await startApp(dataDir)
    // The service lists followed artists by id: the first is checked first. It has a single out today.
    const followed = [...emulator!.state.demoUser().follows.artists].sort()
    expect(followed.length).toBeGreaterThan(1)
    const { albumId } = emulator!.addRelease({ artistId: followed[0]!, name: 'Out Today' })

    const filled = until<HistoryStatus>(app, 'history.changed', (status) => status.plays > 0)
    await app.signIn()
    const status = await filled
    expect(status).toMatchObject({ plays: 50, serviceProblem: null })
    expect(status.owner?.service).toBe(`spotify@${emulator!.apiUrl}`)

    // As the page calls them: every answer passes its schema on the way out (the dispatcher checks it).
    const page = pageApi(app.encore)
    const recent = await page.history.recentlyPlayed({ limit: 20 })
    expect(recent.items).toHaveLength(20)
    expect(recent.nextBefore).toBe(recent.items.at(-1)?.playedAt)
    const jump = await page.history.jumpBackIn({ limit: 5 })
    expect(jump.length).toBeGreaterThan(0)
    expect(jump[0]).toMatchObject({ kind: 'album', name: expect.any(String) as unknown })
    const all = await page.history.listening({ range: 'all' })
    expect(all.totals.plays).toBe(50)
    expect(all.byHour).toHaveLength(24)
    // The top artists with their pictures: the history keeps none; the library's or one read of the rest.
    expect(all.topArtists.length).toBeGreaterThan(0)
    for (const top of all.topArtists) expect(top.images.length, top.artist.name).toBeGreaterThan(0)
    await expect(page.history.onRepeat({ limit: 5 })).resolves.toEqual(expect.any(Array))
    await expect(page.history.rediscover({ limit: 5 })).resolves.toEqual(expect.any(Array))
    const exported = await page.history.export({ format: 'json' })
    expect((JSON.parse(exported.text) as { plays: unknown[] }).plays).toHaveLength(50)
    await expect(page.history.listening({ range: 'week', limit: 0 } as never)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    })

    // The library reads the followed artists; the first check (on the background lane) finds the single.
    await app.encore.library.service.idle()
    const newReleases = () => app.encore.api.history.newReleases({ limit: 10 })
    await expect.poll(async () => (await newReleases()).items.length, { interval: 50 }).toBeGreaterThan(0)
    const releases = await newReleases()
    expect(releases.items.map((release) => release.album.id)).toEqual([albumId])
    expect(releases).toMatchObject({ followedArtists: followed.length, checkedArtists: 1 })
    expect(emulator!.traffic.count({ path: /^\/artists\/.*\/albums$/ })).toBe(1)

    // Signing out keeps it; signing in again finds it (and reads the service no sooner than ten minutes on).
    await app.encore.api.session.signOut()
    expect(readdirSync(join(dataDir, 'history'))).toHaveLength(1)
    await app.close()
    apps = []
    const again = await startApp(dataDir)
    await again.signIn()
    await expect(again.encore.api.history.status()).resolves.toMatchObject({ plays: 50 })
    expect(emulator!.traffic.count({ path: '/me/player/recently-played' })).toBe(1)
    const forgotten = await again.encore.api.history.forget()
    expect(forgotten.plays).toBe(0)
  }, 30_000)
})
