import { describe, expect, it } from 'vitest'
import { Catalog } from '../../../electron/emulator/catalog/catalog'
import { GENRE_SEEDS } from '../../../electron/emulator/catalog/genres'
import { LOCALES } from '../../../electron/emulator/catalog/locales'

const NOW = Date.UTC(2025, 5, 2, 9)
const build = (seed: string, size: 'small' | 'demo' | 'large' = 'small') =>
  new Catalog({ seed, size, nowMs: NOW, country: 'US' })

describe('catalog generation', () => {
  it('is deterministic: the same seed gives the same ids and data', () => {
    const a = build('alpha')
    const b = build('alpha')
    expect(b.tracks.map((t) => t.id)).toEqual(a.tracks.map((t) => t.id))
    expect(JSON.stringify(b.albums.slice(0, 5))).toBe(JSON.stringify(a.albums.slice(0, 5)))
    expect(JSON.stringify(b.tracks.slice(0, 20))).toBe(JSON.stringify(a.tracks.slice(0, 20)))
    expect(b.playlistSeeds).toEqual(a.playlistSeeds)
    expect(b.librarySeed).toEqual(a.librarySeed)
  })

  it('another seed gives another catalog', () => {
    const a = build('alpha')
    const c = build('gamma')
    expect(c.tracks[0]?.id).not.toBe(a.tracks[0]?.id)
    expect(c.artists.map((x) => x.name)).not.toEqual(a.artists.map((x) => x.name))
  })

  it('ids look like the real service’s and are unique', () => {
    const catalog = build('alpha', 'demo')
    const all = [...catalog.tracks, ...catalog.albums, ...catalog.artists, ...catalog.playlistSeeds].map(
      (r) => r.id,
    )
    expect(all.every((id) => /^[0-9A-Za-z]{22}$/.test(id))).toBe(true)
    expect(new Set(all).size).toBe(all.length)
  })

  it('demo has a few thousand tracks with plausible values and a browsable set of playlists', () => {
    const catalog = build('alpha', 'demo')
    expect(catalog.tracks.length).toBeGreaterThanOrEqual(4000)
    expect(catalog.tracks.length).toBeLessThan(20_000)
    expect(catalog.categories.length).toBeGreaterThanOrEqual(15)
    expect(catalog.categories.every((category) => category.playlistIds.length >= 5)).toBe(true)
    for (const track of catalog.tracks) {
      expect(track.durationMs).toBeGreaterThan(60_000)
      expect(track.popularity).toBeGreaterThanOrEqual(0)
      expect(track.popularity).toBeLessThanOrEqual(100)
      expect(track.features.energy).toBeGreaterThanOrEqual(0)
      expect(track.features.energy).toBeLessThanOrEqual(1)
      expect(track.isrc).toMatch(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/)
    }
    expect(catalog.tracks.some((track) => track.explicit)).toBe(true)
    expect(catalog.tracks.some((track) => !track.explicit)).toBe(true)
    expect(new Set(catalog.albums.map((album) => album.albumType))).toEqual(
      new Set(['album', 'single', 'compilation']),
    )
    expect(new Set(catalog.albums.map((album) => album.releasePrecision)).size).toBeGreaterThan(1)
    for (const artist of catalog.artists)
      for (const genre of artist.genres) expect(GENRE_SEEDS).toContain(genre)
  })

  it('categories are named in every locale', () => {
    for (const category of build('alpha').categories) {
      for (const locale of LOCALES) expect(category.names[locale]).toEqual(expect.any(String))
    }
  })

  it('every size has relinking pairs and restricted tracks', () => {
    for (const size of ['small', 'demo'] as const) {
      const catalog = build('beta', size)
      const twins = catalog.tracks.filter((track) => track.twinId !== undefined)
      expect(twins.length).toBeGreaterThan(0)
      for (const track of twins) expect(catalog.track(track.twinId as string)?.twinId).toBe(track.id)
      expect(catalog.tracks.some((t) => t.twinId === undefined && t.markets.list.length < 69)).toBe(true)
    }
  })

  it('large has at least 100,000 tracks and 10,000 albums', () => {
    const catalog = build('alpha', 'large')
    expect(catalog.tracks.length).toBeGreaterThanOrEqual(100_000)
    expect(catalog.albums.length).toBeGreaterThanOrEqual(10_000)
    expect(catalog.track(catalog.tracks[99_999]?.id ?? '')).toBe(catalog.tracks[99_999])
  }, 30_000)
})
