import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import type { AlbumRecord, TrackRecord } from '../../../electron/emulator/catalog/catalog-types'
import {
  clientWithScopes,
  collectPages,
  startTestEmulator,
  type ApiClient,
  type PagingBody,
} from '../../support/emulator'

interface Item {
  id: string
  name: string
  is_playable?: boolean
  available_markets?: string[]
}
type SearchBody = Partial<Record<'tracks' | 'albums' | 'artists' | 'playlists', PagingBody<Item>>>

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

const search = async (q: string, type: string, extra = '') => {
  const response = await api.get<SearchBody>(`/search?q=${encodeURIComponent(q)}&type=${type}${extra}`)
  expect(response.status).toBe(200)
  return response.body
}
const ids = (paging: PagingBody<Item> | undefined) => (paging?.items ?? []).map((item) => item.id)

describe('keywords', () => {
  it('finds an artist by name, the exact name first', async () => {
    const artist = emulator.catalog.artists[7]
    if (!artist) throw new Error('catalog too small')
    const body = await search(artist.name, 'artist')
    expect(body.artists?.items[0]?.id).toBe(artist.id)
  })

  it('matches word prefixes, case and accents ignored', async () => {
    const artist = emulator.catalog.artists[3]
    if (!artist) throw new Error('catalog too small')
    const prefix = artist.name
      .split(' ')
      .map((word) => word.slice(0, 3).toUpperCase())
      .join(' ')
    expect(ids((await search(prefix, 'artist')).artists)).toContain(artist.id)
  })

  it('finds tracks by the name of their artist or album too', async () => {
    const track = emulator.catalog.tracks[10] as TrackRecord
    const artist = emulator.catalog.primaryArtist(track)
    const album = emulator.catalog.album(track.albumId) as AlbumRecord
    const body = await search(`${artist.name} ${album.name}`, 'track', '&limit=50')
    expect(ids(body.tracks)).toContain(track.id)
  })

  it('NOT excludes a word', async () => {
    const artist = emulator.catalog.artists[2]
    if (!artist) throw new Error('catalog too small')
    const word = artist.name.split(' ').at(-1) as string
    const body = await search(`${word} NOT ${artist.name.split(' ')[0]}`, 'artist', '&limit=50')
    expect(ids(body.artists)).not.toContain(artist.id)
  })

  it('searches several types at once, limit applying per type', async () => {
    const body = await search('the', 'track,artist,album', '&limit=3')
    expect(Object.keys(body).sort()).toEqual(['albums', 'artists', 'tracks'])
    for (const key of ['albums', 'artists', 'tracks'] as const) {
      expect(body[key]?.limit).toBe(3)
      expect(body[key]?.items.length).toBeLessThanOrEqual(3)
    }
    expect(body.tracks?.items).toHaveLength(3)
  })

  it('accepts `query` as the name of the query too, and include_external=audio', async () => {
    const response = await api.get<SearchBody>('/search?query=the&type=track&include_external=audio')
    expect(response.status).toBe(200)
    expect(response.body.tracks?.total).toBeGreaterThan(0)
  })
})

