import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import {
  type ApiClient,
  clientWithScopes,
  collectPages,
  startTestEmulator,
  type PagingBody,
} from '../../support/emulator'

interface Album {
  id: string
  name: string
  album_type: string
  total_tracks: number
  release_date: string
  release_date_precision: string
  images: { url: string; width: number; height: number }[]
  external_urls: { spotify: string }
  tracks: PagingBody<{ id: string; track_number: number }>
  label: string
  external_ids: { upc: string }
}

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

const albumWithTracks = (min: number) => {
  const album = emulator.catalog.albums.find((record) => record.trackIds.length >= min)
  if (!album) throw new Error(`no album with ${min} tracks`)
  return album
}

describe('GET /albums/{id}', () => {
  it('answers the album with its tracks embedded as a paging object', async () => {
    const record = albumWithTracks(8)
    const response = await api.get<Album>(`/albums/${record.id}`)
    expect(response.status).toBe(200)
    const album = response.body
    expect(album).toMatchObject({
      id: record.id,
      name: record.name,
      album_type: record.albumType,
      total_tracks: record.trackIds.length,
      release_date: record.releaseDate,
      label: record.label,
      external_ids: { upc: record.upc },
    })
    expect(album.tracks.items.map((track) => track.id)).toEqual(record.trackIds.slice(0, 50))
    expect(album.tracks.total).toBe(record.trackIds.length)
    expect(album.images.map((image) => image.width)).toEqual([640, 300, 64])
  })
})

describe('GET /albums?ids', () => {
  it('answers up to 20 albums in order, null for unknown ids', async () => {
    const ids = emulator.catalog.albums.slice(0, 20).map((album) => album.id)
    const response = await api.get<{ albums: (Album | null)[] }>(`/albums?ids=${ids.join(',')}`)
    expect(response.status).toBe(200)
    expect(response.body.albums.map((album) => album?.id)).toEqual(ids)
    const withUnknown = await api.get<{ albums: (Album | null)[] }>(`/albums?ids=${ids[0]},missing`)
    expect(withUnknown.body.albums[1]).toBeNull()
  })
})

describe('GET /albums/{id}/tracks', () => {
  it('pages with default limit 20 and working absolute next / previous links', async () => {
    const record = albumWithTracks(5)
    const first = await api.get<PagingBody<{ id: string }>>(`/albums/${record.id}/tracks?limit=2`)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ limit: 2, offset: 0, previous: null, total: record.trackIds.length })
    expect(first.body.next).toMatch(new RegExp(`^${emulator.apiUrl}/albums/${record.id}/tracks\\?`))
    const second = await api.get<PagingBody<{ id: string }>>(first.body.next ?? '')
    expect(second.body.offset).toBe(2)
    expect(second.body.items.map((track) => track.id)).toEqual(record.trackIds.slice(2, 4))
    const back = await api.get<PagingBody<{ id: string }>>(second.body.previous ?? '')
    expect(back.body.items.map((track) => track.id)).toEqual(record.trackIds.slice(0, 2))
    const defaults = await api.get<PagingBody<unknown>>(`/albums/${record.id}/tracks`)
    expect(defaults.body.limit).toBe(20)
  })

  it('following next reaches every track exactly once', async () => {
    const record = albumWithTracks(10)
    const { items, pages } = await collectPages<{ id: string }>(api, `/albums/${record.id}/tracks?limit=3`)
    expect(items.map((track) => track.id)).toEqual(record.trackIds)
    expect(pages.at(-1)?.next).toBeNull()
  })
})
