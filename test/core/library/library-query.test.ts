import { describe, expect, it } from 'vitest'
import type { Track } from '../../../electron/contract'
import {
  filterWords,
  narrows,
  QueryMemo,
  trackComparators,
  trackMatcher,
  type ListQuery,
} from '../../../electron/core/library/library-query'
import { RefTables, rowOf, trackOf, type TrackRow } from '../../../electron/core/library/track-rows'

const refs = new RefTables()
function track(
  name: string,
  artist: string,
  album: string,
  durationMs: number,
  extra: Partial<Track> = {},
): Track {
  const id = name.replace(/\W/g, '')
  return {
    id,
    uri: `spotify:track:${id}`,
    name,
    artists: [
      { id: artist.replace(/\W/g, ''), name: artist, uri: `spotify:artist:${artist.replace(/\W/g, '')}` },
    ],
    album: {
      id: album.replace(/\W/g, ''),
      name: album,
      uri: `spotify:album:${album.replace(/\W/g, '')}`,
      images: [],
    },
    durationMs,
    explicit: false,
    isLocal: false,
    isPlayable: null,
    unplayableReason: null,
    linkedFromUri: null,
    ...extra,
  }
}

// Newest first, as the library holds them.
const rows: TrackRow[] = [
  rowOf(track('Blue Monday', 'New Order', 'Power, Corruption & Lies', 447_000), 4, refs),
  rowOf(track('Atmosphere', 'Joy Division', 'Substance', 250_000), 3, refs),
  rowOf(track('age of consent', 'New Order', 'Power, Corruption & Lies', 315_000), 2, refs),
  rowOf(
    track('Track 10', 'Joy Division', 'Closer', 200_000, {
      explicit: true,
      isPlayable: false,
      unplayableReason: 'market',
    }),
    1,
    refs,
  ),
  rowOf(track('Track 9', 'Joy Division', 'Closer', 199_000), 0, refs),
]
const names = (memo: QueryMemo<TrackRow>, query: Partial<ListQuery>) =>
  [...memo.select(rows, { sort: 'recent', reverse: false, filter: '', ...query })].map(
    (index) => rows[index]!.name,
  )

describe('library queries (sort and filter, local)', () => {
  const memo = new QueryMemo<TrackRow>(trackComparators, trackMatcher)

  it.each([
    ['recent', false, ['Blue Monday', 'Atmosphere', 'age of consent', 'Track 10', 'Track 9']],
    ['recent', true, ['Track 9', 'Track 10', 'age of consent', 'Atmosphere', 'Blue Monday']],
    // Case does not matter; numbers sort as numbers.
    ['title', false, ['age of consent', 'Atmosphere', 'Blue Monday', 'Track 9', 'Track 10']],
    ['artist', false, ['Atmosphere', 'Track 9', 'Track 10', 'age of consent', 'Blue Monday']],
    ['album', false, ['Track 9', 'Track 10', 'age of consent', 'Blue Monday', 'Atmosphere']],
    ['duration', false, ['Track 9', 'Track 10', 'Atmosphere', 'age of consent', 'Blue Monday']],
    ['duration', true, ['Blue Monday', 'age of consent', 'Atmosphere', 'Track 10', 'Track 9']],
  ] as const)('sorts by %s (reversed: %s)', (sort, reverse, expected) => {
    expect(names(memo, { sort, reverse })).toEqual(expected)
  })

  it.each([
    ['order', ['Blue Monday', 'age of consent']],
    ['ORDER monday', ['Blue Monday']],
    ['joy closer', ['Track 10', 'Track 9']],
    ['corruption', ['Blue Monday', 'age of consent']],
    ['nothing like it', []],
    ['   ', ['Blue Monday', 'Atmosphere', 'age of consent', 'Track 10', 'Track 9']],
  ])('filter %j matches every word in title, artists or album', (filter, expected) => {
    expect(names(memo, { filter })).toEqual(expected)
  })

  it('filters within the chosen sort, and remembers answers until the rows change', () => {
    expect(names(memo, { filter: 'joy', sort: 'title' })).toEqual(['Atmosphere', 'Track 9', 'Track 10'])
    const first = memo.select(rows, { sort: 'title', reverse: false, filter: 'joy' })
    expect(memo.select(rows, { sort: 'title', reverse: false, filter: 'JOY ' })).toBe(first)
    expect(memo.select([...rows], { sort: 'title', reverse: false, filter: 'joy' })).not.toBe(first)
  })

  it('typing on narrows from the last answer, and gives what a fresh pass gives', () => {
    expect(narrows(['joy', 'clo'], ['jo'])).toBe(true)
    expect(narrows(['closer'], ['clo', 'joy'])).toBe(false)
    expect(narrows(['jo'], ['joy'])).toBe(false)
    expect(narrows(['anything'], [])).toBe(true)
    const typing = new QueryMemo<TrackRow>(trackComparators, trackMatcher)
    for (const [sort, reverse] of [
      ['title', false],
      ['duration', true],
      ['recent', true],
    ] as const) {
      const typed: string[][] = []
      for (const filter of ['', 't', 'tr', 'tra 9', 'tra 10', 'o', 'or', 'ord', 'or']) {
        typed.push(names(typing, { sort, reverse, filter }))
      }
      const fresh = ['', 't', 'tr', 'tra 9', 'tra 10', 'o', 'or', 'ord', 'or'].map((filter) =>
        names(new QueryMemo<TrackRow>(trackComparators, trackMatcher), { sort, reverse, filter }),
      )
      expect(typed).toEqual(fresh)
    }
  })

  it('filter words are lower case and said once', () => {
    expect(filterWords('  Joy  joy DIVISION ')).toEqual(['joy', 'division'])
  })

  it('rows share albums and artists, and give back the track they were made from', () => {
    expect(rows[0]!.album).toBe(rows[2]!.album)
    expect(rows[0]!.artists[0]).toBe(rows[2]!.artists[0])
    expect(trackOf(rows[3]!)).toMatchObject({
      name: 'Track 10',
      explicit: true,
      isPlayable: false,
      unplayableReason: 'market',
    })
    expect(trackOf(rows[4]!).isPlayable).toBeNull()
  })
})
