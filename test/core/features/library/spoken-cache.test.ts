import { describe, expect, it } from 'vitest'
import {
  decodeCache,
  encodeCache,
  urlCodecFor,
} from '../../../../electron/core/features/library/cache-format'
import { emptyLibrary, type LibraryData } from '../../../../electron/core/features/library/library-data'

/** The podcasts and audiobooks part of the library's cache file: kept whole, and optional. */

const owner = { service: 'demo', userId: 'listener' }
const image = (origin: string, path: string) => [
  { url: `${origin}/images/${path}/300.png`, width: 300, height: 300 },
]

function spokenLibrary(origin: string): LibraryData {
  const data = emptyLibrary()
  const show = {
    id: 's1',
    uri: 'spotify:show:s1',
    name: 'Night Shift Radio',
    publisher: null,
    images: image(origin, 'show/s1'),
  }
  data.shows = [{ show: { ...show, explicit: false, totalEpisodes: 12 }, addedAt: 1_700_000_000_000 }]
  data.episodes = [
    {
      episode: {
        id: 'e1',
        uri: 'spotify:episode:e1',
        name: 'Ask Us Anything',
        show,
        images: image(origin, 'show/s1'),
        durationMs: 2_900_000,
        releaseDate: '2026-11-19',
        explicit: true,
        isPlayable: true,
        resumePoint: { fullyPlayed: false, positionMs: 600_000 },
      },
      addedAt: null,
    },
  ]
  data.audiobooks = [
    {
      audiobook: {
        id: 'b1',
        uri: 'spotify:audiobook:b1',
        name: 'Painted Gardens',
        authors: ['Pablo Lind'],
        narrators: ['Ines Ek'],
        publisher: 'Holm Audio',
        images: image(origin, 'audiobook/b1'),
        explicit: false,
        edition: 'Unabridged',
        totalChapters: 9,
      },
      addedAt: 1_700_000_100_000,
    },
  ]
  data.showCounts.set('s1', { count: 4, of: 12, totalEpisodes: 12, countedAt: 1_700_000_200_000 })
  Object.assign(data.complete, { shows: true, episodes: true, audiobooks: false })
  return data
}

describe('the spoken part of the library cache', () => {
  it('keeps shows, episodes, audiobooks, counts and what was read whole, covers relative to the service', () => {
    const before = spokenLibrary('http://127.0.0.1:4000')
    const text = encodeCache(before, owner, 1, urlCodecFor('http://127.0.0.1:4000'))
    expect(text).not.toContain('127.0.0.1:4000')
    const { data } = decodeCache(text, owner, urlCodecFor('http://127.0.0.1:5000'))
    expect(data.shows).toEqual(spokenLibrary('http://127.0.0.1:5000').shows)
    expect(data.episodes).toEqual(spokenLibrary('http://127.0.0.1:5000').episodes)
    expect(data.audiobooks).toEqual(spokenLibrary('http://127.0.0.1:5000').audiobooks)
    expect([...data.showCounts]).toEqual([...before.showCounts])
    expect(data.complete).toMatchObject({ shows: true, episodes: true, audiobooks: false })
  })

  it('reads a file written before podcasts (no spoken part): the music stays, those lists start unread', () => {
    const music = emptyLibrary()
    music.complete.tracks = true
    const document = JSON.parse(encodeCache(music, owner, 1, urlCodecFor(null))) as Record<string, unknown>
    delete document['spoken']
    const { data } = decodeCache(JSON.stringify(document), owner, urlCodecFor(null))
    expect(data.complete).toMatchObject({ tracks: true, shows: false, episodes: false, audiobooks: false })
    expect(data.shows).toEqual([])
  })

  it('drops a damaged spoken part and keeps the rest of the file', () => {
    const document = JSON.parse(encodeCache(spokenLibrary(''), owner, 1, urlCodecFor(null))) as {
      spoken: { shows: unknown[] }
      complete: { tracks: boolean }
    }
    document.spoken.shows = [{ show: 'not a show' }]
    document.complete.tracks = true
    const { data } = decodeCache(JSON.stringify(document), owner, urlCodecFor(null))
    expect(data.shows).toEqual([])
    expect(data.episodes).toEqual([])
    expect(data.complete).toMatchObject({ tracks: true, shows: false })
  })
})
