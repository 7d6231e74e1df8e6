import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { EmulatorOptions } from '../../../../electron/emulator'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../../../support/encore-on-emulator'
import { pageApi } from '../../../support/page-api'

/**
 * Followed shows, saved episodes and saved audiobooks in the library, against the emulator: read as saved
 * tracks are (one request a list when nothing changed, the cache shown first), kept fresh where they change
 * in place (resume points), audiobooks only where sold, saved and removed through the library's one write
 * path (the service's generation decides the endpoint).
 */

const apps: EncoreOnEmulator[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close().catch(() => {})
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function start(
  options: {
    dataDir?: string
    emulator?: Partial<EmulatorOptions>
    running?: EncoreOnEmulator
    profile?: 'demo' | 'spotify'
  } = {},
) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'encore-spoken-'))
  if (!options.dataDir) dirs.push(dataDir)
  const app = await startEncoreOnEmulator({
    dataDir,
    emulator: { seed: 'spoken-library', ...options.emulator },
    ...(options.running ? { running: options.running.emulator } : {}),
    ...(options.profile ? { profile: options.profile } : {}),
  })
  apps.push(app)
  await app.signIn()
  await app.encore.library.service.idle()
  return { app, dataDir, page: pageApi(app.encore) }
}

const spokenOf = (app: EncoreOnEmulator) => app.emulator.state.spokenOf(app.emulator.user.id)
const newestFirst = (saved: Map<string, string>) => [...saved.keys()].reverse()
const reads = (app: EncoreOnEmulator, path: string) => app.emulator.traffic.count({ method: 'GET', path })
const window = { offset: 0, limit: 100 }

describe('the spoken-word library', () => {
  it('reads followed shows, saved episodes and audiobooks, newest first, one request each', async () => {
    const { app, page } = await start({ emulator: { country: 'GB' } })
    const saved = spokenOf(app)
    const status = await page.library.status()
    expect(status.counts).toMatchObject({
      shows: saved.shows.size,
      episodes: saved.episodes.size,
      audiobooks: saved.audiobooks.size,
    })
    expect(saved.audiobooks.size).toBeGreaterThan(0)
    const shows = await page.library.shows(window)
    expect(shows.items.map((row) => row.show.id)).toEqual(newestFirst(saved.shows))
    const show = app.emulator.catalog.spoken.show(shows.items[0]!.show.id)!
    expect(shows.items[0]).toMatchObject({
      show: { name: show.name, publisher: show.publisher, totalEpisodes: show.episodeIds.length },
      addedAt: saved.shows.get(show.id),
    })
    const episodes = await page.library.episodes(window)
    expect(episodes.items.map((row) => row.episode.id)).toEqual(newestFirst(saved.episodes))
    const first = episodes.items[0]!.episode
    const point = saved.resumePoints.get(first.id)
    expect(first.show?.id).toBe(app.emulator.catalog.spoken.episode(first.id)!.showId)
    expect(first.resumePoint).toEqual({
      fullyPlayed: point?.fullyPlayed ?? false,
      positionMs: Math.round(point?.positionMs ?? 0),
    })
    const books = await page.library.audiobooks(window)
    expect(books.items.map((row) => row.audiobook.id)).toEqual(newestFirst(saved.audiobooks))
    for (const path of ['/me/shows', '/me/episodes', '/me/audiobooks']) expect(reads(app, path)).toBe(1)
  })

  it('starts from the cache; the refresh is one request a list and takes in a changed resume point', async () => {
    const first = await start()
    const episodeId = newestFirst(spokenOf(first.app).episodes)[0]!
    const showsBefore = await first.page.library.shows(window)
    await first.app.encore.dispose()
    first.app.emulator.setResumePoint(episodeId, { positionMs: 0, fullyPlayed: true })
    first.app.emulator.traffic.clear()

    const again = await start({ dataDir: first.dataDir, running: first.app })
    expect((await again.page.library.status()).cachedAt).not.toBeNull()
    expect((await again.page.library.shows(window)).items.map((row) => row.show)).toEqual(
      showsBefore.items.map((row) => row.show),
    )
    const episode = (await again.page.library.episodes(window)).items.find(
      (row) => row.episode.id === episodeId,
    )
    expect(episode?.episode.resumePoint).toEqual({ fullyPlayed: true, positionMs: 0 })
    for (const path of ['/me/shows', '/me/episodes', '/me/audiobooks']) expect(reads(again.app, path)).toBe(1)
  })

  it('does not ask for audiobooks where the service does not sell them', async () => {
    const { app, page } = await start({ emulator: { country: 'DE' } })
    expect((await page.library.status()).counts.audiobooks).toBe(0)
    expect(reads(app, '/me/audiobooks')).toBe(0)
  })

  it.each([
    ['classic', 'demo', '/me/shows'],
    ['2026', 'spotify', '/me/library'],
  ] as const)(
    '%s: follows and unfollows a show through the generation’s endpoint',
    async (apiMode, profile, path) => {
      const { app, page } = await start({ emulator: { apiMode }, profile })
      const followed = spokenOf(app).shows
      const show = app.emulator.catalog.spoken.shows.find((candidate) => !followed.has(candidate.id))!
      const uri = `spotify:show:${show.id}`
      expect(await page.library.contains({ uris: [uri] })).toEqual([false])
      expect(await page.library.setSaved({ uris: [uri], saved: true })).toEqual([true])
      // Shown at once; the outbox sends it.
      await app.encore.outbox.idle()
      expect(followed.has(show.id)).toBe(true)
      expect(app.emulator.traffic.count({ method: 'PUT', path, status: 200 })).toBe(1)
      await app.encore.library.service.idle()
      expect((await page.library.shows(window)).items[0]?.show.id).toBe(show.id)
      expect(await page.library.contains({ uris: [uri] })).toEqual([true])
      // The palette finds it among the library's podcasts.
      expect((await page.library.find({ query: show.name, limit: 5 }))[0]).toMatchObject({
        kind: 'show',
        uri,
        name: show.name,
      })
      expect(await page.library.setSaved({ uris: [uri], saved: false })).toEqual([false])
      expect((await page.library.shows(window)).items.map((row) => row.show.id)).not.toContain(show.id)
      await app.encore.outbox.idle()
      expect(followed.has(show.id)).toBe(false)
    },
  )

  it('an unfollowed show waits while the service is down; cancelled, it is back where it was', async () => {
    const { app, page } = await start()
    const shown = async () => (await page.library.shows(window)).items.map((row) => row.show.uri)
    const before = await shown()
    // The first of two: the row must go back in front of the other, not after it.
    expect(before).toHaveLength(2)
    app.emulator.faults.set({ down: true })
    await page.library.setSaved({ uris: [before[0]!], saved: false })
    expect(await shown()).toEqual([before[1]])
    await app.encore.outbox.idle()
    const [waiting] = (await page.outbox.list()).entries
    expect(waiting!.label).toMatch(/^Unfollow “.+”$/)
    await page.outbox.cancel({ id: waiting!.id })
    expect(await shown()).toEqual(before)
    app.emulator.faults.set({ down: false })
  })
})
