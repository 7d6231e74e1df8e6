import { describe, expect, it } from 'vitest'
import { parseLrc } from '../../../electron/core/features/lyrics/lrc'
import { Catalog } from '../../../electron/emulator/catalog/catalog'
import {
  generateLyrics,
  lyricsKindOf,
  type LyricsKind,
} from '../../../electron/emulator/lrclib/generate-lyrics'

/** The LRCLIB stand-in's lyrics: deterministic from the seed, a mix of kinds, LRC that reads as intended. */

const catalog = new Catalog({
  seed: 'generate-lyrics',
  size: 'small',
  nowMs: Date.UTC(2025, 5, 2),
  country: 'US',
})
const names = { artist: 'Vera Holm', album: 'Marble Window' }

describe('generated lyrics', () => {
  it('give every kind to part of the catalogue, instrumental genres instrumental', () => {
    const counts = new Map<LyricsKind, number>()
    for (const track of catalog.tracks) {
      const kind = lyricsKindOf(catalog.seed, track)
      counts.set(kind, (counts.get(kind) ?? 0) + 1)
      if (track.features.instrumentalness >= 0.7) expect(kind).toBe('instrumental')
    }
    const share = (kind: LyricsKind) => (counts.get(kind) ?? 0) / catalog.tracks.length
    expect(share('synced')).toBeGreaterThan(0.4)
    expect(share('plain')).toBeGreaterThan(0.03)
    expect(share('missing')).toBeGreaterThan(0.1)
    expect(share('instrumental')).toBeGreaterThan(0.02)
  })

  it('are the same for the same seed and track, and differ for another seed', () => {
    const track = catalog.tracks[0]!
    expect(generateLyrics('a', track, names)).toEqual(generateLyrics('a', track, names))
    expect(generateLyrics('b', track, names).synced).not.toBe(generateLyrics('a', track, names).synced)
  })

  it('read as LRC: tags, a line every 3 s or more, choruses sung again, the last 8 s before the end', () => {
    for (const track of catalog.tracks.slice(0, 40)) {
      const { synced, plain } = generateLyrics(catalog.seed, track, names)
      expect(synced.split('\n').slice(0, 4)).toEqual([
        `[ti:${track.name}]`,
        '[ar:Vera Holm]',
        '[al:Marble Window]',
        expect.stringMatching(/^\[length:\d\d:\d\d\]$/),
      ])
      const parsed = parseLrc(synced)
      expect(parsed.skipped).toBe(0)
      expect(Math.abs(parsed.lengthMs! - track.durationMs)).toBeLessThanOrEqual(500)
      const starts = parsed.lines.map((line) => line.startMs)
      starts.slice(1).forEach((start, index) => expect(start - starts[index]!).toBeGreaterThanOrEqual(3000))
      expect(starts.at(-1)!).toBeLessThan(track.durationMs - 8000)
      if (track.durationMs > 90_000) expect(synced).toMatch(/^(\[\d\d:\d\d\.\d\d\]){2,}\S/m)
      const sung = parsed.lines.filter((line) => line.text !== '').map((line) => line.text)
      expect(plain.split('\n').filter((line) => line !== '')).toEqual(sung)
    }
  })
})
