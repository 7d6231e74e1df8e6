/**
 * API mode 2026, the shapes (service-2026.md §2–§4): removed fields absent everywhere, playlists with `items`
 * for `tracks` and entries with `item` beside `track`, items only for the owner and collaborators, playlist
 * creation at /me/playlists, and search and artist albums at most 10 a page (5 by default). The classic mode
 * keeps api-spec.md's shapes (its OpenAPI conformance is test/emulator/conformance.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { clientWithScopes, startTestEmulator, type ApiClient } from '../../support/emulator'
import { expectError, send } from '../user-state-support'

type Json = Record<string, unknown>

let today: EmulatorHandle<ManualClock>
let classic: EmulatorHandle<ManualClock>
let api: ApiClient
let classicApi: ApiClient

beforeAll(async () => {
  ;[today, classic] = await Promise.all([startTestEmulator({ apiMode: '2026' }), startTestEmulator()])
  api = clientWithScopes(today)
  classicApi = clientWithScopes(classic)
})
afterAll(() => Promise.all([today.close(), classic.close()]))

/** service-2026.md §3, per object type. */
const REMOVED: Record<string, string[]> = {
  track: ['available_markets', 'linked_from', 'popularity'],
  album: ['album_group', 'available_markets', 'label', 'popularity'],
  artist: ['followers', 'popularity'],
}

/** Every object with a `type` of track, album or artist anywhere in `body`, with where it was found. */
function objectsIn(body: unknown, where = '$'): { where: string; object: Json }[] {
  if (Array.isArray(body)) return body.flatMap((item, index) => objectsIn(item, `${where}[${index}]`))
  if (body === null || typeof body !== 'object') return []
  const object = body as Json
  const own = typeof object['type'] === 'string' && object['type'] in REMOVED ? [{ where, object }] : []
  return [...own, ...Object.entries(object).flatMap(([key, value]) => objectsIn(value, `${where}.${key}`))]
}

/** Asserts that no track, album or artist in `body` carries a removed field; answers how many were checked. */
function expectNoRemovedFields(body: unknown): number {
  const found = objectsIn(body)
  for (const { where, object } of found) {
    const present = REMOVED[object['type'] as string]!.filter((field) => field in object)
    expect(present, `${where} (${String(object['type'])})`).toEqual([])
  }
  return found.length
}

const get = async (client: ApiClient, path: string) => {
  const response = await client.get(path)
  expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(200)
  return response.body
}

describe('removed fields (§3)', () => {
  it('leaves them out of tracks, albums and artists wherever they appear', async () => {
    const e = today
    const artist = e.catalog.artists[0]!.id
    const edition = e.catalog.albums.find((album) => album.editionOf !== undefined)!
    const twinOf = e.catalog.track(e.catalog.album(edition.editionOf!)!.trackIds[0]!)!
    const relinkIn = e.catalog.track(twinOf.twinId!)!.markets.list[0]!
    await send(api, 'PUT', `/me/player/play`, { uris: [`spotify:track:${e.catalog.tracks[0]!.id}`] })
    const paths = [
      `/tracks/${e.catalog.tracks[0]!.id}`,
      `/tracks/${twinOf.id}?market=${relinkIn}`,
      `/albums/${e.catalog.albums[0]!.id}`,
      `/albums/${e.catalog.albums[0]!.id}/tracks`,
      `/artists/${artist}`,
      `/artists/${artist}/albums?limit=10`,
      '/search?q=a&type=track,album,artist&limit=10',
      '/me/tracks?limit=5',
      '/me/albums?limit=5',
      '/me/following?type=artist',
      '/me/top/artists',
      '/me/top/tracks',
      '/me/player/recently-played?limit=5',
      `/playlists/${e.state.demoUser().playlists[0]!.id}/items?limit=5`,
    ]
    let checked = 0
    for (const path of paths) checked += expectNoRemovedFields(await get(api, path))
    expect(checked).toBeGreaterThan(100)
    // The same reads in the classic mode still carry them (the check above can fail).
    const classicTrack = (await get(classicApi, `/tracks/${e.catalog.tracks[0]!.id}`)) as Json
    expect(classicTrack).toHaveProperty('popularity')
    expect(() => expectNoRemovedFields(classicTrack)).toThrow()
  })

  it('keeps what stayed: album tracks, saved-track entries under `track`, genres, external_ids', async () => {
    const album = (await get(api, `/albums/${today.catalog.albums[0]!.id}`)) as Json
    expect(album['tracks']).toMatchObject({ items: expect.any(Array) as unknown })
    expect(album).toHaveProperty('genres')
    const saved = (await get(api, '/me/tracks?limit=1')) as { items: Json[] }
    expect(Object.keys(saved.items[0]!).sort()).toEqual(['added_at', 'track'])
    const track = (await get(api, `/tracks/${today.catalog.tracks[0]!.id}`)) as Json
    expect(track).toHaveProperty('external_ids')
    expect((await get(api, `/artists/${today.catalog.artists[0]!.id}`)) as Json).toHaveProperty('genres')
  })

  it('shows /me without country, email, product, explicit_content, followers, and with a stable account_id', async () => {
    const me = (await get(api, '/me')) as Json
    for (const field of ['country', 'email', 'product', 'explicit_content', 'followers'])
      expect(me, field).not.toHaveProperty(field)
    expect(me['account_id']).toMatch(/^[A-Za-z0-9_-]{10}$/)
    expect(me['account_id']).not.toBe(me['id'])
    expect(((await get(api, '/me')) as Json)['account_id']).toBe(me['account_id'])
    const classicMe = (await get(classicApi, '/me')) as Json
    expect(classicMe).toHaveProperty('product')
    expect(classicMe).not.toHaveProperty('account_id')
  })
})

