import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import type { ArtistRecord } from '../../../electron/emulator/catalog/catalog-types'
import {
  clientWithScopes,
  collectPages,
  startTestEmulator,
  type ApiClient,
  type PagingBody,
} from '../../support/emulator'

interface Artist {
  id: string
  name: string
  genres: string[]
  popularity: number
  followers: { total: number }
  images: { width: number }[]
  uri: string
}
interface ArtistAlbum {
  id: string
  album_group: string
  album_type: string
  release_date: string
}
interface Track {
  id: string
  popularity: number
  is_playable?: boolean
  artists: { id: string }[]
  external_ids: { isrc: string }
}

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient
let busy: ArtistRecord

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
  // The artist with the most releases and at least one guest appearance.
  busy = [...emulator.catalog.artists]
    .filter((artist) => artist.appearsOnIds.length > 0)
    .sort((a, b) => b.albumIds.length - a.albumIds.length)[0] as ArtistRecord
})
afterAll(() => emulator.close())

describe('GET /artists/{id}', () => {
  it('answers the artist with genres, popularity, followers and pictures', async () => {
    const response = await api.get<Artist>(`/artists/${busy.id}`)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      id: busy.id,
      name: busy.name,
      genres: [...busy.genres],
      popularity: busy.popularity,
      followers: { total: busy.followers },
      uri: `spotify:artist:${busy.id}`,
    })
    expect(response.body.images.map((image) => image.width)).toEqual([640, 320, 160])
  })
})

describe('GET /artists?ids', () => {
  it('answers up to 50 artists in order', async () => {
    const ids = emulator.catalog.artists.slice(0, 24).map((artist) => artist.id)
    const response = await api.get<{ artists: Artist[] }>(`/artists?ids=${ids.join(',')}`)
    expect(response.body.artists.map((artist) => artist.id)).toEqual(ids)
  })
})

describe('GET /artists/{id}/albums', () => {
  it('lists every release and guest appearance with album_group, following next to the end', async () => {
    const { items, pages } = await collectPages<ArtistAlbum>(api, `/artists/${busy.id}/albums?limit=2`)
    expect(pages[0]?.total).toBe(busy.albumIds.length + busy.appearsOnIds.length)
    expect(new Set(items.map((album) => album.id))).toEqual(new Set([...busy.albumIds, ...busy.appearsOnIds]))
    const appearsOn = items.filter((album) => album.album_group === 'appears_on').map((album) => album.id)
    expect(appearsOn.sort()).toEqual([...busy.appearsOnIds].sort())
    for (const album of items.filter((a) => a.album_group !== 'appears_on')) {
      expect(album.album_group).toBe(album.album_type)
    }
  })

  it('include_groups keeps only the asked groups', async () => {
    const response = await api.get<PagingBody<ArtistAlbum>>(
      `/artists/${busy.id}/albums?include_groups=appears_on&limit=50`,
    )
    expect(response.body.items.length).toBe(busy.appearsOnIds.length)
    expect(response.body.items.every((album) => album.album_group === 'appears_on')).toBe(true)
  })

  it('defaults to 20 per page', async () => {
    const response = await api.get<PagingBody<ArtistAlbum>>(`/artists/${busy.id}/albums`)
    expect(response.body.limit).toBe(20)
  })
})

describe('GET /artists/{id}/top-tracks', () => {
  it('answers up to 10 of the artist’s own tracks, most popular first, playable in the market', async () => {
    const response = await api.get<{ tracks: Track[] }>(`/artists/${busy.id}/top-tracks?market=SE`)
    expect(response.status).toBe(200)
    const tracks = response.body.tracks
    expect(tracks.length).toBeGreaterThan(0)
    expect(tracks.length).toBeLessThanOrEqual(10)
    const popularity = tracks.map((track) => track.popularity)
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a))
    expect(tracks.every((track) => track.is_playable === true)).toBe(true)
    expect(tracks.every((track) => track.artists[0]?.id === busy.id)).toBe(true)
    expect(new Set(tracks.map((track) => track.external_ids.isrc)).size).toBe(tracks.length)
  })
})

describe('GET /artists/{id}/related-artists', () => {
  it('answers other artists sharing a genre', async () => {
    const response = await api.get<{ artists: Artist[] }>(`/artists/${busy.id}/related-artists`)
    expect(response.status).toBe(200)
    const related = response.body.artists
    expect(related.length).toBeGreaterThan(0)
    expect(related.length).toBeLessThanOrEqual(20)
    expect(related.map((artist) => artist.id)).not.toContain(busy.id)
    for (const artist of related)
      expect(artist.genres.some((genre) => busy.genres.includes(genre))).toBe(true)
  })
})
