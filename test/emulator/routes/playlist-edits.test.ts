import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import {
  type ApiClient,
  clientWithScopes,
  collectPages,
  startTestEmulator,
  type PagingBody,
} from '../../support/emulator'
import { expectError, send, someTrackIds, trackUri } from '../user-state-support'

interface Playlist {
  id: string
  name: string
  description: string
  public: boolean
  collaborative: boolean
  snapshot_id: string
  owner: { id: string }
  type: string
  uri: string
  tracks: PagingBody<Item>
}
interface Item {
  added_at: string
  added_by: { id: string }
  track: { id: string }
}

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient
let trackIds: string[]

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
  trackIds = someTrackIds(emulator, 130)
})
afterAll(() => emulator.close())

const uris = (ids: readonly string[]) => ids.map(trackUri)

async function createPlaylist(body: Record<string, unknown> = { name: 'Test list' }, client = api) {
  const response = await send<Playlist>(client, 'POST', `/users/${emulator.user.id}/playlists`, body)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

/** A playlist of the demo user holding the given tracks, and its current snapshot. */
async function playlistWith(ids: readonly string[]) {
  const playlist = await createPlaylist()
  const added = await send<{ snapshot_id: string }>(api, 'POST', `/playlists/${playlist.id}/tracks`, {
    uris: uris(ids),
  })
  expect(added.status).toBe(201)
  return { id: playlist.id, snapshot: added.body.snapshot_id }
}

async function itemIds(playlistId: string, path: 'tracks' | 'items' = 'tracks') {
  const { items } = await collectPages<Item>(api, `/playlists/${playlistId}/${path}`)
  return items.map((item) => item.track.id)
}

const snapshotOf = async (playlistId: string) =>
  (await api.get<{ snapshot_id: string }>(`/playlists/${playlistId}?fields=snapshot_id`)).body.snapshot_id

describe('creating a playlist', () => {
  it('POST /users/{me}/playlists answers 201 with the new, empty playlist (public by default)', async () => {
    const playlist = await createPlaylist({ name: 'Fresh', description: 'made in a test' })
    expect(playlist).toMatchObject({
      name: 'Fresh',
      description: 'made in a test',
      public: true,
      collaborative: false,
      owner: { id: emulator.user.id },
      type: 'playlist',
      uri: `spotify:playlist:${playlist.id}`,
    })
    expect(playlist.id).toMatch(/^[0-9A-Za-z]{22}$/)
    expect(playlist.tracks.total).toBe(0)
    expect((await api.get<Playlist>(`/playlists/${playlist.id}`)).body.name).toBe('Fresh')
    const mine = await api.get<PagingBody<{ id: string }>>('/me/playlists')
    expect(mine.body.items[0]?.id).toBe(playlist.id)
    const profile = await api.get<PagingBody<{ id: string }>>(`/users/${emulator.user.id}/playlists`)
    expect(profile.body.items[0]?.id).toBe(playlist.id)
  })

  it('names need not be unique; POST /me/playlists (the newer path) creates too', async () => {
    const a = await createPlaylist({ name: 'Same' })
    const b = await send<Playlist>(api, 'POST', '/me/playlists', { name: 'Same' })
    expect(b.status).toBe(201)
    expect(b.body.id).not.toBe(a.id)
  })

  it('only for the current user; name required; collaborative needs public false', async () => {
    const other = emulator.catalog.users.find((user) => user.id !== emulator.user.id)?.id
    expectError(await send(api, 'POST', `/users/${other}/playlists`, { name: 'x' }), 403, {
      message: /another user/,
    })
    expectError(await send(api, 'POST', '/users/nosuchuser/playlists', { name: 'x' }), 404)
    expectError(await send(api, 'POST', `/users/${emulator.user.id}/playlists`, {}), 400, { message: /name/ })
    expectError(await send(api, 'POST', `/users/${emulator.user.id}/playlists`, { name: '' }), 400, {
      message: /name/,
    })
    expectError(
      await send(api, 'POST', `/users/${emulator.user.id}/playlists`, { name: 'x', public: 'no' }),
      400,
      {
        message: /public/,
      },
    )
    expectError(
      await send(api, 'POST', `/users/${emulator.user.id}/playlists`, { name: 'x', collaborative: true }),
      400,
      { message: /collaborative/ },
    )
    const collaborative = await createPlaylist({ name: 'Shared', public: false, collaborative: true })
    expect(collaborative).toMatchObject({ public: false, collaborative: true })
  })

  it('scopes: public needs modify-public, private modify-private, collaborative both', async () => {
    const publicOnly = clientWithScopes(emulator, ['playlist-modify-public'])
    const privateOnly = clientWithScopes(emulator, ['playlist-modify-private'])
    const path = `/users/${emulator.user.id}/playlists`
    expect((await send(publicOnly, 'POST', path, { name: 'p' })).status).toBe(201)
    expectError(await send(publicOnly, 'POST', path, { name: 'p', public: false }), 403, {
      message: /playlist-modify-private/,
    })
    expectError(await send(privateOnly, 'POST', path, { name: 'p' }), 403, {
      message: /playlist-modify-public/,
    })
    expect((await send(privateOnly, 'POST', path, { name: 'p', public: false })).status).toBe(201)
    const collaborative = { name: 'c', public: false, collaborative: true }
    expectError(await send(privateOnly, 'POST', path, collaborative), 403, {
      message: /playlist-modify-public/,
    })
    expect((await send(api, 'POST', path, collaborative)).status).toBe(201)
  })
})

describe('PUT /playlists/{id}: change details', () => {
  it('changes name, description and visibility (owner only), each change a new snapshot', async () => {
    const playlist = await createPlaylist()
    const response = await send(api, 'PUT', `/playlists/${playlist.id}`, {
      name: 'Renamed',
      description: 'new words',
      public: false,
    })
    expect(response.status).toBe(200)
    expect(response.body).toBeUndefined()
    const after = (await api.get<Playlist>(`/playlists/${playlist.id}`)).body
    expect(after).toMatchObject({ name: 'Renamed', description: 'new words', public: false })
    expect(after.snapshot_id).not.toBe(playlist.snapshot_id)
    expect((await send(api, 'PUT', `/playlists/${playlist.id}`, { collaborative: true })).status).toBe(200)
    expect((await api.get<Playlist>(`/playlists/${playlist.id}`)).body.collaborative).toBe(true)
  })

  it('refuses collaborative on a public playlist, other owners, bad fields and unknown ids', async () => {
    const playlist = await createPlaylist()
    expectError(await send(api, 'PUT', `/playlists/${playlist.id}`, { collaborative: true }), 400, {
      message: /collaborative/,
    })
    const editorial = [...emulator.state.playlists.all()].find(
      (p) => p.ownerId !== emulator.user.id && p.public,
    )
    expectError(await send(api, 'PUT', `/playlists/${editorial?.id}`, { name: 'mine now' }), 403, {
      message: /own/,
    })
    expectError(await send(api, 'PUT', `/playlists/${playlist.id}`, { name: 42 }), 400, { message: /name/ })
    expectError(await send(api, 'PUT', '/playlists/nosuchplaylist', { name: 'x' }), 404)
  })

  it('needs the modify scope chosen by public', async () => {
    const playlist = await createPlaylist()
    const publicOnly = clientWithScopes(emulator, ['playlist-modify-public'])
    const privateOnly = clientWithScopes(emulator, ['playlist-modify-private'])
    expectError(await send(privateOnly, 'PUT', `/playlists/${playlist.id}`, { name: 'x' }), 403)
    expect((await send(publicOnly, 'PUT', `/playlists/${playlist.id}`, { name: 'x' })).status).toBe(200)
    expectError(await send(publicOnly, 'PUT', `/playlists/${playlist.id}`, { public: false }), 403, {
      message: /playlist-modify-private/,
    })
    expect((await send(privateOnly, 'PUT', `/playlists/${playlist.id}`, { public: false })).status).toBe(200)
  })
})

describe('adding items', () => {
  for (const path of ['tracks', 'items'] as const) {
    it(`POST /playlists/{id}/${path} appends, or inserts at position; 201 with a snapshot_id`, async () => {
      const { id, snapshot } = await playlistWith(trackIds.slice(0, 3))
      emulator.clock.advance(60_000)
      const inserted = await send<{ snapshot_id: string }>(api, 'POST', `/playlists/${id}/${path}`, {
        uris: uris(trackIds.slice(10, 12)),
        position: 1,
      })
      expect(inserted.status).toBe(201)
      expect(inserted.body.snapshot_id).not.toBe(snapshot)
      expect(await itemIds(id, path)).toEqual([
        trackIds[0],
        trackIds[10],
        trackIds[11],
        trackIds[1],
        trackIds[2],
      ])
      const items = (await api.get<PagingBody<Item>>(`/playlists/${id}/${path}`)).body.items
      expect(items[1]?.added_at).toBe(`${new Date(emulator.clock.now()).toISOString().slice(0, 19)}Z`)
      expect(items[1]?.added_by.id).toBe(emulator.user.id)
      // uris in the query work too (they win over the body, as on the real service).
      expect(
        (await api.request('POST', `/playlists/${id}/${path}?uris=${trackUri(trackIds[20] as string)}`))
          .status,
      ).toBe(201)
      expect((await itemIds(id, path)).at(-1)).toBe(trackIds[20])
    })
  }

  it('refuses more than 100 uris, a position past the end, bad and unknown uris', async () => {
    const { id } = await playlistWith(trackIds.slice(0, 2))
    expectError(
      await send(api, 'POST', `/playlists/${id}/tracks`, { uris: uris(trackIds.slice(0, 101)) }),
      400,
      {
        message: /uris.*100/,
      },
    )
    expect(
      (await send(api, 'POST', `/playlists/${id}/tracks`, { uris: uris(trackIds.slice(0, 100)) })).status,
    ).toBe(201)
    expectError(
      await send(api, 'POST', `/playlists/${id}/tracks`, { uris: uris(trackIds.slice(0, 1)), position: 103 }),
      400,
      { message: /position/ },
    )
    expectError(await send(api, 'POST', `/playlists/${id}/tracks`, { uris: ['spotify:album:abc'] }), 400, {
      message: /uris/,
    })
    expectError(
      await send(api, 'POST', `/playlists/${id}/tracks`, { uris: ['spotify:track:nosuchtrack'] }),
      404,
    )
    expectError(await send(api, 'POST', `/playlists/${id}/tracks`, {}), 400, { message: /uris/ })
    expectError(
      await send(api, 'POST', `/playlists/${id}/tracks`, { uris: uris(trackIds.slice(0, 1)), position: -1 }),
      400,
      {
        message: /position/,
      },
    )
  })

  it('pages the items (limit 1-100, default 100)', async () => {
    const { id } = await playlistWith(trackIds.slice(0, 100))
    await send(api, 'POST', `/playlists/${id}/tracks`, { uris: uris(trackIds.slice(100, 120)) })
    const first = await api.get<PagingBody<Item>>(`/playlists/${id}/items`)
    expect(first.body).toMatchObject({ limit: 100, total: 120 })
    expect(first.body.items).toHaveLength(100)
    expect(await itemIds(id, 'items')).toEqual(trackIds.slice(0, 120))
    expectError(await api.get(`/playlists/${id}/items?limit=101`), 400, { message: /limit/ })
  })
})

describe('removing items', () => {
  it('removes every occurrence of a uri, or only at the given positions', async () => {
    const [a, b, c] = trackIds as [string, string, string]
    const { id } = await playlistWith([a, b, a, c, a])
    const removed = await send<{ snapshot_id: string }>(api, 'DELETE', `/playlists/${id}/tracks`, {
      tracks: [{ uri: trackUri(a), positions: [0, 4] }],
    })
    expect(removed.status).toBe(200)
    expect(await itemIds(id)).toEqual([b, a, c])
    expect(
      (await send(api, 'DELETE', `/playlists/${id}/tracks`, { tracks: [{ uri: trackUri(a) }] })).status,
    ).toBe(200)
    expect(await itemIds(id)).toEqual([b, c])
  })

  it('the /items path takes the key `items` (and /tracks `tracks`)', async () => {
    const [a, b] = trackIds as [string, string]
    const { id } = await playlistWith([a, b])
    expectError(
      await send(api, 'DELETE', `/playlists/${id}/items`, { tracks: [{ uri: trackUri(a) }] }),
      400,
      {
        message: /items/,
      },
    )
    expectError(
      await send(api, 'DELETE', `/playlists/${id}/tracks`, { items: [{ uri: trackUri(a) }] }),
      400,
      {
        message: /tracks/,
      },
    )
    expect(
      (await send(api, 'DELETE', `/playlists/${id}/items`, { items: [{ uri: trackUri(a) }] })).status,
    ).toBe(200)
    expect(await itemIds(id, 'items')).toEqual([b])
  })

  it('refuses a position that does not hold the uri, bad uris and more than 100 entries', async () => {
    const [a, b] = trackIds as [string, string]
    const { id } = await playlistWith([a, b])
    expectError(
      await send(api, 'DELETE', `/playlists/${id}/tracks`, {
        tracks: [{ uri: trackUri(a), positions: [1] }],
      }),
      400,
      { message: /position 1/ },
    )
    expectError(await send(api, 'DELETE', `/playlists/${id}/tracks`, { tracks: [{ uri: 'nope' }] }), 400)
    const many = Array.from({ length: 101 }, () => ({ uri: trackUri(a) }))
    expectError(await send(api, 'DELETE', `/playlists/${id}/tracks`, { tracks: many }), 400, {
      message: /100/,
    })
    expectError(await api.request('DELETE', `/playlists/${id}/tracks`), 400, { message: /tracks/ })
    expect(await itemIds(id)).toEqual([a, b])
  })
})

describe('reordering items (the move rule of api-spec.md)', () => {
  const ten = () => trackIds.slice(0, 10)
  const cases: { name: string; body: Record<string, number>; expected: number[] }[] = [
    {
      name: 'the first item to the end',
      body: { range_start: 0, insert_before: 10 },
      expected: [1, 2, 3, 4, 5, 6, 7, 8, 9, 0],
    },
    {
      name: 'the last item to the start',
      body: { range_start: 9, insert_before: 0 },
      expected: [9, 0, 1, 2, 3, 4, 5, 6, 7, 8],
    },
    {
      name: 'a range of two forward',
      body: { range_start: 1, range_length: 2, insert_before: 6 },
      expected: [0, 3, 4, 5, 1, 2, 6, 7, 8, 9],
    },
    {
      name: 'a range of three backward',
      body: { range_start: 6, range_length: 3, insert_before: 2 },
      expected: [0, 1, 6, 7, 8, 2, 3, 4, 5, 9],
    },
    {
      name: 'the indices 8-9 to the start',
      body: { range_start: 8, range_length: 2, insert_before: 0 },
      expected: [8, 9, 0, 1, 2, 3, 4, 5, 6, 7],
    },
  ]
  for (const { name, body, expected } of cases) {
    it(`moves ${name}`, async () => {
      const { id, snapshot } = await playlistWith(ten())
      const response = await send<{ snapshot_id: string }>(api, 'PUT', `/playlists/${id}/tracks`, {
        ...body,
        snapshot_id: snapshot,
      })
      expect(response.status).toBe(200)
      expect(response.body.snapshot_id).not.toBe(snapshot)
      expect(await itemIds(id)).toEqual(expected.map((index) => ten()[index]))
    })
  }

  it('works the same on /items; insert_before inside the range changes nothing', async () => {
    const { id, snapshot } = await playlistWith(ten())
    const same = await send<{ snapshot_id: string }>(api, 'PUT', `/playlists/${id}/items`, {
      range_start: 2,
      range_length: 3,
      insert_before: 4,
    })
    expect(same.status).toBe(200)
    expect(same.body.snapshot_id).toBe(snapshot)
    expect(await itemIds(id, 'items')).toEqual(ten())
  })

  it('refuses ranges outside the list and a missing insert_before or range_start', async () => {
    const { id } = await playlistWith(ten())
    const put = (body: Record<string, unknown>) => send(api, 'PUT', `/playlists/${id}/tracks`, body)
    expectError(await put({ range_start: 10, insert_before: 0 }), 400, { message: /range_start/ })
    expectError(await put({ range_start: 8, range_length: 3, insert_before: 0 }), 400, {
      message: /range_length/,
    })
    expectError(await put({ range_start: 0, insert_before: 11 }), 400, { message: /insert_before/ })
    expectError(await put({ range_start: 0 }), 400, { message: /insert_before/ })
    expectError(await put({ insert_before: 0 }), 400, { message: /range_start/ })
    expectError(await put({ range_start: 0, insert_before: 1, range_length: 0 }), 400, {
      message: /range_length/,
    })
    expectError(await put({ range_start: 0, insert_before: 1, uris: [] }), 400, {
      message: /cannot be combined/,
    })
    expectError(await put({}), 400)
  })
})

describe('replacing items', () => {
  it('PUT with uris replaces the list; an empty list clears it', async () => {
    const { id, snapshot } = await playlistWith(trackIds.slice(0, 5))
    const replaced = await send<{ snapshot_id: string }>(api, 'PUT', `/playlists/${id}/tracks`, {
      uris: uris(trackIds.slice(40, 43)),
    })
    expect(replaced.status).toBe(200)
    expect(replaced.body.snapshot_id).not.toBe(snapshot)
    expect(await itemIds(id)).toEqual(trackIds.slice(40, 43))
    expect((await send(api, 'PUT', `/playlists/${id}/items`, { uris: [] })).status).toBe(200)
    expect(await itemIds(id)).toEqual([])
    expectError(
      await send(api, 'PUT', `/playlists/${id}/tracks`, { uris: uris(trackIds.slice(0, 101)) }),
      400,
      {
        message: /100/,
      },
    )
  })
})

describe('snapshots', () => {
  it('every change of items, details or cover gives a new snapshot_id', async () => {
    const { id, snapshot } = await playlistWith(trackIds.slice(0, 4))
    const seen = new Set([snapshot])
    const step = async (method: string, path: string, body: unknown) => {
      const response = await send(api, method, path, body)
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300)
      const current = await snapshotOf(id)
      expect(seen.has(current)).toBe(false)
      seen.add(current)
    }
    await step('POST', `/playlists/${id}/tracks`, { uris: uris(trackIds.slice(4, 5)) })
    await step('DELETE', `/playlists/${id}/tracks`, { tracks: [{ uri: trackUri(trackIds[0] as string) }] })
    await step('PUT', `/playlists/${id}/tracks`, { range_start: 0, insert_before: 4 })
    await step('PUT', `/playlists/${id}/tracks`, { uris: uris(trackIds.slice(7, 9)) })
    await step('PUT', `/playlists/${id}`, { name: 'Another name' })
    await step('PUT', `/playlists/${id}`, { description: 'Another description' })
    expect(seen.size).toBe(7)
  })

  it('a stale snapshot_id is refused with 400 (the documented policy); the current one is accepted', async () => {
    const { id, snapshot } = await playlistWith(trackIds.slice(0, 4))
    await send(api, 'POST', `/playlists/${id}/tracks`, { uris: uris(trackIds.slice(4, 5)) })
    const current = await snapshotOf(id)
    expectError(
      await send(api, 'PUT', `/playlists/${id}/tracks`, {
        range_start: 0,
        insert_before: 2,
        snapshot_id: snapshot,
      }),
      400,
      { message: /snapshot_id/ },
    )
    expectError(
      await send(api, 'DELETE', `/playlists/${id}/tracks`, {
        tracks: [{ uri: trackUri(trackIds[0] as string), positions: [0] }],
        snapshot_id: snapshot,
      }),
      400,
      { message: /snapshot_id/ },
    )
    expectError(
      await send(api, 'PUT', `/playlists/${id}/tracks`, { uris: [], snapshot_id: 'bm90IG91cnM=' }),
      400,
      {
        message: /snapshot_id/,
      },
    )
    expect(await itemIds(id)).toEqual(trackIds.slice(0, 5))
    const ok = await send(api, 'PUT', `/playlists/${id}/tracks`, {
      range_start: 0,
      insert_before: 2,
      snapshot_id: current,
    })
    expect(ok.status).toBe(200)
  })
})

