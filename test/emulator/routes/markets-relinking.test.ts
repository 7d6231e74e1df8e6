import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import type { AlbumRecord, TrackRecord } from '../../../electron/emulator/catalog/catalog-types'
import { MARKETS } from '../../../electron/emulator/catalog/markets'
import { clientWithScopes, startTestEmulator, type ApiClient, type PagingBody } from '../../support/emulator'

interface Track {
  id: string
  is_playable?: boolean
  available_markets?: string[]
  linked_from?: { id: string; uri: string; href: string; type: string }
  restrictions?: { reason: string }
}

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient
let edition: AlbumRecord
let original: AlbumRecord
let originalTrack: TrackRecord
let twin: TrackRecord
let inside: string
let outside: string

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
  const { catalog } = emulator
  edition = catalog.albums.find((album) => album.editionOf !== undefined) as AlbumRecord
  original = catalog.album(edition.editionOf as string) as AlbumRecord
  originalTrack = catalog.track(original.trackIds[0] as string) as TrackRecord
  twin = catalog.track(originalTrack.twinId as string) as TrackRecord
  inside = twin.markets.list[0] as string
  outside = originalTrack.markets.list[0] as string
})
afterAll(() => emulator.close())

describe('relinking', () => {
  it('the catalog has a regional edition whose tracks twin the international ones', () => {
    expect(twin.twinId).toBe(originalTrack.id)
    expect(twin.isrc).toBe(originalTrack.isrc)
    expect(originalTrack.markets.has(inside)).toBe(false)
    expect(twin.markets.has(outside)).toBe(false)
  })

  it('where a track is unavailable, its available twin answers with linked_from', async () => {
    const response = await api.get<Track>(`/tracks/${originalTrack.id}?market=${inside}`)
    expect(response.status).toBe(200)
    expect(response.body.id).toBe(twin.id)
    expect(response.body.is_playable).toBe(true)
    expect(response.body.linked_from).toEqual({
      external_urls: { spotify: expect.stringContaining(originalTrack.id) },
      href: `${emulator.apiUrl}/tracks/${originalTrack.id}`,
      id: originalTrack.id,
      type: 'track',
      uri: `spotify:track:${originalTrack.id}`,
    })
  })

  it('where a track is available it answers as itself, playable, without linked_from', async () => {
    const response = await api.get<Track>(`/tracks/${originalTrack.id}?market=${outside}`)
    expect(response.body.id).toBe(originalTrack.id)
    expect(response.body.is_playable).toBe(true)
    expect(response.body.linked_from).toBeUndefined()
  })

  it('without a market: no is_playable, and available_markets shows where', async () => {
    const response = await api.get<Track>(`/tracks/${originalTrack.id}`)
    expect(response.body.is_playable).toBeUndefined()
    expect(response.body.available_markets).toContain(outside)
    expect(response.body.available_markets).not.toContain(inside)
  })

  it('a track with no playable twin is is_playable false with a market restriction', async () => {
    const restricted = emulator.catalog.tracks.find(
      (track) => track.twinId === undefined && track.markets.list.length < MARKETS.length,
    ) as TrackRecord
    const excluded = MARKETS.find((code) => !restricted.markets.has(code))
    const response = await api.get<Track>(`/tracks/${restricted.id}?market=${excluded}`)
    expect(response.body.id).toBe(restricted.id)
    expect(response.body.is_playable).toBe(false)
    expect(response.body.restrictions).toEqual({ reason: 'market' })
    expect(response.body.linked_from).toBeUndefined()
  })

  it('relinks inside lists: the album’s tracks, several tracks', async () => {
    const page = await api.get<PagingBody<Track>>(`/albums/${original.id}/tracks?market=${inside}&limit=50`)
    expect(page.body.items.map((track) => track.id)).toEqual(edition.trackIds)
    expect(page.body.items.map((track) => track.linked_from?.id)).toEqual(original.trackIds)
    const several = await api.get<{ tracks: Track[] }>(
      `/tracks?ids=${original.trackIds.join(',')}&market=${inside}`,
    )
    expect(several.body.tracks.map((track) => track.id)).toEqual(edition.trackIds)
  })

  it('the artist’s albums list both editions without a market, only the playable one with it', async () => {
    const artistId = original.artistIds[0] as string
    type Page = PagingBody<{ id: string }>
    const all = await api.get<Page>(`/artists/${artistId}/albums?limit=50`)
    const ids = all.body.items.map((album) => album.id)
    expect(ids).toContain(original.id)
    expect(ids).toContain(edition.id)
    const there = await api.get<Page>(`/artists/${artistId}/albums?limit=50&market=${inside}`)
    const thereIds = there.body.items.map((album) => album.id)
    expect(thereIds).toContain(edition.id)
    expect(thereIds).not.toContain(original.id)
  })

  it('an album unavailable in the market says so with restrictions', async () => {
    const response = await api.get<{ restrictions?: { reason: string } }>(
      `/albums/${original.id}?market=${inside}`,
    )
    expect(response.body.restrictions).toEqual({ reason: 'market' })
    const available = await api.get<{ restrictions?: unknown }>(`/albums/${original.id}?market=${outside}`)
    expect(available.body.restrictions).toBeUndefined()
  })
})

describe('market=from_token', () => {
  it('means the country of the token’s user', async () => {
    const viaToken = await api.get<Track>(`/tracks/${originalTrack.id}?market=from_token`)
    const explicit = await api.get<Track>(`/tracks/${originalTrack.id}?market=${emulator.user.country}`)
    expect(viaToken.status).toBe(200)
    expect(viaToken.body).toEqual(explicit.body)
    expect(viaToken.body.is_playable).toBeDefined()
  })

  it('follows the configured country', async () => {
    const swedish = await startTestEmulator({ country: 'SE' })
    try {
      const client = clientWithScopes(swedish, ['user-read-private'])
      const me = await client.get<{ country: string }>('/me')
      expect(me.body.country).toBe('SE')
      const track = swedish.catalog.tracks.find((record) => !record.markets.has('SE') && !record.twinId)
      if (track) {
        const response = await client.get<Track>(`/tracks/${track.id}?market=from_token`)
        expect(response.body.is_playable).toBe(false)
      }
    } finally {
      await swedish.close()
    }
  })
})