describe('field filters', () => {
  it('track: and artist: narrow tracks', async () => {
    const track = emulator.catalog.tracks[20] as TrackRecord
    const artist = emulator.catalog.primaryArtist(track)
    const body = await search(`track:"${track.name}" artist:"${artist.name}"`, 'track', '&limit=50')
    expect(ids(body.tracks)).toContain(track.id)
    for (const item of body.tracks?.items ?? []) {
      const found = emulator.catalog.track(item.id) as TrackRecord
      expect(found.name.toLowerCase()).toContain(track.name.split(' ')[0]?.toLowerCase())
    }
  })

  it('album: narrows albums and tracks', async () => {
    const album = emulator.catalog.albums.find((a) => a.trackIds.length > 3) as AlbumRecord
    const body = await search(`album:"${album.name}"`, 'album,track', '&limit=50')
    expect(ids(body.albums)).toContain(album.id)
    expect(ids(body.tracks)).toEqual(expect.arrayContaining(album.trackIds.slice(0, 3)))
  })

  it('year: takes a year or a range', async () => {
    const album = emulator.catalog.albums[0] as AlbumRecord
    const single = await search(`year:${album.releaseYear}`, 'album', '&limit=50')
    expect(ids(single.albums)).toContain(album.id)
    for (const item of single.albums?.items ?? []) {
      expect(emulator.catalog.album(item.id)?.releaseYear).toBe(album.releaseYear)
    }
    const range = await search(`year:1990-1999`, 'album', '&limit=50')
    for (const item of range.albums?.items ?? []) {
      const year = emulator.catalog.album(item.id)?.releaseYear ?? 0
      expect(year).toBeGreaterThanOrEqual(1990)
      expect(year).toBeLessThanOrEqual(1999)
    }
  })

  it('isrc: and upc: find exactly one record', async () => {
    const track = emulator.catalog.tracks.find((t) => t.twinId === undefined) as TrackRecord
    expect(ids((await search(`isrc:${track.isrc}`, 'track')).tracks)).toEqual([track.id])
    const album = emulator.catalog.albums[4] as AlbumRecord
    expect(ids((await search(`upc:${album.upc}`, 'album')).albums)).toEqual([album.id])
  })

  it('genre: narrows artists and tracks', async () => {
    const artist = emulator.catalog.artists[0]
    const genre = artist?.genres[0] as string
    const body = await search(`genre:${genre}`, 'artist,track', '&limit=50')
    expect(ids(body.artists)).toContain(artist?.id)
    for (const item of body.artists?.items ?? []) {
      expect(emulator.catalog.artist(item.id)?.genres).toContain(genre)
    }
    for (const item of body.tracks?.items ?? []) {
      const track = emulator.catalog.track(item.id) as TrackRecord
      expect(emulator.catalog.primaryArtist(track).genres).toContain(genre)
    }
  })

  it('tag:new keeps albums of the last two weeks', async () => {
    const today = Math.floor(emulator.clock.now() / 86_400_000)
    const expected = emulator.catalog.albums
      .filter((album) => album.releaseDay >= today - 14)
      .map((a) => a.id)
    const body = await search('tag:new', 'album', '&limit=50')
    expect(ids(body.albums).sort()).toEqual(expected.sort())
    expect(expected.length).toBeGreaterThan(0)
  })

  it('a filter that does not apply to a type leaves that type empty', async () => {
    const track = emulator.catalog.tracks[0] as TrackRecord
    const body = await search(`isrc:${track.isrc}`, 'album,track')
    expect(body.albums?.total).toBe(0)
    expect(body.tracks?.total).toBeGreaterThan(0)
  })
})

describe('market', () => {
  it('keeps only playable tracks, available albums and artists with a release there', async () => {
    const body = await search('year:1900-2100', 'track,album,artist', '&limit=50&market=JP')
    expect(body.tracks?.items.length).toBeGreaterThan(0)
    expect(body.tracks?.items.every((track) => track.is_playable === true)).toBe(true)
    expect(body.albums?.items.every((album) => album.available_markets?.includes('JP'))).toBe(true)
    const unavailable = emulator.catalog.albums.filter((album) => !album.markets.has('JP')).map((a) => a.id)
    expect(ids(body.albums).filter((id) => unavailable.includes(id))).toEqual([])
    const all = await search('year:1900-2100', 'album', '&limit=1')
    const jp = await search('year:1900-2100', 'album', '&limit=1&market=JP')
    expect(jp.albums?.total).toBeLessThan(all.albums?.total ?? 0)
  })
})

describe('paging', () => {
  it('follows next to the end; next narrows the type', async () => {
    const first = await search('year:1900-2100', 'album,artist', '&limit=7')
    expect(new URL(first.albums?.next ?? '').searchParams.get('type')).toBe('album')
    const { items, pages } = await collectPages<Item>(
      api,
      first.albums?.next ?? '',
      (body) => (body as SearchBody).albums as PagingBody<Item>,
    )
    const all = [...(first.albums?.items ?? []), ...items]
    expect(all.length).toBe(first.albums?.total)
    expect(new Set(all.map((album) => album.id)).size).toBe(all.length)
    expect(pages.at(-1)?.next).toBeNull()
  })

  it('never offers a next page beyond offset + limit = 10000', async () => {
    const body = await search('year:1900-2100', 'track', '&offset=9990&limit=10')
    expect(body.tracks?.next).toBeNull()
  })
})

describe('playlists', () => {
  it('finds public playlists by name, not private ones, whatever the market', async () => {
    const found = await search('Morning Coffee', 'playlist', '&market=JP')
    expect(found.playlists?.items.map((p) => p.name)).toContain('Morning Coffee')
    const hidden = await search('Private Stash', 'playlist')
    expect(hidden.playlists?.items.map((p) => p.name)).not.toContain('Private Stash')
  })
})
