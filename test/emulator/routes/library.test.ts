import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { type ApiClient, clientWithScopes, collectPages, startTestEmulator } from '../../support/emulator'
import { expectError, send, someTrackIds } from '../user-state-support'

interface SavedTrack {
  added_at: string
  track: { id: string; is_playable?: boolean; linked_from?: { id: string } }
}
interface SavedAlbum {
  added_at: string
  album: { id: string; tracks: { total: number } }
}
interface Page<T> {
  items: T[]
  total: number
  limit: number
  offset: number
  next: string | null
}

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

/** Tracks the demo user has not saved yet. */
function unsavedTrackIds(count: number): string[] {
  const saved = emulator.state.demoUser().library.tracks
  const ids = emulator.catalog.tracks.map((track) => track.id).filter((id) => !saved.has(id))
  if (ids.length < count) throw new Error('catalog too small')
  return ids.slice(0, count)
}

describe('saved tracks', () => {
  it('PUT saves, GET lists newest first with added_at at the save instant, DELETE removes', async () => {
    const [first, second] = unsavedTrackIds(2) as [string, string]
    const before = await api.get<Page<SavedTrack>>('/me/tracks')
    emulator.clock.advance(60_000)
    const saveFirst = await api.request('PUT', `/me/tracks?ids=${first}`)
    expect(saveFirst.status).toBe(200)
    expect(saveFirst.body).toBeUndefined()
    emulator.clock.advance(60_000)
    expect((await api.request('PUT', `/me/tracks?ids=${second}`)).status).toBe(200)

    const after = await api.get<Page<SavedTrack>>('/me/tracks?limit=2')
    expect(after.status).toBe(200)
    expect(after.body.total).toBe(before.body.total + 2)
    expect(after.body.items.map((item) => item.track.id)).toEqual([second, first])
    expect(after.body.items[0]?.added_at).toBe(
      `${new Date(emulator.clock.now()).toISOString().slice(0, 19)}Z`,
    )

    expect((await api.request('DELETE', `/me/tracks?ids=${second}`)).status).toBe(200)
    const removed = await api.get<Page<SavedTrack>>('/me/tracks?limit=1')
    expect(removed.body.items[0]?.track.id).toBe(first)
    expect(removed.body.total).toBe(before.body.total + 1)
  })

  it('takes the ids from a JSON body when the query has none (as the real service does)', async () => {
    const [id] = unsavedTrackIds(1) as [string]
    expect((await send(api, 'PUT', '/me/tracks', { ids: [id] })).status).toBe(200)
    expect((await api.get<boolean[]>(`/me/tracks/contains?ids=${id}`)).body).toEqual([true])
    expect((await send(api, 'DELETE', '/me/tracks', { ids: [id] })).status).toBe(200)
    expect((await api.get<boolean[]>(`/me/tracks/contains?ids=${id}`)).body).toEqual([false])
  })

  it('saving a saved track again keeps its first added_at and place', async () => {
    const newest = (await api.get<Page<SavedTrack>>('/me/tracks?limit=50')).body.items
    const older = newest[3] as SavedTrack
    emulator.clock.advance(3_600_000)
    expect((await api.request('PUT', `/me/tracks?ids=${older.track.id}`)).status).toBe(200)
    const again = (await api.get<Page<SavedTrack>>('/me/tracks?limit=50')).body.items
    expect(again[3]).toEqual(older)
  })

  it('contains answers one boolean per id, in order (unknown ids: false)', async () => {
    const saved = [...emulator.state.demoUser().library.tracks.keys()].slice(0, 2)
    const [unsaved] = unsavedTrackIds(1) as [string]
    const response = await api.get<boolean[]>(
      `/me/tracks/contains?ids=${[saved[0], unsaved, saved[1], 'unknownid'].join(',')}`,
    )
    expect(response.status).toBe(200)
    expect(response.body).toEqual([true, false, true, false])
  })

  it('saves in batches of 50: the whole library pages back newest first', async () => {
    const ids = unsavedTrackIds(150)
    for (let batch = 0; batch < 3; batch++) {
      emulator.clock.advance(1_000)
      const chunk = ids.slice(batch * 50, batch * 50 + 50)
      expect((await api.request('PUT', `/me/tracks?ids=${chunk.join(',')}`)).status).toBe(200)
    }
    const { items, pages } = await collectPages<SavedTrack>(api, '/me/tracks?limit=50')
    expect(items).toHaveLength(emulator.state.demoUser().library.tracks.size)
    expect(pages[0]?.total).toBe(items.length)
    // Newest first: the last batch leads, each batch in reverse order of its ids.
    expect(items.slice(0, 150).map((item) => item.track.id)).toEqual([...ids].reverse())
    const stamps = items.map((item) => item.added_at)
    expect([...stamps].sort().reverse()).toEqual(stamps)
  })

  it('applies market relinking to saved tracks', async () => {
    const catalog = emulator.catalog
    let pick: { id: string; twin: string; market: string } | undefined
    const saved = emulator.state.demoUser().library.tracks
    for (const track of catalog.tracks.filter((record) => !saved.has(record.id))) {
      const twin = track.twinId === undefined ? undefined : catalog.track(track.twinId)
      const market = twin?.markets.list.find((code) => !track.markets.has(code))
      if (twin && market) {
        pick = { id: track.id, twin: twin.id, market }
        break
      }
    }
    if (!pick) throw new Error('the test catalog has no relinked pair')
    emulator.clock.advance(1_000)
    expect((await api.request('PUT', `/me/tracks?ids=${pick.id}`)).status).toBe(200)
    const response = await api.get<Page<SavedTrack>>(`/me/tracks?limit=1&market=${pick.market}`)
    expect(response.body.items[0]?.track).toMatchObject({
      id: pick.twin,
      is_playable: true,
      linked_from: { id: pick.id },
    })
  })
})