describe('playlists (§2, §3)', () => {
  const own = () =>
    today.catalog.playlistSeeds.find((p) => p.ownerId === today.user.id && p.items.length > 2)!
  const notMine = () =>
    today.catalog.playlistSeeds.find(
      (p) => p.ownerId !== today.user.id && !p.collaborative && p.items.length,
    )!

  it('say `items` instead of `tracks`, full and simplified, with hrefs at /items', async () => {
    const playlist = (await get(api, `/playlists/${own().id}`)) as Json
    expect(playlist).not.toHaveProperty('tracks')
    expect(playlist['items']).toMatchObject({
      href: expect.stringContaining(`/playlists/${own().id}/items?`) as unknown,
      total: own().items.length,
    })
    const list = (await get(api, '/me/playlists?limit=50')) as { items: Json[] }
    for (const simplified of list.items) {
      expect(simplified).not.toHaveProperty('tracks')
      expect(simplified['items']).toEqual({
        href: `${today.apiUrl}/playlists/${String(simplified['id'])}/items`,
        total: expect.any(Number) as unknown,
      })
    }
    const found = (await get(api, '/search?q=a&type=playlist&limit=10')) as { playlists: { items: Json[] } }
    for (const simplified of found.playlists.items) expect(simplified).toHaveProperty('items')
  })

  it('give entries `item` beside the deprecated `track`, the same object', async () => {
    const page = (await get(api, `/playlists/${own().id}/items?limit=3`)) as { items: Json[] }
    expect(page.items).toHaveLength(3)
    for (const entry of page.items) {
      expect(entry['item']).toMatchObject({ type: 'track', id: expect.any(String) as unknown })
      expect(entry['track']).toEqual(entry['item'])
    }
    const embedded = (await get(api, `/playlists/${own().id}`)) as { items: { items: Json[] } }
    expect(embedded.items.items[0]).toHaveProperty('item')
  })

  it('page /items by 50 at most, 20 by default', async () => {
    const big = today.catalog.playlistSeeds.find((p) => p.ownerId === today.user.id && p.items.length > 20)
    if (big) expect(((await get(api, `/playlists/${big.id}/items`)) as { limit: number }).limit).toBe(20)
    expect(((await get(api, `/playlists/${own().id}/items?limit=50`)) as { limit: number }).limit).toBe(50)
    expectError(await api.get(`/playlists/${own().id}/items?limit=51`), 400, { message: /limit/ })
    expect(((await get(classicApi, `/playlists/${own().id}/items`)) as { limit: number }).limit).toBe(100)
  })

  it('refuse the items of a playlist the user neither owns nor collaborates on (403), and show it without items', async () => {
    const other = notMine()
    const items = await api.get(`/playlists/${other.id}/items`)
    expectError(items, 403, { message: /neither own nor collaborate/ })
    expect((items.body as { error: { message: string } }).error.message).not.toBe('Forbidden')
    const playlist = (await get(api, `/playlists/${other.id}`)) as Json
    expect(playlist).not.toHaveProperty('items')
    expect(playlist).not.toHaveProperty('tracks')
    expect(playlist).toMatchObject({ id: other.id, name: other.name, owner: { id: other.ownerId } })
    // Collaborative playlists stay readable; classic shows everything.
    const shared = today.catalog.playlistSeeds.find((p) => p.ownerId !== today.user.id && p.collaborative)
    if (shared) expect((await api.get(`/playlists/${shared.id}/items`)).status).toBe(200)
    expect((await classicApi.get(`/playlists/${other.id}/items`)).status).toBe(200)
  })

  it('create at POST /me/playlists (201) and edit items at /items, removing with the `items` body key', async () => {
    const created = await send<Json>(api, 'POST', '/me/playlists', { name: 'Today', public: false })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'Today', public: false, items: { total: 0 } })
    const id = String(created.body['id'])
    const uris = today.catalog.tracks.slice(0, 3).map((t) => `spotify:track:${t.id}`)
    expect((await send(api, 'POST', `/playlists/${id}/items`, { uris })).status).toBe(201)
    const removed = await send<{ snapshot_id: string }>(api, 'DELETE', `/playlists/${id}/items`, {
      items: [{ uri: uris[0] }],
    })
    expect(removed.status).toBe(200)
    const page = (await get(api, `/playlists/${id}/items`)) as { items: { item: { uri: string } }[] }
    expect(page.items.map((entry) => entry.item.uri)).toEqual(uris.slice(1))
    expectError(await send(api, 'DELETE', `/playlists/${id}/items`, { tracks: [{ uri: uris[1] }] }), 400, {
      message: /items/,
    })
  })
})

