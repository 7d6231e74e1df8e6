import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { type ApiClient, clientWithScopes, startTestEmulator } from '../../support/emulator'

interface Track {
  id: string
  name: string
  uri: string
  href: string
  type: string
  album: { id: string; name: string; href: string }
  artists: { id: string }[]
  duration_ms: number
  available_markets?: string[]
  external_ids: { isrc: string }
}

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

describe('GET /tracks/{id}', () => {
  it('answers the track with its album, artists, uri and a working href', async () => {
    const record = emulator.catalog.tracks[3]
    if (!record) throw new Error('catalog too small')
    const response = await api.get<Track>(`/tracks/${record.id}`)
    expect(response.status).toBe(200)
    const track = response.body
    expect(track).toMatchObject({
      id: record.id,
      name: record.name,
      type: 'track',
      uri: `spotify:track:${record.id}`,
      duration_ms: record.durationMs,
      external_ids: { isrc: record.isrc },
    })
    expect(track.id).toMatch(/^[0-9A-Za-z]{22}$/)
    expect(track.album.id).toBe(record.albumId)
    expect(track.artists.map((artist) => artist.id)).toEqual(record.artistIds)
    expect(track.available_markets?.length).toBeGreaterThan(10)
    const again = await api.get<Track>(track.href)
    expect(again.body.id).toBe(record.id)
    expect((await api.get<{ id: string }>(track.album.href)).body.id).toBe(record.albumId)
  })
})

describe('GET /tracks?ids', () => {
  it('answers the tracks in order, null for unknown ids', async () => {
    const ids = emulator.catalog.tracks.slice(0, 3).map((track) => track.id)
    const response = await api.get<{ tracks: (Track | null)[] }>(
      `/tracks?ids=${[...ids, 'unknown'].join(',')}`,
    )
    expect(response.status).toBe(200)
    expect(response.body.tracks.map((track) => track?.id ?? null)).toEqual([...ids, null])
  })

  it('takes up to 50 ids', async () => {
    const ids = emulator.catalog.tracks.slice(0, 50).map((track) => track.id)
    const response = await api.get<{ tracks: Track[] }>(`/tracks?ids=${ids.join(',')}`)
    expect(response.status).toBe(200)
    expect(response.body.tracks).toHaveLength(50)
  })
})

describe('audio features and analysis', () => {
  it('GET /audio-features/{id} answers plausible features', async () => {
    const record = emulator.catalog.tracks[0]
    if (!record) throw new Error('empty catalog')
    const response = await api.get<Record<string, number | string>>(`/audio-features/${record.id}`)
    expect(response.status).toBe(200)
    const features = response.body
    expect(features['id']).toBe(record.id)
    expect(features['type']).toBe('audio_features')
    for (const key of ['danceability', 'energy', 'valence', 'acousticness', 'instrumentalness', 'liveness']) {
      expect(features[key]).toBeGreaterThanOrEqual(0)
      expect(features[key]).toBeLessThanOrEqual(1)
    }
    expect(features['key']).toBeGreaterThanOrEqual(0)
    expect(features['key']).toBeLessThanOrEqual(11)
    expect(features['tempo']).toBeGreaterThan(40)
    expect(features['duration_ms']).toBe(record.durationMs)
  })

  it('GET /audio-features?ids takes up to 100 ids, null for unknown', async () => {
    const ids = emulator.catalog.tracks.slice(0, 99).map((track) => track.id)
    const response = await api.get<{ audio_features: ({ id: string } | null)[] }>(
      `/audio-features?ids=${[...ids, 'nope'].join(',')}`,
    )
    expect(response.status).toBe(200)
    expect(response.body.audio_features).toHaveLength(100)
    expect(response.body.audio_features[99]).toBeNull()
    expect(response.body.audio_features[0]?.id).toBe(ids[0])
  })

  it('GET /audio-analysis/{id} follows the track: beats at its tempo, the same every time', async () => {
    const record = emulator.catalog.tracks[1]
    if (!record) throw new Error('empty catalog')
    type Analysis = {
      track: { duration: number; tempo: number }
      beats: { start: number; duration: number }[]
    }
    const first = await api.get<Analysis>(`/audio-analysis/${record.id}`)
    expect(first.status).toBe(200)
    expect(first.body.track.duration).toBeCloseTo(record.durationMs / 1000, 3)
    expect(first.body.track.tempo).toBe(record.features.tempo)
    expect(first.body.beats[0]?.duration).toBeCloseTo(60 / record.features.tempo, 3)
    const second = await api.get<Analysis>(`/audio-analysis/${record.id}`)
    expect(second.body).toEqual(first.body)
  })
})