describe('saved albums', () => {
  it('save, list newest first with the full album, contains, remove', async () => {
    const saved = emulator.state.demoUser().library.albums
    const album = emulator.catalog.albums.find((record) => !saved.has(record.id))
    if (!album) throw new Error('no unsaved album')
    emulator.clock.advance(1_000)
    expect((await api.request('PUT', `/me/albums?ids=${album.id}`)).status).toBe(200)
    const list = await api.get<Page<SavedAlbum>>('/me/albums?limit=1')
    expect(list.status).toBe(200)
    expect(list.body.items[0]?.album.id).toBe(album.id)
    expect(list.body.items[0]?.album.tracks.total).toBe(album.trackIds.length)
    expect(list.body.total).toBe(saved.size)
    expect((await api.get<boolean[]>(`/me/albums/contains?ids=${album.id}`)).body).toEqual([true])
    expect((await api.request('DELETE', `/me/albums?ids=${album.id}`)).status).toBe(200)
    expect((await api.get<boolean[]>(`/me/albums/contains?ids=${album.id}`)).body).toEqual([false])
  })

  it('pages with the usual limits (default 20, 1-50)', async () => {
    expect((await api.get<Page<SavedAlbum>>('/me/albums')).body.limit).toBe(20)
    expectError(await api.get('/me/albums?limit=51'), 400, { message: /limit/ })
    expectError(await api.get('/me/albums?limit=0'), 400, { message: /limit/ })
  })
})

describe('library rules', () => {
  const fiftyOne = () => someTrackIds(emulator, 51).join(',')

  it('at most 50 ids to save, remove or check', async () => {
    expectError(await api.request('PUT', `/me/tracks?ids=${fiftyOne()}`), 400, { message: /ids.*50/ })
    expectError(await api.request('DELETE', `/me/tracks?ids=${fiftyOne()}`), 400, { message: /ids.*50/ })
    expectError(await api.get(`/me/tracks/contains?ids=${fiftyOne()}`), 400, { message: /ids.*50/ })
    const body = { ids: someTrackIds(emulator, 51) }
    expectError(await send(api, 'PUT', '/me/tracks', body), 400, { message: /ids.*50/ })
    expect((await api.request('PUT', `/me/tracks?ids=${someTrackIds(emulator, 50).join(',')}`)).status).toBe(
      200,
    )
  })

  it('ids are required', async () => {
    expectError(await api.request('PUT', '/me/tracks'), 400, { message: /ids/ })
    expectError(await api.request('DELETE', '/me/albums'), 400, { message: /ids/ })
    expectError(await api.get('/me/albums/contains'), 400, { message: /ids/ })
    expectError(await send(api, 'PUT', '/me/tracks', { ids: 'not-a-list' }), 400, { message: /ids/ })
  })

  it('unknown ids are 404 and nothing is saved', async () => {
    const [known] = unsavedTrackIds(1) as [string]
    expectError(await api.request('PUT', `/me/tracks?ids=${known},nosuchtrack`), 404, {
      message: /nosuchtrack/,
    })
    expect((await api.get<boolean[]>(`/me/tracks/contains?ids=${known}`)).body).toEqual([false])
    expectError(await api.request('PUT', '/me/albums?ids=nosuchalbum'), 404)
  })

  it('reading needs user-library-read, changing user-library-modify', async () => {
    const reader = clientWithScopes(emulator, ['user-library-read'])
    const writer = clientWithScopes(emulator, ['user-library-modify'])
    const [id] = someTrackIds(emulator, 1) as [string]
    expectError(await writer.get('/me/tracks'), 403, { message: /user-library-read/ })
    expectError(await writer.get(`/me/albums/contains?ids=${id}`), 403)
    expectError(await reader.request('PUT', `/me/tracks?ids=${id}`), 403, { message: /user-library-modify/ })
    expectError(await reader.request('DELETE', `/me/albums?ids=${id}`), 403)
    expect((await reader.get('/me/tracks')).status).toBe(200)
    expect((await writer.request('PUT', `/me/tracks?ids=${id}`)).status).toBe(200)
  })
})
