import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { clientWithScopes, startTestEmulator } from '../../support/emulator'
import { expectNoContent } from '../user-state-support'
import { episodeUri, showUri } from '../spoken-support'

/** The spoken-word library and a playing episode survive a restart with --state-file. */
let dir: string
let path: string
const running: EmulatorHandle<ManualClock>[] = []

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'encore-emulator-spoken-'))
  path = join(dir, 'state.json')
})
afterEach(async () => {
  await Promise.all(running.splice(0).map((emulator) => emulator.close()))
  vi.restoreAllMocks()
  rmSync(dir, { recursive: true, force: true })
})

async function start() {
  const emulator = await startTestEmulator({ stateFile: path })
  running.push(emulator)
  return emulator
}

describe('--state-file and the spoken word', () => {
  it('keeps saved shows, episodes, audiobooks, resume points and a playing episode', async () => {
    const first = await start()
    const api = clientWithScopes(first)
    const { spoken } = first.catalog
    const saved = first.state.spokenOf(first.user.id)
    const show = spoken.shows.find((record) => !saved.shows.has(record.id))!
    const book = spoken.audiobooks.find((record) => !saved.audiobooks.has(record.id))!
    expectNoContent(await api.request('PUT', `/me/shows?ids=${show.id}`), 200)
    expectNoContent(await api.request('PUT', `/me/library?uris=spotify:audiobook:${book.id}`), 200)
    expectNoContent(await api.request('DELETE', `/me/episodes?ids=${[...saved.episodes.keys()][0]}`), 200)
    first.playOn('Pocket Phone', {
      contextUri: showUri(show.id),
      offset: { uri: episodeUri(show.episodeIds[0]!) },
    })
    first.clock.advance(120_000)
    // The lists as text, without this instance's origin (the next one listens on another port).
    const lists = async (emulator: EmulatorHandle, client: typeof api) => {
      const read = async (path: string) =>
        JSON.stringify((await client.get(path)).body).replaceAll(emulator.accountsUrl, '')
      return [
        await read('/me/shows?limit=50'),
        await read('/me/episodes?limit=50'),
        await read('/me/audiobooks?limit=50'),
      ]
    }
    const before = await lists(first, api)
    expect(before[0]).toContain(show.id)
    expect(before[2]).toContain(book.id)
    await first.close()
    running.splice(0)

    const second = await start()
    const again = clientWithScopes(second)
    expect(await lists(second, again)).toEqual(before)
    const episode = await again.get<{ resume_point: unknown }>(`/episodes/${show.episodeIds[0]}`)
    expect(episode.body.resume_point).toEqual({ fully_played: false, resume_position_ms: 120_000 })
    const player = await again.get<{ is_playing: boolean; item: { id: string } }>(
      '/me/player?additional_types=episode',
    )
    expect(player.body).toMatchObject({ is_playing: false, item: { id: show.episodeIds[0] } })
  })

  it('a file from before the spoken word (no `spoken`) is used; the user starts from the seeded spoken library', async () => {
    const first = await start()
    await clientWithScopes(first).request('PUT', `/me/tracks?ids=${first.catalog.tracks[3]!.id}`)
    await first.close()
    running.splice(0)
    const file = JSON.parse(readFileSync(path, 'utf8')) as { users: Record<string, { spoken?: unknown }> }
    expect(Object.values(file.users).some((user) => 'spoken' in user)).toBe(false)

    const second = await start()
    const shows = await clientWithScopes(second).get<{ total: number }>('/me/shows')
    expect(shows.body.total).toBe(second.catalog.spoken.librarySeed.savedShows.length)
    expect(readdirSync(dir).filter((name) => name.includes('.corrupt-'))).toEqual([])
  })

  it('a file naming shows the catalog does not have is set aside', async () => {
    const first = await start()
    await clientWithScopes(first).request('PUT', `/me/shows?ids=${first.catalog.spoken.shows[3]!.id}`)
    await first.close()
    running.splice(0)
    const file = JSON.parse(readFileSync(path, 'utf8')) as {
      users: Record<string, { spoken: { shows: [string, string][] } }>
    }
    for (const user of Object.values(file.users))
      user.spoken.shows.push(['0000000000000000000000', '2025-01-01T00:00:00Z'])
    writeFileSync(path, JSON.stringify(file))
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    await start()
    expect(readdirSync(dir).filter((name) => name.includes('.corrupt-'))).toHaveLength(1)
  })
})
