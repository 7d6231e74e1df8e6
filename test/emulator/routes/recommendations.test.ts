import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import type { TrackRecord } from '../../../electron/emulator/catalog/catalog-types'
import { clientWithScopes, startTestEmulator, type ApiClient } from '../../support/emulator'

interface Seed {
  id: string
  type: string
  href?: string
  initialPoolSize: number
  afterFilteringSize: number
  afterRelinkingSize: number
}
interface Recommendations {
  seeds: Seed[]
  tracks: { id: string; is_playable?: boolean }[]
}

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

const recommend = async (query: string) => {
  const response = await api.get<Recommendations>(`/recommendations?${query}`)
  expect(response.status).toBe(200)
  return response.body
}
const record = (id: string) => emulator.catalog.track(id) as TrackRecord
/** A genre of the catalog with plenty of tracks. */
const richGenre = () => {
  const counts = new Map<string, number>()
  for (const track of emulator.catalog.tracks) {
    for (const genre of emulator.catalog.primaryArtist(track).genres)
      counts.set(genre, (counts.get(genre) ?? 0) + 1)
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] as string
}

describe('GET /recommendations/available-genre-seeds', () => {
  it('answers a sorted list of distinct genres', async () => {
    const response = await api.get<{ genres: string[] }>('/recommendations/available-genre-seeds')
    const genres = response.body.genres
    expect(genres).toContain('jazz')
    expect(genres).toEqual([...new Set(genres)].sort())
  })
})

describe('GET /recommendations', () => {
  it('draws genre seeds from that genre and reports the pool sizes', async () => {
    const genre = richGenre()
    const body = await recommend(`seed_genres=${genre}&limit=10`)
    expect(body.tracks).toHaveLength(10)
    for (const track of body.tracks) {
      expect(emulator.catalog.primaryArtist(record(track.id)).genres).toContain(genre)
    }
    expect(body.seeds).toEqual([
      {
        id: genre,
        type: 'GENRE',
        initialPoolSize: expect.any(Number),
        afterFilteringSize: expect.any(Number),
        afterRelinkingSize: expect.any(Number),
      },
    ])
    expect(body.seeds[0]?.initialPoolSize).toBeGreaterThanOrEqual(10)
  })

  it('artist and track seeds carry hrefs; a seed track is not recommended back', async () => {
    const track = emulator.catalog.tracks[5] as TrackRecord
    const artistId = track.artistIds[0] as string
    const body = await recommend(`seed_artists=${artistId}&seed_tracks=${track.id}&limit=50`)
    expect(body.seeds.map((seed) => [seed.type, seed.href])).toEqual([
      ['ARTIST', `${emulator.apiUrl}/artists/${artistId}`],
      ['TRACK', `${emulator.apiUrl}/tracks/${track.id}`],
    ])
    expect(body.tracks.map((t) => t.id)).not.toContain(track.id)
  })

  it('defaults to 20 tracks and honours limit up to 100', async () => {
    const genre = richGenre()
    expect((await recommend(`seed_genres=${genre}`)).tracks).toHaveLength(20)
    expect((await recommend(`seed_genres=${genre}&limit=3`)).tracks).toHaveLength(3)
  })

  it('min_ is a floor and max_ a hard ceiling', async () => {
    const body = await recommend(
      `seed_genres=${richGenre()}&limit=100&min_energy=0.4&max_energy=0.7&max_tempo=130`,
    )
    expect(body.tracks.length).toBeGreaterThan(0)
    for (const track of body.tracks) {
      const { energy, tempo } = record(track.id).features
      expect(energy).toBeGreaterThanOrEqual(0.4)
      expect(energy).toBeLessThanOrEqual(0.7)
      expect(tempo).toBeLessThanOrEqual(130)
    }
    expect(body.seeds[0]?.afterFilteringSize).toBeLessThan(body.seeds[0]?.initialPoolSize ?? 0)
  })

  it('orders by closeness to the targets, all targets weighing equally', async () => {
    const one = await recommend(`seed_genres=${richGenre()}&limit=30&target_tempo=120`)
    const distances = one.tracks.map((t) => Math.abs(record(t.id).features.tempo - 120))
    expect(distances).toEqual([...distances].sort((a, b) => a - b))

    const two = await recommend(`seed_genres=${richGenre()}&limit=30&target_energy=0.2&target_valence=0.9`)
    const combined = two.tracks.map((t) => {
      const f = record(t.id).features
      return Math.abs(f.energy - 0.2) + Math.abs(f.valence - 0.9)
    })
    expect(combined).toEqual([...combined].sort((a, b) => a - b))
  })

  it('answers fewer tracks than asked when the filters leave too few', async () => {
    const body = await recommend(`seed_genres=${richGenre()}&limit=100&min_energy=0.9&min_danceability=0.8`)
    expect(body.tracks.length).toBeLessThan(100)
    expect(body.tracks.length).toBeLessThanOrEqual(body.seeds[0]?.afterFilteringSize ?? 0)
  })

  it('with a market every track is playable there', async () => {
    const body = await recommend(`seed_genres=${richGenre()}&limit=100&market=JP`)
    expect(body.tracks.every((track) => track.is_playable === true)).toBe(true)
    const seed = body.seeds[0] as Seed
    expect(seed.afterRelinkingSize).toBeLessThanOrEqual(seed.afterFilteringSize)
  })

  it('is deterministic for the same seeds, different for others', async () => {
    const genres = emulator.catalog.genreSeeds
    const a = await recommend(`seed_genres=${richGenre()}&limit=10`)
    const b = await recommend(`seed_genres=${richGenre()}&limit=10`)
    expect(a.tracks).toEqual(b.tracks)
    const artist = emulator.catalog.artists[0]?.id
    const c = await recommend(`seed_artists=${artist}&limit=10`)
    expect(c.tracks.map((t) => t.id)).not.toEqual(a.tracks.map((t) => t.id))
    expect(genres.length).toBeGreaterThan(10)
  })
})
