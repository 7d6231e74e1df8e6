/**
 * /me/library (service-2026.md §2, §7): PUT / DELETE with `uris` in the query (≤ 40), GET …/contains, for
 * tracks, albums, artists, users and playlists; a body alone is refused; there is no GET /me/library. What it
 * saves shows up in the reads that stayed (saved tracks and albums, followed artists, the playlist list).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { clientWithScopes, startTestEmulator, type ApiClient } from '../../support/emulator'
import {
  expectResponseConforms,
  openApiAvailable,
  warnIfOpenApiMissing,
} from '../../support/openapi-conformance'
import { expectError, expectNoContent, send } from '../user-state-support'

warnIfOpenApiMissing()

/** The answer conforms to the real service's OpenAPI description (checked when the file is there). */
function expectOpenApiResponse(method: string, path: string, response: { status: number; body: unknown }) {
  if (openApiAvailable) expectResponseConforms(method, path, response.status, response.body)
}

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeAll(async () => {
  emulator = await startTestEmulator({ apiMode: '2026' })
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

const user = () => emulator.state.demoUser()

/** Items of each kind the demo user has not saved or followed yet. */
function unsaved() {
  const e = emulator
  const me = user()
  const track = e.catalog.tracks.find((t) => !me.library.tracks.has(t.id))!.id
  const album = e.catalog.albums.find((a) => !me.library.albums.has(a.id))!.id
  const artist = e.catalog.artists.find((a) => !me.follows.artists.has(a.id))!.id
  const person = e.catalog.users.find((u) => u.id !== e.user.id && !me.follows.users.has(u.id))!.id
  const playlist = e.catalog.playlistSeeds.find((p) => !me.playlists.some((ref) => ref.id === p.id))!.id
  return {
    ids: { track, album, artist, person, playlist },
    uris: [
      `spotify:track:${track}`,
      `spotify:album:${album}`,
      `spotify:artist:${artist}`,
      `spotify:user:${person}`,
      `spotify:playlist:${playlist}`,
    ],
  }
}

const contains = async (uris: string[]) => {
  const response = await api.get<boolean[]>(`/me/library/contains?uris=${uris.join(',')}`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body
}

describe('PUT and DELETE /me/library', () => {
  it('saves every kind at once (200, no body), seen by contains and by the reads that stayed, then removes them', async () => {
    const { ids, uris } = unsaved()
    expect(await contains(uris)).toEqual([false, false, false, false, false])

    const saved = await api.request('PUT', `/me/library?uris=${uris.join(',')}`)
    expectNoContent(saved, 200)
    expectOpenApiResponse('PUT', '/me/library', saved)
    expect(await contains(uris)).toEqual([true, true, true, true, true])
    const newest = await api.get<{ items: { track: { id: string } }[] }>('/me/tracks?limit=1')
    expect(newest.body.items[0]!.track.id).toBe(ids.track)
    const albums = await api.get<{ items: { album: { id: string } }[] }>('/me/albums?limit=1')
    expect(albums.body.items[0]!.album.id).toBe(ids.album)
    expect(user().follows.artists.has(ids.artist)).toBe(true)
    expect(user().follows.users.has(ids.person)).toBe(true)
    const lists = await api.get<{ items: { id: string }[] }>('/me/playlists?limit=1')
    expect(lists.body.items[0]!.id).toBe(ids.playlist)

    const reversed = [...uris].reverse()
    expect(await contains(reversed)).toEqual([true, true, true, true, true])
    expectNoContent(await api.request('DELETE', `/me/library?uris=${uris.join(',')}`), 200)
    expect(await contains(uris)).toEqual([false, false, false, false, false])
  })

  it('answers contains in the order asked, with artists allowed, and validates against the OpenAPI description', async () => {
    const { uris } = unsaved()
    const known = `spotify:track:${[...user().library.tracks.keys()][0]!}`
    const response = await api.get(`/me/library/contains?uris=${uris[2]},${known},${uris[0]}`)
    expect(response.body).toEqual([false, true, false])
    expectOpenApiResponse('GET', '/me/library/contains', response)
  })

  it('keeps the first added_at when an item is saved again', async () => {
    const { ids } = unsaved()
    await api.request('PUT', `/me/library?uris=spotify:track:${ids.track}`)
    const first = user().library.tracks.get(ids.track)
    emulator.clock.advance(60_000)
    await api.request('PUT', `/me/library?uris=spotify:track:${ids.track}`)
    expect(user().library.tracks.get(ids.track)).toBe(first)
  })
})

describe('refusals', () => {
  it('refuses a body alone with 400 "Missing required field: uris", and a request without uris the same', async () => {
    const { uris } = unsaved()
    for (const method of ['PUT', 'DELETE']) {
      const bodyOnly = await send(api, method, '/me/library', { uris })
      expect(bodyOnly).toMatchObject({
        status: 400,
        body: { error: { status: 400, message: 'Missing required field: uris' } },
      })
      expect((await api.request(method, '/me/library?uris=')).body).toEqual({
        error: { status: 400, message: 'Missing required field: uris' },
      })
    }
    expect(await contains(uris)).toEqual([false, false, false, false, false])
  })

  it('takes at most 40 URIs per request', async () => {
    const tracks = emulator.catalog.tracks.slice(0, 41).map((t) => `spotify:track:${t.id}`)
    expect((await api.request('PUT', `/me/library?uris=${tracks.slice(0, 40).join(',')}`)).status).toBe(200)
    expectError(await api.request('PUT', `/me/library?uris=${tracks.join(',')}`), 400, {
      message: /at most 40/,
    })
    expectError(await api.get(`/me/library/contains?uris=${tracks.join(',')}`), 400, {
      message: /at most 40/,
    })
  })

  it('answers GET /me/library with 405 and Allow', async () => {
    const response = await api.get('/me/library')
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('DELETE, PUT')
  })

  it('refuses malformed and unsupported URIs with 400, unknown ids with 404, and saves nothing then', async () => {
    const { uris } = unsaved()
    expectError(await api.request('PUT', `/me/library?uris=${uris[0]},not-a-uri`), 400, {
      message: /not-a-uri/,
    })
    expectError(await api.request('PUT', '/me/library?uris=spotify:chapter:abc'), 400, { message: /chapter/ })
    expectError(await api.request('PUT', '/me/library?uris=spotify:genre:rock'), 400, { message: /genre/ })
    expectError(
      await api.request('PUT', `/me/library?uris=${uris[0]},spotify:track:0000000000000000000000`),
      404,
      {
        message: /Non existing id/,
      },
    )
    expect(await contains([uris[0]!])).toEqual([false])
  })

  it('needs the classic scope of each kind it is given (service-2026.md §7)', async () => {
    const { uris } = unsaved()
    const [track, , artist, , playlist] = uris
    const libraryOnly = clientWithScopes(emulator, ['user-library-modify', 'user-library-read'])
    expect((await libraryOnly.request('PUT', `/me/library?uris=${track}`)).status).toBe(200)
    expectError(await libraryOnly.request('PUT', `/me/library?uris=${track},${artist}`), 403, {
      message: /user-follow-modify/,
    })
    expectError(await libraryOnly.request('DELETE', `/me/library?uris=${playlist}`), 403, {
      message: /playlist-modify-public/,
    })
    expectError(await libraryOnly.get(`/me/library/contains?uris=${artist}`), 403, {
      message: /user-follow-read/,
    })
    expectError(await libraryOnly.get(`/me/library/contains?uris=${playlist}`), 403, {
      message: /playlist-read-private/,
    })
    await api.request('DELETE', `/me/library?uris=${track}`)
  })

  it('is served in the classic mode too (the real service offers it to every app)', async () => {
    const classic = await startTestEmulator()
    try {
      const { uris } = unsaved()
      const client = clientWithScopes(classic)
      expect((await client.request('PUT', `/me/library?uris=${uris[0]}`)).status).toBe(200)
      expect((await client.get(`/me/library/contains?uris=${uris[0]}`)).body).toEqual([true])
    } finally {
      await classic.close()
    }
  })
})