describe('page limits (§4)', () => {
  /** An artist with more than 5 albums listed, so a default page has a next one. */
  const artist = () => today.catalog.artists.find((a) => a.albumIds.length + a.appearsOnIds.length > 5)!.id

  it('search: 5 by default, at most 10, 400 "Invalid limit" beyond; offset at most 1000', async () => {
    const first = (await get(api, '/search?q=a&type=track,album')) as Record<
      string,
      { limit: number; items: unknown[] }
    >
    expect(first['tracks']!.limit).toBe(5)
    expect(first['tracks']!.items).toHaveLength(5)
    expect(first['albums']!.limit).toBe(5)
    expect(
      ((await get(api, '/search?q=a&type=track&limit=10')) as { tracks: { items: unknown[] } }).tracks.items,
    ).toHaveLength(10)
    for (const limit of ['11', '20', '0', 'x']) {
      expect((await api.get(`/search?q=a&type=track&limit=${limit}`)).body).toEqual({
        error: { status: 400, message: 'Invalid limit' },
      })
    }
    expect((await api.get('/search?q=a&type=track&offset=1000')).status).toBe(200)
    expect((await api.get('/search?q=a&type=track&offset=1001')).body).toEqual({
      error: { status: 400, message: 'Invalid offset' },
    })
    // Classic keeps api-spec.md's 20 and 50.
    expect(
      ((await get(classicApi, '/search?q=a&type=track')) as { tracks: { limit: number } }).tracks.limit,
    ).toBe(20)
    expect((await classicApi.get('/search?q=a&type=track&limit=50')).status).toBe(200)
  })

  it('artist albums: 5 by default, at most 10, 400 "Invalid limit" for 11–20', async () => {
    const page = (await get(api, `/artists/${artist()}/albums`)) as {
      limit: number
      items: unknown[]
      next: string
    }
    expect(page.limit).toBe(5)
    expect(page.items).toHaveLength(5)
    expect(new URL(page.next).searchParams.get('limit')).toBe('5')
    for (const limit of [11, 20]) {
      expect((await api.get(`/artists/${artist()}/albums?limit=${limit}`)).body).toEqual({
        error: { status: 400, message: 'Invalid limit' },
      })
    }
    expect(((await get(classicApi, `/artists/${artist()}/albums`)) as { limit: number }).limit).toBe(20)
  })
})
