import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { clientWithScopes, startTestEmulator, type PagingBody } from '../../support/emulator'
import { buildJpeg } from '../images/jpeg-fixture'
import {
  albumWith,
  devicesOf,
  expectNoContent,
  playback,
  send,
  someTrackIds,
  trackUri,
} from '../user-state-support'

let dir: string
let path: string
const running: EmulatorHandle<ManualClock>[] = []

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'encore-emulator-state-'))
  path = join(dir, 'state.json')
})
afterEach(async () => {
  await Promise.all(running.splice(0).map((emulator) => emulator.close()))
  vi.restoreAllMocks()
  rmSync(dir, { recursive: true, force: true })
})

async function start(options: Parameters<typeof startTestEmulator>[0] = {}) {
  const emulator = await startTestEmulator({ stateFile: path, ...options })
  running.push(emulator)
  return emulator
}

/** Captures what the emulator reports on stderr while `run` runs. */
async function stderrOf<T>(run: () => Promise<T>): Promise<{ value: T; text: string }> {
  const lines: string[] = []
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk))
    return true
  })
  const value = await run()
  vi.restoreAllMocks()
  return { value, text: lines.join('') }
}

describe('--state-file persistence', () => {
  it('round trip: library, follows, playlists (items, details, cover), history, player and product survive a restart', async () => {
    const first = await start()
    expect(first.stateFile).toBe(path)
    const api = clientWithScopes(first)
    const [saved] = someTrackIds(first, 1, 200) as [string]
    const artist = first.catalog.artists.find((a) => !first.state.demoUser().follows.artists.has(a.id))
      ?.id as string
    expect((await api.request('PUT', `/me/tracks?ids=${saved}`)).status).toBe(200)
    expectNoContent(await send(api, 'PUT', '/me/following?type=artist', { ids: [artist] }))
    const created = await send<{ id: string }>(api, 'POST', '/me/playlists', { name: 'Kept', public: false })
    const playlistId = created.body.id
    await send(api, 'POST', `/playlists/${playlistId}/tracks`, {
      uris: someTrackIds(first, 3, 10).map(trackUri),
    })
    await send(api, 'PUT', `/playlists/${playlistId}`, { description: 'survives restarts' })
    const cover = buildJpeg(200, 100)
    const upload = await api.request('PUT', `/playlists/${playlistId}/images`, {
      body: cover.toString('base64'),
      headers: { 'content-type': 'image/jpeg' },
    })
    expect(upload.status).toBe(202)
    const album = albumWith(first, 3)
    const { computer, phone } = await devicesOf(api)
    await send(api, 'PUT', `/me/player/play?device_id=${computer.id}`, {
      context_uri: `spotify:album:${album.id}`,
    })
    expectNoContent(await api.request('PUT', `/me/player/volume?volume_percent=21&device_id=${phone.id}`))
    expectNoContent(await api.request('PUT', '/me/player/repeat?state=context'))
    first.clock.advance(30 * 60_000)
    const before = await playback(api)
    const playlistBefore = (await api.get(`/playlists/${playlistId}`)).body
    const historyLength = first.state.demoUser().history.length
    first.setPremium(false)
    await first.close()
    running.splice(running.indexOf(first), 1)

    const file = JSON.parse(readFileSync(path, 'utf8')) as { format: string; catalog: { seed: string } }
    expect(file).toMatchObject({ format: 'encore-emulator-state', catalog: { seed: 'test' } })
    expect(readdirSync(dir)).toEqual(['state.json'])

    const second = await start({ startAt: first.clock.now() })
    const again = clientWithScopes(second)
    expect((await again.get<boolean[]>(`/me/tracks/contains?ids=${saved}`)).body).toEqual([true])
    expect(
      (await again.get<PagingBody<{ track: { id: string } }>>('/me/tracks?limit=1')).body.items[0]?.track.id,
    ).toBe(saved)
    expect((await again.get<boolean[]>(`/me/following/contains?type=artist&ids=${artist}`)).body).toEqual([
      true,
    ])
    // The same playlist, byte for byte once the (new) port is set aside.
    const samePort = (body: unknown, origin: string) => JSON.stringify(body).replaceAll(origin, 'ORIGIN')
    expect(samePort((await again.get(`/playlists/${playlistId}`)).body, second.accountsUrl)).toBe(
      samePort(playlistBefore, first.accountsUrl),
    )
    const images = await again.get<{ url: string }[]>(`/playlists/${playlistId}/images`)
    expect(Buffer.from(await (await fetch(images.body[0]?.url as string)).arrayBuffer()).equals(cover)).toBe(
      true,
    )
    expect((await again.get<PagingBody<{ id: string }>>('/me/playlists')).body.items[0]?.id).toBe(playlistId)
    expect(second.state.demoUser().history).toHaveLength(historyLength)
    // The player wakes up paused where it was, on the same device, with the same settings.
    const restored = await playback(again)
    expect(restored).toMatchObject({
      is_playing: false,
      item: { id: before.item.id },
      progress_ms: before.progress_ms,
      repeat_state: 'context',
      device: { id: computer.id },
    })
    expect((await devicesOf(again)).phone.volume_percent).toBe(21)
    expect((await again.get<{ product: string }>('/me')).body.product).toBe('free')
  })

  it('flushState writes now, atomically (no temporary file is left); nothing is written without changes', async () => {
    const emulator = await start()
    await emulator.flushState()
    const api = clientWithScopes(emulator)
    const [id] = someTrackIds(emulator, 1, 220) as [string]
    await api.request('PUT', `/me/tracks?ids=${id}`)
    await emulator.flushState()
    expect(readdirSync(dir)).toEqual(['state.json'])
    const text = readFileSync(path, 'utf8')
    expect(JSON.parse(text).users['demo-listener'].library.tracks.at(-1)[0]).toBe(id)
    writeFileSync(path, text.replace('"format"', '"format" '))
    await emulator.flushState()
    // Nothing changed since the last write: the file is not rewritten.
    expect(readFileSync(path, 'utf8')).not.toBe(text)
  })

  it('a corrupt file is reported, set aside (kept, renamed) and never emptied; the service starts fresh', async () => {
    writeFileSync(path, '{"format": "encore-emulator-state", "version": 1, "catalog": {')
    const { value: emulator, text } = await stderrOf(() => start())
    expect(text).toMatch(/state file .*state\.json cannot be used: not JSON/)
    const files = readdirSync(dir)
    const aside = files.find((name) => name.startsWith('state.json.corrupt-'))
    expect(aside).toBeDefined()
    expect(readFileSync(join(dir, aside as string), 'utf8')).toBe(
      '{"format": "encore-emulator-state", "version": 1, "catalog": {',
    )
    expect(text).toContain(aside)
    const api = clientWithScopes(emulator)
    expect((await api.get('/me/tracks')).status).toBe(200)
    await api.request('PUT', `/me/tracks?ids=${someTrackIds(emulator, 1, 230)[0]}`)
    await emulator.flushState()
    expect(JSON.parse(readFileSync(path, 'utf8')).format).toBe('encore-emulator-state')
    expect(readdirSync(dir).sort()).toEqual(['state.json', aside].sort())
  })

  it('valid JSON that is not a state file, and a file of another catalog, are set aside too', async () => {
    writeFileSync(path, JSON.stringify({ hello: 'world' }))
    const wrongShape = await stderrOf(() => start())
    expect(wrongShape.text).toMatch(/not an emulator state file/)
    await wrongShape.value.flushState()
    await wrongShape.value.close()
    running.splice(0)
    rmSync(path)

    const other = await startTestEmulator({ stateFile: path, seed: 'another-seed' })
    await clientWithScopes(other).request('PUT', `/me/tracks?ids=${other.catalog.tracks[0]?.id}`)
    await other.close()
    const otherCatalog = await stderrOf(() => start())
    expect(otherCatalog.text).toMatch(/saved for catalog seed "another-seed"/)
    expect(readdirSync(dir).filter((name) => name.includes('.corrupt-'))).toHaveLength(2)
  })

  it('an empty path is refused', async () => {
    await expect(startTestEmulator({ stateFile: '  ' })).rejects.toThrow(/stateFile/)
  })
})
