import { describe, expect, it } from 'vitest'
import {
  CacheProblem,
  DECODE_SLICE_ROWS,
  decodeCache,
  decodeCacheSlices,
  encodeCache,
  urlCodecFor,
} from '../../../../electron/core/features/library/cache-format'
import { cacheFileName } from '../../../../electron/core/features/library/cache-store'
import { emptyLibrary } from '../../../../electron/core/features/library/library-data'
import { rowOf, trackOf } from '../../../../electron/core/features/library/track-rows'

const owner = { service: 'demo', userId: 'listener' }
const image = (origin: string) => [{ url: `${origin}/images/albums/al1/300.png`, width: 300, height: 300 }]

function library(origin: string) {
  const data = emptyLibrary()
  data.tracks = [
    rowOf(
      {
        id: 't1',
        uri: 'spotify:track:t1',
        name: 'One',
        artists: [{ id: 'ar1', name: 'Artist', uri: 'spotify:artist:ar1' }],
        album: { id: 'al1', name: 'Album', uri: 'spotify:album:al1', images: image(origin) },
        durationMs: 1000,
        explicit: true,
        isLocal: false,
        isPlayable: false,
        unplayableReason: 'market',
        linkedFromUri: null,
      },
      1_700_000_000_000,
      data.refs,
    ),
  ]
  data.complete.tracks = true
  data.playlists = [
    {
      id: 'p1',
      uri: 'spotify:playlist:p1',
      name: 'Mine',
      description: '',
      owner: { id: 'listener', name: 'Listener' },
      images: [{ url: 'https://i.scdn.co/image/abc', width: 60, height: 60 }],
      public: true,
      collaborative: false,
      totalItems: 1,
      snapshotId: 's1',
    },
  ]
  data.playlistItems.set('p1', {
    snapshotId: 's1',
    rows: [data.tracks[0]!],
    addedBy: ['listener'],
    unavailable: null,
  })
  return data
}

describe('the library cache format', () => {
  it('round-trips, keeping addresses on the service host relative so a new port still finds them', () => {
    const text = encodeCache(
      library('http://127.0.0.1:4001'),
      owner,
      42,
      urlCodecFor('http://127.0.0.1:4001'),
    )
    expect(text).toContain('"~/images/albums/al1/300.png"')
    expect(text).toContain('https://i.scdn.co/image/abc')
    const { data, savedAt } = decodeCache(text, owner, urlCodecFor('http://127.0.0.1:5002'))
    expect(savedAt).toBe(42)
    expect(data.tracks.map(trackOf)).toEqual(library('http://127.0.0.1:5002').tracks.map(trackOf))
    expect(data.complete.tracks).toBe(true)
    expect(data.playlists[0]!.images[0]!.url).toBe('https://i.scdn.co/image/abc')
    expect(data.playlistItems.get('p1')).toMatchObject({ snapshotId: 's1', addedBy: ['listener'] })
    expect(data.playlistItems.get('p1')!.rows![0]!.album).toBe(data.tracks[0]!.album)
    // Rows of the same artists share one list with what later reads of the service make.
    expect(data.playlistItems.get('p1')!.rows![0]!.artists).toBe(data.tracks[0]!.artists)
    expect(data.refs.artistList(trackOf(data.tracks[0]!).artists)).toBe(data.tracks[0]!.artists)
  })

  it.each([
    ['cut short', '{"format":"encore-library","vers', /not JSON/],
    ['another file', '{"settings":true}', /not a library cache/],
    ['another version', '{"format":"encore-library","version":99}', /format version 99, not 1/],
    [
      'a broken row',
      '{"format":"encore-library","version":1,"service":"demo","userId":"listener","savedAt":1,"complete":{"tracks":true,"albums":true,"playlists":true,"artists":true},"albumRefs":[],"artistRefs":[],"tracks":[["u",null,"n",1,0,7,[],null,null,null]],"albums":[],"playlists":[],"artists":[],"playlistItems":{},"partial":{}}',
      /names an album or artist it does not hold/,
    ],
    [
      'a row not as the format says',
      '{"format":"encore-library","version":1,"service":"demo","userId":"listener","savedAt":1,"complete":{"tracks":true,"albums":true,"playlists":true,"artists":true},"albumRefs":[],"artistRefs":[],"tracks":[["u",null,"n","1",0,-1,[],null,null,null]],"albums":[],"playlists":[],"artists":[],"playlistItems":{},"partial":{}}',
      /a track is not as the format says/,
    ],
  ])('refuses %s, saying why', (_name, text, why) => {
    expect(() => decodeCache(text, owner, urlCodecFor(null))).toThrow(CacheProblem)
    expect(() => decodeCache(text, owner, urlCodecFor(null))).toThrow(why)
  })

  it('decodes a slice of rows at a time when asked, to the same library as at once', () => {
    const codec = urlCodecFor(null)
    const big = library('http://127.0.0.1:4001')
    const one = big.tracks[0]!
    big.tracks = Array.from({ length: 2 * DECODE_SLICE_ROWS + 500 }, (_, at) => ({
      ...one,
      id: `t${at}`,
      uri: `spotify:track:t${at}`,
    }))
    const text = encodeCache(big, owner, 7, codec)
    const slices = decodeCacheSlices(JSON.parse(text), owner, codec)
    let pauses = 0
    let step = slices.next()
    for (; !step.done; step = slices.next()) pauses++
    // A pause after each 1,000 rows made.
    expect(pauses).toBe(2)
    const sliced = step.value
    const atOnce = decodeCache(text, owner, codec)
    expect(sliced.savedAt).toBe(7)
    expect(sliced.data.tracks.map(trackOf)).toEqual(atOnce.data.tracks.map(trackOf))
    expect(sliced.data.tracks).toHaveLength(2_500)
  })

  it('never gives one user or service the cache of another', () => {
    const text = encodeCache(library(''), owner, 1, urlCodecFor(null))
    expect(() => decodeCache(text, { ...owner, userId: 'someone-else' }, urlCodecFor(null))).toThrow(
      /another user or service/,
    )
    expect(() =>
      decodeCache(text, { ...owner, service: 'spotify@https://api.spotify.com/v1' }, urlCodecFor(null)),
    ).toThrow(/another user or service/)
    expect(cacheFileName(owner)).not.toBe(cacheFileName({ ...owner, userId: 'someone-else' }))
    expect(cacheFileName(owner)).not.toBe(cacheFileName({ ...owner, service: 'spotify@x' }))
  })
})