describe('who may edit', () => {
  it("only the owner edits a playlist, anyone a collaborative one's items", async () => {
    const foreign = [...emulator.state.playlists.all()].find(
      (playlist) => playlist.ownerId !== emulator.user.id && playlist.public && playlist.items.length > 0,
    )
    expectError(
      await send(api, 'POST', `/playlists/${foreign?.id}/tracks`, { uris: uris(trackIds.slice(0, 1)) }),
      403,
    )
    expectError(await send(api, 'PUT', `/playlists/${foreign?.id}/tracks`, { uris: [] }), 403)
    expectError(
      await send(api, 'DELETE', `/playlists/${foreign?.id}/tracks`, {
        tracks: [{ uri: trackUri(trackIds[0] as string) }],
      }),
      403,
    )
    // A collaborative playlist owned by someone else takes the demo user's additions.
    const shared = emulator.state.playlists.get(foreign?.id as string)
    if (!shared) throw new Error('no foreign playlist')
    shared.public = false
    shared.collaborative = true
    expect(
      (await send(api, 'POST', `/playlists/${shared.id}/tracks`, { uris: uris(trackIds.slice(0, 1)) }))
        .status,
    ).toBe(201)
    expectError(await send(api, 'PUT', `/playlists/${shared.id}`, { name: 'mine' }), 403)
  })

  it('editing items of a private playlist needs playlist-modify-private', async () => {
    const playlist = await createPlaylist({ name: 'Secret', public: false })
    const publicOnly = clientWithScopes(emulator, ['playlist-modify-public'])
    expectError(
      await send(publicOnly, 'POST', `/playlists/${playlist.id}/tracks`, {
        uris: uris(trackIds.slice(0, 1)),
      }),
      403,
      {
        message: /playlist-modify-private/,
      },
    )
    const privateOnly = clientWithScopes(emulator, ['playlist-modify-private'])
    expect(
      (
        await send(privateOnly, 'POST', `/playlists/${playlist.id}/tracks`, {
          uris: uris(trackIds.slice(0, 1)),
        })
      ).status,
    ).toBe(201)
  })
})

describe('reading an edited playlist with `fields`', () => {
  it('dots, nested parentheses and ! exclusion select from the live items', async () => {
    const { id } = await playlistWith(trackIds.slice(0, 2))
    const picked = await api.get(
      `/playlists/${id}?fields=name,tracks.items(added_by.id,track(name,album(!images,name)))`,
    )
    expect(picked.status).toBe(200)
    const body = picked.body as { name: string; tracks: { items: Record<string, unknown>[] } }
    expect(Object.keys(body)).toEqual(['name', 'tracks'])
    expect(body.tracks.items).toHaveLength(2)
    const first = body.tracks.items[0] as {
      added_by: Record<string, unknown>
      track: { album: Record<string, unknown> }
    }
    expect(first.added_by).toEqual({ id: emulator.user.id })
    expect(Object.keys(first.track)).toEqual(['name', 'album'])
    expect(Object.keys(first.track.album)).toEqual(['name'])
  })
})
