import { describe, expect, it } from 'vitest'
import { Catalog } from '../../../electron/emulator/catalog/catalog'
import { AUDIOBOOK_MARKETS } from '../../../electron/emulator/catalog/markets'

const NOW = Date.UTC(2025, 5, 2, 9)
const DAY = Math.floor(NOW / 86_400_000)
const build = (seed: string, size: 'small' | 'demo' = 'small', country = 'US') =>
  new Catalog({ seed, size, nowMs: NOW, country })

describe('the spoken word of the catalog', () => {
  it('is deterministic; the music and people are the same whether or not it was made', () => {
    const a = build('alpha')
    const untouched = build('alpha')
    const b = build('alpha')
    expect(JSON.stringify(b.spoken.shows)).toBe(JSON.stringify(a.spoken.shows))
    expect(JSON.stringify(b.spoken.episodes)).toBe(JSON.stringify(a.spoken.episodes))
    expect(JSON.stringify(b.spoken.chapters)).toBe(JSON.stringify(a.spoken.chapters))
    expect(b.spoken.librarySeed).toEqual(a.spoken.librarySeed)
    // Music and people are drawn first: whether or not the spoken word was made, they are the same.
    expect(untouched.tracks.map((t) => t.id)).toEqual(a.tracks.map((t) => t.id))
    expect(untouched.librarySeed).toEqual(a.librarySeed)
    expect(build('gamma').spoken.shows[0]!.id).not.toBe(a.spoken.shows[0]!.id)
  })

  it('ids look like the service’s and are unique across every kind, music included', () => {
    const catalog = build('alpha', 'demo')
    const { spoken } = catalog
    const all = [
      ...catalog.tracks,
      ...catalog.albums,
      ...catalog.artists,
      ...spoken.shows,
      ...spoken.episodes,
      ...spoken.audiobooks,
      ...spoken.chapters,
    ].map((record) => record.id)
    expect(all.every((id) => /^[0-9A-Za-z]{22}$/.test(id))).toBe(true)
    expect(new Set(all).size).toBe(all.length)
  })

  it('the small catalog stays small; the demo has enough to look real', () => {
    const small = build('alpha').spoken
    expect(small.shows).toHaveLength(4)
    expect(small.episodes.length).toBeLessThan(40)
    expect(small.audiobooks).toHaveLength(2)
    const demo = build('alpha', 'demo').spoken
    expect(demo.shows.length).toBeGreaterThanOrEqual(30)
    expect(demo.episodes.length).toBeGreaterThan(500)
    expect(demo.audiobooks.length).toBeGreaterThanOrEqual(10)
    expect(new Set(demo.shows.map((show) => show.languages[0])).size).toBeGreaterThan(2)
    expect(demo.shows.some((show) => show.explicit)).toBe(true)
  })

  it('shows list their episodes newest first, dated up to today; most shows published lately', () => {
    const { spoken } = build('alpha', 'demo')
    for (const show of spoken.shows) {
      const days = spoken.episodesOf(show).map((episode) => episode.releaseDay)
      expect(days).toEqual([...days].sort((x, y) => y - x))
      expect(days[0]).toBeLessThanOrEqual(DAY)
      const numbers = spoken.episodesOf(show).map((episode) => episode.number)
      expect(numbers[0]).toBe(show.episodeIds.length)
    }
    const lately = spoken.shows.filter((show) => spoken.episodesOf(show)[0]!.releaseDay >= DAY - 31)
    expect(lately.length).toBeGreaterThan(spoken.shows.length / 2)
    for (const episode of spoken.episodes) {
      expect(episode.durationMs).toBeGreaterThanOrEqual(5 * 60_000)
      expect(episode.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('audiobooks are sold only in US, GB, CA, IE, NZ and AU; chapters are numbered from 1', () => {
    const { spoken } = build('alpha', 'demo')
    expect(AUDIOBOOK_MARKETS.list).toEqual(['AU', 'CA', 'GB', 'IE', 'NZ', 'US'])
    for (const book of spoken.audiobooks) {
      expect(book.markets).toBe(AUDIOBOOK_MARKETS)
      expect(book.authors.length).toBeGreaterThan(0)
      expect(book.narrators.length).toBeGreaterThan(0)
      expect(['Unabridged', 'Abridged']).toContain(book.edition)
      expect(spoken.chaptersOf(book).map((chapter) => chapter.chapterNumber)).toEqual(
        book.chapterIds.map((_, index) => index + 1),
      )
    }
  })

  it('the demo user follows shows (their newest episode half heard, the one before finished), saves episodes and, where sold, books', () => {
    const catalog = build('alpha', 'demo')
    const seed = catalog.spoken.librarySeed
    expect(seed.savedShows.length).toBeGreaterThan(2)
    expect(seed.savedEpisodes.length).toBeGreaterThan(2)
    expect(seed.savedAudiobooks.length).toBeGreaterThan(0)
    const points = new Map(seed.resumePoints)
    for (const { id } of seed.savedShows) {
      const [newest, before] = catalog.spoken.show(id)!.episodeIds
      expect(points.get(newest!)).toMatchObject({ fullyPlayed: false, positionMs: expect.any(Number) })
      expect(points.get(newest!)!.positionMs).toBeGreaterThan(0)
      if (before) expect(points.get(before)).toEqual({ positionMs: 0, fullyPlayed: true })
    }
    const added = seed.savedShows.map((item) => item.addedAt)
    expect(added).toEqual([...added].sort().reverse())
    expect(build('alpha', 'demo', 'SE').spoken.librarySeed.savedAudiobooks).toEqual([])
  })

  it('playable() tells tracks, episodes and chapters apart by id', () => {
    const catalog = build('alpha')
    const track = catalog.tracks[0]!
    const episode = catalog.spoken.episodes[0]!
    const chapter = catalog.spoken.chapters[0]!
    expect(catalog.playable(track.id)).toMatchObject({ kind: 'track', durationMs: track.durationMs })
    expect(catalog.playable(episode.id)).toMatchObject({ kind: 'episode', durationMs: episode.durationMs })
    expect(catalog.playable(chapter.id)).toMatchObject({ kind: 'chapter', durationMs: chapter.durationMs })
    expect(catalog.playable('0000000000000000000000')).toBeUndefined()
  })
})
