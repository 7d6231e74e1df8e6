import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import {
  clientWithScopes,
  collectPages,
  startTestEmulator,
  type ApiClient,
  type PagingBody,
} from '../../support/emulator'

interface Category {
  id: string
  name: string
  href: string
  icons: { url: string; width: number }[]
}
interface Featured {
  message: string
  playlists: PagingBody<{ id: string; name: string }>
}
interface Album {
  id: string
  release_date: string
  available_markets: string[]
}

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

const categories = async (query = '') =>
  (await api.get<{ categories: PagingBody<Category> }>(`/browse/categories?limit=50${query}`)).body.categories

describe('GET /browse/categories', () => {
  it('answers categories in American English by default, paged under the key categories', async () => {
    const page = await categories()
    const toplists = page.items.find((category) => category.id === 'toplists')
    expect(toplists?.name).toBe('Top Lists')
    expect(toplists?.icons[0]?.width).toBe(274)
    expect(page.items.map((category) => category.id)).not.toContain('schlager')
  })

  it.each([
    ['es_ES', 'Listas de éxitos'],
    ['fr_FR', 'Classements'],
    ['de_DE', 'Charts'],
    ['sv_SE', 'Topplistor'],
    ['en_US', 'Top Lists'],
    ['es_MX', 'Listas de éxitos'],
    ['ja_JP', 'Top Lists'],
  ])('localises names for %s', async (locale, name) => {
    const page = await categories(`&locale=${locale}`)
    expect(page.items.find((category) => category.id === 'toplists')?.name).toBe(name)
  })

  it('country restricts the categories to those that exist there', async () => {
    const german = (await categories('&country=DE')).items.map((category) => category.id)
    const american = (await categories('&country=US')).items.map((category) => category.id)
    expect(german).toContain('schlager')
    expect(german).not.toContain('dansband')
    expect(american).not.toContain('schlager')
    expect(american).toContain('pop')
  })

  it('pages with next to the end', async () => {
    const { items, pages } = await collectPages<Category>(
      api,
      '/browse/categories?limit=7',
      (body) => (body as { categories: PagingBody<Category> }).categories,
    )
    expect(pages.length).toBeGreaterThan(1)
    expect(items.length).toBe(pages[0]?.total)
  })
})

describe('GET /browse/categories/{id}', () => {
  it('answers one category, localised', async () => {
    const response = await api.get<Category>('/browse/categories/sleep?locale=de_DE')
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ id: 'sleep', name: 'Schlafen' })
    expect(response.body.href).toBe(`${emulator.apiUrl}/browse/categories/sleep`)
  })

  it('is 404 in a country where it does not exist', async () => {
    expect((await api.get('/browse/categories/dansband?country=SE')).status).toBe(200)
    expect((await api.get('/browse/categories/dansband?country=FR')).status).toBe(404)
  })
})

describe('GET /browse/categories/{id}/playlists', () => {
  it('answers the category’s playlists under the key playlists', async () => {
    const response = await api.get<{ playlists: PagingBody<{ id: string; owner: { id: string } }> }>(
      '/browse/categories/pop/playlists',
    )
    expect(response.status).toBe(200)
    const ids = emulator.catalog.category('pop')?.playlistIds
    expect(response.body.playlists.items.map((playlist) => playlist.id)).toEqual(ids)
    expect(response.body.playlists.items[0]?.owner.id).toBe('encore-editors')
  })

  it('is 404 for an unknown category or one absent from the country', async () => {
    expect((await api.get('/browse/categories/nope/playlists')).status).toBe(404)
    expect((await api.get('/browse/categories/flamenco/playlists?country=JP')).status).toBe(404)
  })
})

describe('GET /browse/featured-playlists', () => {
  const featured = async (query: string) =>
    (await api.get<Featured>(`/browse/featured-playlists?${query}`)).body

  it('greets by the time of day of the timestamp, in the asked language', async () => {
    // The manual clock starts 2025-06-02T09:00:00Z.
    expect((await featured('timestamp=2025-06-01T08:30:00')).message).toBe('Good morning')
    expect((await featured('timestamp=2025-06-01T14:00:00')).message).toBe('Good afternoon')
    expect((await featured('timestamp=2025-06-01T20:00:00')).message).toBe('Good evening')
    expect((await featured('timestamp=2025-06-01T02:00:00')).message).toBe('Music for late nights')
    expect((await featured('timestamp=2025-06-01T20:00:00&locale=sv_SE')).message).toBe('God kväll')
    expect((await featured('timestamp=2025-06-01T20:00:00&locale=fr_FR')).message).toBe('Bonsoir')
  })

  it('depends on the timestamp', async () => {
    const morning = await featured('timestamp=2025-05-20T08:00:00')
    const evening = await featured('timestamp=2025-05-21T21:00:00')
    expect(morning.playlists.items.map((p) => p.id)).not.toEqual(evening.playlists.items.map((p) => p.id))
    expect((await featured('timestamp=2025-05-20T08:00:00')).playlists.items).toEqual(morning.playlists.items)
  })

  it('falls back to now when there is no data for the timestamp', async () => {
    const now = await featured('')
    expect(now.message).toBe('Good morning')
    const ancient = await featured('timestamp=1999-12-31T21:00:00')
    expect(ancient.message).toBe(now.message)
    expect(ancient.playlists.items).toEqual(now.playlists.items)
    emulator.clock.advance(10 * 3600_000)
    expect((await featured('timestamp=2001-01-01T09:00:00')).message).toBe('Good evening')
  })

  it('pages its playlists', async () => {
    const first = await featured('limit=5')
    expect(first.playlists.items).toHaveLength(5)
    expect(first.playlists.next).not.toBeNull()
    const second = (await api.get<Featured>(first.playlists.next ?? '')).body
    expect(second.playlists.offset).toBe(5)
    expect(second.message).toBe(first.message)
  })
})

describe('GET /browse/new-releases', () => {
  it('answers albums newest first under the key albums', async () => {
    const response = await api.get<{ albums: PagingBody<Album> }>('/browse/new-releases?limit=50')
    expect(response.status).toBe(200)
    const days = response.body.albums.items.map((album) => emulator.catalog.album(album.id)?.releaseDay ?? 0)
    expect(days.length).toBeGreaterThanOrEqual(10)
    expect(days).toEqual([...days].sort((a, b) => b - a))
    // The newest is recent: the catalog dates releases relative to the day it was built.
    expect(days[0]).toBeGreaterThan(Math.floor(emulator.clock.now() / 86_400_000) - 60)
  })

  it('country keeps only albums available there', async () => {
    const catalog = emulator.catalog
    const limited = catalog.newReleases.find((album) => album.markets.list.length < 10)
    const country = limited?.markets.list[0] ?? 'US'
    const outsider = catalog.newReleases.find((album) => !album.markets.has(country))
    const response = await api.get<{ albums: PagingBody<Album> }>(
      `/browse/new-releases?limit=50&country=${country}`,
    )
    const items = response.body.albums.items
    expect(items.every((album) => album.available_markets.includes(country))).toBe(true)
    if (outsider) expect(items.map((album) => album.id)).not.toContain(outsider.id)
  })
})
